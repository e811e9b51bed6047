/**
 * The Typical session page ('Comment se déroule une
 * séance ?', five numbered steps, a closing sentence).
 */
import { practice } from "~/content/practice";

export interface SessionStep {
  number: number;
  title: string;
  text: string;
}

export const sessionPage = {
  /** Title sent with the page view to the tag manager. */
  analyticsTitle: "Séance Type",
  title: "Comment se déroule une séance ?",
  description: `Le déroulé d'une séance d'ostéopathie au cabinet de {ville} en cinq étapes : échange, observation et palpation, traitement personnalisé, conseils, suivi.`,
  intro:
    "Chaque séance est unique, mais elle suit toujours le même fil : comprendre, examiner, traiter, puis vous donner les moyens de garder les bénéfices du traitement. Voici, étape par étape, ce qui vous attend.",
  durations: [
    "Nourrissons : 30 à 45 minutes",
    "Femmes enceintes : environ 45 minutes",
    "Adultes et seniors : 45 à 60 minutes",
  ],
  steps: [
    {
      number: 1,
      title: "Échange & écoute",
      text: "Nous commençons par parler de ce qui vous amène : l'origine et l'évolution de la douleur, vos antécédents médicaux et chirurgicaux, vos traitements, votre activité et votre sommeil. Ce temps d'écoute est essentiel pour comprendre votre situation et vérifier que l'ostéopathie est bien indiquée.",
    },
    {
      number: 2,
      title: "Observation & palpation",
      text: "J'observe votre posture et votre façon de bouger, puis je réalise des tests de mobilité et une palpation attentive des articulations, des muscles et des tissus. L'objectif est de repérer les zones de tension ou de restriction qui peuvent expliquer vos symptômes, parfois à distance de la douleur.",
    },
    {
      number: 3,
      title: "Traitement personnalisé",
      text: "Le traitement est adapté à votre âge, à votre état et à votre ressenti : techniques douces, tissulaires, viscérales, crâniennes ou articulaires. Je vous explique ce que je fais à chaque étape et vous pouvez m'arrêter à tout moment.",
    },
    {
      number: 4,
      title: "Conseils & accompagnement",
      text: "En fin de séance, je vous donne des conseils concrets pour prolonger les effets du traitement : postures, étirements, hydratation, reprise progressive de l'activité. Une légère fatigue ou des courbatures peuvent apparaître dans les 48 heures : c'est normal.",
    },
    {
      number: 5,
      title: "Suivi si nécessaire",
      text: "Selon votre situation, une seule séance peut suffire. Si un suivi est utile, nous convenons ensemble d'un rythme adapté. Et si vos symptômes relèvent d'un autre professionnel de santé, je vous oriente vers lui.",
    },
  ] satisfies SessionStep[],
  closing:
    "Vous avez une question avant votre première séance ? N'hésitez pas à m'appeler : je prends toujours le temps de vous répondre.",
};
