import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { defaultPages } from "~/features/pages/page-defaults";
import { defaultServiceDocument, newServiceDocument } from "./service-defaults";
import { pageImageUrl } from "~/features/pages/page-image";
import { pageFieldErrors, PAGE_SCHEMAS } from "~/features/pages/page-schemas";
import { ServiceDocumentSchema } from "./service-page-type";

const babies = defaultServiceDocument("babies");

function errorsOf(change: Record<string, unknown>) {
  const parsed = ServiceDocumentSchema.safeParse({ ...babies, ...change });
  return parsed.success ? {} : pageFieldErrors(parsed.error);
}

describe("the service page type", () => {
  it("takes the six services' texts of app/content/ as they are", () => {
    for (const service of services) {
      const document = defaultServiceDocument(service.id);
      expect(ServiceDocumentSchema.safeParse(document).success).toBe(true);
      expect(document.title).toBe(service.title);
      expect(document.cardText).toBe(service.description);
      expect(document.image).toEqual({ src: service.image.name, alt: service.image.alt });
    }
    expect(babies.sections[0]?.body).toMatch(/^<p>La naissance est une aventure/);
    expect(PAGE_SCHEMAS.services.safeParse(defaultPages.services).success).toBe(true);
  });

  it("gives a new service first texts that pass, whatever the length of its card", () => {
    for (const cardText of ["Dix lettres", "x".repeat(300)]) {
      const document = newServiceDocument(
        "Un service au nom assez long pour déborder du titre",
        cardText,
      );
      expect(ServiceDocumentSchema.safeParse(document).success).toBe(true);
    }
  });

  it("refuses scripts, javascript: links, NUL, huge fields and long lists with French messages", () => {
    const section = (body: string) => ({ sections: [{ title: "Titre", body }] });
    expect(errorsOf(section('<p><a href="javascript:alert(1)">x</a></p>'))).toHaveProperty(
      "sections.0.body",
      "Ce texte contient du code interdit (script, attribut on…, lien javascript: ou data:) : retirez-le.",
    );
    expect(errorsOf(section("<script>alert(1)</script>"))).toHaveProperty("sections.0.body");
    expect(errorsOf({ title: "<b>Gras</b>" })).toHaveProperty("title");
    expect(errorsOf({ title: "Nul\u0000" })).toHaveProperty("title");
    expect(errorsOf({ cardText: "x".repeat(100_000) })).toHaveProperty("cardText");
    expect(
      errorsOf({ reasons: Array.from({ length: 500 }, () => ({ text: "Un motif" })) }),
    ).toHaveProperty("reasons", "« Motifs de consultation » compte entre 0 et 20 éléments.");
  });

  it("requires an image of the pipeline or of the site, with its alternative text", () => {
    expect(errorsOf({ image: { src: babies.image.src, alt: "" } })).toHaveProperty(
      "image.alt",
      "Décrivez l'image en 5 à 200 caractères pour les personnes qui ne la voient pas.",
    );
    for (const src of ["../../etc/passwd", "https://tracker.example.com/x.jpg", "javascript:x"]) {
      expect(errorsOf({ image: { src, alt: "Une image" } })).toHaveProperty("image.src");
    }
    const upload = { src: "0123456789abcdef0123456789abcdef.jpg", alt: "Le cabinet" };
    expect(errorsOf({ image: upload })).toEqual({});
    expect(pageImageUrl(upload)).toBe("/media/articles/0123456789abcdef0123456789abcdef.jpg");
    expect(pageImageUrl(babies.image)).toBe("/images/generated/service-nourrissons-1200.jpg");
  });
});
