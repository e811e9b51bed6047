/**
 * The practice's settings on a fresh install: identity (practice.ts), contact details,
 * locations and opening hours, prices, closures. The practitioner changes
 * them in the admin ('Cabinet', /admin/cabinet); a deployer edits this file
 * to start a new practice with its own values (docs/operations.md, "A new practice: settings, texts and images").
 */
import type { PracticeSettings } from "~/features/practice/settings-schema";
import { defaultIdentity } from "./practice";

const closed: never[] = [];

export const defaultPracticeSettings: PracticeSettings = {
  /** Edited in practice.ts, with the rest of the practice's identity. */
  identity: defaultIdentity,
  contact: {
    phone: "04 65 71 23 45",
    email: "cabinet@example.com",
    /** Doctolib calendar; the BOOKING_URL variable, when set, wins over the setting. */
    bookingUrl: "https://www.doctolib.fr/osteopathe/manosque/julien-mercier-exemple",
    /** Google Tag Manager container, loaded only after consent. */
    tagManagerId: "GTM-DEMO000",
  },
  locations: {
    locations: [
      {
        id: "manosque",
        name: "Cabinet de Manosque",
        street: "12 avenue des Tilleuls",
        details: "Rez-de-chaussée, accès de plain-pied",
        building: "Résidence Les Oliviers",
        postalCode: "04100",
        city: "Manosque",
        isPrimary: true,
        latitude: 43.8342,
        longitude: 5.7839,
        hours: {
          monday: closed,
          tuesday: [{ opens: "09:00", closes: "19:00" }],
          wednesday: closed,
          thursday: [{ opens: "09:00", closes: "19:00" }],
          friday: closed,
          saturday: [{ opens: "09:00", closes: "14:00" }],
          sunday: closed,
        },
      },
      {
        id: "volx",
        name: "Cabinet de Volx",
        street: "3 place de la Fontaine",
        details: "",
        building: "",
        postalCode: "04130",
        city: "Volx",
        isPrimary: false,
        latitude: 43.8779,
        longitude: 5.8417,
        hours: {
          monday: closed,
          tuesday: closed,
          wednesday: [{ opens: "09:00", closes: "19:00" }],
          thursday: closed,
          friday: [{ opens: "09:00", closes: "19:00" }],
          saturday: closed,
          sunday: closed,
        },
      },
    ],
  },
  pricing: {
    consultation: "65 €",
    homeVisits:
      "Les visites à domicile sont réservées aux patients qui ne peuvent pas se déplacer, sur rendez-vous par téléphone uniquement.",
    urgentSlots: "Des créneaux d'urgence sont proposés sous 24 à 48 heures.",
    paymentMethods: ["Virement via une application de paiement", "Espèces", "Chèque"],
  },
  notices: { notices: [] },
};
