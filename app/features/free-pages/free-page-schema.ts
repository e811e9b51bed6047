/**
 * A free page ('Nouvelle page'): a title, sections of five kinds and its SEO
 * texts, as page fields (pages/page-schemas.ts), so the editor's form and
 * the server's check come from one schema, as for every other page. Its
 * address is not part of the document: it is the page's row (free_pages),
 * changed on its own and never versioned. Safe for the browser.
 */
import { z } from "zod";
import {
  documentSchema,
  faqList,
  html,
  SEO_FIELDS,
  text,
  type DocumentOf,
  type PageField,
  type SectionsField,
} from "~/features/pages/page-schemas";
import { storableText } from "~/lib/storable-text-schema";

export const FREE_PAGE_KIND = "free-page";

/** A free page's key among the admin's pages: /admin/pages/libre/{id}. */
export const FREE_PAGE_PREFIX = "libre/";

/** More would make a page nobody reads to the end; 200 are refused whole. */
export const MAX_SECTIONS = 40;

export const SECTION_KINDS = {
  text: { label: "Texte", fields: [html("body", "Texte", 20_000)] },
  image: {
    label: "Image",
    fields: [
      { kind: "image", name: "image", label: "Image" },
      text("caption", "Légende (facultative)", 0, 300),
    ],
  },
  faq: {
    label: "Questions fréquentes",
    fields: [
      text("title", "Titre de la section", 2, 120),
      faqList(html("answer", "Réponse", 5_000)),
    ],
  },
  booking: {
    label: "Appel à prendre rendez-vous",
    fields: [
      text("title", "Titre de l'appel", 2, 120),
      text("text", "Phrase d'accompagnement", 0, 400, true),
    ],
  },
  contact: {
    label: "Coordonnées et horaires",
    fields: [text("title", "Titre de la section", 2, 120)],
  },
} as const satisfies SectionsField["kinds"];

export type SectionType = keyof typeof SECTION_KINDS;

const SECTIONS = {
  kind: "sections",
  name: "sections",
  label: "Sections",
  max: MAX_SECTIONS,
  kinds: SECTION_KINDS,
} as const satisfies SectionsField;

export const FREE_PAGE_FIELDS = [
  text("title", "Titre de la page", 2, 120),
  SECTIONS,
  SEO_FIELDS[0],
  // Empty until written: a new page is a draft before it has one (its title is used meanwhile).
  { ...SEO_FIELDS[1], min: 0 },
] as const satisfies readonly PageField[];

type Fields = typeof FREE_PAGE_FIELDS;
type SectionOf<K extends SectionType> = { type: K } & DocumentOf<
  (typeof SECTION_KINDS)[K]["fields"]
>;
export type FreePageSection = { [K in SectionType]: SectionOf<K> }[SectionType];
export type FreePageDocument = Omit<DocumentOf<Fields>, "sections"> & {
  sections: FreePageSection[];
};

// The sections' schema is built from SECTION_KINDS: each kind's fields and its `type`.
// One 'Coordonnées et horaires' per page: it is the contact page's block, anchors included.
export const FreePageSchema = documentSchema(FREE_PAGE_FIELDS).superRefine((value, context) => {
  const sections = (value as { sections: { type: string }[] }).sections;
  if (sections.filter((section) => section.type === "contact").length > 1) {
    context.addIssue({ code: "custom", path: ["sections"], message: freePageMessages.oneContact });
  }
}) as unknown as z.ZodType<FreePageDocument>;

/** A new page's document: its title, no section yet. */
export function newFreePageDocument(title: string): FreePageDocument {
  return { title, sections: [], seoTitle: title.slice(0, 60), seoDescription: "" };
}

export const freePageMessages = {
  address:
    "L'adresse ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets (par exemple tarifs-et-remboursements), 80 caractères au plus.",
  title: "Le titre de la page doit faire entre 2 et 120 caractères, sans balise.",
  created: "Page créée : ajoutez ses sections puis publiez-la.",
  renamed: "Adresse changée : l'ancienne renvoie vers la nouvelle.",
  renamedDraft: "Adresse changée.",
  unpublished: "Page dépubliée : elle n'est plus sur le site.",
  deleted: "Page supprimée.",
  deletePublished: "Dépubliez la page avant de la supprimer.",
  notFound: "Cette page n'existe pas.",
  sameAddress: "C'est déjà l'adresse de cette page.",
  oneContact:
    "Une page ne montre qu'une fois « Coordonnées et horaires » : retirez l'autre section.",
} as const;

/** A page's address: /{slug}, one segment of lower-case letters, digits and hyphens. */
export const FreePageSlugSchema = storableText()
  .trim()
  .transform((value) => value.replace(/^\//, ""))
  .pipe(
    z
      .string()
      .max(80, freePageMessages.address)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, freePageMessages.address),
  );

export const NewFreePageSchema = z.object({
  title: storableText()
    .trim()
    .min(2, freePageMessages.title)
    .max(120, freePageMessages.title)
    .refine((value) => !/[<>]/.test(value), freePageMessages.title),
  slug: FreePageSlugSchema,
});
