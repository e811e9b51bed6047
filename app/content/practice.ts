/**
 * The practice's identity: the one file a deployer edits to make the site
 * theirs. The demo identity is fictional (phone numbers from the range
 * reserved for fiction, e-mail on example.com, made-up registration numbers).
 */

export interface PostalAddress {
  street: string;
  details?: string;
  building?: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface OpeningHours {
  /** Days as shown to visitors, e.g. "Mardi et jeudi". */
  days: string;
  hours: string;
  /** schema.org days and times for the structured data. */
  schemaDays: (
    "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday"
  )[];
  opens: string;
  closes: string;
}

export interface Location {
  id: string;
  name: string;
  address: PostalAddress;
  isPrimary: boolean;
  geo: { latitude: number; longitude: number };
  /** Link opening directions in a maps application (new tab). */
  mapsUrl: string;
  /** OpenStreetMap embed, loaded only on the contact section. */
  embedUrl: string;
  hours: OpeningHours[];
}

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
  slogan: "Votre ostéopathe de confiance à Manosque",
  description:
    "Cabinet d'ostéopathie à Manosque et Volx : nourrissons, femmes enceintes, sportifs, seniors et urgences. Prise de rendez-vous en ligne sur Doctolib.",
  locale: "fr_FR",
  contact: {
    email: "cabinet@example.com",
    /** As displayed. */
    phone: "04 65 71 23 45",
    /** For tel: links. */
    phoneE164: "+33465712345",
    address: {
      street: "12 avenue des Tilleuls",
      postalCode: "04100",
      city: "Manosque",
      country: "France",
    } satisfies PostalAddress,
  },
  locations: [
    {
      id: "manosque",
      name: "Cabinet de Manosque",
      address: {
        street: "12 avenue des Tilleuls",
        details: "Rez-de-chaussée, accès de plain-pied",
        building: "Résidence Les Oliviers",
        postalCode: "04100",
        city: "Manosque",
        country: "France",
      },
      isPrimary: true,
      geo: { latitude: 43.8342, longitude: 5.7839 },
      mapsUrl: "https://www.openstreetmap.org/directions?to=43.8342%2C5.7839#map=16/43.8342/5.7839",
      embedUrl:
        "https://www.openstreetmap.org/export/embed.html?bbox=5.7779%2C43.8312%2C5.7899%2C43.8372&layer=mapnik&marker=43.8342%2C5.7839",
      hours: [
        {
          days: "Mardi et jeudi",
          hours: "9h00 - 19h00",
          schemaDays: ["Tuesday", "Thursday"],
          opens: "09:00",
          closes: "19:00",
        },
        {
          days: "Samedi",
          hours: "9h00 - 14h00",
          schemaDays: ["Saturday"],
          opens: "09:00",
          closes: "14:00",
        },
      ],
    },
    {
      id: "volx",
      name: "Cabinet de Volx",
      address: {
        street: "3 place de la Fontaine",
        postalCode: "04130",
        city: "Volx",
        country: "France",
      },
      isPrimary: false,
      geo: { latitude: 43.8779, longitude: 5.8417 },
      mapsUrl: "https://www.openstreetmap.org/directions?to=43.8779%2C5.8417#map=16/43.8779/5.8417",
      embedUrl:
        "https://www.openstreetmap.org/export/embed.html?bbox=5.8357%2C43.8749%2C5.8477%2C43.8809&layer=mapnik&marker=43.8779%2C5.8417",
      hours: [
        {
          days: "Mercredi et vendredi",
          hours: "9h00 - 19h00",
          schemaDays: ["Wednesday", "Friday"],
          opens: "09:00",
          closes: "19:00",
        },
      ],
    },
  ] satisfies Location[],
  booking: {
    /** Doctolib calendar; BOOKING_URL overrides it. */
    url: "https://www.doctolib.fr/osteopathe/manosque/julien-mercier-exemple",
    platformName: "Doctolib",
  },
  pricing: {
    consultation: "65 €",
    homeVisits:
      "Les visites à domicile sont réservées aux patients qui ne peuvent pas se déplacer, sur rendez-vous par téléphone uniquement.",
    urgentSlots: "Des créneaux d'urgence sont proposés sous 24 à 48 heures.",
    paymentMethods: ["Virement via une application de paiement", "Espèces", "Chèque"],
  },
  /** The hero's rating card (spec: 'Excellent, based on +70 reviews'). */
  rating: { value: 5, reviewCount: 70, label: "Excellent", detail: "basé sur +70 avis" },
  analytics: {
    /** Google Tag Manager container, loaded only after consent. */
    tagManagerId: "GTM-DEMO000",
    adPixelId: "",
  },
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

export type Practice = typeof practice;

/** "Julien Mercier Ostéopathe - Ostéopathe à Manosque" style suffix of every title. */
export const titleSuffix = `${practice.name} - Ostéopathe à ${practice.town}`;

/** Page title template of the spec: '%s | {practice} - Ostéopathe à {town}'. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${titleSuffix}` : `${practice.slogan} | ${titleSuffix}`;
}

/** The main site (isPrimary): the one shown on the contact map. */
export const primaryLocation: Location = (() => {
  const found = practice.locations.find((location) => location.isPrimary) ?? practice.locations[0];
  if (!found) throw new Error("practice.locations est vide : indiquez au moins un cabinet.");
  return found;
})();
