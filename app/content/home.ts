/** Texts of the home page's hero and section headings. */
import { practice } from "~/content/practice";

const cities = practice.towns.join(" et ");

export const homePage = {
  hero: {
    eyebrow: `${practice.practitioner.title} à ${cities}`,
    headline: practice.slogan,
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
    intro: `Une note moyenne de ${practice.rating.value} sur 5, sur plus de ${practice.rating.reviewCount} avis de patients de ${cities}.`,
    moreLabel: "Lire les autres avis",
  },
  faq: {
    eyebrow: "Questions fréquentes",
    title: "Vos questions sur l'ostéopathie",
  },
};
