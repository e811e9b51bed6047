/**
 * The practice's identity: the file a deployer edits to make the site
 * theirs. The demo identity is fictional (phone numbers from the range
 * reserved for fiction, e-mail on example.com, made-up registration numbers).
 *
 * What changes during the year (contact details, locations and hours,
 * prices, closures) is edited by the practitioner in the admin ('Cabinet');
 * default-settings.ts holds what a fresh install starts with.
 */

export const practice = {
  name: "Julien Mercier Ostéopathe",
  practitioner: {
    firstName: "Julien",
    lastName: "Mercier",
    title: "Ostéopathe D.O.",
    quote:
      "Mon rôle est de vous aider à retrouver votre équilibre, en écoutant votre corps autant que votre histoire.",
    yearsOfExperience: 8,
    yearsOfStudy: 5,
  },
  town: "Manosque",
  /**
   * The towns the site's texts name (hero, story, services). The locations
   * themselves, addresses and hours, are settings (default-settings.ts).
   */
  towns: ["Manosque", "Volx"],
  slogan: "Votre ostéopathe de confiance à Manosque",
  description:
    "Cabinet d'ostéopathie à Manosque et Volx : nourrissons, femmes enceintes, sportifs, seniors et urgences. Prise de rendez-vous en ligne sur Doctolib.",
  locale: "fr_FR",
  booking: { platformName: "Doctolib" },
  /** The hero's rating card (spec: 'Excellent, based on +70 reviews'). */
  rating: { value: 5, reviewCount: 70, label: "Excellent", detail: "basé sur +70 avis" },
  legal: {
    professionalNumber: "ADELI 049999999 (numéro fictif de démonstration)",
    companyNumber: "SIRET 000 000 000 00000 (numéro fictif de démonstration)",
    publicationManager: "Julien Mercier",
    hosting: {
      name: "Hébergeur Exemple SAS",
      address: "1 rue de l'Exemple, 75000 Paris",
      phone: "01 00 00 00 00",
      website: "https://hebergeur.example.com",
    },
  },
} as const;

/** "Julien Mercier Ostéopathe - Ostéopathe à Manosque" style suffix of every title. */
export const titleSuffix = `${practice.name} - Ostéopathe à ${practice.town}`;

/** Page title template of the spec: '%s | {practice} - Ostéopathe à {town}'. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${titleSuffix}` : `${practice.slogan} | ${titleSuffix}`;
}
