/**
 * Page texts of app/content/ name some settings (the price, the phone, the
 * urgent-slot note) through placeholders such as `{tarif}`, filled with the
 * current settings where the text is shown, so a change in the admin reaches
 * every text that mentions it. Free of zod: public pages use it.
 *
 *   {tarif}               the consultation's price, "65 €"
 *   {telephone}           the phone number as typed
 *   {lien_telephone}      (HTML texts only) the number as a tel: link
 *   {lien_email}          (HTML texts only) the e-mail address as a mailto: link
 *   {adresse_principale}  the main location's address, "12 avenue …, 04100 Manosque, France"
 *   {moyens_de_paiement}  "virement …, espèces, chèque"
 *   {visites_a_domicile}  the home-visit note
 *   {creneaux_urgence}    the urgent-slot note
 *
 * and the identity ('Identité'):
 *
 *   {cabinet}                the practice's name
 *   {praticien}              the practitioner's first and last names
 *   {titre}                  the practitioner's title, "Ostéopathe D.O."
 *   {slogan}                 the slogan
 *   {ville}                  the first of the towns the texts name
 *   {autre_ville}            the second town (the first when there is one)
 *   {villes}                 every town, "Manosque et Volx"
 *   {nombre_villes}          how many towns, "2"
 *   {villes_des_cabinets}    the towns of the locations, "Manosque et Volx"
 *   {mes_cabinets}           "à mon cabinet de Manosque", or "dans mes deux cabinets, à Manosque et Volx"
 *   {note}, {nombre_avis}    the rating, "4,9" and "70"
 *   {numero_professionnel}, {numero_entreprise}, {directeur_publication},
 *   {hebergeur}, {adresse_hebergeur}, {telephone_hebergeur}
 *                            the legal notice's details
 *   {lien_hebergeur}         (HTML texts only) the host's website as a link
 */
import escapeHtml from "escape-html";
import { locationCities, type PracticeView } from "./practice-view";

type Fields = Record<string, string>;

const COUNT_WORDS = ["", "un", "deux", "trois", "quatre"];

/** Where the practitioner receives, as the contact section says it. */
function myLocations(settings: PracticeView): string {
  const count = settings.locations.length;
  const cities = locationCities(settings);
  return count === 1
    ? `à mon cabinet de ${cities}`
    : `dans mes ${COUNT_WORDS[count] ?? count} cabinets, à ${cities}`;
}

function fields(settings: PracticeView, html: boolean): Fields {
  const text = (value: string) => (html ? escapeHtml(value) : value);
  const { pricing, contact } = settings;
  const { address } = settings.primaryLocation;
  const { identity } = settings;
  const { legal } = identity;
  return {
    cabinet: text(identity.practiceName),
    praticien: text(identity.practitioner.fullName),
    titre: text(identity.practitioner.title),
    slogan: text(identity.slogan),
    ville: text(identity.town),
    autre_ville: text(identity.towns[1] ?? identity.town),
    villes: text(identity.townsText),
    nombre_villes: String(identity.towns.length),
    villes_des_cabinets: text(locationCities(settings)),
    mes_cabinets: text(myLocations(settings)),
    note: String(identity.rating?.value ?? 0).replace(".", ","),
    nombre_avis: String(identity.rating?.reviewCount ?? 0),
    numero_professionnel: text(legal.professionalNumber),
    numero_entreprise: text(legal.companyNumber),
    directeur_publication: text(legal.publicationManager),
    hebergeur: text(legal.hosting.name),
    adresse_hebergeur: text(legal.hosting.address),
    telephone_hebergeur: text(legal.hosting.phone),
    adresse_principale: text(`${address.street}, ${address.postalCode} ${address.city}, France`),
    tarif: text(pricing.consultation),
    telephone: text(contact.phone),
    moyens_de_paiement: text(
      pricing.paymentMethods.map((method) => method.toLowerCase()).join(", "),
    ),
    visites_a_domicile: text(pricing.homeVisits),
    creneaux_urgence: text(pricing.urgentSlots),
    ...(html
      ? {
          lien_telephone: `<a href="tel:${escapeHtml(contact.phoneE164)}">${escapeHtml(contact.phone)}</a>`,
          lien_email: `<a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a>`,
          lien_hebergeur: `<a href="${escapeHtml(legal.hosting.website)}" rel="noopener noreferrer" target="_blank">${escapeHtml(legal.hosting.website)}</a>`,
        }
      : {}),
  };
}

const PLACEHOLDER = /\{([a-z_]+)\}/g;

function fill(text: string, values: Fields): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

function fillDeep<T>(value: T, values: Fields): T {
  if (typeof value === "string") return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillDeep(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillDeep(item, values)]),
    ) as T;
  }
  return value;
}

/** Every string of `value` (plain text) with its placeholders filled. */
export function withPracticeFields<T>(value: T, settings: PracticeView): T {
  return fillDeep(value, fields(settings, false));
}

/** The same for HTML texts (the general FAQ's answers): values are escaped. */
export function withPracticeFieldsHtml<T>(value: T, settings: PracticeView): T {
  return fillDeep(value, fields(settings, true));
}
