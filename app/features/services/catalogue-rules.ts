/**
 * The rules of the services catalogue's forms: a new service's first texts
 * (the service page type's own rules) and an address. Safe for the browser.
 */
import { z } from "zod";
import { documentSchema } from "~/features/pages/page-schemas";
import { serviceFields } from "./service-page-type";

export const catalogueMessages = {
  slug: "L'adresse s'écrit en minuscules, chiffres et tirets (par exemple « dos-et-nuque »), 2 à 60 caractères.",
  slugReserved: "Cette adresse est réservée par le site : choisissez-en une autre.",
  slugTaken: "Un autre service a déjà cette adresse : choisissez-en une autre.",
  notFound: "Ce service n'existe pas.",
  added: "Service ajouté et publié",
  hidden: "Service masqué : il n'apparaît plus sur le site.",
  shown: "Service affiché sur le site",
  moved: "Ordre des services enregistré",
  renamed: "Adresse changée : l'ancienne redirige vers la nouvelle.",
  slugUnchanged: "L'adresse n'a pas changé.",
  unreadable: "Formulaire illisible : rechargez la page et recommencez.",
} as const;

/** Words the site may need under /services/ one day. */
const RESERVED_SLUGS = new Set(["admin", "api", "apercu", "index", "nouveau", "page", "services"]);

export const ServiceSlugSchema = z
  .string(catalogueMessages.slug)
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, catalogueMessages.slug)
  .min(2, catalogueMessages.slug)
  .max(60, catalogueMessages.slug)
  .refine((slug) => !RESERVED_SLUGS.has(slug), catalogueMessages.slugReserved);

const [title, cardText] = serviceFields;

/** 'Ajouter un service': its name and card text under the service page's own rules, and its address. */
export const NewServiceSchema = z.intersection(
  documentSchema([title, cardText] as const),
  z.object({ slug: z.string(catalogueMessages.slug) }),
);
