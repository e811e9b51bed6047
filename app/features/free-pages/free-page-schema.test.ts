import { describe, expect, it } from "vitest";
import { pageFieldErrors } from "~/features/pages/page-schemas";
import {
  FreePageSchema,
  FreePageSlugSchema,
  MAX_SECTIONS,
  newFreePageDocument,
  type FreePageDocument,
} from "./free-page-schema";

const everyKind: FreePageDocument = {
  title: "Tarifs et remboursements",
  sections: [
    { type: "text", body: "<p>La séance coûte {tarif}.</p>" },
    { type: "image", image: { src: "cabinet", alt: "Le cabinet vu de l'entrée" }, caption: "" },
    {
      type: "faq",
      title: "Vos questions",
      faq: [{ question: "Suis-je remboursé ?", answer: "<p>Par votre mutuelle, souvent.</p>" }],
    },
    { type: "booking", title: "Prendre rendez-vous", text: "En ligne, en deux minutes." },
    { type: "contact", title: "Venir au cabinet" },
  ],
  seoTitle: "Tarifs et remboursements",
  seoDescription: "",
};

function errorsOf(document: unknown) {
  const parsed = FreePageSchema.safeParse(document);
  return parsed.success ? {} : pageFieldErrors(parsed.error);
}

const text = (body: string) => ({ ...everyKind, sections: [{ type: "text", body }] });

describe("a free page's document", () => {
  it("accepts a section of every kind, and a new page with none", () => {
    expect(errorsOf(everyKind)).toEqual({});
    expect(errorsOf(newFreePageDocument("Accessibilité"))).toEqual({});
  });

  it("refuses 200 sections, and accepts the most it allows", () => {
    const many = (count: number) => ({
      ...everyKind,
      sections: Array.from({ length: count }, () => ({ type: "booking", title: "RDV", text: "" })),
    });
    expect(errorsOf(many(MAX_SECTIONS))).toEqual({});
    expect(errorsOf(many(200))).toEqual({
      sections: `« Sections » compte entre 0 et ${MAX_SECTIONS} éléments.`,
    });
  });

  it("shows the places and hours once", () => {
    const contact = { type: "contact", title: "Venir au cabinet" };
    expect(errorsOf({ ...everyKind, sections: [contact, contact] })).toEqual({
      sections:
        "Une page ne montre qu'une fois « Coordonnées et horaires » : retirez l'autre section.",
    });
  });

  it("refuses a section of an unknown kind", () => {
    expect(errorsOf({ ...everyKind, sections: [{ type: "video", url: "x" }] })).toEqual({
      "sections.0.type": "Type de section inconnu.",
    });
  });

  it("refuses scripts, javascript: links, NUL and a 100 KB text, in French", () => {
    const forbidden =
      "Ce texte contient du code interdit (script, attribut on…, lien javascript: ou data:) : retirez-le.";
    expect(errorsOf(text("<script>alert(1)</script>"))["sections.0.body"]).toBe(forbidden);
    expect(errorsOf(text('<a href="javascript:alert(1)">x</a>'))["sections.0.body"]).toBe(
      forbidden,
    );
    expect(errorsOf(text("a\u0000b"))["sections.0.body"]).toMatch(/caractère/);
    expect(errorsOf(text("a".repeat(100_000)))["sections.0.body"]).toBe(
      "« Texte » ne doit pas dépasser 20000 caractères.",
    );
  });

  it("requires an image's alt text, not its caption", () => {
    const image = (alt: string) => ({
      ...everyKind,
      sections: [{ type: "image", image: { src: "cabinet", alt }, caption: "" }],
    });
    expect(errorsOf(image(""))["sections.0.image.alt"]).toMatch(/Décrivez l'image/);
    expect(errorsOf(image("Le cabinet vu de l'entrée"))).toEqual({});
  });

  it("refuses a placeholder the site does not fill", () => {
    expect(errorsOf(text("<p>{inconnu}</p>"))["sections.0.body"]).toMatch(/Champ inconnu/);
  });
});

describe("a free page's address", () => {
  it("takes lower-case words with hyphens, with or without its slash", () => {
    expect(FreePageSlugSchema.parse("tarifs-et-remboursements")).toBe("tarifs-et-remboursements");
    expect(FreePageSlugSchema.parse(" /venir-au-cabinet ")).toBe("venir-au-cabinet");
  });

  it.each(["../x", "%2e%2e", "Tarifs", "mes tarifs", "a/b", "tarifs-", "", "é", "x".repeat(81)])(
    "refuses %j",
    (slug) => {
      const parsed = FreePageSlugSchema.safeParse(slug);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/lettres minuscules sans accent/);
    },
  );
});
