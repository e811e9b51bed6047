/** Texts of the contact section and page. */
import { practice } from "~/content/practice";
import { locationCities, type PracticeView } from "~/features/practice/practice-view";

const COUNT_WORDS = ["", "un", "deux", "trois", "quatre"];

export const contactPage = {
  title: "Contact",
  eyebrow: "Contact",
  heading: "Me trouver et me contacter",
  /** The cities and phone follow the practice's settings. */
  description: (settings: PracticeView) =>
    `Adresses, horaires et accès des cabinets d'ostéopathie de ${locationCities(settings)}. Téléphone ${settings.contact.phone}, rendez-vous en ligne sur ${practice.booking.platformName}.`,
  intro: (settings: PracticeView) => {
    const count = settings.locations.length;
    const where =
      count === 1
        ? `à mon cabinet de ${locationCities(settings)}`
        : `dans mes ${COUNT_WORDS[count] ?? count} cabinets, à ${locationCities(settings)}`;
    return `Je vous reçois sur rendez-vous ${where}. Prenez rendez-vous en ligne ou appelez-moi pour toute question.`;
  },
};
