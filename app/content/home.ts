/** Texts of the home page's hero and section headings. */
import { practice } from "~/content/practice";

// Identity named through placeholders, filled where shown (features/practice/practice-fields.ts).
const cities = "{villes}";

export const homePage = {
  hero: {
    eyebrow: `{titre} à ${cities}`,
    headline: "{slogan}",
    lead: "Des soins doux et personnalisés pour soulager vos douleurs et retrouver votre équilibre, à chaque âge de la vie.",
    benefits: [
      "Du nourrisson au senior, femmes enceintes et sportifs",
      "Rendez-vous en ligne en quelques clics",
      "Créneaux d'urgence sous 24 à 48 heures",
      `${practice.practitioner.yearsOfExperience} ans d'expérience, deux cabinets : ${cities}`,
    ],
    bookingLabel: "Prendre rendez-vous",
    secondaryLink: { label: "Comment se passe une séance ?", to: "/seance-type" },
  },
  testimonials: {
    eyebrow: "Témoignages",
    title: "Ce que disent mes patients",
    intro: `Une note moyenne de {note} sur 5, sur plus de {nombre_avis} avis de patients de ${cities}.`,
    moreLabel: "Lire les autres avis",
  },
  faq: {
    eyebrow: "Questions fréquentes",
    title: "Vos questions sur l'ostéopathie",
  },
};
