import { describe, expect, it } from "vitest";
import {
  articleFormErrors,
  articleFormInputFromFormData,
  ArticleFormSchema,
  AutosaveDataSchema,
  hasRequiredFields,
  toArticleFormInput,
  type ArticleFormValues,
} from "./article-form-schema";
import { storableTextMessage } from "~/lib/storable-text";
import { emptyArticleForm } from "../../../tests/support/article-form";

const valid: ArticleFormValues = {
  ...emptyArticleForm,
  title: "Le mal de dos au bureau",
  metaDescription: "Comment l'ostéopathie soulage le dos des personnes qui travaillent assises.",
  excerpt: "Quelques conseils simples.",
  content: "<p>Du texte.</p>",
};

function errorsOf(values: Partial<ArticleFormValues>) {
  const result = ArticleFormSchema.safeParse(toArticleFormInput({ ...valid, ...values }));
  return result.success ? {} : articleFormErrors(result.error);
}

describe("the article form's checks", () => {
  it("accepts a complete article and derives the slug from the title", () => {
    const result = ArticleFormSchema.safeParse(toArticleFormInput(valid));
    expect(result.success && result.data.slug).toBe("le-mal-de-dos-au-bureau");
  });

  it("wants a title of 5 to 60 characters once trimmed", () => {
    const message = "Le titre doit faire entre 5 et 60 caractères.";
    expect(errorsOf({ title: "  Dos  " }).title).toBe(message);
    expect(errorsOf({ title: "x".repeat(61) }).title).toBe(message);
    expect(errorsOf({ title: "x".repeat(60) }).title).toBeUndefined();
  });

  it("needs a slug, which a title without letters or digits does not give", () => {
    expect(errorsOf({ title: "?!?!?!" }).slug).toBe(
      "Le slug est obligatoire (généré automatiquement).",
    );
  });

  it("limits the meta title to 60 characters", () => {
    expect(errorsOf({ metaTitle: "m".repeat(61) }).metaTitle).toBe(
      "Le méta titre ne doit pas dépasser 60 caractères.",
    );
  });

  it("requires a meta description of at most 160 characters", () => {
    expect(errorsOf({ metaDescription: " " }).metaDescription).toBe(
      "La méta description est obligatoire.",
    );
    expect(errorsOf({ metaDescription: "d".repeat(161) }).metaDescription).toBe(
      "La méta description ne doit pas dépasser 160 caractères.",
    );
  });

  it("requires an excerpt and content; an empty editor counts as no content", () => {
    const errors = errorsOf({ excerpt: "", content: "<p></p>" });
    expect(errors.excerpt).toBe("Le résumé est obligatoire.");
    expect(errors.content).toBe("Le contenu est obligatoire.");
    expect(errorsOf({ content: '<p><img src="/a.jpg"></p>' }).content).toBeUndefined();
  });

  it("needs the date of a scheduled article, and ignores the date otherwise", () => {
    expect(errorsOf({ status: "scheduled", scheduledFor: null }).scheduledFor).toBe(
      "Choisissez la date et l'heure de publication de l'article programmé.",
    );
    const input = toArticleFormInput({
      ...valid,
      status: "draft",
      scheduledFor: "2030-01-01T10:00:00.000Z",
    });
    expect(input.scheduledFor).toBeNull();
  });

  it("refuses to schedule an article at a time already past", () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(errorsOf({ status: "scheduled", scheduledFor: past }).scheduledFor).toBe(
      "Cette date est passée : choisissez une date et une heure à venir.",
    );
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(errorsOf({ status: "scheduled", scheduledFor: future }).scheduledFor).toBeUndefined();
  });

  it("accepts http(s) image addresses, site paths and stored file names only", () => {
    const message = "L'adresse de l'image doit commencer par http:// ou https://.";
    expect(errorsOf({ imageUrl: "javascript:alert(1)" }).imageUrl).toBe(message);
    expect(errorsOf({ imageUrl: "//evil.example/x.png" }).imageUrl).toBe(message);
    for (const imageUrl of [
      "https://example.com/a.jpg",
      "/images/blog/dos.svg",
      "3f2a9c.jpg",
      "",
    ]) {
      expect(errorsOf({ imageUrl }).imageUrl).toBeUndefined();
    }
  });

  it("refuses a NUL character or a lone surrogate in every text field, with a French message", () => {
    const message = storableTextMessage;
    for (const field of ["title", "metaTitle", "metaDescription", "excerpt", "imageAlt"] as const) {
      expect(errorsOf({ [field]: `${valid.title}\u0000` })[field], field).toBe(message);
      expect(errorsOf({ [field]: `${valid.title}\uD800` })[field], field).toBe(message);
    }
    expect(errorsOf({ content: "<p>Du\u0000 texte</p>" }).content).toBe(message);
    expect(errorsOf({ imageUrl: "/images/a\u0000.png" }).imageUrl).toBe(message);
  });

  it("refuses an autosave holding a NUL character", () => {
    const autosave = { ...valid, status: "draft", scheduledFor: null, imageUrl: "", imageAlt: "" };
    expect(AutosaveDataSchema.safeParse(autosave).success).toBe(true);
    expect(AutosaveDataSchema.safeParse({ ...autosave, title: "Dos\u0000" }).success).toBe(false);
  });

  it("refuses a category or tag id no database row can have", () => {
    expect(errorsOf({ categories: [99_999_999_999] }).categories).toBe(
      "Catégorie ou étiquette inconnue.",
    );
    expect(errorsOf({ tags: [2_147_483_648] }).tags).toBe("Catégorie ou étiquette inconnue.");
    expect(errorsOf({ categories: [2_147_483_647] }).categories).toBeUndefined();
  });

  it("refuses to schedule an article more than 5 years ahead", () => {
    const message = "Choisissez une date de publication dans les 5 années à venir.";
    for (const scheduledFor of ["+275760-09-13T00:00:00.000Z", "2999-01-01T10:00:00.000Z"]) {
      expect(errorsOf({ status: "scheduled", scheduledFor }).scheduledFor).toBe(message);
    }
    const inFourYears = new Date(Date.now() + 4 * 365 * 24 * 3600_000).toISOString();
    expect(
      errorsOf({ status: "scheduled", scheduledFor: inFourYears }).scheduledFor,
    ).toBeUndefined();
  });

  it("checks web addresses of images with the URL parser browsers and feeds use", () => {
    const message = "Cette adresse d'image n'est pas valide : vérifiez-la, ou téléversez l'image.";
    expect(errorsOf({ imageUrl: "http://%%/x.png" }).imageUrl).toBe(message);
    expect(errorsOf({ imageUrl: "http://[bad/x.png" }).imageUrl).toBe(message);
    expect(errorsOf({ imageUrl: "https://cdn.example.com/a b.png" }).imageUrl).toBe(message);
  });

  it("reads the posted form the same way, slug recomputed from the title", () => {
    const form = new FormData();
    form.set("title", valid.title);
    form.set("slug", "forged-slug");
    form.set("status", "scheduled");
    form.set("scheduledFor", "2030-01-01T10:00:00.000Z");
    form.append("categories", "3");
    form.append("categories", "5");
    const input = articleFormInputFromFormData(form);
    expect(input).toMatchObject({
      slug: "le-mal-de-dos-au-bureau",
      scheduledFor: "2030-01-01T10:00:00.000Z",
      categories: [3, 5],
      tags: [],
    });
    const invalidStatus = new FormData();
    invalidStatus.set("status", "deleted");
    expect(ArticleFormSchema.safeParse(articleFormInputFromFormData(invalidStatus)).success).toBe(
      false,
    );
  });

  it("finds incomplete required fields for the second check ('Champs incomplets')", () => {
    const input = toArticleFormInput(valid);
    expect(hasRequiredFields(input)).toBe(true);
    expect(hasRequiredFields({ ...input, excerpt: " " })).toBe(false);
    expect(hasRequiredFields({ ...input, content: "<p></p>" })).toBe(false);
  });
});
