/**
 * 'Premiers pas': what a fresh install asks of the practitioner before the
 * site is theirs, in order. Safe for the browser.
 */
import { z } from "zod";

export const FIRST_STEP_KEYS = [
  "identity",
  "contact",
  "locations",
  "services",
  "pages",
  "demo-articles",
] as const;
export type FirstStepKey = (typeof FIRST_STEP_KEYS)[number];

/** The steps the practitioner may tick by hand: nothing in the data tells they are done. */
const ACKNOWLEDGEABLE_STEPS = ["services", "pages", "demo-articles"] as const;
export type AcknowledgeableStep = (typeof ACKNOWLEDGEABLE_STEPS)[number];

export const FIRST_STEPS: Record<
  FirstStepKey,
  { label: string; hint: string; href: string; acknowledge?: string }
> = {
  identity: {
    label: "Renseigner l'identité du cabinet",
    hint: "Nom du cabinet, praticien, villes, photo : enregistrez la section « Identité ».",
    href: "/admin/cabinet#identite",
  },
  contact: {
    label: "Indiquer vos coordonnées et votre adresse de prise de rendez-vous",
    hint: "Téléphone, e-mail et adresse de votre page de réservation en ligne.",
    href: "/admin/cabinet#coordonnees",
  },
  locations: {
    label: "Indiquer vos lieux de consultation et vos horaires",
    hint: "Adresse de chaque cabinet, accès et horaires : enregistrez la section « Lieux et horaires ».",
    href: "/admin/cabinet#lieux",
  },
  services: {
    label: "Relire les prestations",
    hint: "Vérifiez que les prestations présentées sont bien les vôtres : l'étape se coche dès que vous en modifiez une.",
    href: "/admin/pages",
    acknowledge: "C'est relu",
  },
  pages: {
    label: "Relire les textes des pages",
    hint: "Les textes de démonstration parlent d'un ostéopathe au masculin et de la région de la démonstration : adaptez chaque page à votre cabinet puis publiez-la. L'étape se coche dès qu'une page est publiée.",
    href: "/admin/pages",
    acknowledge: "C'est relu",
  },
  "demo-articles": {
    label: "Supprimer ou garder les articles de démonstration",
    hint: "Le blog contient des articles d'exemple : supprimez ceux qui ne vous conviennent pas.",
    href: "/admin/articles",
    acknowledge: "Je les garde",
  },
};

/** The card's words for the demo values a step still holds. */
export const demoValuesMessages = {
  heading: (count: number) =>
    count > 1
      ? `${count} valeurs de démonstration à remplacer :`
      : "1 valeur de démonstration à remplacer :",
} as const;

export const firstStepsMessages = {
  acknowledged: "Étape cochée",
  dismissed: "« Premiers pas » masqué",
  unreadable: "Demande illisible : revenez au tableau de bord et recommencez.",
} as const;

export const FirstStepsFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("acknowledge"), step: z.enum(ACKNOWLEDGEABLE_STEPS) }),
  z.object({ intent: z.literal("dismiss") }),
]);
