/**
 * Patients' reviews shown on the home page until the practitioner edits them
 * under 'Pages' > 'Accueil' (15 entries, all rated 5). Demo content:
 * fictional first names and initials.
 */

export interface Testimonial {
  id: string;
  /** First name and initial only. */
  name: string;
  /** ISO date of the review. */
  date: string;
  content: string;
  rating: 5;
}

export const testimonials: Testimonial[] = [
  {
    id: "t01",
    name: "Camille R.",
    date: "2026-10-14",
    content:
      "Je suis venue pour des douleurs lombaires qui traînaient depuis des mois. Dès la première séance, j'ai senti une vraie différence. Écoute attentive, explications claires : je recommande sans hésiter.",
    rating: 5,
  },
  {
    id: "t02",
    name: "Thomas L.",
    date: "2026-09-30",
    content:
      "Après une entorse de cheville mal soignée, je compensais partout en courant. Deux séances et quelques exercices plus tard, j'ai repris l'entraînement sans douleur.",
    rating: 5,
  },
  {
    id: "t03",
    name: "Sophie M.",
    date: "2026-09-12",
    content:
      "Notre fils de trois semaines pleurait beaucoup et avait du mal à tourner la tête. Séance très douce, le bébé s'est même endormi. Nous avons vu du mieux dès le lendemain.",
    rating: 5,
  },
  {
    id: "t04",
    name: "Nathalie B.",
    date: "2026-08-28",
    content:
      "Suivie pendant toute ma grossesse pour des douleurs de bassin. Chaque séance m'a soulagée et m'a aidée à aborder l'accouchement plus sereinement. Merci pour votre bienveillance.",
    rating: 5,
  },
  {
    id: "t05",
    name: "Gérard P.",
    date: "2026-07-17",
    content:
      "À 72 ans, j'avais peur que ce soit brutal. Pas du tout : des gestes précis, adaptés à mon âge et à mon arthrose. Je me déplace beaucoup plus facilement.",
    rating: 5,
  },
  {
    id: "t06",
    name: "Julie D.",
    date: "2026-06-23",
    content:
      "Bloquée du cou un matin, j'ai obtenu un rendez-vous d'urgence le lendemain. Prise en charge rapide et efficace, le soir même je pouvais de nouveau conduire.",
    rating: 5,
  },
  {
    id: "t07",
    name: "Marc-Antoine F.",
    date: "2026-05-30",
    content:
      "Des maux de tête à répétition liés au travail sur écran. L'ostéopathe a pris le temps de comprendre mon quotidien et m'a donné des conseils de posture très concrets.",
    rating: 5,
  },
  {
    id: "t08",
    name: "Élodie G.",
    date: "2026-05-08",
    content:
      "Cabinet calme et agréable, accueil chaleureux. Les explications sur ce qui était fait à chaque étape m'ont mise en confiance. Je reviendrai pour un bilan de prévention.",
    rating: 5,
  },
  {
    id: "t09",
    name: "Karim H.",
    date: "2026-04-19",
    content:
      "Cycliste amateur, je souffrais du genou sur les longues sorties. Un travail global sur le bassin et la hanche a tout changé. Professionnel et passionné.",
    rating: 5,
  },
  {
    id: "t10",
    name: "Isabelle T.",
    date: "2026-03-26",
    content:
      "Je consulte au cabinet de Volx, tout près de chez moi. Toujours à l'heure, toujours à l'écoute. Mes douleurs d'épaule ont disparu en trois séances espacées.",
    rating: 5,
  },
  {
    id: "t11",
    name: "Léa V.",
    date: "2026-02-11",
    content:
      "Ma fille de 8 ans avait mal au dos avec son cartable. Séance adaptée aux enfants, ludique et rassurante. Elle a même demandé quand elle reviendrait !",
    rating: 5,
  },
  {
    id: "t12",
    name: "Pierre-Yves C.",
    date: "2026-01-22",
    content:
      "Sciatique très douloureuse : le médecin et l'ostéopathe ont travaillé ensemble. Une vraie complémentarité, je n'avais jamais été aussi bien accompagné.",
    rating: 5,
  },
  {
    id: "t13",
    name: "Amandine S.",
    date: "2025-12-09",
    content:
      "Troubles digestifs et stress depuis longtemps. Je ne savais pas que l'ostéopathie pouvait aider dans ce cas. Je me sens plus détendue et mieux dans mon corps.",
    rating: 5,
  },
  {
    id: "t14",
    name: "Bernard N.",
    date: "2025-11-18",
    content:
      "Rendez-vous pris en deux minutes sur Doctolib, rappel la veille, séance ponctuelle. Efficace du début à la fin. Mon dos vous dit merci.",
    rating: 5,
  },
  {
    id: "t15",
    name: "Chloé A.",
    date: "2025-10-27",
    content:
      "Après mon accouchement, j'ai consulté pour mon bébé et pour moi. Deux séances très différentes, toutes deux très douces. Une ostéopathie humaine et rassurante.",
    rating: 5,
  },
];
