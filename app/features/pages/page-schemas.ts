/**
 * The public pages' documents: each page type is a list of fields in the
 * order the visitor reads them, from which come both the editor's form and
 * the zod schema the browser checks and the server applies again before
 * storing. Safe for the browser (admin only: public pages receive documents
 * already parsed).
 */
import { z } from "zod";
import type { DocumentKind } from "~/features/documents/document-kind";
import { isRealIsoDay } from "~/lib/paris-date";
import { storableText } from "~/lib/storable-text-schema";
import {
  HTML_PLACEHOLDERS,
  placeholdersInTags,
  TEXT_PLACEHOLDERS,
  unknownPlaceholders,
} from "./placeholders";
import { pageImageSchema, type PageImage } from "./page-image";

/** A short text: a single line, or a plain paragraph when `long`. */
export interface TextField {
  kind: "text";
  name: string;
  label: string;
  min: number;
  max: number;
  long?: boolean;
  /** The length a search engine shows in full (SEO fields): the counter says so. */
  ideal?: readonly [number, number];
}

/** A long text written in the articles' rich-text editor, stored as sanitised HTML. */
export interface HtmlField {
  kind: "html";
  name: string;
  label: string;
  max: number;
}

/** A day ("2026-10-14"), picked with the browser's date input. */
export interface DateField {
  kind: "date";
  name: string;
  label: string;
}

/** A whole number (years of experience), typed in a short field. */
export interface NumberField {
  kind: "number";
  name: string;
  label: string;
  min: number;
  max: number;
}

/** An editable list; each item is a small group of fields. */
export interface ListField {
  kind: "list";
  name: string;
  label: string;
  /** What one item is called ("Étape", "Section"). */
  itemLabel: string;
  min: number;
  max: number;
  item: readonly (TextField | HtmlField | DateField)[];
}

/**
 * An image: an upload of the articles' image pipeline or one of the site's
 * own illustrations (app/content/images/), with its alternative text.
 */
export interface ImageField {
  kind: "image";
  name: string;
  label: string;
}

/**
 * A list of sections of several kinds (a free page's): each item names its
 * kind in `type` and holds that kind's fields.
 */
export interface SectionsField {
  kind: "sections";
  name: string;
  label: string;
  max: number;
  kinds: Readonly<Record<string, SectionKind>>;
}

export interface SectionKind {
  /** Its name in the editor ('Texte', 'Image', …). */
  label: string;
  fields: readonly (TextField | HtmlField | ListField | ImageField)[];
}

/** One section: its kind and that kind's fields. */
export type SectionValue = { type: string } & Record<string, unknown>;

export type PageField =
  TextField | HtmlField | DateField | NumberField | ListField | ImageField | SectionsField;

type ValueOf<F> = F extends { kind: "list"; item: infer I extends readonly PageField[] }
  ? (DocumentOf<I> & { id?: string })[]
  : F extends { kind: "image" }
    ? PageImage
    : F extends { kind: "number" }
      ? number
      : F extends { kind: "sections" }
        ? SectionValue[]
        : string;

/** The fields of one item of a list or of a list of sections (none for an unknown kind). */
export function itemFieldsOf(
  field: ListField | SectionsField,
  item: unknown,
): readonly PageField[] {
  if (field.kind === "list") return field.item;
  const type = (item as { type?: unknown } | null)?.type;
  return (
    (typeof type === "string" && Object.hasOwn(field.kinds, type) && field.kinds[type]?.fields) ||
    []
  );
}

/** The document a list of fields describes. */
export type DocumentOf<Fields extends readonly PageField[]> = {
  [F in Fields[number] as F["name"]]: ValueOf<F>;
};

export const pageMessages = {
  length: (label: string, min: number, max: number) =>
    min > 0
      ? `« ${label} » doit faire entre ${min} et ${max} caractères.`
      : `« ${label} » ne doit pas dépasser ${max} caractères.`,
  noTags: "Ce texte ne peut pas contenir de balise (< ou >) : écrivez-le sans code.",
  forbiddenHtml:
    "Ce texte contient du code interdit (script, attribut on…, lien javascript: ou data:) : retirez-le.",
  unknownPlaceholder: (names: string[], known: readonly string[]) =>
    `${names.length > 1 ? "Champs inconnus" : "Champ inconnu"} : ${names.map((name) => `{${name}}`).join(", ")}. Champs disponibles : ${known.map((name) => `{${name}}`).join(", ")}.`,
  placeholderInTag: (names: string[]) =>
    `Un champ entre accolades ne peut pas servir d'adresse de lien ni d'attribut (${names.map((name) => `{${name}}`).join(", ")}) : écrivez-le dans le texte, ou utilisez {lien_telephone}, {lien_email} ou {lien_hebergeur} pour un lien.`,
  itemCount: (label: string, min: number, max: number) =>
    `« ${label} » compte entre ${min} et ${max} éléments.`,
  anchor: "Ancre invalide.",
  date: (label: string) => `« ${label} » doit être une date valide.`,
  number: (label: string, min: number, max: number) =>
    `« ${label} » doit être un nombre entier entre ${min} et ${max}.`,
  sectionKind: "Type de section inconnu.",
  invalidForm: "Certains champs sont à corriger.",
  unreadable: "Formulaire illisible : rechargez la page et recommencez.",
  stale:
    "Cette page a été modifiée entre-temps (dans un autre onglet ?) : rechargez-la pour voir ces changements avant d'enregistrer.",
  draftSaved: "Brouillon enregistré",
  published: "Page publiée",
  restored: "Version remise en brouillon : vérifiez-la puis publiez-la.",
  reset: "Texte d'origine remis en brouillon : vérifiez-le puis publiez-le.",
  draftDiscarded: "Brouillon abandonné",
  versionNotFound: "Cette version n'existe plus.",
  pageNotFound: "Cette page n'existe pas.",
  saveFailed: "Impossible d'enregistrer : réessayez dans un instant.",
  previewBand: "Aperçu : ces modifications ne sont pas publiées",
  unsavedChanges: "Des modifications ne sont pas enregistrées. Quitter la page sans les garder ?",
} as const;

/** Script, event handlers, javascript:/data:/vbscript: addresses: refused rather than quietly dropped. */
const FORBIDDEN_HTML =
  /<\s*\/?\s*(script|iframe|object|embed|style|form)\b|\son[a-z]+\s*=|(?:javascript|vbscript|data)\s*:/i;

function withPlaceholders(
  schema: z.ZodString,
  known: Readonly<Record<string, string>>,
): z.ZodType<string> {
  return schema.superRefine((value, context) => {
    const unknown = unknownPlaceholders(value, known);
    if (unknown.length > 0) {
      context.addIssue({
        code: "custom",
        message: pageMessages.unknownPlaceholder(unknown, Object.keys(known)),
      });
    }
  });
}

function textSchema(field: TextField): z.ZodType<string> {
  const message = pageMessages.length(field.label, field.min, field.max);
  return withPlaceholders(
    storableText()
      .trim()
      .min(field.min, message)
      .max(field.max, message)
      .refine((value) => !/[<>]/.test(value), pageMessages.noTags),
    TEXT_PLACEHOLDERS,
  );
}

function htmlSchema(field: HtmlField): z.ZodType<string> {
  return withPlaceholders(
    storableText()
      .trim()
      .max(field.max, pageMessages.length(field.label, 0, field.max))
      .refine((value) => !FORBIDDEN_HTML.test(value), pageMessages.forbiddenHtml)
      .superRefine((value, context) => {
        const inTags = placeholdersInTags(value);
        if (inTags.length > 0) {
          context.addIssue({ code: "custom", message: pageMessages.placeholderInTag(inTags) });
        }
      }),
    HTML_PLACEHOLDERS,
  );
}

function dateSchema(field: DateField): z.ZodType<string> {
  return z.string().refine(isRealIsoDay, pageMessages.date(field.label));
}

/** A number, never a string: the editor sends what it could read as one, as typed otherwise. */
function numberSchema(field: NumberField): z.ZodType<number> {
  const message = pageMessages.number(field.label, field.min, field.max);
  return z.number({ error: message }).int(message).min(field.min, message).max(field.max, message);
}

function sectionsSchema(field: SectionsField): z.ZodType {
  const count = pageMessages.itemCount(field.label, 0, field.max);
  const kinds = Object.entries(field.kinds).map(([type, kind]) =>
    objectSchema(kind.fields).extend({ type: z.literal(type) }),
  );
  return z
    .array(z.unknown())
    .max(field.max, count)
    .pipe(
      z.array(
        z.discriminatedUnion("type", kinds as [(typeof kinds)[number], ...typeof kinds], {
          error: pageMessages.sectionKind,
        }),
      ),
    );
}

function fieldSchema(field: PageField): z.ZodType {
  if (field.kind === "text") return textSchema(field);
  if (field.kind === "number") return numberSchema(field);
  if (field.kind === "sections") return sectionsSchema(field);
  if (field.kind === "image") return pageImageSchema;
  if (field.kind === "html") return htmlSchema(field);
  if (field.kind === "date") return dateSchema(field);
  const count = pageMessages.itemCount(field.label, field.min, field.max);
  return z
    .array(
      objectSchema(field.item).extend({
        id: z
          .string()
          .regex(/^[a-z0-9-]{1,60}$/, pageMessages.anchor)
          .optional(),
      }),
    )
    .min(field.min, count)
    .max(field.max, count);
}

function objectSchema(fields: readonly PageField[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));
}

/** The schema of a page type's document, typed after its fields. */
export function documentSchema<const Fields extends readonly PageField[]>(
  fields: Fields,
): z.ZodType<DocumentOf<Fields>> {
  // The object built above holds exactly these fields; zod cannot infer the mapped type.
  return objectSchema(fields) as unknown as z.ZodType<DocumentOf<Fields>>;
}

/** Errors keyed by the field's path ("sections.2.title"), the first of each. */
export function pageFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "_form";
    errors[path] ??= issue.message;
  }
  return errors;
}

// ------------------------------------------------------------ shared fields

export const text = <N extends string>(
  name: N,
  label: string,
  min: number,
  max: number,
  long = false,
) => ({ kind: "text", name, label, min, max, long }) as const satisfies TextField;

export const date = <N extends string>(name: N, label: string) =>
  ({ kind: "date", name, label }) as const satisfies DateField;

export const number = <N extends string>(name: N, label: string, min: number, max: number) =>
  ({ kind: "number", name, label, min, max }) as const satisfies NumberField;

export const html = <N extends string>(name: N, label: string, max = 20_000) =>
  ({ kind: "html", name, label, max }) as const satisfies HtmlField;

/** The title and description search engines show (the site's name is added to the title). */
export const SEO_FIELDS = [
  {
    kind: "text",
    name: "seoTitle",
    label: "Titre pour les moteurs de recherche",
    min: 2,
    max: 60,
    ideal: [30, 60],
  },
  {
    kind: "text",
    name: "seoDescription",
    label: "Description pour les moteurs de recherche",
    min: 50,
    max: 200,
    ideal: [120, 160],
  },
] as const satisfies readonly TextField[];

export const MAX_ITEMS = 30;

// ------------------------------------------------------------ page types

const heading = text("heading", "Titre de la page", 5, 120);
const eyebrow = text("eyebrow", "Surtitre", 2, 60);

/** Questions and answers: rich answers on the home page, plain ones on a service's page. */
export function faqList<A extends TextField | HtmlField>(answer: A) {
  return {
    kind: "list",
    name: "faq",
    label: "Questions fréquentes",
    itemLabel: "Question",
    min: 0,
    max: MAX_ITEMS,
    item: [text("question", "Question", 5, 200), answer],
  } as const;
}

/** Titled sections of rich text, each with its anchor (about, legal pages). */
const SECTIONS = {
  kind: "list",
  name: "sections",
  label: "Sections",
  itemLabel: "Section",
  min: 1,
  max: MAX_ITEMS,
  item: [text("title", "Titre de la section", 2, 120), html("body", "Texte de la section")],
} as const satisfies ListField;

const aboutFields = [
  heading,
  text("intro", "Introduction", 0, 600, true),
  SECTIONS,
  text("closingTitle", "Titre de l'encadré final", 2, 120),
  text("closingText", "Texte de l'encadré final", 0, 600, true),
  ...SEO_FIELDS,
] as const satisfies readonly PageField[];

const sessionFields = [
  heading,
  text("intro", "Introduction", 0, 600, true),
  {
    kind: "list",
    name: "steps",
    label: "Étapes",
    itemLabel: "Étape",
    min: 1,
    max: 12,
    item: [
      text("title", "Titre de l'étape", 2, 120),
      text("text", "Texte de l'étape", 0, 1200, true),
    ],
  },
  text("durationsTitle", "Titre de l'encadré des durées", 2, 120),
  {
    kind: "list",
    name: "durations",
    label: "Durées",
    itemLabel: "Durée",
    min: 0,
    max: 8,
    item: [text("text", "Durée", 2, 120)],
  },
  text("closing", "Texte final", 0, 600, true),
  text("bookingLabel", "Texte du bouton de rendez-vous", 2, 60),
  ...SEO_FIELDS,
] as const satisfies readonly PageField[];

const legalFields = [
  heading,
  text("intro", "Introduction", 0, 1000, true),
  SECTIONS,
  ...SEO_FIELDS,
] as const satisfies readonly PageField[];

const homeFields = [
  text("heroEyebrow", "Surtitre", 2, 120),
  text("heroHeadline", "Titre principal", 5, 120),
  text("heroLead", "Accroche", 0, 400, true),
  {
    kind: "list",
    name: "benefits",
    label: "Points forts",
    itemLabel: "Point fort",
    min: 0,
    max: 8,
    item: [text("text", "Point fort", 2, 160)],
  },
  text("bookingLabel", "Texte du bouton de rendez-vous", 2, 60),
  text("secondaryLinkLabel", "Texte du lien vers la séance type", 2, 80),
  { kind: "image", name: "heroImage", label: "Image principale" },
  // The short presentation of the practitioner, under the services.
  text("aboutEyebrow", "Surtitre de la présentation", 2, 60),
  text("aboutTitle", "Titre de la présentation", 2, 120),
  {
    kind: "list",
    name: "aboutParagraphs",
    label: "Présentation",
    itemLabel: "Paragraphe",
    min: 1,
    max: 4,
    item: [text("text", "Paragraphe", 2, 800, true)],
  },
  text("quote", "Citation", 0, 300, true),
  number("yearsOfExperience", "Années d'expérience", 1, 60),
  number("yearsOfStudy", "Années de formation", 1, 15),
  text("aboutLinkLabel", "Texte du lien vers la page À propos", 2, 80),
  text("testimonialsEyebrow", "Surtitre des témoignages", 2, 60),
  text("testimonialsTitle", "Titre des témoignages", 2, 120),
  text("testimonialsIntro", "Introduction des témoignages", 0, 400, true),
  {
    kind: "list",
    name: "testimonials",
    label: "Témoignages",
    itemLabel: "Témoignage",
    min: 0,
    max: 40,
    item: [
      text("name", "Prénom et initiale", 2, 60),
      date("date", "Date de l'avis"),
      text("content", "Texte du témoignage", 10, 1200, true),
    ],
  },
  text("faqEyebrow", "Surtitre des questions fréquentes", 2, 60),
  text("faqTitle", "Titre des questions fréquentes", 2, 120),
  faqList(html("answer", "Réponse", 5_000)),
  ...SEO_FIELDS,
] as const satisfies readonly PageField[];

const contactFields = [
  eyebrow,
  heading,
  text("intro", "Introduction", 0, 600, true),
  ...SEO_FIELDS,
] as const satisfies readonly PageField[];

// ------------------------------------------------------------ services

/** The /services page's own texts (its cards come from the services). */
const servicesIndexFields = [
  eyebrow,
  heading,
  text("intro", "Introduction", 0, 800, true),
  text("bookingTitle", "Titre de l'encadré de rendez-vous", 2, 120),
  ...SEO_FIELDS,
] as const satisfies readonly PageField[];

// ------------------------------------------------------------ page keys

export const PAGE_KEYS = [
  "home",
  "about",
  "session",
  "services",
  "contact",
  "legal-notice",
  "privacy-policy",
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const PageKeySchema = z.enum(PAGE_KEYS);

export const PAGE_TYPES = {
  home: { label: "Accueil", path: "/", fields: homeFields },
  about: { label: "À propos", path: "/a-propos", fields: aboutFields },
  session: { label: "Séance type", path: "/seance-type", fields: sessionFields },
  services: { label: "Services", path: "/services", fields: servicesIndexFields },
  contact: { label: "Contact", path: "/contact", fields: contactFields },
  "legal-notice": { label: "Mentions légales", path: "/mentions-legales", fields: legalFields },
  "privacy-policy": {
    label: "Politique de confidentialité",
    path: "/politique-confidentialite",
    fields: legalFields,
  },
} as const satisfies Record<PageKey, { label: string; path: string; fields: readonly PageField[] }>;

export type PageDocuments = {
  [K in PageKey]: DocumentOf<(typeof PAGE_TYPES)[K]["fields"]>;
};

export const PAGE_SCHEMAS: { [K in PageKey]: z.ZodType<PageDocuments[K]> } = {
  home: documentSchema(homeFields),
  about: documentSchema(aboutFields),
  session: documentSchema(sessionFields),
  services: documentSchema(servicesIndexFields),
  contact: documentSchema(contactFields),
  "legal-notice": documentSchema(legalFields),
  "privacy-policy": documentSchema(legalFields),
};

// ------------------------------------------------------------ any page document

/**
 * A type of page document, the fixed pages' or another feature's (a
 * service's page): where its versions are kept (its kind, whose history
 * names the fields each publication changed) and the fields of each key.
 */
export interface PageType<T = Record<string, unknown>> {
  kind: DocumentKind<T>;
  fieldsOf(key: string): readonly PageField[];
}

/** One page document: its type and its key within the type's kind. */
export interface PageRef<T = Record<string, unknown>> {
  type: PageType<T>;
  key: string;
}

/** Published versions kept per page; 'Historique' shows them. */
export const KEPT_PAGE_VERSIONS = 20;

/**
 * A page type defined by the feature that owns it. A field added to the
 * type since a document was stored takes its default value, so the rest of
 * the document stays as published.
 */
export function definePageType<T>(type: {
  /** Stored with each version: never renamed. */
  name: string;
  fieldsOf(key: string): readonly PageField[];
  schemaOf(key: string): z.ZodType<T>;
  defaultsOf(key: string): T;
  labelOf(key: string): string;
  publishedIn?: DocumentKind<T>["publishedIn"];
}): PageType<T> {
  const { name, fieldsOf, schemaOf, defaultsOf, labelOf, publishedIn } = type;
  return {
    fieldsOf,
    kind: {
      name,
      kept: KEPT_PAGE_VERSIONS,
      schemaOf,
      defaultsOf,
      labelOf,
      unreadable: (key) => `Pages : « ${labelOf(key)} » illisible, texte d'origine utilisé`,
      changedLabels: (key, before, after) => {
        const was = before as Record<string, unknown>;
        const is = after as Record<string, unknown>;
        return fieldsOf(key)
          .filter((field) => JSON.stringify(was[field.name]) !== JSON.stringify(is[field.name]))
          .map((field) => field.label);
      },
      fillsNewFields: true,
      ...(publishedIn ? { publishedIn } : {}),
    },
  };
}
