/**
 * The practice's identity on a fresh install: the file a deployer edits to
 * make the site theirs before its first start. The practitioner then changes
 * it in the admin ('Cabinet' › 'Identité'); a section never saved keeps these
 * values. The demo identity is fictional (phone numbers from the range
 * reserved for fiction, e-mail on example.com, made-up registration numbers).
 *
 * What changes during the year (contact details, locations and hours,
 * prices, closures) is in default-settings.ts.
 */
import type { IdentitySettings } from "~/features/practice/settings-schema";

export const defaultIdentity: IdentitySettings = {
  practiceName: "Julien Mercier Ostéopathe",
  firstName: "Julien",
  lastName: "Mercier",
  title: "Ostéopathe D.O.",
  /** "" shows the portrait of app/content/images/; an upload replaces it. */
  photo: "",
  photoAlt: "Portrait de l'ostéopathe",
  slogan: "Votre ostéopathe de confiance à Manosque",
  /** The towns the site's texts name (hero, titles, story); the first is the main one. */
  towns: ["Manosque", "Volx"],
  professionalNumber: "ADELI 049999999 (numéro fictif de démonstration)",
  companyNumber: "SIRET 000 000 000 00000 (numéro fictif de démonstration)",
  publicationManager: "Julien Mercier",
  hostingName: "Hébergeur Exemple SAS",
  hostingAddress: "1 rue de l'Exemple, 75000 Paris",
  hostingPhone: "01 00 00 00 00",
  hostingWebsite: "https://hebergeur.example.com",
  /** The hero's rating card; it must be true. */
  ratingValue: 5,
  reviewCount: 70,
  reviewsUrl: "",
};

/** What is not part of the identity the practitioner edits. */
export const practice = {
  practitioner: {
    quote:
      "Mon rôle est de vous aider à retrouver votre équilibre, en écoutant votre corps autant que votre histoire.",
    yearsOfExperience: 8,
    yearsOfStudy: 5,
  },
  description:
    "Cabinet d'ostéopathie à {villes} : nourrissons, femmes enceintes, sportifs, seniors et urgences. Prise de rendez-vous en ligne sur Doctolib.",
  locale: "fr_FR",
  booking: { platformName: "Doctolib" },
} as const;
