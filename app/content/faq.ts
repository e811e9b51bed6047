/**
 * The home page's general questions (7 entries, answers in
 * HTML). Answers are trusted content from this repository, rendered as HTML
 * and repeated in the FAQPage structured data. Placeholders such as
 * `{tarif}` are filled with the practice's settings where they are shown
 * (features/practice/practice-fields.ts).
 */
import { practice } from "~/content/practice";
import type { FaqItem } from "~/content/services";

/** Same shape as the services' FAQ; here `answer` is HTML (paragraphs, <strong>, links). */
export type { FaqItem } from "~/content/services";

export const generalFaq: FaqItem[] = [
  {
    question: "Qu'est-ce que l'ostéopathie ?",
    answer:
      "<p>L'ostéopathie est une approche manuelle qui considère le corps dans son ensemble. " +
      "Par des techniques douces et précises, l'ostéopathe recherche les zones de tension ou de " +
      "mobilité réduite qui peuvent expliquer vos douleurs, puis aide le corps à retrouver son " +
      "équilibre et ses capacités d'adaptation.</p>",
  },
  {
    question: "Quand consulter un ostéopathe ?",
    answer:
      "<p>On consulte le plus souvent pour des douleurs de dos, de nuque ou d'articulations, des " +
      "maux de tête, des troubles digestifs fonctionnels, après une chute ou un effort sportif, " +
      "pendant la grossesse ou pour le suivi d'un nourrisson.</p>" +
      "<p>Une séance de prévention une à deux fois par an est également utile, même sans " +
      "douleur particulière.</p>",
  },
  {
    question: "Comment se déroule une première consultation ?",
    answer:
      "<p>La séance commence par un échange sur votre motif de consultation, vos antécédents et " +
      "votre mode de vie. Viennent ensuite des tests d'observation et de palpation, puis le " +
      "traitement lui-même, adapté à votre âge et à votre état. Comptez <strong>45 à 60 " +
      "minutes</strong> pour un adulte, <strong>30 à 45 minutes</strong> pour un nourrisson.</p>" +
      '<p>Le déroulé complet est décrit sur la page <a href="/seance-type">Séance type</a>.</p>',
  },
  {
    question: "Combien coûte une séance et est-elle remboursée ?",
    answer:
      "<p>Une consultation coûte <strong>{tarif}</strong>. L'ostéopathie " +
      "n'est pas prise en charge par l'Assurance maladie, mais la plupart des mutuelles " +
      "remboursent un certain nombre de séances par an : une facture vous est remise à chaque " +
      "consultation.</p>" +
      "<p>Règlement par {moyens_de_paiement}.</p>",
  },
  {
    question: "Faut-il une ordonnance de son médecin ?",
    answer:
      "<p>Non, l'ostéopathe est un praticien de premier recours : vous pouvez prendre " +
      "rendez-vous directement. Si vos symptômes le justifient, je vous orienterai vers votre " +
      "médecin traitant, avec qui je travaille en complémentarité.</p>",
  },
  {
    question: "Que faut-il apporter et comment s'habiller ?",
    answer:
      "<p>Apportez vos examens récents s'il y en a (radiographies, IRM, comptes rendus) et, pour " +
      "un bébé, son carnet de santé. Portez des sous-vêtements ou une tenue souple dans " +
      "laquelle vous êtes à l'aise : certains tests se font en sous-vêtements, toujours avec " +
      "votre accord.</p>",
  },
  {
    question: "Où se trouvent les cabinets et comment prendre rendez-vous ?",
    answer:
      `<p>Je consulte à {villes}. ` +
      `Les rendez-vous se prennent en ligne sur ${practice.booking.platformName}, ` +
      "ou par téléphone au {lien_telephone}. {creneaux_urgence}</p>" +
      "<p>{visites_a_domicile}</p>",
  },
];
