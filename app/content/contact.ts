/**
 * Texts of the contact section (contact page and home page). Placeholders
 * such as {villes_des_cabinets} follow the practice's settings.
 */
import { practice } from "~/content/practice";

export const contactPage = {
  title: "Contact",
  eyebrow: "Contact",
  heading: "Me trouver et me contacter",
  description: `Adresses, horaires et accès des cabinets d'ostéopathie de {villes_des_cabinets}. Téléphone {telephone}, rendez-vous en ligne sur ${practice.booking.platformName}.`,
  intro:
    "Je vous reçois sur rendez-vous {mes_cabinets}. Prenez rendez-vous en ligne ou appelez-moi pour toute question.",
};
