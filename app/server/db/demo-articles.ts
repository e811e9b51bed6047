import type { ArticleFields } from "./article-fields";

/**
 * Demo articles seeded into an empty database, so the blog looks finished on
 * first start. Real French prose about
 * osteopathy; mostly published over several months, plus one draft, one
 * scheduled and one archived article so every status is visible in the admin
 * and the blog paginates from day one. Dates are relative to the seeding time.
 * A demo article's image is a path under /images/ of an illustration shipped
 * with the site.
 */
interface DemoArticle extends ArticleFields {
  /** The article's category (one of DEMO_CATEGORIES). */
  category: DemoCategoryName;
  /** Published that many days before seeding (published and archived articles). */
  publishedDaysAgo?: number;
  /** Scheduled that many days after seeding (scheduled articles). */
  scheduledInDays?: number;
}

/** The demo blog's categories and the introduction of their page. */
export const DEMO_CATEGORIES = {
  "Conseils pratiques":
    "Gestes simples, réglages du quotidien et repères pour savoir quand consulter : des conseils concrets d'ostéopathe.",
  Nourrissons:
    "Coliques, torticolis, sommeil agité : ce que l'ostéopathie peut apporter aux tout-petits, en douceur et en lien avec le pédiatre.",
  "Bien-être":
    "Stress, sommeil, posture et respiration : prendre soin de son corps pour se sentir mieux au fil des saisons.",
  Grossesse:
    "Accompagner les changements du corps pendant la grossesse et après l'accouchement, avec des techniques adaptées.",
  Sport:
    "Préparer l'effort, récupérer et prévenir les blessures : l'ostéopathie au service des sportifs, amateurs ou confirmés.",
  Seniors:
    "Garder sa mobilité, soulager les raideurs et rester actif avec l'âge : conseils et accompagnement ostéopathique.",
  "Le cabinet":
    "Les nouvelles du cabinet : horaires, lieux de consultation et déroulé des séances.",
} as const;

type DemoCategoryName = keyof typeof DEMO_CATEGORIES;

export const demoArticles: DemoArticle[] = [
  {
    title: "Ostéopathie : à quoi s'attendre lors d'une première séance",
    excerpt:
      "Échange, observation, traitement doux : voici comment se déroule une première consultation d'ostéopathie, pas à pas.",
    content: `<p>Pousser la porte d'un cabinet d'ostéopathie pour la première fois soulève souvent des questions : faut-il se déshabiller, est-ce que cela fait mal, combien de temps cela dure-t-il ? Voici, étape par étape, comment se passe une première consultation, pour que vous arriviez l'esprit tranquille.</p>
<h2>Un temps d'écoute avant tout</h2>
<p>Une première séance commence toujours par un échange. L'ostéopathe vous interroge sur le motif de votre venue, vos antécédents médicaux et chirurgicaux, vos traitements en cours, vos habitudes de vie, votre sommeil et votre activité physique. Ce temps d'écoute n'est pas une formalité : il permet de comprendre l'histoire de la douleur et d'écarter les situations qui relèvent d'abord d'un médecin.</p>
<p>Pensez à apporter vos comptes rendus d'imagerie (radiographie, IRM, échographie) et vos ordonnances récentes s'ils sont en lien avec votre motif de consultation.</p>
<h2>L'observation et la palpation</h2>
<p>Vient ensuite un examen debout, assis puis allongé. L'ostéopathe observe votre posture, teste la mobilité de vos articulations et palpe les tissus pour repérer les zones de tension. Rien n'est douloureux : les gestes sont précis et adaptés à chacun. Vous restez en sous-vêtements ou dans une tenue souple, selon ce qui vous met le plus à l'aise.</p>
<h3>Pourquoi examiner une zone qui ne fait pas mal ?</h3>
<p>Une douleur au genou peut être entretenue par une hanche raide, une gêne à l'épaule par une cage thoracique qui bouge mal. L'ostéopathe s'intéresse donc à l'ensemble du corps, et pas seulement à l'endroit qui vous fait souffrir.</p>
<h2>Un traitement adapté</h2>
<p>Le traitement associe des techniques douces, tissulaires ou articulaires, selon votre âge, votre état et vos préférences. Vous pouvez à tout moment poser des questions ou demander une autre approche : si vous n'aimez pas les manipulations qui font « craquer », d'autres techniques, tout aussi efficaces, existent.</p>
<ul>
<li>Techniques tissulaires : pressions lentes et étirements pour relâcher muscles et fascias.</li>
<li>Techniques articulaires : mobilisations progressives pour redonner de l'amplitude.</li>
<li>Techniques viscérales et crâniennes : très douces, pour les nourrissons comme pour les adultes.</li>
</ul>
<h2>Et après ?</h2>
<p>Une légère fatigue ou des courbatures peuvent apparaître dans les 24 à 48 heures qui suivent. Buvez de l'eau, reprenez une activité douce et laissez au corps le temps de s'adapter. Un conseil personnalisé vous est donné en fin de séance : un étirement, un réglage de votre poste de travail ou une habitude à changer.</p>
<blockquote><p>Une séance dure en général entre 45 minutes et une heure. Le plus souvent, une à trois séances suffisent pour un problème récent.</p></blockquote>
<p>Si les symptômes ne s'améliorent pas, ou si un signe inhabituel apparaît, l'ostéopathe vous oriente vers votre médecin traitant : les deux approches sont complémentaires.</p>`,
    metaTitle: "Première séance d'ostéopathie : déroulé et conseils",
    metaDescription:
      "Comment se passe une première consultation d'ostéopathie ? Échange, examen, traitement doux et conseils : tout ce qu'il faut savoir avant de venir.",
    imageUrl: "/images/blog/premiere-seance.svg",
    imageAlt: "Illustration d'une table de soin dans un cabinet lumineux",
    status: "published",
    category: "Conseils pratiques",
    publishedDaysAgo: 3,
  },
  {
    title: "Coliques du nourrisson : ce que l'ostéopathie peut apporter",
    excerpt:
      "Pleurs du soir, ventre tendu, jambes repliées : comment reconnaître les coliques et en quoi une séance douce peut soulager bébé.",
    content: `<p>Votre bébé pleure longtemps, souvent en fin de journée, replie ses jambes sur son ventre et semble inconsolable ? Les coliques du nourrisson concernent environ un bébé sur cinq. Elles apparaissent en général vers la deuxième ou troisième semaine de vie et s'estompent le plus souvent autour de trois ou quatre mois. Ce n'est pas grave, mais c'est épuisant pour toute la famille.</p>
<h2>Reconnaître les coliques</h2>
<p>On parle de coliques lorsqu'un nourrisson en bonne santé, qui grossit bien, pleure de façon intense et prolongée sans cause apparente. Les épisodes surviennent plutôt le soir et s'accompagnent souvent de gaz, d'un visage rouge et de poings serrés.</p>
<h3>Quand consulter d'abord le médecin ?</h3>
<p>Certains signes ne relèvent pas des coliques et demandent un avis médical rapide :</p>
<ul>
<li>de la fièvre, des vomissements répétés ou en jet ;</li>
<li>du sang dans les selles ou une diarrhée ;</li>
<li>un bébé qui ne prend pas de poids ou boit mal ;</li>
<li>des pleurs inhabituels, plaintifs, ou un bébé anormalement mou.</li>
</ul>
<h2>Ce que fait l'ostéopathe</h2>
<p>La séance commence par un long échange avec les parents : déroulement de la grossesse et de l'accouchement, alimentation, rythme des pleurs, sommeil. L'ostéopathe observe ensuite le bébé, sa façon de bouger, de tourner la tête, de respirer.</p>
<p>Le traitement est d'une grande douceur : de légères pressions sur le ventre, le diaphragme, le bassin ou le crâne, pour relâcher les tensions qui peuvent gêner la digestion ou l'installation du bébé. Un accouchement long, l'usage de ventouses ou une position particulière dans le ventre de la mère laissent parfois des contraintes que le nourrisson n'arrive pas à libérer seul.</p>
<p>Pour un nourrisson de moins de six mois, la réglementation demande un certificat médical de non contre-indication avant certaines manipulations : parlez-en à votre pédiatre ou à votre médecin lors d'une visite de suivi.</p>
<h2>À la maison, quelques gestes qui aident</h2>
<ol>
<li>Porter bébé contre vous, en position verticale, après la tétée ou le biberon.</li>
<li>Le masser doucement dans le sens des aiguilles d'une montre autour du nombril.</li>
<li>Le poser à plat ventre sur vos avant-bras, la tête au creux du coude : la position dite « du tigre sur la branche ».</li>
<li>Vérifier la tétine du biberon et faire faire le rot en cours de repas.</li>
</ol>
<blockquote><p>Les coliques ne disent rien de vos compétences de parent. Se relayer, accepter de l'aide et s'accorder des pauses fait partie du traitement.</p></blockquote>
<p>Une à deux séances suffisent généralement pour savoir si l'ostéopathie apporte un mieux à votre enfant. Comptez entre 30 et 45 minutes pour une consultation de nourrisson.</p>`,
    metaTitle: "Coliques du nourrisson et ostéopathie : le point",
    metaDescription:
      "Reconnaître les coliques du nourrisson, savoir quand voir le médecin et comprendre ce qu'une séance d'ostéopathie douce peut apporter à bébé.",
    imageUrl: "/images/blog/coliques-nourrisson.svg",
    imageAlt: "Illustration d'un nourrisson paisible blotti dans une couverture",
    status: "published",
    category: "Nourrissons",
    publishedDaysAgo: 12,
  },
  {
    title: "Mal de dos au bureau : cinq gestes simples",
    excerpt:
      "Assis huit heures par jour ? Quelques réglages et cinq gestes quotidiens soulagent le dos et la nuque.",
    content: `<p>Le dos n'aime pas l'immobilité. Après une journée entière assis devant un écran, la nuque tire, les épaules se figent et le bas du dos proteste. Bonne nouvelle : quelques réglages et des gestes très simples suffisent souvent à changer la donne.</p>
<h2>Régler son poste de travail</h2>
<p>L'écran doit se trouver à hauteur des yeux, à une longueur de bras. Les pieds reposent à plat, les genoux à angle droit, et le dossier soutient le bas du dos. Ces réglages prennent cinq minutes et évitent bien des tensions.</p>
<table>
<thead><tr><th>Élément</th><th>Bon réglage</th></tr></thead>
<tbody>
<tr><td>Écran</td><td>Haut de l'écran au niveau des yeux, à 50-70 cm</td></tr>
<tr><td>Siège</td><td>Hanches légèrement plus hautes que les genoux</td></tr>
<tr><td>Clavier et souris</td><td>Proches du corps, coudes à 90°, épaules relâchées</td></tr>
<tr><td>Ordinateur portable</td><td>Surélevé, avec clavier et souris séparés</td></tr>
</tbody>
</table>
<h2>Cinq gestes à adopter</h2>
<ol>
<li>Se lever toutes les quarante-cinq minutes, ne serait-ce que pour remplir son verre d'eau.</li>
<li>Rouler doucement les épaules vers l'arrière, dix fois.</li>
<li>Rentrer le menton comme pour faire un double menton, puis relâcher.</li>
<li>Étirer les fléchisseurs de hanche en fente avant, trente secondes de chaque côté.</li>
<li>Marcher dix minutes après le déjeuner.</li>
</ol>
<h3>Et le télétravail ?</h3>
<p>Le canapé et la table de cuisine sont les pires ennemis du dos. Si vous travaillez chez vous plusieurs jours par semaine, investissez dans une vraie chaise et un support pour l'ordinateur portable. Variez aussi les positions : debout pour un appel, assis pour écrire.</p>
<h2>La meilleure posture ? La suivante</h2>
<p>Il n'existe pas de posture parfaite que l'on pourrait tenir huit heures. Le corps a besoin de mouvement : changer souvent de position compte davantage que de se tenir « droit ». Une activité physique régulière, même modérée, reste le meilleur allié du dos.</p>
<h2>Quand consulter ?</h2>
<p>Si la douleur persiste plus de quelques jours, irradie dans une jambe ou s'accompagne de fourmillements, consultez. L'ostéopathe recherche l'origine mécanique de la gêne et vous aide à retrouver de la mobilité ; il vous oriente vers votre médecin lorsque c'est nécessaire.</p>`,
    metaTitle: "Mal de dos au bureau : 5 gestes simples",
    metaDescription:
      "Réglages du poste de travail et cinq gestes quotidiens pour soulager le dos et la nuque quand on travaille assis. Conseils d'ostéopathe.",
    imageUrl: "/images/blog/dos-bureau.svg",
    imageAlt: "Illustration d'un poste de travail ergonomique",
    status: "published",
    category: "Bien-être",
    publishedDaysAgo: 21,
  },
  {
    title: "Grossesse et mal de dos : soulager les lombalgies",
    excerpt:
      "Le ventre s'arrondit, le bassin s'adapte, le dos tire. Pourquoi le mal de dos est si fréquent pendant la grossesse et comment le soulager.",
    content: `<p>Plus d'une femme enceinte sur deux souffre du dos au cours de sa grossesse. Ce n'est pas une fatalité, ni un signe que quelque chose ne va pas : c'est la conséquence logique des grands changements que traverse le corps en neuf mois.</p>
<h2>Pourquoi le dos souffre-t-il ?</h2>
<p>Le poids du bébé avance le centre de gravité : pour garder l'équilibre, la cambrure du bas du dos s'accentue. Les hormones de la grossesse, et notamment la relaxine, assouplissent les ligaments du bassin pour préparer l'accouchement. Les articulations deviennent plus mobiles, les muscles travaillent davantage pour les stabiliser et finissent par se fatiguer.</p>
<h3>Les douleurs les plus fréquentes</h3>
<ul>
<li>La lombalgie, au creux des reins, qui s'aggrave en fin de journée.</li>
<li>La douleur sacro-iliaque, d'un côté de la fesse, parfois vive en se retournant dans le lit.</li>
<li>La sciatalgie, qui descend dans la fesse et l'arrière de la cuisse.</li>
<li>La douleur du pubis, gênante pour marcher ou monter un escalier.</li>
</ul>
<h2>Ce que peut apporter l'ostéopathie</h2>
<p>L'ostéopathe adapte entièrement sa prise en charge à la grossesse : installation sur le côté, coussins, techniques douces sans manipulation brusque. Il travaille sur la mobilité du bassin, du diaphragme et de la colonne pour que le corps s'adapte plus facilement au volume du bébé.</p>
<p>Une consultation dure environ 45 minutes. Beaucoup de futures mamans viennent une fois par trimestre, ou lorsque la douleur apparaît, puis une fois après la naissance pour accompagner le retour à l'équilibre du bassin.</p>
<blockquote><p>Une douleur du ventre, des contractions, des saignements ou une fièvre ne relèvent pas de l'ostéopathe : contactez sans attendre votre sage-femme, votre médecin ou la maternité.</p></blockquote>
<h2>Au quotidien</h2>
<ol>
<li>Dormez sur le côté, un coussin entre les genoux pour aligner le bassin.</li>
<li>Pour sortir du lit, tournez-vous d'abord sur le côté, puis poussez sur vos bras.</li>
<li>Portez des chaussures plates et stables ; gardez les talons pour plus tard.</li>
<li>Marchez, nagez, pratiquez le yoga prénatal : le mouvement entretient la souplesse.</li>
<li>Évitez de porter des charges lourdes, et pliez les genoux plutôt que le dos.</li>
</ol>
<h2>Après l'accouchement</h2>
<p>Le bassin et les abdominaux mettent plusieurs mois à retrouver leur tonicité. Une séance quelques semaines après la naissance, en complément de la rééducation périnéale prescrite par la sage-femme, aide à soulager les tensions liées à l'accouchement, à l'allaitement et au portage.</p>`,
    metaTitle: "Mal de dos pendant la grossesse : causes et conseils",
    metaDescription:
      "Lombalgie, sciatique, douleur du bassin : pourquoi le dos souffre pendant la grossesse et comment l'ostéopathie et quelques gestes simples soulagent.",
    imageUrl: "/images/blog/grossesse-dos.svg",
    imageAlt: "Illustration d'une femme enceinte assise sur un ballon, au calme",
    status: "published",
    category: "Grossesse",
    publishedDaysAgo: 30,
  },
  {
    title: "Course à pied : prévenir les blessures du coureur",
    excerpt:
      "Tendinite, périostite, syndrome de l'essuie-glace : les blessures du coureur ont souvent la même origine. Nos conseils pour courir longtemps.",
    content: `<p>La course à pied est l'un des sports les plus pratiqués en France, et l'un des plus simples à commencer : une paire de chaussures suffit. Mais près d'un coureur sur deux se blesse chaque année. Dans la grande majorité des cas, la cause est la même : une charge d'entraînement qui augmente plus vite que la capacité du corps à s'adapter.</p>
<h2>Les blessures les plus fréquentes</h2>
<table>
<thead><tr><th>Blessure</th><th>Où a-t-on mal ?</th><th>Facteur souvent en cause</th></tr></thead>
<tbody>
<tr><td>Syndrome de l'essuie-glace</td><td>Face externe du genou</td><td>Augmentation rapide du kilométrage, descentes</td></tr>
<tr><td>Périostite tibiale</td><td>Bord interne du tibia</td><td>Surfaces dures, reprise trop intense</td></tr>
<tr><td>Tendinopathie d'Achille</td><td>Arrière de la cheville</td><td>Fractionné, côtes, changement de chaussures</td></tr>
<tr><td>Aponévrosite plantaire</td><td>Sous le talon, au lever</td><td>Mollets raides, volume élevé</td></tr>
<tr><td>Syndrome fémoro-patellaire</td><td>Devant du genou</td><td>Faiblesse des hanches, escaliers</td></tr>
</tbody>
</table>
<h2>La règle d'or : progresser doucement</h2>
<p>Augmentez votre volume hebdomadaire d'environ 10 % au maximum, et prévoyez une semaine plus légère toutes les trois ou quatre semaines. Un tendon s'adapte beaucoup plus lentement qu'un muscle ou que le souffle : vous pouvez vous sentir en forme alors que vos tissus, eux, ne suivent pas encore.</p>
<h3>Renforcer plutôt que seulement étirer</h3>
<p>Le renforcement des mollets, des fessiers et du tronc réduit nettement le risque de blessure. Deux courtes séances par semaine suffisent : montées sur pointes de pieds, squats, fentes, gainage.</p>
<h2>Le rôle de l'ostéopathe</h2>
<p>L'ostéopathe ne se contente pas de traiter la zone douloureuse. Il recherche ce qui, dans la chaîne qui va du pied au bassin, oblige une structure à travailler plus que sa part : une cheville raide après une ancienne entorse, un bassin qui bascule, une respiration bloquée. Il vous aide à reprendre progressivement, en lien avec votre médecin du sport ou votre kinésithérapeute si nécessaire.</p>
<ul>
<li>Consultez dès qu'une douleur modifie votre foulée.</li>
<li>Arrêtez-vous si la douleur augmente pendant la course.</li>
<li>Une douleur osseuse localisée, qui persiste au repos, doit faire éliminer une fracture de fatigue.</li>
</ul>
<blockquote><p>Courir sans douleur n'est pas une question de talent mais de patience : le corps adore la régularité.</p></blockquote>`,
    metaTitle: "Course à pied : prévenir les blessures du coureur",
    metaDescription:
      "Syndrome de l'essuie-glace, périostite, tendinite d'Achille : comprendre les blessures du coureur, progresser sans se blesser et savoir quand consulter.",
    imageUrl: "/images/blog/course-a-pied.svg",
    imageAlt: "Illustration d'un coureur sur un chemin de colline au lever du soleil",
    status: "published",
    category: "Sport",
    publishedDaysAgo: 41,
  },
  {
    title: "Stress et mâchoire serrée : quand le corps encaisse",
    excerpt:
      "Dents serrées la nuit, maux de tête au réveil, mâchoire qui claque : le bruxisme est souvent le reflet du stress. Comment le repérer et le soulager.",
    content: `<p>Vous vous réveillez la mâchoire douloureuse, avec un mal de tête qui serre les tempes ? Votre dentiste a remarqué une usure de vos dents ? Vous serrez peut-être les dents la nuit, ou même la journée sans vous en rendre compte. C'est ce qu'on appelle le bruxisme, et le stress en est l'un des premiers moteurs.</p>
<h2>Une articulation très sollicitée</h2>
<p>L'articulation temporo-mandibulaire, juste devant l'oreille, est l'une des plus utilisées du corps : elle travaille pour parler, mâcher, avaler, bâiller. Les muscles qui la commandent comptent parmi les plus puissants de l'organisme. Lorsqu'ils se contractent en continu, ils fatiguent, et la douleur peut s'étendre aux tempes, à la nuque et aux épaules.</p>
<h3>Les signes qui doivent alerter</h3>
<ul>
<li>Douleurs de la mâchoire ou des joues au réveil.</li>
<li>Maux de tête aux tempes, surtout le matin.</li>
<li>Claquements ou craquements en ouvrant la bouche.</li>
<li>Bouche difficile à ouvrir en grand.</li>
<li>Dents sensibles, usées ou ébréchées.</li>
<li>Acouphènes ou sensation d'oreille bouchée, sans cause trouvée par l'ORL.</li>
</ul>
<h2>Le lien avec le stress</h2>
<p>Quand nous sommes tendus, nous serrons les poings, nous haussons les épaules et nous serrons les dents. C'est un réflexe ancien de préparation à l'effort. Lorsque la tension dure, ce réflexe s'installe et se poursuit la nuit, pendant le sommeil.</p>
<h2>Comment l'ostéopathe intervient</h2>
<p>L'ostéopathe évalue la mobilité de la mâchoire, mais aussi de la nuque, du crâne et du diaphragme, souvent bloqué chez les personnes stressées. Par des techniques douces, parfois à l'intérieur de la bouche avec un gant, il relâche les muscles masticateurs et aide l'articulation à retrouver un fonctionnement harmonieux.</p>
<p>Ce travail se fait en lien avec le dentiste, qui peut proposer une gouttière pour protéger les dents la nuit. Les deux approches se complètent.</p>
<h2>Trois habitudes pour relâcher la mâchoire</h2>
<ol>
<li>Dans la journée, vérifiez régulièrement : lèvres fermées, dents écartées, langue posée derrière les incisives du haut.</li>
<li>Avant de dormir, massez doucement les joues en petits cercles pendant une minute.</li>
<li>Accordez-vous une pause de respiration lente : inspirez quatre secondes, expirez six secondes, pendant trois minutes.</li>
</ol>
<blockquote><p>Relâcher la mâchoire, c'est souvent relâcher tout le haut du corps : les épaules descendent, la respiration s'allonge.</p></blockquote>`,
    metaTitle: "Bruxisme et stress : soulager la mâchoire serrée",
    metaDescription:
      "Dents serrées, douleurs de mâchoire, maux de tête au réveil : comprendre le bruxisme, son lien avec le stress et l'aide de l'ostéopathie.",
    imageUrl: "/images/blog/stress-machoire.svg",
    imageAlt: "Illustration d'un visage apaisé, les yeux fermés, entouré de feuilles",
    status: "published",
    category: "Bien-être",
    publishedDaysAgo: 52,
  },
  {
    title: "Seniors : garder sa mobilité au fil des années",
    excerpt:
      "Raideurs du matin, équilibre moins sûr, arthrose : avancer en âge ne veut pas dire renoncer au mouvement. Conseils pour rester mobile et autonome.",
    content: `<p>Avec les années, les articulations deviennent plus raides, les muscles perdent de leur force et l'équilibre se fait moins sûr. Ces changements sont naturels, mais leur rythme dépend beaucoup de notre mode de vie. La bonne nouvelle, c'est qu'il n'est jamais trop tard pour bouger mieux.</p>
<h2>Le mouvement entretient le mouvement</h2>
<p>Le cartilage se nourrit par le mouvement : chaque fois qu'une articulation se plie et se déplie, le liquide qu'elle contient circule et l'entretient. À l'inverse, l'immobilité aggrave la raideur et la douleur. C'est pourquoi les personnes arthrosiques se sentent souvent plus rouillées au réveil ou après être restées longtemps assises.</p>
<h3>Les trois piliers de l'autonomie</h3>
<ul>
<li><strong>La force</strong> des jambes, pour se lever d'une chaise, monter un escalier, porter ses courses.</li>
<li><strong>L'équilibre</strong>, pour marcher sur un terrain irrégulier et prévenir les chutes.</li>
<li><strong>La souplesse</strong>, pour s'habiller, se retourner en voiture ou jardiner.</li>
</ul>
<h2>Ce que l'ostéopathie peut apporter</h2>
<p>Chez les seniors, l'ostéopathe utilise des techniques douces et adaptées, sans manipulation brusque, en tenant compte de l'ostéoporose, des prothèses et des traitements en cours. Il cherche à redonner de la mobilité aux zones raides : le dos, les hanches, les épaules, la cage thoracique, pour que la respiration soit plus ample et la marche plus fluide.</p>
<p>Une séance dure de 45 minutes à une heure. Elle est souvent appréciée après une chute sans gravité, une période d'alitement ou une hospitalisation, en complément de la kinésithérapie prescrite par le médecin.</p>
<h2>Des exercices à faire chez soi</h2>
<ol>
<li>Se lever et se rasseoir d'une chaise dix fois, sans les mains si possible.</li>
<li>Tenir sur un pied, une main posée sur le dossier d'une chaise, trente secondes de chaque côté.</li>
<li>Marcher chaque jour au moins vingt minutes, à une allure où l'on peut encore parler.</li>
<li>Faire de grands cercles avec les épaules et tourner doucement la tête de chaque côté.</li>
</ol>
<blockquote><p>Trente minutes d'activité par jour, même fractionnées en trois fois dix minutes, font une vraie différence sur l'autonomie.</p></blockquote>
<h2>Prévenir les chutes à la maison</h2>
<p>Retirez les tapis qui glissent, éclairez bien les couloirs la nuit, installez une barre d'appui dans la salle de bain et portez des chaussures fermées plutôt que des chaussons ouverts. Ces détails comptent autant que les exercices.</p>`,
    metaTitle: "Seniors : rester mobile et autonome avec l'âge",
    metaDescription:
      "Raideurs, arthrose, équilibre : conseils et exercices simples pour garder sa mobilité après 65 ans, et ce que l'ostéopathie douce peut apporter.",
    imageUrl: "/images/blog/seniors-mobilite.svg",
    imageAlt: "Illustration d'un couple de seniors marchant sur un sentier bordé d'oliviers",
    status: "published",
    category: "Seniors",
    publishedDaysAgo: 64,
  },
  {
    title: "Plagiocéphalie : prévenir la tête plate de bébé",
    excerpt:
      "Depuis que les bébés dorment sur le dos, les têtes plates sont plus fréquentes. Les bons réflexes pour la prévenir et quand consulter.",
    content: `<p>Depuis que l'on recommande de coucher les bébés sur le dos pour prévenir la mort inattendue du nourrisson, une recommandation essentielle qu'il faut continuer à suivre, les déformations de l'arrière du crâne sont devenues plus fréquentes. On parle de plagiocéphalie positionnelle, ou plus simplement de « tête plate ».</p>
<h2>Pourquoi le crâne se déforme-t-il ?</h2>
<p>À la naissance, les os du crâne ne sont pas encore soudés : ils sont souples pour permettre l'accouchement et la croissance rapide du cerveau. Si bébé repose toujours sur le même côté, la pression répétée aplatit progressivement cette zone. Un torticolis, une préférence marquée pour tourner la tête d'un côté ou un long séjour dans un siège coque favorisent le phénomène.</p>
<h3>Les signes à surveiller</h3>
<ul>
<li>Un méplat à l'arrière ou sur un côté de la tête.</li>
<li>Une oreille qui paraît plus en avant que l'autre.</li>
<li>Un bébé qui tourne toujours la tête du même côté.</li>
<li>Un front légèrement asymétrique.</li>
</ul>
<h2>Les bons réflexes dès la naissance</h2>
<ol>
<li>Couchez toujours bébé sur le dos, mais alternez le sens dans le lit : tête au pied un jour, à la tête le lendemain.</li>
<li>Placez les sources d'intérêt (fenêtre, mobile, voix des parents) du côté qu'il tourne le moins.</li>
<li>Proposez-lui, éveillé et sous votre surveillance, des moments sur le ventre plusieurs fois par jour.</li>
<li>Limitez le temps passé dans le transat et le siège auto en dehors des trajets.</li>
<li>Portez-le dans vos bras ou en écharpe : c'est autant de temps sans appui sur le crâne.</li>
</ol>
<h2>Le rôle de l'ostéopathe</h2>
<p>L'ostéopathe recherche ce qui pousse bébé à privilégier un côté : une tension dans le cou, le dos ou le bassin, souvent liée à la position dans le ventre de la mère ou à l'accouchement. En relâchant ces tensions par des gestes très doux, il permet à l'enfant de tourner librement la tête des deux côtés, ce qui aide le crâne à reprendre une forme harmonieuse au fil de la croissance.</p>
<p>Plus la prise en charge est précoce, meilleurs sont les résultats : le crâne se remodèle surtout pendant les six premiers mois. Pour un nourrisson de moins de six mois, un certificat médical de non contre-indication est demandé avant certaines techniques.</p>
<blockquote><p>Le pédiatre reste le premier interlocuteur : il vérifie qu'il ne s'agit pas d'une autre cause et oriente si besoin vers un kinésithérapeute ou une consultation spécialisée.</p></blockquote>`,
    metaTitle: "Plagiocéphalie : prévenir la tête plate de bébé",
    metaDescription:
      "Tête plate du nourrisson : pourquoi elle apparaît, les gestes simples pour la prévenir dès la naissance et l'aide de l'ostéopathie douce.",
    imageUrl: "/images/blog/plagiocephalie.svg",
    imageAlt: "Illustration d'un bébé allongé sur le dos regardant un mobile",
    status: "published",
    category: "Nourrissons",
    publishedDaysAgo: 77,
  },
  {
    title: "Mieux dormir : le rôle du corps dans le sommeil",
    excerpt:
      "Réveils douloureux, nuits agitées, impossible de trouver la bonne position ? Le corps a son mot à dire dans la qualité du sommeil.",
    content: `<p>Un adulte sur trois se plaint de mal dormir. Le stress, les écrans et les horaires décalés sont souvent en cause, mais le corps joue aussi un rôle : il est difficile de s'endormir quand le dos fait mal, quand la nuque est raide ou quand la respiration reste courte et haute.</p>
<h2>Quand le corps empêche de dormir</h2>
<p>Certaines douleurs se réveillent justement la nuit, lorsque l'on reste longtemps dans la même position. D'autres empêchent de trouver une posture confortable. Et un corps tendu envoie au cerveau un signal de vigilance peu compatible avec l'endormissement.</p>
<h3>Les situations les plus fréquentes au cabinet</h3>
<ul>
<li>Douleurs lombaires qui réveillent en fin de nuit.</li>
<li>Nuque raide et épaules contractées au réveil.</li>
<li>Respiration bloquée, sensation d'oppression liée au stress.</li>
<li>Reflux et digestion difficile le soir.</li>
</ul>
<h2>Quelle position pour dormir ?</h2>
<p>Il n'y a pas de position idéale pour tout le monde, mais quelques repères aident :</p>
<ul>
<li><strong>Sur le dos</strong> : un petit coussin sous les genoux soulage le bas du dos.</li>
<li><strong>Sur le côté</strong> : un oreiller entre les genoux aligne le bassin ; l'oreiller sous la tête doit combler l'espace entre l'épaule et l'oreille.</li>
<li><strong>Sur le ventre</strong> : c'est la position la plus contraignante pour la nuque ; si vous ne pouvez pas vous en passer, choisissez un oreiller très fin.</li>
</ul>
<h2>Ce que propose l'ostéopathe</h2>
<p>L'ostéopathe travaille sur les tensions qui entretiennent l'inconfort : la mobilité de la colonne, de la cage thoracique et du diaphragme, le relâchement de la nuque. Beaucoup de patients décrivent une sensation de détente profonde après la séance, et une nuit plus réparatrice.</p>
<p>L'ostéopathie ne remplace pas une consultation médicale : ronflements importants, pauses respiratoires la nuit, somnolence dans la journée ou insomnie qui dure plus de trois mois doivent être évoqués avec votre médecin.</p>
<h2>Une routine du soir qui aide</h2>
<ol>
<li>Gardez des horaires de coucher et de lever réguliers, même le week-end.</li>
<li>Coupez les écrans une heure avant de dormir.</li>
<li>Dînez léger et au moins deux heures avant le coucher.</li>
<li>Allongé, posez une main sur le ventre et respirez lentement pendant cinq minutes, en laissant le ventre se soulever à l'inspiration.</li>
<li>Gardez la chambre fraîche, autour de 18 °C, et dans l'obscurité.</li>
</ol>
<blockquote><p>Le sommeil ne se force pas : il s'invite. Tout ce qui apaise le corps lui ouvre la porte.</p></blockquote>`,
    metaTitle: "Mieux dormir : le rôle du corps dans le sommeil",
    metaDescription:
      "Douleurs nocturnes, nuque raide, respiration courte : comment le corps influence le sommeil, les bonnes positions et ce que peut apporter l'ostéopathie.",
    imageUrl: "/images/blog/sommeil.svg",
    imageAlt: "Illustration d'un lit paisible sous un croissant de lune",
    status: "published",
    category: "Bien-être",
    publishedDaysAgo: 90,
  },
  {
    title: "Maux de tête : quand penser à l'ostéopathe ?",
    excerpt:
      "Céphalées de tension, douleurs qui partent de la nuque, migraines : ce que l'ostéopathie peut faire, et les signes qui imposent de voir un médecin.",
    content: `<p>Le mal de tête est l'un des motifs de consultation les plus fréquents, chez le médecin comme chez l'ostéopathe. Derrière ce même mot se cachent pourtant des situations très différentes. Savoir les distinguer permet de s'adresser au bon professionnel.</p>
<h2>Les maux de tête les plus courants</h2>
<h3>La céphalée de tension</h3>
<p>C'est la plus fréquente. Elle serre la tête comme un bandeau, des deux côtés, et s'accompagne souvent de nuque raide et d'épaules contractées. Elle est favorisée par le stress, le manque de sommeil et les longues heures devant un écran.</p>
<h3>La céphalée d'origine cervicale</h3>
<p>Elle part de la nuque, d'un côté, et remonte vers l'arrière du crâne, parfois jusqu'à l'œil. Elle varie avec les mouvements du cou et les positions prolongées.</p>
<h3>La migraine</h3>
<p>Elle évolue par crises de quelques heures à trois jours, souvent d'un seul côté, avec une douleur pulsatile, des nausées et une gêne à la lumière et au bruit. Son diagnostic et son traitement relèvent du médecin ; l'ostéopathie peut venir en complément pour espacer les crises liées aux tensions.</p>
<h2>Ce que fait l'ostéopathe</h2>
<p>Pour les céphalées de tension et d'origine cervicale, l'ostéopathe travaille sur la mobilité des vertèbres du cou, les muscles de la nuque et des épaules, la mâchoire et le haut du dos. Il cherche aussi ce qui entretient les tensions : posture de travail, respiration, sommeil.</p>
<h2>Les signes qui imposent un avis médical urgent</h2>
<p>Certains maux de tête doivent faire consulter sans attendre, en appelant le 15 si nécessaire :</p>
<ul>
<li>une douleur brutale et très intense, « en coup de tonnerre » ;</li>
<li>un mal de tête avec fièvre et raideur de la nuque ;</li>
<li>des troubles de la vision, de la parole, une faiblesse d'un bras ou d'une jambe ;</li>
<li>un mal de tête après un choc sur la tête ;</li>
<li>un mal de tête nouveau et qui s'aggrave de jour en jour, surtout après 50 ans.</li>
</ul>
<h2>Prévenir au quotidien</h2>
<ol>
<li>Buvez régulièrement : la déshydratation est un déclencheur fréquent.</li>
<li>Faites une pause toutes les heures devant l'écran et regardez au loin.</li>
<li>Gardez des horaires de repas et de sommeil réguliers.</li>
<li>Notez vos crises dans un carnet : heure, durée, ce qui a précédé. C'est précieux pour votre médecin comme pour l'ostéopathe.</li>
</ol>
<blockquote><p>Un mal de tête qui change de visage mérite toujours un avis médical, même si vous en avez l'habitude.</p></blockquote>`,
    metaTitle: "Maux de tête et ostéopathie : quand consulter ?",
    metaDescription:
      "Céphalée de tension, douleur cervicale, migraine : ce que l'ostéopathie peut faire contre les maux de tête et les signes qui imposent un avis médical.",
    imageUrl: "/images/blog/maux-de-tete.svg",
    imageAlt: "Illustration d'une silhouette de profil, la nuque relâchée",
    status: "published",
    category: "Bien-être",
    publishedDaysAgo: 104,
  },
  {
    title: "Adolescents : posture, cartable et croissance",
    excerpt:
      "Dos voûté, cartable trop lourd, heures sur le téléphone, poussée de croissance : comment accompagner le dos des adolescents.",
    content: `<p>Entre 11 et 16 ans, le corps change à toute vitesse. Les os grandissent parfois plus vite que les muscles ne s'allongent, le cartable pèse lourd et le téléphone attire le regard vers le bas pendant des heures. Il n'est pas étonnant que de nombreux adolescents se plaignent du dos ou de la nuque.</p>
<h2>La poussée de croissance</h2>
<p>Pendant le pic de croissance, les jeunes peuvent prendre huit à dix centimètres en un an. Les muscles et les tendons, qui doivent s'adapter à ces nouveaux leviers, deviennent temporairement raides. C'est la période où apparaissent les douleurs des genoux ou des talons chez les jeunes sportifs, et une certaine maladresse passagère.</p>
<h3>Surveiller la colonne</h3>
<p>La croissance est aussi le moment où une scoliose peut apparaître ou s'aggraver. Un test simple : demandez à votre enfant de se pencher en avant, bras pendants. Si une bosse apparaît d'un côté du dos, parlez-en au médecin, qui décidera d'un éventuel examen.</p>
<h2>Le cartable</h2>
<ul>
<li>Il ne devrait pas dépasser 10 % du poids de l'enfant.</li>
<li>Les deux bretelles doivent être portées, réglées pour que le sac reste haut et près du dos.</li>
<li>Les livres les plus lourds se placent contre le dos.</li>
<li>Un casier au collège ou un emploi du temps bien préparé allègent le sac au quotidien.</li>
</ul>
<h2>Les écrans et la nuque</h2>
<p>Pencher la tête vers un téléphone multiplie la charge que supporte la nuque. Il ne s'agit pas d'interdire les écrans, mais de relever l'appareil à hauteur des yeux, de changer de position et de faire des pauses. Un jeu simple : à chaque notification, se redresser et rouler les épaules vers l'arrière.</p>
<h2>Ce que peut faire l'ostéopathe</h2>
<p>L'ostéopathe évalue la posture globale, la souplesse et l'équilibre entre les deux côtés du corps. Il soulage les tensions du dos et de la nuque, accompagne les douleurs de croissance et donne des conseils adaptés au sport pratiqué. Il ne « redresse » pas une scoliose, mais travaille en complément du suivi médical et de la kinésithérapie.</p>
<h2>Le meilleur remède : bouger</h2>
<ol>
<li>Au moins une heure d'activité physique par jour, quelle qu'elle soit.</li>
<li>Des sports variés plutôt qu'une seule discipline intensive avant 15 ans.</li>
<li>Un sommeil suffisant : c'est pendant la nuit que l'on grandit.</li>
</ol>
<blockquote><p>Un adolescent qui bouge, dort bien et porte un cartable raisonnable a déjà fait l'essentiel pour son dos.</p></blockquote>`,
    metaTitle: "Adolescents : posture, cartable et croissance",
    metaDescription:
      "Dos voûté, cartable trop lourd, écrans, poussée de croissance : conseils pratiques pour le dos des adolescents et le rôle de l'ostéopathe.",
    imageUrl: "/images/blog/adolescents-posture.svg",
    imageAlt: "Illustration d'un adolescent portant son sac à dos sur les deux épaules",
    status: "published",
    category: "Conseils pratiques",
    publishedDaysAgo: 118,
  },
  {
    title: "Torticolis : que faire quand le cou se bloque ?",
    excerpt:
      "Réveil avec la tête bloquée d'un côté ? Les bons gestes face à un torticolis, les signes d'alerte et l'intérêt d'une consultation rapide.",
    content: `<p>Vous vous réveillez et impossible de tourner la tête : le moindre mouvement réveille une douleur vive sur le côté du cou. Le torticolis aigu est fréquent, impressionnant, mais le plus souvent bénin. Il survient après une nuit dans une mauvaise position, un courant d'air, un faux mouvement ou une période de stress.</p>
<h2>Que se passe-t-il ?</h2>
<p>Une petite articulation entre deux vertèbres du cou se trouve irritée et les muscles voisins se contractent pour la protéger. C'est ce spasme qui bloque la tête et rend chaque mouvement douloureux. Le corps se met en mode protection, ce qui est utile au début mais entretient ensuite la raideur.</p>
<h2>Les bons gestes les premiers jours</h2>
<ol>
<li>Appliquez de la chaleur : une bouillotte ou une douche chaude détend les muscles.</li>
<li>Continuez à bouger doucement la tête, dans les amplitudes qui ne font pas mal.</li>
<li>Évitez le collier cervical, qui prolonge la raideur s'il est porté plusieurs jours.</li>
<li>Dormez avec un oreiller qui soutient bien la nuque, sans la pousser vers l'avant.</li>
<li>Demandez conseil à votre pharmacien ou à votre médecin pour un antalgique adapté.</li>
</ol>
<h2>Pourquoi consulter un ostéopathe ?</h2>
<p>Un torticolis guérit souvent seul en quelques jours, mais une séance peut accélérer nettement la récupération. L'ostéopathe relâche les muscles en spasme par des techniques douces, redonne de la mobilité aux vertèbres du cou et du haut du dos et vérifie ce qui a pu favoriser le blocage : posture, mâchoire, respiration. Beaucoup de patients repartent en tournant déjà mieux la tête.</p>
<p>Le cabinet propose des créneaux d'urgence sous 24 à 48 heures pour ce type de douleur aiguë.</p>
<h2>Les signes qui imposent de voir un médecin</h2>
<ul>
<li>Une douleur apparue après un choc, une chute ou un accident de voiture.</li>
<li>De la fièvre, un mal de tête intense ou une raideur de la nuque qui empêche de pencher la tête en avant.</li>
<li>Des fourmillements, une perte de force ou des douleurs qui descendent dans le bras.</li>
<li>Des vertiges, des troubles de la vision ou de la parole.</li>
<li>Une douleur qui ne diminue pas du tout après une semaine.</li>
</ul>
<blockquote><p>Dans le torticolis, le repos complet est un mauvais ami : le mouvement doux, lui, accélère la guérison.</p></blockquote>`,
    metaTitle: "Torticolis : les bons gestes et quand consulter",
    metaDescription:
      "Cou bloqué au réveil ? Les bons gestes face à un torticolis aigu, les signes d'alerte et ce qu'une séance d'ostéopathie apporte rapidement.",
    imageUrl: "/images/blog/torticolis.svg",
    imageAlt: "Illustration d'une nuque et d'une bouillotte chaude",
    status: "published",
    category: "Conseils pratiques",
    publishedDaysAgo: 133,
  },
  {
    title: "Jardiner sans se faire mal au dos",
    excerpt:
      "Bêcher, désherber, tailler : le jardin est un formidable terrain d'exercice, à condition de ménager son dos. Nos conseils de saison.",
    content: `<p>Au printemps, les jardins de Provence se réveillent et les cabinets d'ostéopathie aussi : le premier week-end de beaux jours est souvent celui des lumbagos. Le jardinage est pourtant une activité excellente pour le corps et pour le moral. Il suffit de l'aborder comme un sport.</p>
<h2>S'échauffer avant de commencer</h2>
<p>On ne bêche pas à froid après un hiver passé au chaud. Cinq minutes suffisent : marcher dans le jardin, faire des cercles avec les épaules et les hanches, fléchir doucement les genoux, tourner le buste de chaque côté.</p>
<h2>Les bons gestes, tâche par tâche</h2>
<h3>Bêcher</h3>
<p>Enfoncez la bêche avec le pied, gardez le dos droit et faites travailler les jambes. Prenez de petites mottes plutôt que de grosses pelletées, et changez régulièrement de main et de jambe d'appui.</p>
<h3>Désherber et planter</h3>
<p>Plutôt que de rester penché, mettez-vous à genoux sur un coussin ou asseyez-vous sur un petit tabouret. Les bacs surélevés sont une excellente solution pour les potagers.</p>
<h3>Porter</h3>
<p>Pliez les genoux, gardez la charge contre vous et tournez avec les pieds plutôt qu'avec le dos. Pour les sacs de terreau et les pots lourds, la brouette et le diable sont vos meilleurs amis.</p>
<h3>Tailler</h3>
<p>Utilisez un escabeau stable plutôt que de travailler les bras levés au-dessus de la tête, et des outils à long manche pour les haies hautes.</p>
<h2>Organiser sa journée</h2>
<ul>
<li>Alternez les tâches : dix minutes penché, puis dix minutes debout.</li>
<li>Faites une pause toutes les demi-heures pour boire et vous étirer.</li>
<li>Jardinez aux heures fraîches, le matin ou en fin d'après-midi, surtout l'été.</li>
<li>Arrêtez-vous avant d'être fatigué : la plupart des blessures surviennent en fin de séance.</li>
</ul>
<h2>En cas de blocage</h2>
<p>Si le dos se bloque malgré tout, restez actif dans la mesure du possible : le repos strict au lit retarde la guérison. Appliquez de la chaleur, marchez un peu et consultez si la douleur ne s'améliore pas en quelques jours. L'ostéopathe aide à relâcher les tensions et à retrouver de la mobilité, et vous donne des conseils pour la suite de la saison.</p>
<p>Consultez sans attendre votre médecin si la douleur descend sous le genou, s'accompagne de fourmillements, d'une perte de force ou de troubles urinaires.</p>
<blockquote><p>Un jardin se cultive sur des années : inutile de tout faire le premier week-end de printemps.</p></blockquote>`,
    metaTitle: "Jardiner sans se faire mal au dos : nos conseils",
    metaDescription:
      "Bêcher, désherber, porter, tailler : les bons gestes pour jardiner sans se bloquer le dos, et que faire en cas de lumbago. Conseils d'ostéopathe.",
    imageUrl: "/images/blog/jardinage.svg",
    imageAlt: "Illustration d'outils de jardin posés près d'un massif de lavande",
    status: "published",
    category: "Seniors",
    publishedDaysAgo: 149,
  },
  {
    title: "Entorse de cheville : bien récupérer sans récidive",
    excerpt:
      "Une cheville tordue sur un trottoir ou un terrain de sport ? Les premiers gestes, la reprise et comment éviter que l'entorse ne revienne.",
    content: `<p>L'entorse de la cheville est le traumatisme le plus fréquent en France : des milliers de personnes se tordent la cheville chaque jour, en descendant un trottoir, en randonnée ou sur un terrain de sport. Souvent jugée banale, elle mérite pourtant d'être bien soignée, car une entorse mal récupérée a tendance à récidiver.</p>
<h2>Les premiers gestes</h2>
<p>Dans les heures qui suivent, l'objectif est de limiter le gonflement et la douleur :</p>
<ul>
<li>protéger la cheville et éviter de forcer dessus s'il est impossible de poser le pied ;</li>
<li>appliquer du froid, enveloppé dans un linge, vingt minutes plusieurs fois par jour ;</li>
<li>surélever la jambe, le pied plus haut que le genou ;</li>
<li>comprimer légèrement avec une bande, sans serrer.</li>
</ul>
<h3>Quand faut-il une radiographie ?</h3>
<p>Consultez un médecin si vous ne pouvez pas faire quatre pas, si la douleur est vive sur les os de la cheville ou du pied, ou si le gonflement est très important. Il décidera si une radiographie est nécessaire pour éliminer une fracture.</p>
<h2>La reprise : bouger tôt, mais bien</h2>
<p>Pour une entorse bénigne, l'immobilisation stricte n'est plus recommandée : remettre la cheville en mouvement tôt, dans la limite de la douleur, favorise la cicatrisation des ligaments. Une chevillère peut être utile les premières semaines.</p>
<ol>
<li>Dès que possible, marcher normalement, en déroulant bien le pied.</li>
<li>Retrouver l'amplitude : écrire l'alphabet avec le pied, assis.</li>
<li>Renforcer : montées sur pointes de pieds, marche sur les talons.</li>
<li>Travailler l'équilibre : tenir sur un pied, puis les yeux fermés, puis sur un coussin.</li>
</ol>
<h2>Pourquoi l'entorse récidive-t-elle ?</h2>
<p>Les ligaments contiennent des capteurs qui renseignent le cerveau sur la position du pied. Après une entorse, ces informations sont perturbées : la cheville réagit moins vite, et un nouveau faux pas devient plus probable. C'est pourquoi le travail d'équilibre est si important.</p>
<h2>L'apport de l'ostéopathie</h2>
<p>Après la phase aiguë, l'ostéopathe vérifie la mobilité de la cheville mais aussi des petits os du pied, du genou et de la hanche, qui compensent souvent pendant des semaines. Il redonne de la mobilité aux articulations restées raides, pour que le pied retrouve un appui équilibré, en complément de la rééducation avec le kinésithérapeute.</p>
<blockquote><p>Une entorse n'est vraiment guérie que lorsque l'on peut tenir en équilibre sur la jambe blessée aussi longtemps que sur l'autre.</p></blockquote>`,
    metaTitle: "Entorse de cheville : récupérer sans récidive",
    metaDescription:
      "Premiers gestes, radiographie, reprise et exercices d'équilibre : bien soigner une entorse de la cheville pour éviter la récidive.",
    imageUrl: "/images/blog/entorse-cheville.svg",
    imageAlt: "Illustration d'une chaussure de sport et d'une cheville maintenue",
    status: "published",
    category: "Sport",
    publishedDaysAgo: 166,
  },
  {
    title: "Ventre et digestion : l'ostéopathie viscérale expliquée",
    excerpt:
      "Ballonnements, transit capricieux, reflux : ce qu'est l'ostéopathie viscérale, ce qu'elle peut apporter et ses limites.",
    content: `<p>On associe souvent l'ostéopathie au dos et aux articulations. Pourtant, une partie de la pratique s'intéresse aux organes de l'abdomen et du thorax : c'est l'ostéopathie viscérale. Elle intrigue, et suscite beaucoup de questions.</p>
<h2>Des organes qui bougent</h2>
<p>À chaque respiration, le diaphragme descend et pousse doucement le foie, l'estomac et les intestins, qui glissent les uns contre les autres. Ces organes sont suspendus par des ligaments et enveloppés de membranes qui doivent rester souples. Une cicatrice, une inflammation passée ou une posture figée peuvent limiter cette mobilité.</p>
<h2>Les motifs de consultation</h2>
<ul>
<li>Ballonnements et inconfort digestif après les repas.</li>
<li>Transit irrégulier, sans cause trouvée lors du bilan médical.</li>
<li>Sensation de reflux ou de « boule » sous le sternum.</li>
<li>Tensions après une chirurgie abdominale ou une césarienne, une fois la cicatrisation terminée.</li>
</ul>
<h2>Comment se passe la séance ?</h2>
<p>Les techniques sont très douces : l'ostéopathe pose les mains sur l'abdomen et accompagne lentement les tissus pour relâcher les tensions, en lien avec la respiration. Il travaille aussi sur le dos et le diaphragme, car les nerfs qui commandent les organes naissent de la colonne.</p>
<p>La séance n'est pas douloureuse. Il est préférable de venir à distance d'un repas, et de signaler tout examen récent (prise de sang, échographie, fibroscopie) : l'ostéopathe tient compte du bilan fait par votre médecin.</p>
<h2>Le stress, ce perturbateur du ventre</h2>
<p>Le ventre est sensible aux émotions : une contrariété « noue l'estomac », une inquiétude accélère le transit. Ce lien passe par le système nerveux autonome, qui règle le fonctionnement des organes sans que nous en ayons conscience. En relâchant le diaphragme et les tensions du haut du dos, l'ostéopathe aide aussi le corps à sortir de ce mode d'alerte.</p>
<h2>Au quotidien</h2>
<ol>
<li>Mangez lentement, assis, en mâchant bien : la digestion commence dans la bouche.</li>
<li>Marchez dix minutes après le repas plutôt que de vous allonger.</li>
<li>Buvez régulièrement dans la journée, plutôt en dehors des repas.</li>
<li>Pratiquez chaque jour quelques minutes de respiration abdominale lente.</li>
</ol>
<h2>Les limites</h2>
<p>L'ostéopathie viscérale ne traite pas une maladie digestive. Une douleur abdominale intense, du sang dans les selles, un amaigrissement inexpliqué, des vomissements ou une fièvre doivent faire consulter un médecin sans attendre.</p>`,
    metaTitle: "Ostéopathie viscérale : ventre et digestion",
    metaDescription:
      "Ballonnements, transit, reflux : ce qu'est l'ostéopathie viscérale, comment se passe une séance et quelles sont ses limites.",
    imageUrl: "/images/blog/digestion.svg",
    imageAlt: "Illustration d'une tasse de tisane fumante entourée de feuilles de menthe",
    status: "draft",
    category: "Bien-être",
  },
  {
    title: "Vacances : préparer son dos aux longs trajets",
    excerpt:
      "Heures de voiture, valises, matelas inconnu : les vacances mettent le dos à l'épreuve. Nos conseils pour partir et revenir en forme.",
    content: `<p>Chaque été, les départs en vacances s'accompagnent de leur lot de dos bloqués : des heures assis dans la voiture, des valises soulevées à bout de bras, un matelas trop mou dans la location. Quelques précautions suffisent pour que le repos commence dès le trajet.</p>
<h2>En voiture</h2>
<ul>
<li>Réglez le siège avant de partir : dossier presque droit, genoux légèrement fléchis en appuyant à fond sur les pédales.</li>
<li>Ajustez l'appui-tête à hauteur du haut du crâne.</li>
<li>Un petit coussin dans le creux des reins soulage les longs trajets.</li>
<li>Arrêtez-vous toutes les deux heures : marchez, étirez-vous, buvez.</li>
</ul>
<h2>Les valises</h2>
<p>Préférez plusieurs sacs moyens à une seule valise très lourde, et les valises à roulettes. Pour charger le coffre, approchez-vous au maximum, pliez les genoux, gardez la valise contre vous et posez-la avant de la pousser au fond.</p>
<h3>Pour les enfants</h3>
<p>Les enfants supportent mal l'immobilité : prévoyez des pauses plus fréquentes, des jeux pour bouger sur les aires de repos et un coussin de nuque pour qu'ils dorment sans avoir la tête qui tombe sur le côté.</p>
<h2>En train ou en avion</h2>
<p>Levez-vous régulièrement pour marcher dans le couloir, bougez les chevilles en position assise et gardez les bagages lourds en soute. Pour placer un sac dans le compartiment au-dessus des sièges, montez-le d'abord sur l'accoudoir, puis poussez-le, plutôt que de le soulever d'un seul geste à bout de bras.</p>
<h2>Sur place</h2>
<p>Un matelas trop mou peut être corrigé en posant la couette pliée en dessous ou en dormant quelques nuits avec un oreiller entre les genoux. Et profitez des vacances pour bouger : marche, natation, vélo sont d'excellents alliés du dos.</p>
<h2>Au retour</h2>
<p>Le retour est souvent plus fatigant que l'aller : on roule d'une traite pour rentrer plus vite, on décharge la voiture en une fois. Appliquez les mêmes règles qu'au départ, et accordez-vous une journée de transition avant de reprendre le travail.</p>
<p>Si une douleur apparue pendant les vacances persiste, n'attendez pas la rentrée pour consulter : une prise en charge précoce raccourcit la récupération.</p>
<blockquote><p>Les vacances commencent au moment où l'on ferme la portière : autant que le dos en profite aussi.</p></blockquote>`,
    metaTitle: "Vacances : préparer son dos aux longs trajets",
    metaDescription:
      "Voiture, valises, matelas de location : nos conseils d'ostéopathe pour protéger son dos pendant les départs en vacances et revenir en forme.",
    imageUrl: "/images/blog/vacances-trajet.svg",
    imageAlt: "Illustration d'une voiture sur une route de campagne bordée de cyprès",
    status: "scheduled",
    category: "Conseils pratiques",
    scheduledInDays: 9,
  },
  {
    title: "Nouveaux horaires d'été au cabinet de Volx",
    excerpt:
      "Pendant les mois de juillet et d'août, le cabinet de Volx adapte ses horaires. Tous les détails pour prendre rendez-vous.",
    content: `<p>Pendant l'été, les horaires du cabinet de Volx évoluent pour s'adapter à la chaleur et aux congés de chacun. L'objectif est simple : vous recevoir aux heures où il fait encore bon, et vous éviter de patienter dans une voiture surchauffée en plein après-midi.</p>
<h2>Ce qui change</h2>
<ul>
<li>Les consultations commencent plus tôt le matin, dès 8 heures.</li>
<li>Le cabinet ferme en milieu d'après-midi pendant les fortes chaleurs.</li>
<li>Le cabinet de Manosque conserve ses horaires habituels.</li>
</ul>
<h2>Prendre rendez-vous</h2>
<p>Les créneaux disponibles sont visibles en ligne, comme le reste de l'année. Pour une urgence, des créneaux restent proposés sous 24 à 48 heures sur l'un des deux cabinets.</p>
<h2>Se protéger de la chaleur</h2>
<p>Les fortes chaleurs de l'été provençal fatiguent l'organisme, et plus encore chez les nourrissons, les femmes enceintes et les personnes âgées. Quelques réflexes simples permettent de mieux les traverser :</p>
<ol>
<li>Buvez régulièrement, sans attendre d'avoir soif, et mangez des fruits et des légumes riches en eau.</li>
<li>Gardez les volets fermés aux heures chaudes et aérez tôt le matin et tard le soir.</li>
<li>Reportez les efforts physiques, le jardinage et la course à pied aux heures fraîches.</li>
<li>Prenez des nouvelles de vos voisins et proches âgés ou isolés.</li>
</ol>
<h2>Venir au cabinet en été</h2>
<p>Les salles de soin restent fraîches même au cœur de l'après-midi, et le cabinet de Manosque est accessible de plain-pied. Si vous venez pour un nourrisson, prévoyez une tenue légère et un biberon ou une tétée possible pendant la séance : un bébé qui boit se détend souvent mieux. Pensez également à apporter vos derniers comptes rendus d'examens si votre situation a changé depuis votre dernière visite.</p>
<p>Enfin, si vous partez en vacances avec une douleur récente, une séance avant le départ permet souvent de voyager plus sereinement. Les créneaux se remplissent vite à l'approche des congés : n'hésitez pas à réserver quelques jours à l'avance.</p>
<p>Merci de votre compréhension, et bel été à toutes et à tous.</p>`,
    metaTitle: "Horaires d'été du cabinet de Volx",
    metaDescription:
      "Horaires d'été du cabinet d'ostéopathie de Volx en juillet et en août, et prise de rendez-vous en ligne.",
    imageUrl: "/images/blog/horaires-ete.svg",
    imageAlt: "Illustration d'un soleil d'été au-dessus d'une façade de village provençal",
    status: "archived",
    category: "Le cabinet",
    publishedDaysAgo: 200,
  },
];
