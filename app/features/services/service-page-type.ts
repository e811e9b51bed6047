/**
 * A service's page document, and its card on /services and on the home
 * page: the fields its editor shows, in the order the visitor reads them,
 * built from the pages' field types. Safe for the browser.
 */
import {
  documentSchema,
  faqList,
  html,
  MAX_ITEMS,
  SEO_FIELDS,
  text,
  type DocumentOf,
  type PageField,
} from "~/features/pages/page-schemas";

export const serviceFields = [
  text("title", "Nom du service", 3, 80),
  text("cardText", "Texte de la carte", 10, 300, true),
  { kind: "image", name: "image", label: "Image" },
  text("intro", "Introduction", 0, 800, true),
  text("sessionLength", "Durée d'une séance", 2, 60),
  text("reasonsTitle", "Titre des motifs de consultation", 2, 120),
  {
    kind: "list",
    name: "reasons",
    label: "Motifs de consultation",
    itemLabel: "Motif",
    min: 0,
    max: 20,
    item: [text("text", "Motif", 2, 200)],
  },
  {
    kind: "list",
    name: "sections",
    label: "Sections",
    itemLabel: "Section",
    min: 0,
    max: MAX_ITEMS,
    item: [text("title", "Titre de la section", 2, 120), html("body", "Texte de la section")],
  },
  text("faqTitle", "Titre des questions fréquentes", 2, 120),
  faqList(text("answer", "Réponse", 5, 2000, true)),
  text("ctaHeadline", "Titre de l'appel à prendre rendez-vous", 2, 120),
  text("ctaText", "Texte de l'appel à prendre rendez-vous", 0, 600, true),
  text("keywords", "Mots-clés (séparés par des virgules)", 0, 400),
  ...SEO_FIELDS,
] as const satisfies readonly PageField[];

export type ServiceDocument = DocumentOf<typeof serviceFields>;
export const ServiceDocumentSchema = documentSchema(serviceFields);

/** A service's page in the admin's addresses: /admin/pages/service-{its catalogue id}. */
export const SERVICE_PAGE_PREFIX = "service-";

export function servicePageAddress(id: string): string {
  return `${SERVICE_PAGE_PREFIX}${id}`;
}
