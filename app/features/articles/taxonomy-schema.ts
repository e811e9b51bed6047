/**
 * The admin's category and tag forms: one zod schema each,
 * checked in the browser and again by the server action. Their address
 * follows the articles' slug rule (lib/slugify.ts). Safe for the browser.
 */
import { z } from "zod";
import { slugify } from "~/lib/slugify";
import { storableText } from "~/lib/storable-text-schema";
import type { ToastInput } from "~/lib/toast";

export const TAXONOMY_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  /** The category page's meta description: search engines show about 160 characters. */
  descriptionMax: 160,
} as const;

/** The categories and tags screen's texts. */
export const taxonomyMessages = {
  categoryName: "Le nom de la catégorie doit faire entre 2 et 60 caractères.",
  tagName: "Le nom du tag doit faire entre 2 et 60 caractères.",
  nameWithoutLetters: "Le nom doit contenir au moins une lettre ou un chiffre.",
  description: "La description ne doit pas dépasser 160 caractères.",
  categorySlugTaken: "Une autre catégorie a déjà cette adresse. Choisissez un autre nom.",
  tagSlugTaken: "Un autre tag a déjà cette adresse. Choisissez un autre nom.",
  categoryCreated: "Catégorie créée",
  categoryUpdated: "Catégorie mise à jour",
  categoryDeleted: "Catégorie supprimée",
  categoryNotFound: "Catégorie introuvable",
  tagCreated: "Tag créé",
  tagUpdated: "Tag renommé",
  tagDeleted: "Tag supprimé",
  tagNotFound: "Tag introuvable",
  invalidForm: "Formulaire invalide",
  saveFailed: "Impossible d'enregistrer : réessayez dans un instant.",
} as const;

const name = (message: string) =>
  storableText()
    .trim()
    .min(TAXONOMY_LIMITS.nameMin, message)
    .max(TAXONOMY_LIMITS.nameMax, message)
    .refine((value) => slugify(value) !== "", taxonomyMessages.nameWithoutLetters);

export const CategoryFormSchema = z.object({
  name: name(taxonomyMessages.categoryName),
  description: storableText()
    .trim()
    .max(TAXONOMY_LIMITS.descriptionMax, taxonomyMessages.description),
});

export const TagFormSchema = z.object({ name: name(taxonomyMessages.tagName) });

export type CategoryFormData = z.output<typeof CategoryFormSchema>;
export type TagFormData = z.output<typeof TagFormSchema>;

/** An id is a positive integer, for categories and tags as for articles. */
export const TaxonomyIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export type TaxonomyFormErrors = Partial<Record<"name" | "description", string>>;

/** What the categories screens' actions answer when they do not redirect. */
export interface TaxonomyActionData {
  /** Which form the errors belong to ("category", or "tag-{id}", "new-tag"). */
  form?: string;
  errors?: TaxonomyFormErrors;
  toast?: ToastInput;
}

export function firstErrors(error: z.ZodError): TaxonomyFormErrors {
  const errors: TaxonomyFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "description") && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}
