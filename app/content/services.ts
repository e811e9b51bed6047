/**
 * The six services of a fresh install, in their order, and their texts: the
 * defaults of the services' page documents (features/pages/page-defaults.ts),
 * which the practitioner changes, adds to, hides and reorders under 'Pages'.
 * A deployer prepares a new practice's services here before its first start.
 */
import type { Picture } from "./images";
import { practice } from "./practice";

export const serviceIds = [
  "babies",
  "pregnant",
  "general",
  "sports",
  "seniors",
  "emergency",
] as const;
export type ServiceId = (typeof serviceIds)[number];

export interface Service {
  id: ServiceId;
  /** Last segment of the page address: /services/{slug}. */
  slug: string;
  title: string;
  /** One or two sentences for the cards. */
  description: string;
  /**
   * Illustration: source app/content/images/{name}.svg, turned into WebP and
   * JPEG variants at build time. A photo of the same name replaces it.
   */
  image: Picture;
  keywords: string[];
  /** At most 160 characters (search engines cut longer ones). */
  metaDescription: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

interface TextSection {
  heading: string;
  paragraphs: string[];
}

export interface ServiceDetail {
  /** Lead sentence under the page title. */
  intro: string;
  /** Usual length of a session. */
  sessionLength: string;
  reasonsTitle: string;
  reasons: string[];
  /** The long descriptive text, in titled sections. */
  sections: TextSection[];
  faq: { title: string; items: FaqItem[] };
}

export interface ServiceCta {
  headline: string;
  text: string;
}

const town = "{ville}";
const secondTown = "{autre_ville}";
// Settings named by the texts, filled where they are shown (features/practice/practice-fields.ts).
const price = "{tarif}";
const homeVisits = "{visites_a_domicile}";
const urgentSlots = "{creneaux_urgence}";

const generalPicture: Picture = {
  name: "service-generale",
  alt: "Illustration d'un dos et d'une colonne vertébrale entourés de feuillages apaisants",
  width: 1200,
  height: 900,
};

export const services: Service[] = [
  {
    id: "babies",
    slug: "nourrissons",
    title: "Ostéopathie pour nourrissons",
    description:
      "Des gestes très doux pour accompagner les premiers mois : coliques, reflux, troubles du sommeil, torticolis ou tête plate.",
    image: {
      name: "service-nourrissons",
      alt: "Illustration d'un nourrisson paisible, blotti dans une couverture",
      width: 1200,
      height: 900,
    },
    keywords: [
      "ostéopathe nourrisson",
      `ostéopathe bébé ${town}`,
      "coliques du nourrisson",
      "plagiocéphalie",
      "torticolis du nourrisson",
      "reflux bébé",
    ],
    metaDescription: `Ostéopathie douce pour nourrissons à ${town} : coliques, reflux, sommeil agité, torticolis, tête plate. Séance de 30 à 45 min, rendez-vous en ligne.`,
  },
  {
    id: "pregnant",
    slug: "femmes-enceintes",
    title: "Ostéopathie pour femmes enceintes",
    description:
      "Soulager le dos, le bassin et les jambes lourdes pendant la grossesse, puis accompagner la récupération après l'accouchement.",
    image: {
      name: "service-femmes-enceintes",
      alt: "Illustration d'une femme enceinte assise, les mains posées sur son ventre",
      width: 1200,
      height: 900,
    },
    keywords: [
      "ostéopathe femme enceinte",
      `ostéopathe grossesse ${town}`,
      "douleurs lombaires grossesse",
      "sciatique grossesse",
      "ostéopathie post-partum",
    ],
    metaDescription: `Ostéopathie pendant la grossesse à ${town} : dos, bassin, sciatique, sommeil, puis post-partum. Séance d'environ 45 min adaptée à chaque trimestre.`,
  },
  {
    id: "general",
    slug: "generale",
    title: "Ostéopathie générale",
    description:
      "Mal de dos, douleurs de nuque, maux de tête, tensions liées au stress ou au travail : un bilan global et un traitement adapté.",
    image: generalPicture,
    keywords: [
      `ostéopathe ${town}`,
      "mal de dos",
      "lombalgie",
      "cervicalgie",
      "maux de tête",
      "ostéopathie adulte",
    ],
    metaDescription: `Ostéopathe à ${town} pour adultes : mal de dos, nuque, maux de tête, tensions liées au stress ou au travail. Séance de 45 à 60 minutes, rendez-vous en ligne.`,
  },
  {
    id: "sports",
    slug: "sport",
    title: "Ostéopathie du sport",
    description:
      "Prévenir les blessures, récupérer après l'effort et retrouver sa mobilité, du coureur du dimanche au compétiteur.",
    image: {
      name: "service-sport",
      alt: "Illustration d'une coureuse sur un chemin de colline",
      width: 1200,
      height: 900,
    },
    keywords: [
      "ostéopathe du sport",
      `ostéopathe sportif ${town}`,
      "tendinite",
      "entorse",
      "récupération sportive",
      "prévention des blessures",
    ],
    metaDescription: `Ostéopathie du sport à ${town} : prévention des blessures, récupération, entorses, tendinites, douleurs de course. Conseils pour reprendre sereinement.`,
  },
  {
    id: "seniors",
    slug: "seniors",
    title: "Ostéopathie pour seniors",
    description:
      "Préserver la mobilité, apaiser les raideurs articulaires et garder confiance dans ses mouvements, avec des techniques adaptées.",
    image: {
      name: "service-seniors",
      alt: "Illustration d'un couple de seniors marchant tranquillement sous un olivier",
      width: 1200,
      height: 900,
    },
    keywords: [
      "ostéopathe senior",
      `ostéopathe personne âgée ${town}`,
      "arthrose",
      "raideurs articulaires",
      "mobilité",
      "prévention des chutes",
    ],
    metaDescription: `Ostéopathie pour seniors à ${town} : raideurs, arthrose, équilibre et mobilité, avec des techniques douces. Séance de 45 à 60 minutes, cabinet de plain-pied.`,
  },
  {
    id: "emergency",
    slug: "urgences",
    title: "Ostéopathie en urgence",
    description:
      "Lumbago, torticolis, blocage soudain : des créneaux d'urgence sont réservés chaque semaine, sous 24 à 48 heures.",
    image: {
      name: "service-urgences",
      alt: "Illustration d'une horloge et d'une main tendue, symbole d'une aide rapide",
      width: 1200,
      height: 900,
    },
    keywords: [
      "ostéopathe urgence",
      `ostéopathe urgence ${town}`,
      "lumbago",
      "torticolis",
      "blocage du dos",
      "rendez-vous rapide",
    ],
    metaDescription: `Ostéopathe en urgence à ${town} : lumbago, torticolis, blocage soudain. Créneaux d'urgence sous 24 à 48 heures, par téléphone ou en ligne.`,
  },
];

export const serviceDetails: Record<ServiceId, ServiceDetail> = {
  babies: {
    intro:
      "Les premiers mois sont une période d'adaptation intense, pour le bébé comme pour ses parents. L'ostéopathie propose un accompagnement doux, en complément du suivi par votre pédiatre ou votre médecin.",
    sessionLength: "30 à 45 minutes",
    reasonsTitle: "Pourquoi consulter pour votre bébé ?",
    reasons: [
      "Pleurs inexpliqués, coliques ou ventre tendu",
      "Régurgitations fréquentes ou reflux",
      "Difficultés à téter ou préférence marquée pour un sein",
      "Tête qui tourne toujours du même côté, torticolis",
      "Crâne qui s'aplatit d'un côté (plagiocéphalie)",
      "Sommeil agité, bébé difficile à apaiser",
      "Suites d'un accouchement long, rapide ou instrumental (ventouse, forceps)",
    ],
    sections: [
      {
        heading: "Un premier bilan après la naissance",
        paragraphs: [
          "La naissance est une aventure physique pour le nouveau-né : pendant l'accouchement, son crâne, sa nuque et son thorax s'adaptent à des contraintes importantes. Dans la plupart des cas, tout se remet en place naturellement au fil des premiers jours. Parfois, certaines tensions persistent et peuvent gêner le confort du bébé, sa succion ou sa façon de tourner la tête.",
          "Beaucoup de parents viennent consulter dans les premières semaines, même sans souci particulier, pour un bilan de contrôle. C'est l'occasion de vérifier que le bébé bouge librement, de répondre à vos questions et de vous donner quelques repères pour le portage, le couchage et les temps d'éveil sur le ventre.",
        ],
      },
      {
        heading: "Des gestes adaptés à la fragilité du nourrisson",
        paragraphs: [
          "Chez le tout-petit, l'ostéopathie n'a rien à voir avec les manipulations que l'on imagine chez l'adulte. Les techniques sont très douces : des pressions légères, des mises en tension lentes, des mouvements qui suivent les rythmes du bébé. La plupart des nourrissons restent calmes, s'endorment même souvent pendant la séance, confortablement installés sur la table ou dans les bras de leurs parents.",
          `Une séance dure de 30 à 45 minutes. Elle commence par un échange détaillé sur la grossesse, l'accouchement, l'alimentation et le sommeil, puis par l'observation du bébé dans ses mouvements spontanés. Vous restez présent du début à la fin, et chaque geste vous est expliqué. La consultation est au tarif de ${price}.`,
        ],
      },
      {
        heading: "Un accompagnement en lien avec les professionnels de santé",
        paragraphs: [
          "L'ostéopathe ne pose pas de diagnostic médical et ne remplace jamais le pédiatre. Fièvre, refus de s'alimenter, vomissements en jet, perte de poids ou somnolence inhabituelle nécessitent un avis médical sans attendre. Pour un bébé de moins de six mois, la réglementation prévoit qu'un médecin atteste l'absence de contre-indication avant certaines techniques : pensez à en parler lors de votre prochaine visite chez le pédiatre.",
          `Lorsque cela est utile, je vous oriente vers une consultante en lactation, un kinésithérapeute ou votre médecin. Le cabinet de ${town} est de plain-pied, avec de la place pour la poussette et un espace calme pour changer ou nourrir votre enfant avant ou après la séance.`,
        ],
      },
    ],
    faq: {
      title: "Questions fréquentes sur l'ostéopathie du nourrisson",
      items: [
        {
          question: "À partir de quel âge peut-on consulter ?",
          answer:
            "Dès les premiers jours de vie. Pour un bébé de moins de six mois, certaines techniques nécessitent au préalable l'avis d'un médecin attestant l'absence de contre-indication : votre pédiatre ou votre médecin traitant peut vous le donner lors d'une visite de routine.",
        },
        {
          question: "Combien de séances faut-il prévoir ?",
          answer:
            "Une à deux séances suffisent souvent. Si une deuxième est utile, elle est proposée une à deux semaines plus tard, le temps d'observer comment votre bébé évolue. Je ne propose jamais de série de séances systématique.",
        },
        {
          question: "Les manipulations sont-elles douloureuses pour mon bébé ?",
          answer:
            "Non. Les gestes sont très légers, sans craquement ni mouvement brusque. Un bébé peut pleurer parce qu'il a faim, qu'il est fatigué ou qu'il n'aime pas être déshabillé : nous faisons alors une pause, le temps de l'apaiser ou de le nourrir.",
        },
        {
          question: "Que faut-il apporter le jour de la séance ?",
          answer:
            "Le carnet de santé, un biberon ou de quoi allaiter si le repas approche, une couche de rechange et le doudou s'il en a un. Prévoyez des vêtements faciles à ouvrir.",
        },
      ],
    },
  },

  pregnant: {
    intro:
      "Pendant la grossesse, le corps change vite : la posture, la respiration et le bassin s'adaptent mois après mois. L'ostéopathie aide à traverser ces transformations plus confortablement, en complément du suivi de votre sage-femme ou de votre gynécologue.",
    sessionLength: "environ 45 minutes",
    reasonsTitle: "Pourquoi consulter pendant la grossesse ?",
    reasons: [
      "Douleurs du bas du dos ou du bassin",
      "Sciatique ou douleur qui descend dans la jambe",
      "Douleurs entre les omoplates ou dans les côtes",
      "Jambes lourdes, sensation de gonflement",
      "Reflux, digestion difficile, souffle court",
      "Sommeil perturbé par l'inconfort",
      "Récupération après l'accouchement et reprise d'activité",
    ],
    sections: [
      {
        heading: "Un corps qui s'adapte en permanence",
        paragraphs: [
          "Au fil des mois, le centre de gravité se déplace vers l'avant, la cambrure du bas du dos se creuse et les ligaments se relâchent sous l'effet des hormones. Ces adaptations sont normales, mais elles peuvent entraîner des douleurs lombaires, des tiraillements dans le bassin ou une sciatique qui rend la marche et le sommeil pénibles.",
          "L'ostéopathie cherche à redonner de la mobilité aux zones qui compensent le plus : le bassin, le dos, le diaphragme et la cage thoracique. En libérant ces tensions, elle aide le corps à accueillir le bébé plus confortablement et à mieux respirer.",
        ],
      },
      {
        heading: "Une séance pensée pour chaque trimestre",
        paragraphs: [
          `La séance dure environ 45 minutes. Les techniques sont douces et les positions adaptées à l'avancée de la grossesse : sur le côté, assise ou sur le dos avec des coussins de soutien. Aucune technique ne s'exerce directement sur le bébé, et aucun geste brusque n'est utilisé. La consultation est au tarif de ${price}.`,
          "Vous pouvez consulter à tout moment de la grossesse. Beaucoup de futures mamans viennent au deuxième trimestre, lorsque les douleurs de dos apparaissent, puis au cours du dernier mois pour préparer le bassin à l'accouchement. L'ostéopathe travaille en complément de votre sage-femme ou de votre médecin : tout signe inhabituel, comme des saignements, des contractions répétées ou une fièvre, relève d'abord d'un avis médical.",
        ],
      },
      {
        heading: "Après l'accouchement",
        paragraphs: [
          "Quelques semaines après la naissance, une séance aide le corps à retrouver son équilibre : bassin, dos sollicité par le portage et l'allaitement, cicatrice, respiration. C'est aussi un moment pour parler de votre récupération et de la reprise progressive d'une activité physique, en lien avec la rééducation périnéale prescrite par votre sage-femme.",
          "Si vous le souhaitez, la séance de votre bébé peut être programmée le même jour, l'une après l'autre, pour limiter vos déplacements.",
        ],
      },
    ],
    faq: {
      title: "Questions fréquentes sur l'ostéopathie pendant la grossesse",
      items: [
        {
          question: "L'ostéopathie est-elle sans danger pendant la grossesse ?",
          answer:
            "Oui, avec des techniques adaptées. Les gestes sont doux, les positions confortables et aucune manipulation ne s'exerce sur le bébé. En cas de grossesse à risque ou de symptôme inhabituel, demandez d'abord l'avis de votre sage-femme ou de votre médecin.",
        },
        {
          question: "À quel moment de la grossesse consulter ?",
          answer:
            "Dès qu'une gêne apparaît, quel que soit le trimestre. Une séance au cours du dernier mois est souvent proposée pour préparer le bassin à l'accouchement.",
        },
        {
          question: "Combien de temps après l'accouchement puis-je revenir ?",
          answer:
            "En général quatre à six semaines après la naissance, une fois la visite postnatale passée. Plus tôt si une douleur vous gêne au quotidien, après accord de votre sage-femme.",
        },
        {
          question: "Comment dois-je m'habiller pour la séance ?",
          answer:
            "Venez avec une tenue souple et confortable, un legging et un haut ample par exemple. Des coussins sont à votre disposition pour vous installer sur le côté ou en position semi-assise.",
        },
      ],
    },
  },

  general: {
    intro: `Que la douleur soit récente ou installée depuis des années, la consultation commence par comprendre ce qui se passe dans votre corps et dans votre quotidien. Le cabinet vous accueille à ${town} et à ${secondTown}.`,
    sessionLength: "45 à 60 minutes",
    reasonsTitle: "Pourquoi consulter un ostéopathe ?",
    reasons: [
      "Mal de dos, lombalgie, douleur entre les omoplates",
      "Douleurs de nuque, torticolis, raideur cervicale",
      "Maux de tête de tension, migraines d'origine cervicale",
      "Douleurs d'épaule, de coude, de poignet ou de genou",
      "Tensions liées au stress, mâchoire serrée, sommeil perturbé",
      "Douleurs liées au poste de travail ou aux gestes répétés",
      "Inconfort digestif, sensation d'oppression thoracique d'origine mécanique",
    ],
    sections: [
      {
        heading: "Une approche globale du corps",
        paragraphs: [
          "L'ostéopathie part d'un principe simple : le corps forme un tout. Une douleur de genou peut être entretenue par un appui déséquilibré du bassin, un mal de tête par une nuque trop tendue après des heures d'écran. Plutôt que de traiter seulement l'endroit qui fait mal, je recherche les zones qui ont perdu de la mobilité et qui obligent le reste du corps à compenser.",
          "Le traitement associe des techniques variées, choisies selon vous : mobilisations articulaires douces, techniques musculaires et fasciales, travail sur la respiration. Les manipulations plus directes ne sont utilisées que lorsqu'elles sont indiquées et toujours avec votre accord.",
        ],
      },
      {
        heading: "Le déroulement d'une séance",
        paragraphs: [
          `Une séance dure de 45 à 60 minutes. Elle commence par un échange sur vos douleurs, vos antécédents, votre activité et votre sommeil, puis par un examen de la posture et de la mobilité. Vient ensuite le traitement, et enfin quelques conseils concrets : étirements, pauses au travail, position de sommeil. La consultation est au tarif de ${price}, et de nombreuses mutuelles remboursent une partie des séances d'ostéopathie.`,
          "Apportez si possible vos examens récents (radiographies, IRM, comptes rendus médicaux). Ils permettent d'adapter le traitement et, si un symptôme sort du champ de l'ostéopathie, de vous orienter vers votre médecin.",
        ],
      },
      {
        heading: "Quand revenir ?",
        paragraphs: [
          "Pour une douleur récente, une à deux séances suffisent souvent. Pour une gêne ancienne, un suivi espacé de quelques semaines aide le corps à intégrer les changements. Une fois la douleur apaisée, une séance de prévention une à deux fois par an permet d'entretenir cet équilibre.",
        ],
      },
    ],
    faq: {
      title: "Questions fréquentes sur la consultation d'ostéopathie",
      items: [
        {
          question: "Faut-il une ordonnance pour consulter ?",
          answer:
            "Non, l'ostéopathe est un professionnel de premier recours : vous pouvez prendre rendez-vous directement, sans prescription médicale.",
        },
        {
          question: "La séance est-elle remboursée ?",
          answer: `L'Assurance maladie ne rembourse pas l'ostéopathie, mais de nombreuses mutuelles prennent en charge plusieurs séances par an. Une facture vous est remise à la fin de chaque consultation, au tarif de ${price}.`,
        },
        {
          question: "Les manipulations font-elles craquer les articulations ?",
          answer:
            "Pas forcément. De nombreuses techniques sont douces et sans craquement. Lorsqu'une manipulation plus directe est utile, je vous l'explique avant et ne la réalise qu'avec votre accord.",
        },
        {
          question: "Puis-je avoir un peu mal après la séance ?",
          answer:
            "Une sensation de courbature ou de fatigue est possible pendant 24 à 48 heures : le corps s'adapte au traitement. Buvez de l'eau, restez actif sans forcer, et appelez le cabinet si la gêne persiste.",
        },
        {
          question: "Comment dois-je m'habiller ?",
          answer:
            "Une tenue souple et des sous-vêtements confortables suffisent. Une partie de la séance se fait en sous-vêtements pour observer la posture : vous pouvez garder un short ou une brassière si vous préférez.",
        },
      ],
    },
  },

  sports: {
    intro:
      "Course à pied, trail, cyclisme, sports collectifs ou salle de sport : chaque discipline sollicite le corps à sa façon. L'ostéopathie aide à prévenir les blessures, à mieux récupérer et à reprendre l'entraînement en confiance.",
    sessionLength: "45 à 60 minutes",
    reasonsTitle: "Pourquoi consulter quand on fait du sport ?",
    reasons: [
      "Douleurs récurrentes pendant ou après l'effort",
      "Tendinite, périostite, douleur au talon ou sous le pied",
      "Suites d'une entorse de cheville ou de genou",
      "Raideur du dos, des hanches ou des épaules qui limite le geste",
      "Préparation d'une compétition ou d'un objectif de saison",
      "Récupération après une course longue ou un trail",
      "Reprise du sport après une blessure ou une longue pause",
    ],
    sections: [
      {
        heading: "Comprendre l'origine de la douleur",
        paragraphs: [
          "Une blessure sportive a rarement une seule cause. Une cheville restée raide après une entorse modifie la foulée, le genou compense, puis la hanche ou le bas du dos finissent par se plaindre. La consultation cherche à remonter cette chaîne pour traiter la zone douloureuse et ce qui l'entretient.",
          "Je prends le temps de parler de votre pratique : volume d'entraînement, matériel, terrain, changements récents. Ces éléments expliquent souvent pourquoi une douleur apparaît à un moment précis de la saison.",
        ],
      },
      {
        heading: "Prévenir, récupérer, reprendre",
        paragraphs: [
          `Une séance dure de 45 à 60 minutes, au tarif de ${price}. En prévention, une séance quelques semaines avant un objectif permet de vérifier la mobilité des articulations les plus sollicitées. Après une course longue, il vaut mieux attendre deux à trois jours pour laisser passer les courbatures avant de consulter.`,
          "Après une blessure, l'ostéopathie intervient en complément du médecin du sport et du kinésithérapeute. Elle aide à retrouver une mobilité complète et une bonne répartition des appuis, pour limiter le risque de récidive lors de la reprise.",
        ],
      },
      {
        heading: "Des conseils pour la suite",
        paragraphs: [
          `Chaque séance se termine par des conseils adaptés à votre discipline : échauffement, étirements, progressivité de la charge, choix des chaussures. Les sentiers des collines autour de ${town} sont magnifiques, mais les descentes de trail demandent des chevilles et des genoux bien préparés !`,
          "Une douleur vive après un choc, un gonflement important, une impossibilité d'appui ou une déformation nécessitent d'abord un avis médical et souvent une imagerie.",
        ],
      },
    ],
    faq: {
      title: "Questions fréquentes sur l'ostéopathie du sport",
      items: [
        {
          question: "Quand consulter après une compétition ?",
          answer:
            "Idéalement deux à cinq jours après l'effort, lorsque les courbatures ont diminué. Le corps récupère mieux et le bilan est plus précis.",
        },
        {
          question: "Puis-je m'entraîner après la séance ?",
          answer:
            "Il est conseillé d'éviter un entraînement intense dans les 24 à 48 heures qui suivent. Une marche ou une sortie très tranquille reste possible.",
        },
        {
          question: "L'ostéopathie remplace-t-elle le kinésithérapeute ?",
          answer:
            "Non, les deux sont complémentaires. Le kinésithérapeute assure la rééducation et le renforcement ; l'ostéopathe travaille sur la mobilité et les compensations. Nous pouvons échanger pour coordonner votre prise en charge.",
        },
        {
          question: "Dois-je venir en tenue de sport ?",
          answer:
            "C'est pratique : un short et un t-shirt permettent d'observer vos mouvements. Vous pouvez aussi apporter vos chaussures de course si la douleur est liée à la foulée.",
        },
      ],
    },
  },

  seniors: {
    intro:
      "Avec les années, les articulations se raidissent et l'équilibre devient plus fragile. L'ostéopathie aide à rester mobile et à l'aise dans son corps, avec des techniques douces et respectueuses.",
    sessionLength: "45 à 60 minutes",
    reasonsTitle: "Pourquoi consulter après 65 ans ?",
    reasons: [
      "Raideurs du dos, des hanches ou des genoux au réveil",
      "Douleurs liées à l'arthrose",
      "Difficulté à tourner la tête, à se baisser ou à se relever",
      "Sensation d'instabilité, peur de tomber",
      "Suites d'une chute, d'une fracture consolidée ou d'une opération",
      "Troubles du sommeil liés à l'inconfort",
      "Envie de rester actif : jardinage, marche, petits-enfants",
    ],
    sections: [
      {
        heading: "Des techniques douces et adaptées",
        paragraphs: [
          "Chez la personne âgée, les tissus sont plus fragiles et les os parfois fragilisés par l'ostéoporose. Les techniques sont donc choisies avec soin : mobilisations lentes, étirements doux, travail des tissus et de la respiration, sans manipulation brusque. L'objectif est de redonner de la souplesse et de soulager, dans le respect de votre santé générale.",
          `Une séance dure de 45 à 60 minutes, au tarif de ${price}. Nous prenons le temps de faire le point sur vos traitements, vos antécédents et vos examens récents. Apportez vos ordonnances et comptes rendus : ils permettent d'adapter chaque geste.`,
        ],
      },
      {
        heading: "Préserver la mobilité et l'équilibre",
        paragraphs: [
          "Rester mobile, c'est garder son autonomie. En redonnant de l'amplitude aux chevilles, aux hanches et au dos, l'ostéopathie contribue à une marche plus assurée. Chaque séance se termine par quelques exercices simples à refaire chez vous, pour entretenir la souplesse et l'équilibre au quotidien.",
          "L'ostéopathe travaille en lien avec votre médecin traitant : une douleur inhabituelle, une perte de poids inexpliquée ou une fatigue marquée doivent lui être signalées en priorité.",
        ],
      },
      {
        heading: "Un cabinet accessible",
        paragraphs: [
          `Le cabinet de ${town} est de plain-pied, sans marche, avec une table de soin qui s'abaisse pour s'installer facilement. ${homeVisits}`,
        ],
      },
    ],
    faq: {
      title: "Questions fréquentes sur l'ostéopathie des seniors",
      items: [
        {
          question: "L'ostéopathie est-elle possible avec de l'ostéoporose ?",
          answer:
            "Oui, en adaptant les techniques. Les manipulations directes sont évitées au profit de gestes doux. Signalez votre ostéoporose et apportez, si vous l'avez, votre dernière densitométrie.",
        },
        {
          question: "Pouvez-vous vous déplacer à domicile ?",
          answer: `${homeVisits} Appelez le cabinet au {telephone} pour convenir d'un créneau.`,
        },
        {
          question: "Puis-je venir avec une prothèse de hanche ou de genou ?",
          answer:
            "Oui. Une fois la rééducation terminée et avec l'accord de votre chirurgien, l'ostéopathie peut aider le reste du corps à s'adapter à la prothèse. Les techniques évitent bien sûr de solliciter l'articulation opérée.",
        },
        {
          question: "À quel rythme consulter ?",
          answer:
            "Après une première série d'une à deux séances, un suivi tous les trois à six mois convient à la plupart des personnes pour entretenir la mobilité.",
        },
      ],
    },
  },

  emergency: {
    intro: `Un blocage du dos en se relevant, un torticolis au réveil, une douleur qui empêche de travailler : il n'est pas toujours possible d'attendre plusieurs semaines. ${urgentSlots}`,
    sessionLength: "45 à 60 minutes",
    reasonsTitle: "Quand demander un rendez-vous rapide ?",
    reasons: [
      "Lumbago : blocage brutal du bas du dos",
      "Torticolis ou nuque bloquée",
      "Douleur aiguë entre les omoplates, côte bloquée",
      "Sciatique ou cruralgie récente",
      "Douleur apparue après un faux mouvement ou un effort inhabituel",
      "Mâchoire bloquée ou douloureuse",
    ],
    sections: [
      {
        heading: "Des créneaux réservés chaque semaine",
        paragraphs: [
          `Quelques créneaux sont gardés libres chaque semaine, à ${town} comme à ${secondTown}, pour les douleurs aiguës. Ils apparaissent dans l'agenda en ligne au fur et à mesure ; si aucun ne vous convient, appelez le cabinet : une solution vous sera proposée sous 24 à 48 heures.`,
          `La séance dure de 45 à 60 minutes, au tarif habituel de ${price}. En phase aiguë, le traitement est particulièrement doux : l'objectif est d'abord de diminuer la douleur et la contracture, pour que vous puissiez bouger à nouveau.`,
        ],
      },
      {
        heading: "En attendant la séance",
        paragraphs: [
          "Restez en mouvement autant que la douleur le permet : de courtes marches valent mieux qu'un repos complet au lit. Le chaud détend souvent les muscles contractés du dos et de la nuque. Évitez de porter des charges lourdes et de rester longtemps dans la même position.",
          "Si la douleur est très intense, votre médecin ou votre pharmacien peut vous conseiller un traitement pour la soulager en attendant le rendez-vous.",
        ],
      },
    ],
    faq: {
      title: "Questions fréquentes sur les consultations en urgence",
      items: [
        {
          question: "Comment obtenir un créneau en urgence ?",
          answer: `Consultez d'abord l'agenda en ligne : les créneaux d'urgence y sont proposés. Si rien ne correspond, appelez le cabinet au {telephone}. ${urgentSlots}`,
        },
        {
          question: "La séance d'urgence coûte-t-elle plus cher ?",
          answer: `Non, le tarif reste celui d'une consultation habituelle : ${price}.`,
        },
        {
          question: "Faut-il consulter un médecin avant ?",
          answer:
            "Pas pour un lumbago ou un torticolis sans signe de gravité. En revanche, après une chute ou un accident, en cas de fièvre, de perte de force ou de sensibilité, consultez d'abord un médecin ou appelez le 15.",
        },
        {
          question: "Une seule séance suffit-elle ?",
          answer:
            "Souvent, la douleur diminue nettement dans les jours qui suivent. Une deuxième séance, une à deux semaines plus tard, aide parfois à éviter que le blocage ne se reproduise.",
        },
      ],
    },
  },
};

/**
 * When the emergency room comes first (the emergency page's extra
 * block). Osteopathy is never an emergency medical service.
 */
export const emergencyAdvice = {
  title: "Un rendez-vous sous 24 à 48 heures",
  text: `${urgentSlots} Pour obtenir le premier créneau disponible, le plus simple est d'appeler le cabinet.`,
  callLabel: "Appeler le cabinet",
  warningTitle: "Quand appeler le 15 ou aller aux urgences ?",
  warningIntro:
    "L'ostéopathie ne remplace pas les urgences médicales. Appelez le 15 (ou le 112) ou rendez-vous aux urgences sans attendre si la douleur s'accompagne de :",
  redFlags: [
    "une douleur dans la poitrine, un essoufflement ou des palpitations",
    "une chute, un accident ou un choc violent",
    "une perte de force, des fourmillements ou une insensibilité d'un bras ou d'une jambe",
    "des troubles pour uriner ou une insensibilité de l'entrejambe",
    "de la fièvre, une nuque raide ou un mal de tête brutal et inhabituel",
    "une douleur intense qui ne se calme dans aucune position, même la nuit",
  ],
};

/** Call-to-action block of each page (babies, pregnant, seniors, sports, emergency, default). */
export const serviceCtas: Record<Exclude<ServiceId, "general"> | "default", ServiceCta> = {
  babies: {
    headline: "Offrez à votre bébé un début de vie en douceur",
    text: "Un bilan ostéopathique dans les premières semaines permet de vérifier que tout va bien et de répondre à vos questions de jeunes parents.",
  },
  pregnant: {
    headline: "Vivez votre grossesse plus sereinement",
    text: "Soulager le dos et le bassin, mieux dormir, préparer l'accouchement : prenez rendez-vous à tout moment de la grossesse.",
  },
  seniors: {
    headline: "Restez mobile et à l'aise au quotidien",
    text: "Des séances douces pour garder souplesse, équilibre et confiance dans vos mouvements.",
  },
  sports: {
    headline: "Retrouvez vos sensations à l'entraînement",
    text: "Prévention, récupération ou reprise après une blessure : préparez votre prochaine saison avec un corps plus libre.",
  },
  emergency: {
    headline: "Une douleur soudaine ? Ne restez pas bloqué",
    text: `${urgentSlots} Réservez en ligne ou appelez le cabinet.`,
  },
  default: {
    headline: "Prenez soin de votre corps dès aujourd'hui",
    text: "Une douleur qui s'installe ou simplement l'envie de vous sentir mieux : parlons-en lors d'une première consultation.",
  },
};

export function serviceCta(id: ServiceId): ServiceCta {
  return id === "general" ? serviceCtas.default : serviceCtas[id];
}

/** The /services page's texts around the cards. */
export const servicesIndexPage = {
  eyebrow: "Services",
  heading: `Services d'ostéopathie à ${town}`,
  intro: `Chaque âge de la vie a ses besoins. Que vous consultiez pour votre bébé, pendant votre grossesse, pour une douleur de dos, après une blessure sportive ou pour préserver votre mobilité, la séance est adaptée à votre situation, à ${town} comme à ${secondTown}.`,
  bookingTitle: "Prêt à prendre soin de vous ?",
  title: `Services d'ostéopathie à ${town}`,
  description: `Ostéopathie pour nourrissons, femmes enceintes, adultes, sportifs et seniors à ${town}, et créneaux d'urgence sous 24 à 48 heures. Prise de rendez-vous en ligne.`,
};

/** The first texts of a service added from the admin, before the practitioner writes its own. */
export const newServiceTexts = {
  image: generalPicture,
  intro: "",
  sessionLength: "45 à 60 minutes",
  reasonsTitle: "Pourquoi consulter ?",
  faqTitle: "Questions fréquentes",
  cta: serviceCtas.default,
};
