/**
 * Legal notices and privacy policy. Paragraphs are trusted
 * HTML from this repository (links, <strong>). The practice's identity and
 * contact details are settings, named through placeholders ({cabinet},
 * {numero_professionnel}, {adresse_principale}, {lien_email}…, see
 * features/practice/practice-fields.ts).
 */
import { practice } from "~/content/practice";

export interface LegalSection {
  id: string;
  title: string;
  /** HTML paragraphs. */
  paragraphs: string[];
  list?: string[];
  /** HTML paragraphs after the list. */
  after?: string[];
}

const fullName = "{praticien}";
const postal = "{adresse_principale}";
const mail = "{lien_email}";
const phone = "{lien_telephone}";
const cnil =
  '<a href="https://www.cnil.fr" rel="noopener noreferrer" target="_blank">www.cnil.fr</a>';

export const legalNotice = {
  title: "Mentions légales",
  description: `Mentions légales du site de {cabinet} : éditeur, hébergeur, propriété intellectuelle, responsabilité, données personnelles et cookies.`,
  intro:
    "Conformément aux articles 6-III et 19 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique, voici les informations relatives à l'éditeur et à l'hébergeur de ce site.",
  sections: [
    {
      id: "editeur",
      title: "Éditeur du site",
      paragraphs: [
        `Le site est édité par <strong>${fullName}</strong>, {titre}, exerçant à titre libéral sous le nom « {cabinet} ».`,
        `Adresse professionnelle : ${postal}.`,
        `Directeur de la publication : {directeur_publication}.`,
      ],
    },
    {
      id: "immatriculation",
      title: "Numéros d'enregistrement",
      paragraphs: [
        `Numéro d'enregistrement professionnel : {numero_professionnel}.`,
        `Numéro d'immatriculation de l'entreprise : {numero_entreprise}.`,
        "Le titre d'ostéopathe est réglementé par la loi n° 2002-303 du 4 mars 2002 et ses décrets d'application.",
      ],
    },
    {
      id: "contact",
      title: "Nous contacter",
      paragraphs: [`Téléphone : ${phone}.`, `Adresse électronique : ${mail}.`],
    },
    {
      id: "hebergeur",
      title: "Hébergement",
      paragraphs: [
        "Le site est hébergé par <strong>{hebergeur}</strong>, {adresse_hebergeur}. Téléphone : {telephone_hebergeur}. Site : {lien_hebergeur}.",
      ],
    },
    {
      id: "propriete-intellectuelle",
      title: "Propriété intellectuelle",
      paragraphs: [
        `L'ensemble des contenus de ce site (textes, illustrations, logos, mise en page) est la propriété de ${fullName}, sauf mention contraire, et est protégé par le Code de la propriété intellectuelle.`,
        "Toute reproduction, représentation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite. Les courtes citations sont permises à condition d'indiquer clairement la source et un lien vers la page concernée.",
      ],
    },
    {
      id: "independance",
      title: "Indépendance vis-à-vis des plateformes",
      paragraphs: [
        `La prise de rendez-vous en ligne s'effectue sur ${practice.booking.platformName}, un service tiers. Ce site n'est ni affilié à ${practice.booking.platformName}, ni édité, ni sponsorisé par cette plateforme ; les données saisies sur ${practice.booking.platformName} sont régies par ses propres conditions et sa propre politique de confidentialité.`,
        "Ce site n'est affilié à aucune régie ou réseau publicitaire et n'affiche aucune publicité.",
      ],
    },
    {
      id: "avertissement-medical",
      title: "Avertissement médical",
      paragraphs: [
        "Les informations publiées sur ce site, y compris les articles du blog, sont données à titre général et informatif. Elles ne remplacent en aucun cas une consultation, un diagnostic ou un traitement par un professionnel de santé.",
        "L'ostéopathe ne pose pas de diagnostic médical et ne prescrit pas de médicaments. En cas de symptôme grave, de fièvre, de traumatisme important ou de doute, consultez votre médecin ou appelez le <strong>15</strong> (SAMU) ou le <strong>112</strong>.",
      ],
    },
    {
      id: "responsabilite",
      title: "Responsabilité",
      paragraphs: [
        "L'éditeur s'efforce de fournir des informations exactes et à jour, mais ne peut garantir l'absence d'erreur ou d'omission. Il ne saurait être tenu responsable d'un dommage résultant de l'utilisation du site ou d'une interruption de service.",
        "Les liens vers des sites extérieurs sont fournis pour votre commodité ; l'éditeur n'exerce aucun contrôle sur leur contenu et décline toute responsabilité à leur égard.",
      ],
    },
    {
      id: "donnees-personnelles",
      title: "Données personnelles",
      paragraphs: [
        `Les données recueillies sur ce site sont traitées conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés. Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, que vous pouvez exercer en écrivant à ${mail}.`,
        'Le détail des traitements figure dans la <a href="/politique-confidentialite">politique de confidentialité</a>.',
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      paragraphs: [
        "Le site utilise des cookies strictement nécessaires à son fonctionnement. Les cookies de mesure d'audience ne sont déposés qu'après votre accord, que vous pouvez refuser ou retirer à tout moment aussi simplement que vous l'avez donné.",
      ],
    },
    {
      id: "droit-applicable",
      title: "Droit applicable et juridiction",
      paragraphs: [
        "Les présentes mentions légales sont régies par le droit français. En cas de litige, et à défaut de résolution amiable, les tribunaux français seront seuls compétents.",
      ],
    },
  ] satisfies LegalSection[],
};

export const privacyPolicy = {
  title: "Politique de confidentialité",
  description: `Comment {cabinet} collecte et protège vos données personnelles : formulaire de contact, statistiques, cookies, durée de conservation et droits.`,
  lastUpdatedLabel: "Dernière mise à jour :",
  intro:
    "Votre confiance compte. Cette page explique quelles données ce site recueille, pourquoi, combien de temps elles sont conservées et comment exercer vos droits.",
  sections: [
    {
      id: "responsable",
      title: "Responsable du traitement",
      paragraphs: [
        `Le responsable du traitement est <strong>${fullName}</strong>, {titre}, ${postal}. Pour toute question sur vos données : ${mail} ou ${phone}.`,
      ],
    },
    {
      id: "donnees-collectees",
      title: "Données collectées",
      paragraphs: [
        "Avant de vous rediriger vers le calendrier de réservation, le site peut vous demander de confirmer quelques informations. Le formulaire recueille uniquement :",
      ],
      list: ["votre nom ;", "votre prénom ;", "votre adresse e-mail."],
      after: [
        "Avec ces informations sont enregistrés la date et l'heure de l'envoi, le bouton et la page d'où vous venez, l'identifiant aléatoire de votre session de prise de rendez-vous, les paramètres de campagne (utm) présents dans l'adresse, le nombre de vos visites et de vos passages par le formulaire, un identifiant aléatoire et, si vous l'avez déjà rempli, la date de votre précédent envoi.",
      ],
    },
    {
      id: "stockage-navigateur",
      title: "Mémorisation dans votre navigateur",
      paragraphs: [
        "Pour vous éviter de les saisir à nouveau, votre nom, votre prénom et votre adresse e-mail sont gardés dans le stockage local de votre navigateur, avec les compteurs et l'identifiant aléatoire ci-dessus. Ils restent sur votre appareil : vous pouvez les effacer à tout moment en supprimant les données de ce site dans votre navigateur.",
      ],
    },
    {
      id: "pas-de-donnees-medicales",
      title: "Aucune donnée médicale",
      paragraphs: [
        `Ce site ne collecte <strong>aucune donnée de santé</strong>. Ne transmettez pas d'informations médicales par le formulaire ou par e-mail : elles seront recueillies, le cas échéant, lors de la consultation. Les données saisies lors de la réservation sur ${practice.booking.platformName} relèvent de la politique de confidentialité de cette plateforme.`,
      ],
    },
    {
      id: "finalites",
      title: "Finalités",
      paragraphs: ["Ces données servent exclusivement à :"],
      list: [
        "répondre à vos demandes ;",
        "gérer vos demandes de rendez-vous et vous recontacter si nécessaire ;",
        "mesurer, de façon agrégée, l'utilisation des boutons de prise de rendez-vous afin d'améliorer le site.",
      ],
    },
    {
      id: "suivi-des-rendez-vous",
      title: "Suivi des clics vers la prise de rendez-vous",
      paragraphs: [
        "Lorsque vous cliquez sur un bouton de prise de rendez-vous, le site enregistre le bouton utilisé, la page, un identifiant de session aléatoire, la page de provenance, le type de navigateur et, le cas échéant, les paramètres de campagne (utm) présents dans l'adresse. Ces informations ne permettent pas de vous identifier directement et ne sont jamais revendues.",
        "Sur la page de prise de rendez-vous, le site note aussi le début et la fin de votre visite, sa durée et les moments où l'onglet est masqué puis affiché de nouveau, afin de savoir si le calendrier a pu être consulté.",
      ],
    },
    {
      id: "statistiques",
      title: "Outils de statistiques",
      paragraphs: [
        "Des outils de mesure d'audience peuvent être utilisés pour comprendre la fréquentation du site. Ils ne sont chargés qu'<strong>après votre consentement</strong>, avec des adresses IP anonymisées, et sans aucun profilage publicitaire.",
      ],
    },
    {
      id: "mesure-audience",
      title: "Mesure d'audience sans cookie",
      paragraphs: [
        "Pour savoir combien de personnes consultent le site et quelles pages les intéressent, le serveur compte les pages vues, sans cookie et sans rien enregistrer dans votre navigateur, dans le cadre de l'exemption de consentement prévue par la CNIL pour la mesure d'audience. Sont conservés uniquement, par jour : la page consultée, le nom du site d'où vous venez (par exemple « google.fr », sans l'adresse complète), le nombre de pages vues et le nombre de visiteurs.",
        "Pour compter un visiteur une seule fois par jour, votre adresse IP et votre type de navigateur sont combinés avec une clé secrète renouvelée chaque jour en une empreinte qui reste en mémoire le temps de la journée : ni l'adresse IP, ni le type de navigateur, ni l'empreinte, ni la clé ne sont enregistrés. Ces chiffres ne permettent pas de vous suivre d'un site à l'autre ni d'un jour à l'autre ; les robots ne sont pas comptés. Ils sont conservés 25 mois.",
        "Vous pouvez vous y opposer en activant dans votre navigateur le signal <strong>Global Privacy Control</strong> (« Sec-GPC ») : vos visites ne sont alors pas comptées. Le bouton « Tout refuser » du bandeau des cookies ne peut pas arrêter ce comptage, car le serveur ne pourrait connaître votre choix qu'en déposant un cookie ; vous pouvez aussi exercer votre droit d'opposition en écrivant à l'adresse indiquée plus bas.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      paragraphs: [
        "Les cookies strictement nécessaires (mémorisation de votre choix sur les cookies, sécurité) ne nécessitent pas de consentement. Les cookies de mesure d'audience ne sont déposés que si vous les acceptez ; vous pouvez les refuser aussi facilement que les accepter et modifier votre choix à tout moment.",
      ],
    },
    {
      id: "conservation",
      title: "Durée de conservation",
      paragraphs: [
        "Vos données sont conservées <strong>3 ans après notre dernier échange</strong>, puis supprimées automatiquement. Les données de suivi des clics suivent la même règle. Les chiffres de fréquentation par jour et par page sont conservés 25 mois.",
        "Le site est sauvegardé chaque nuit pour ne rien perdre en cas de panne. Une sauvegarde garde les données telles qu'elles étaient ce jour-là : les sauvegardes des 7 derniers jours, des 4 dernières semaines et des 12 derniers mois sont gardées, puis supprimées, soit <strong>13 mois au plus</strong>. Si vos données ont été effacées à votre demande, elles ne reviennent jamais d'une sauvegarde plus ancienne : une restauration les efface à nouveau.",
      ],
    },
    {
      id: "destinataires",
      title: "Destinataires et hébergement",
      paragraphs: [
        `Vos données sont destinées uniquement à ${fullName}. Elles sont hébergées par {hebergeur} et ne sont ni vendues, ni louées, ni cédées.`,
        `Les informations du formulaire peuvent être transmises automatiquement à l'outil de suivi des contacts du cabinet, qui les traite pour le seul compte de ${fullName}.`,
        "Aucune donnée n'est transférée en dehors de l'Union européenne.",
      ],
    },
    {
      id: "droits",
      title: "Vos droits",
      paragraphs: [
        `Conformément au RGPD, vous disposez des droits suivants sur vos données. Pour les exercer, écrivez à ${mail} en indiquant l'adresse e-mail saisie dans le formulaire ; une réponse vous sera apportée dans un délai d'un mois. Vous pouvez recevoir toutes les données liées à cette adresse dans un fichier, les faire corriger ou les faire effacer.`,
      ],
      list: [
        "droit d'accès ;",
        "droit de rectification ;",
        "droit à l'effacement ;",
        "droit à la limitation du traitement ;",
        "droit à la portabilité ;",
        "droit d'opposition.",
      ],
    },
    {
      id: "reclamation",
      title: "Réclamation",
      paragraphs: [
        `Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ${cnil}.`,
      ],
    },
  ] satisfies LegalSection[],
};
