/**
 * The article form of the admin editor: one zod schema run in the browser
 * before sending and again by the server action on what it receives.
 * Safe for the browser (no server import).
 */
import { z } from "zod";
import { slugify } from "~/lib/slugify";
import { storableText } from "~/lib/storable-text-schema";
import { ARTICLE_STATUSES, type ArticleStatus } from "~/server/db/article-statuses";

/** Every status, with its French label. */
export const ARTICLE_STATUS_LABELS = {
  draft: "Brouillon",
  published: "Publié",
  scheduled: "Programmé",
  archived: "Archivé",
} as const satisfies Record<ArticleStatus, string>;

/** The database schema's list: a status added there is offered here. */
export const ARTICLE_STATUS_VALUES = ARTICLE_STATUSES;

/** The editor's texts: validation messages and toasts. */
export const articleEditorMessages = {
  title: "Le titre doit faire entre 5 et 60 caractères.",
  slug: "Le slug est obligatoire (généré automatiquement).",
  metaTitle: "Le méta titre ne doit pas dépasser 60 caractères.",
  metaDescriptionRequired: "La méta description est obligatoire.",
  metaDescriptionTooLong: "La méta description ne doit pas dépasser 160 caractères.",
  excerpt: "Le résumé est obligatoire.",
  content: "Le contenu est obligatoire.",
  // A scheduled article needs its date, or it would never go out.
  scheduledForRequired: "Choisissez la date et l'heure de publication de l'article programmé.",
  scheduledForInvalid: "La date de publication n'est pas valide.",
  // A past date would publish the article at once, unannounced.
  scheduledForPast: "Cette date est passée : choisissez une date et une heure à venir.",
  scheduledForTooFar: "Choisissez une date de publication dans les 5 années à venir.",
  unknownTaxonomy: "Catégorie ou étiquette inconnue.",
  excerptTooLong: "Le résumé ne doit pas dépasser 500 caractères.",
  contentTooLong: "Le contenu est trop long (500 000 caractères au maximum).",
  imageUrl: "L'adresse de l'image doit commencer par http:// ou https://.",
  imageUrlInvalid: "Cette adresse d'image n'est pas valide : vérifiez-la, ou téléversez l'image.",
  imageAlt: "Le texte alternatif ne doit pas dépasser 200 caractères.",
  incompleteTitle: "Champs incomplets",
  incompleteText: "Tous les champs obligatoires doivent être remplis",
  invalidIdTitle: "Erreur de mise à jour",
  invalidIdText: "ID de l'article invalide ou manquant",
  notFoundTitle: "Erreur",
  notFoundText: "Article non trouvé",
  createdTitle: "Article créé",
  createdText: "L'article a été créé avec succès",
  updatedTitle: "Article mis à jour",
  updatedText: "L'article a été mis à jour avec succès",
  saveFailedTitle: "Erreur de sauvegarde",
  saveFailedText: "Impossible de sauvegarder l'article",
  slugTaken: "Un autre article porte déjà ce titre (même adresse). Choisissez un autre titre.",
  autosavedTitle: "Contenu enregistré automatiquement",
  // An article has one category.
  oneCategory: "Un article n'a qu'une catégorie.",
  lastSaved: (time: string) => `Dernière sauvegarde: ${time}`,
  scheduledAt: (date: string, time: string) =>
    `L'article sera publié automatiquement le ${date} à ${time}`,
} as const;

/** */
export const ARTICLE_LIMITS = {
  titleMin: 5,
  titleMax: 60,
  metaTitleMax: 60,
  metaTitleIdealMin: 30,
  metaDescriptionMax: 160,
  metaDescriptionIdealMin: 120,
  excerptMax: 500,
  contentMax: 500_000,
  imageAltMax: 200,
  /** A date further ahead is a typing mistake (or a forged request). */
  scheduleMaxYearsAhead: 5,
} as const;

/** Largest id an integer column holds: a bigger one is unknown, not a database error. */
const MAX_ID = 2_147_483_647;

/** True when the HTML holds text or an image (an empty editor gives "<p></p>"). */
export function hasArticleContent(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
  return text !== "" || /<img\s/i.test(html);
}

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/**
 * A cover image address: an http(s) URL, a path of this site ("/images/…"),
 * or the name of an uploaded file ("3f2a….jpg", served from /media/articles/).
 */
function isImageAddress(value: string): boolean {
  if (value === "") return true;
  if (isWebAddress(value)) return true;
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  return /^[a-z0-9][a-z0-9._-]{0,120}$/i.test(value) && !value.includes("..");
}

/** Checked with the WHATWG URL parser, as browsers and the feed read it ("http://%%/x.png" is not one). */
const parsesAsUrl = (value: string) =>
  !isWebAddress(value) || (/^\S+$/.test(value) && URL.canParse(value));

const idList = z
  .array(
    z.coerce
      .number()
      .int(articleEditorMessages.unknownTaxonomy)
      .positive(articleEditorMessages.unknownTaxonomy)
      .max(MAX_ID, articleEditorMessages.unknownTaxonomy),
  )
  .max(100);

const YEAR_MS = 365.25 * 24 * 3600_000;

export const ArticleFormSchema = z
  .object({
    title: storableText()
      .trim()
      .min(ARTICLE_LIMITS.titleMin, articleEditorMessages.title)
      .max(ARTICLE_LIMITS.titleMax, articleEditorMessages.title),
    slug: z.string().trim().min(1, articleEditorMessages.slug),
    metaTitle: storableText()
      .trim()
      .max(ARTICLE_LIMITS.metaTitleMax, articleEditorMessages.metaTitle),
    metaDescription: storableText()
      .trim()
      .min(1, articleEditorMessages.metaDescriptionRequired)
      .max(ARTICLE_LIMITS.metaDescriptionMax, articleEditorMessages.metaDescriptionTooLong),
    excerpt: storableText()
      .trim()
      .min(1, articleEditorMessages.excerpt)
      .max(ARTICLE_LIMITS.excerptMax, articleEditorMessages.excerptTooLong),
    content: storableText()
      .max(ARTICLE_LIMITS.contentMax, articleEditorMessages.contentTooLong)
      .refine(hasArticleContent, articleEditorMessages.content),
    status: z.enum(ARTICLE_STATUS_VALUES),
    scheduledFor: z
      .string()
      .nullable()
      .refine(
        (value) => value === null || !Number.isNaN(Date.parse(value)),
        articleEditorMessages.scheduledForInvalid,
      ),
    imageUrl: storableText()
      .trim()
      .refine(isImageAddress, articleEditorMessages.imageUrl)
      .refine(parsesAsUrl, articleEditorMessages.imageUrlInvalid),
    imageAlt: storableText().trim().max(ARTICLE_LIMITS.imageAltMax, articleEditorMessages.imageAlt),
    categories: idList.max(1, articleEditorMessages.oneCategory),
    tags: idList,
  })
  .superRefine((value, context) => {
    if (value.status === "scheduled" && value.scheduledFor === null) {
      context.addIssue({
        code: "custom",
        path: ["scheduledFor"],
        message: articleEditorMessages.scheduledForRequired,
      });
    } else if (value.status === "scheduled" && value.scheduledFor !== null) {
      const at = Date.parse(value.scheduledFor);
      const message =
        at <= Date.now()
          ? articleEditorMessages.scheduledForPast
          : at > Date.now() + ARTICLE_LIMITS.scheduleMaxYearsAhead * YEAR_MS
            ? articleEditorMessages.scheduledForTooFar
            : null;
      if (message) context.addIssue({ code: "custom", path: ["scheduledFor"], message });
    }
  });

type ArticleFormInput = z.input<typeof ArticleFormSchema>;
export type ArticleFormData = z.output<typeof ArticleFormSchema>;
type ArticleFormField = keyof ArticleFormInput;
export type ArticleFormErrors = Partial<Record<ArticleFormField, string>>;

/** The form's fields as the editor holds them. */
export interface ArticleFormValues {
  title: string;
  metaTitle: string;
  metaDescription: string;
  excerpt: string;
  content: string;
  status: ArticleStatus;
  /** ISO 8601 instant, or null. */
  scheduledFor: string | null;
  imageUrl: string;
  imageAlt: string;
  categories: number[];
  tags: number[];
}

/** What the schema checks: the values plus the slug derived from the title. */
export function toArticleFormInput(values: ArticleFormValues): ArticleFormInput {
  return {
    ...values,
    slug: slugify(values.title),
    // The date matters only for a scheduled article (the picker is active only then).
    scheduledFor: values.status === "scheduled" ? values.scheduledFor : null,
  };
}

/** First message of each field, in the form's order. */
export function articleFormErrors(error: z.ZodError): ArticleFormErrors {
  const errors: ArticleFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && isFormField(field) && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

const FORM_FIELDS: readonly string[] = [
  "title",
  "slug",
  "metaTitle",
  "metaDescription",
  "excerpt",
  "content",
  "status",
  "scheduledFor",
  "imageUrl",
  "imageAlt",
  "categories",
  "tags",
];

function isFormField(name: string): name is ArticleFormField {
  return FORM_FIELDS.includes(name);
}

/**
 * Second check before saving: title, slug, excerpt and
 * content must not be empty ('Champs incomplets').
 */
export function hasRequiredFields(
  input: Pick<ArticleFormInput, "title" | "slug" | "excerpt" | "content">,
) {
  return (
    input.title.trim() !== "" &&
    input.slug.trim() !== "" &&
    input.excerpt.trim() !== "" &&
    hasArticleContent(input.content)
  );
}

/** An article id is a positive integer. */
export const ArticleIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The form as posted (multipart): plain fields, `categories`/`tags`
 * repeated, an optional `image` file.
 */
export function articleFormInputFromFormData(formData: FormData) {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const ids = (name: string) =>
    formData
      .getAll(name)
      .filter((value): value is string => typeof value === "string")
      .map(Number);
  const status = text("status");
  const scheduledFor = text("scheduledFor");
  return {
    title: text("title"),
    slug: slugify(text("title")),
    metaTitle: text("metaTitle"),
    metaDescription: text("metaDescription"),
    excerpt: text("excerpt"),
    content: text("content"),
    status,
    scheduledFor: status === "scheduled" && scheduledFor !== "" ? scheduledFor : null,
    imageUrl: text("imageUrl"),
    imageAlt: text("imageAlt"),
    categories: ids("categories"),
    tags: ids("tags"),
  };
}

/** The autosaved state of the editor (stored as JSON, never published). */
export const AutosaveDataSchema = z.object({
  title: storableText().max(500),
  metaTitle: storableText().max(500),
  metaDescription: storableText().max(2000),
  excerpt: storableText().max(5000),
  content: storableText().max(ARTICLE_LIMITS.contentMax),
  status: z.enum(ARTICLE_STATUS_VALUES),
  scheduledFor: storableText().max(40).nullable(),
  imageUrl: storableText().max(2000),
  imageAlt: storableText().max(1000),
  categories: idList,
  tags: idList,
});

export type AutosaveData = z.infer<typeof AutosaveDataSchema>;
