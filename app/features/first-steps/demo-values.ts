/**
 * The demo's values still in the practice's settings: the fictitious
 * registration numbers, the example.com addresses, the demo tag manager,
 * phone numbers from the range reserved for fiction, the demo places'
 * positions. 'Premiers pas' names each one, with a link to its field, and
 * keeps its step unticked while one is left. Told by what marks them as
 * demo values, not by being the defaults: a deployer who prepared the
 * practice in app/content/ has defaults that are real values. Safe for the
 * browser.
 */
import { fieldId } from "~/features/practice/components/admin/section-form";
import type {
  ContactSettings,
  IdentitySettings,
  PracticeSettings,
  SettingsSection,
} from "~/features/practice/settings-schema";

export interface DemoValue {
  /** The step the value belongs to (a section of /admin/cabinet). */
  step: "identity" | "contact" | "locations";
  /** The field's label in /admin/cabinet. */
  label: string;
  /** The value as stored. */
  value: string;
  /** Where it is changed: its field in /admin/cabinet. */
  href: string;
}

/** Words the demo writes in its made-up values ("numéro fictif de démonstration", "Hébergeur Exemple"). */
const DEMO_WORDS = /(?:^|[^\p{L}])(?:exemple|example|fictif|fictive|démonstration)(?:$|[^\p{L}])/iu;

/** Domains reserved for examples (RFC 2606): example.com/.net/.org, .example, .test, .invalid. */
const EXAMPLE_HOST = /(?:^|\.)(?:example\.(?:com|net|org)|[^.]+\.(?:example|test|invalid))$/i;

/** Ranges ARCEP reserves for fiction (01 99 00, 02 61 91, …) and numbers of zeros ("01 00 00 00 00"). */
const FICTION_PHONE = /^0(?:19900|26191|35301|46571|53649|63998)|^0[1-9]0{8}$/;

/** The positions of the demo's two places (Manosque and Volx, app/content/default-settings.ts). */
const DEMO_POSITIONS: readonly (readonly [number, number])[] = [
  [43.8342, 5.7839],
  [43.8779, 5.8417],
];

function hostOf(value: string): string | null {
  const address = value.includes("@") && !value.includes("/") ? `mailto:${value}` : value;
  try {
    const url = new URL(address);
    return url.protocol === "mailto:" ? (url.pathname.split("@")[1] ?? null) : url.hostname;
  } catch {
    return null;
  }
}

/** A made-up text, an address on an example domain, or a number for fiction. */
function looksLikeDemo(value: string): boolean {
  if (!value) return false;
  if (DEMO_WORDS.test(value)) return true;
  const host = hostOf(value);
  if (host && EXAMPLE_HOST.test(host)) return true;
  return FICTION_PHONE.test(value.replace(/[\s.-]/g, "").replace(/^\+33/, "0"));
}

/** The fields of a settings section that hold text. */
type TextFieldOf<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

const IDENTITY_FIELDS: readonly (readonly [TextFieldOf<IdentitySettings>, string])[] = [
  ["professionalNumber", "Numéro d'enregistrement professionnel"],
  ["companyNumber", "Numéro d'immatriculation (SIRET)"],
  ["publicationManager", "Directeur de la publication"],
  ["hostingName", "Hébergeur du site"],
  ["hostingAddress", "Adresse de l'hébergeur"],
  ["hostingPhone", "Téléphone de l'hébergeur"],
  ["hostingWebsite", "Site de l'hébergeur"],
  ["reviewsUrl", "Adresse où lire les avis"],
];

const CONTACT_FIELDS: readonly (readonly [TextFieldOf<ContactSettings>, string])[] = [
  ["phone", "Téléphone"],
  ["email", "E-mail"],
  ["bookingUrl", "Adresse de prise de rendez-vous (Doctolib)"],
  ["tagManagerId", "Identifiant Google Tag Manager"],
];

const at = (section: SettingsSection, path: string) => `/admin/cabinet#${fieldId(section, path)}`;

/** Every demo value left in the settings, in the order of /admin/cabinet. */
export function demoValuesIn(settings: PracticeSettings): DemoValue[] {
  const found: DemoValue[] = [];
  for (const [name, label] of IDENTITY_FIELDS) {
    const value = settings.identity[name];
    if (looksLikeDemo(value))
      found.push({ step: "identity", label, value, href: at("identity", name) });
  }
  for (const [name, label] of CONTACT_FIELDS) {
    const value = settings.contact[name];
    const demo = name === "tagManagerId" ? /^GTM-DEMO/i.test(value) : looksLikeDemo(value);
    if (demo) found.push({ step: "contact", label, value, href: at("contact", name) });
  }
  settings.locations.locations.forEach((location, index) => {
    const isDemo = DEMO_POSITIONS.some(
      ([latitude, longitude]) => location.latitude === latitude && location.longitude === longitude,
    );
    if (!isDemo) return;
    found.push({
      step: "locations",
      label: `Position sur la carte (${location.name})`,
      value: `${location.latitude}, ${location.longitude}`,
      href: at("locations", `locations.${index}.latitude`),
    });
  });
  return found;
}
