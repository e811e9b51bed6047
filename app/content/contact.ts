/** Texts of the contact section and page (spec public §2 Contact section). */
import { practice } from "~/content/practice";

const cities = practice.locations.map((location) => location.address.city).join(" et ");

export const contactPage = {
  title: "Contact",
  eyebrow: "Contact",
  heading: "Me trouver et me contacter",
  description: `Adresses, horaires et accès des cabinets d'ostéopathie de ${cities}. Téléphone ${practice.contact.phone}, rendez-vous en ligne sur ${practice.booking.platformName}.`,
  intro: `Je vous reçois sur rendez-vous dans mes deux cabinets, à ${cities}. Prenez rendez-vous en ligne ou appelez-moi pour toute question.`,
};
