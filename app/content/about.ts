/**
 * Texts of the About page and of the home page's about section
 * (personal story, career, first session, who it is
 * for, approach). Written in the practitioner's voice.
 */
import { practice } from "~/content/practice";

const { practitioner } = practice;
// Identity named through placeholders, filled where shown (features/practice/practice-fields.ts).
const cities = "{villes}";
const fullName = "{praticien}";

export interface AboutSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

/**
 * Short version on the home page, with the practitioner's quote and years
 * (practice.ts); the practitioner edits it in the home page's document.
 */
export const aboutTeaser = {
  eyebrow: "À propos",
  title: "Qui suis-je ?",
  paragraphs: [
    `Je m'appelle ${fullName}, ostéopathe diplômé et installé dans le pays de {ville} depuis ${practitioner.yearsOfExperience} ans. Je reçois à ${cities} des patients de tous âges, du nourrisson au senior.`,
    `Ma pratique repose sur l'écoute, des gestes doux et précis, et des explications claires : vous savez toujours ce que je fais et pourquoi.`,
  ],
  /** Beside the years of experience and of study: where the practitioner receives, from the settings. */
  places: { label: cities },
  linkLabel: "En savoir plus sur mon parcours",
};

export const aboutPage = {
  title: "À propos",
  heading: `${fullName}, ostéopathe à {ville}`,
  description: `Parcours, formation et approche de ${fullName}, ostéopathe D.O. à ${cities} : ${practitioner.yearsOfExperience} ans d'expérience auprès des nourrissons, femmes enceintes, sportifs et seniors.`,
  intro: `Ostéopathe depuis ${practitioner.yearsOfExperience} ans, j'accompagne les habitants de ${cities} et des villages alentour avec une conviction simple : prendre le temps de comprendre chaque personne avant de la soigner.`,
  sections: [
    {
      id: "histoire",
      title: "Mon histoire",
      paragraphs: [
        "J'ai découvert l'ostéopathie adolescent, après une chute de vélo qui m'avait laissé des douleurs de dos pendant des mois. Aucun traitement ne me soulageait vraiment, jusqu'à ma rencontre avec une ostéopathe qui a pris le temps de m'écouter et de chercher l'origine du problème plutôt que de s'arrêter à la douleur.",
        "Cette expérience m'a marqué : j'ai compris qu'on pouvait soigner avec les mains, avec douceur, en considérant le corps comme un tout. C'est ce qui m'a donné envie d'en faire mon métier.",
        `Originaire des Alpes-de-Haute-Provence, j'ai choisi de revenir m'installer à {ville} pour exercer au plus près des familles, des sportifs et des aînés de la région.`,
      ],
    },
    {
      id: "parcours",
      title: "Mon parcours",
      paragraphs: [
        `J'ai suivi ${practitioner.yearsOfStudy} années de formation à temps plein dans un établissement agréé par le ministère de la Santé, avec plus de 4 800 heures d'enseignement : anatomie, physiologie, neurologie, sémiologie médicale et, bien sûr, pratique des techniques ostéopathiques.`,
        "Ces années comprennent une formation clinique encadrée de plusieurs centaines de consultations, auprès de publics variés. Depuis mon diplôme, je complète régulièrement ma pratique par des formations continues, notamment en périnatalité, en pédiatrie et en ostéopathie du sport.",
      ],
      list: [
        `Diplôme d'ostéopathe (D.O.), ${practitioner.yearsOfStudy} ans de formation`,
        "Formation continue en ostéopathie périnatale et pédiatrique",
        "Formation continue en ostéopathie du sport et prévention des blessures",
        `${practitioner.yearsOfExperience} ans d'exercice en cabinet`,
      ],
    },
    {
      id: "premiere-seance",
      title: "Comment se passe une première séance",
      paragraphs: [
        "Une première séance commence toujours par un temps d'échange : votre motif de consultation, vos antécédents médicaux, vos habitudes de vie, votre sommeil, votre activité. Ces informations me permettent de comprendre votre situation dans sa globalité.",
        "Viennent ensuite des tests d'observation et de palpation pour repérer les zones de tension ou de moindre mobilité. Le traitement qui suit est adapté à votre âge, à votre morphologie et à ce que vous ressentez ; je vous explique chaque geste. La séance se termine par des conseils simples à appliquer au quotidien.",
      ],
    },
    {
      id: "pour-qui",
      title: "Pour qui ?",
      paragraphs: [
        "L'ostéopathie s'adresse à tous, à chaque étape de la vie. Je reçois notamment :",
      ],
      list: [
        "les nourrissons et les enfants (pleurs, troubles du sommeil, torticolis, suites d'accouchement difficile) ;",
        "les femmes enceintes et les jeunes mamans (douleurs de dos ou de bassin, préparation et suites de l'accouchement) ;",
        "les adultes (lombalgies, cervicalgies, maux de tête, stress, troubles digestifs fonctionnels) ;",
        "les sportifs, amateurs ou confirmés (prévention, récupération, suites de blessure) ;",
        "les seniors (raideurs, arthrose, équilibre et mobilité) ;",
        "les urgences : blocage, lumbago ou torticolis aigu, avec des créneaux sous 24 à 48 heures.",
      ],
    },
    {
      id: "approche",
      title: "Mon approche",
      paragraphs: [
        `« ${practitioner.quote} »`,
        "Je privilégie des techniques douces et respectueuses, choisies pour chaque patient : techniques tissulaires, fasciales, viscérales, crâniennes ou articulaires. Je ne cherche pas à faire « craquer » : je cherche à rendre au corps sa mobilité.",
        "Je travaille en complémentarité avec les médecins, sages-femmes, kinésithérapeutes et podologues de la région. Si votre situation relève d'un autre professionnel, je vous le dis et je vous oriente.",
      ],
    },
  ] satisfies AboutSection[],
  closing: {
    title: "Envie d'en parler de vive voix ?",
    text: "Le plus simple est de prendre rendez-vous en ligne. Pour toute question avant une première séance, vous pouvez aussi m'appeler.",
  },
};
