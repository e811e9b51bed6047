/**
 * The placeholders a page text may hold, filled with the practice's settings
 * where the text is shown (features/practice/practice-fields.ts). The editor
 * lists them beside each field; a text naming another one is refused.
 */
export const TEXT_PLACEHOLDERS = {
  tarif: "le tarif de la consultation",
  telephone: "le numéro de téléphone",
  adresse_principale: "l'adresse du lieu principal",
  moyens_de_paiement: "les moyens de paiement",
  visites_a_domicile: "la note sur les visites à domicile",
  creneaux_urgence: "la note sur les créneaux d'urgence",
  cabinet: "le nom du cabinet",
  praticien: "le prénom et le nom du praticien",
  titre: "le titre du praticien",
  slogan: "le slogan",
  ville: "la ville principale",
  autre_ville: "la deuxième ville",
  villes: "toutes les villes",
  nombre_villes: "le nombre de villes",
  villes_des_cabinets: "les villes des cabinets",
  mes_cabinets: "« à mon cabinet de … » ou « dans mes deux cabinets, à … »",
  note: "la note des avis",
  nombre_avis: "le nombre d'avis",
  numero_professionnel: "le numéro professionnel",
  numero_entreprise: "le numéro d'entreprise",
  directeur_publication: "le directeur de la publication",
  hebergeur: "l'hébergeur du site",
  adresse_hebergeur: "l'adresse de l'hébergeur",
  telephone_hebergeur: "le téléphone de l'hébergeur",
} as const;

/** Only in long (rich) texts: they become links. */
export const HTML_PLACEHOLDERS = {
  ...TEXT_PLACEHOLDERS,
  lien_telephone: "le numéro de téléphone, en lien",
  lien_email: "l'adresse e-mail, en lien",
  lien_hebergeur: "le site de l'hébergeur, en lien",
} as const;

const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;

/** A tag with its attributes: in stored (sanitised) HTML, `<` and `>` never appear inside a value. */
const TAG = /<[^<>]*>/g;

/**
 * The placeholders of `html` written inside a tag (`<a href="{ville}">`):
 * refused, since a value filled there would be read as an address or break
 * out of its attribute. Filled pages are sanitised again all the same
 * (page-content.server.ts); this only tells the writer early.
 */
export function placeholdersInTags(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(TAG)) {
    for (const [, name] of tag.matchAll(PLACEHOLDER)) if (name) found.add(name);
  }
  return [...found];
}

/** The placeholders of `text` not in `known`, each once, in order. */
export function unknownPlaceholders(
  text: string,
  known: Readonly<Record<string, string>>,
): string[] {
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (name && !Object.hasOwn(known, name)) unknown.add(name);
  }
  return [...unknown];
}
