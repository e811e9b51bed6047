import type { ArticleStatus } from "./schema";

/**
 * Demo articles seeded into an empty database, so the blog looks finished on
 * first start. Dates are relative to the seeding time.
 */
export interface DemoArticle {
  title: string;
  excerpt: string;
  /** Article body in the editor's HTML. */
  content: string;
  metaTitle: string;
  metaDescription: string;
  /** Path under /images/ of an illustration shipped with the site. */
  imageUrl: string;
  imageAlt: string;
  status: ArticleStatus;
  /** Published that many days before seeding (published articles). */
  publishedDaysAgo?: number;
  /** Scheduled that many days after seeding (scheduled articles). */
  scheduledInDays?: number;
}

export const demoArticles: DemoArticle[] = [
  {
    title: "Ostéopathie : à quoi s'attendre lors d'une première séance",
    excerpt:
      "Échange, observation, traitement doux : voici comment se déroule une première consultation d'ostéopathie, pas à pas.",
    content: `<h2>Un temps d'écoute avant tout</h2>
<p>Une première séance commence toujours par un échange. L'ostéopathe vous interroge sur le motif de votre venue, vos antécédents médicaux et chirurgicaux, vos habitudes de vie, votre sommeil et votre activité physique. Ce temps d'écoute n'est pas une formalité : il permet de comprendre l'histoire de la douleur et d'écarter les situations qui relèvent d'un médecin.</p>
<h2>L'observation et la palpation</h2>
<p>Vient ensuite un examen debout, assis puis allongé. L'ostéopathe observe votre posture, teste la mobilité de vos articulations et palpe les tissus pour repérer les zones de tension. Rien n'est douloureux : les gestes sont précis et adaptés à chacun.</p>
<h2>Un traitement adapté</h2>
<p>Le traitement associe des techniques douces, tissulaires ou articulaires, selon votre âge, votre état et vos préférences. Vous pouvez à tout moment poser des questions ou demander une autre approche.</p>
<h2>Et après ?</h2>
<p>Une légère fatigue ou des courbatures peuvent apparaître dans les 24 à 48 heures qui suivent. Buvez de l'eau, reprenez une activité douce et laissez au corps le temps de s'adapter. Un conseil personnalisé vous est donné en fin de séance.</p>`,
    metaTitle: "Première séance d'ostéopathie : déroulé et conseils",
    metaDescription:
      "Comment se passe une première consultation d'ostéopathie ? Échange, examen, traitement doux et conseils : tout ce qu'il faut savoir avant de venir.",
    imageUrl: "/images/blog/premiere-seance.svg",
    imageAlt: "Illustration d'une table de soin dans un cabinet lumineux",
    status: "published",
    publishedDaysAgo: 3,
  },
  {
    title: "Mal de dos au bureau : cinq gestes simples",
    excerpt:
      "Assis huit heures par jour ? Quelques réglages et cinq gestes quotidiens soulagent le dos et la nuque.",
    content: `<h2>Régler son poste de travail</h2>
<p>L'écran doit se trouver à hauteur des yeux, à une longueur de bras. Les pieds reposent à plat, les genoux à angle droit, et le dossier soutient le bas du dos. Ces réglages prennent cinq minutes et évitent bien des tensions.</p>
<h2>Cinq gestes à adopter</h2>
<ol>
<li>Se lever toutes les quarante-cinq minutes, ne serait-ce que pour remplir son verre d'eau.</li>
<li>Rouler doucement les épaules vers l'arrière, dix fois.</li>
<li>Rentrer le menton comme pour faire un double menton, puis relâcher.</li>
<li>Étirer les fléchisseurs de hanche en fente avant, trente secondes de chaque côté.</li>
<li>Marcher dix minutes après le déjeuner.</li>
</ol>
<h2>Quand consulter ?</h2>
<p>Si la douleur persiste plus de quelques jours, irradie dans une jambe ou s'accompagne de fourmillements, consultez. L'ostéopathe recherche l'origine mécanique de la gêne et vous aide à retrouver de la mobilité ; il vous oriente vers votre médecin lorsque c'est nécessaire.</p>`,
    metaTitle: "Mal de dos au bureau : 5 gestes simples",
    metaDescription:
      "Réglages du poste de travail et cinq gestes quotidiens pour soulager le dos et la nuque quand on travaille assis. Conseils d'ostéopathe.",
    imageUrl: "/images/blog/dos-bureau.svg",
    imageAlt: "Illustration d'un poste de travail ergonomique",
    status: "published",
    publishedDaysAgo: 10,
  },
];
