/**
 * The practice's settings (/admin/cabinet): five sections, each
 * one document checked by its zod schema in the browser and again by the
 * server before it is stored. Texts that are not settings (services, FAQ,
 * legal notices) stay in app/content/. Safe for the browser (admin only:
 * public pages read the resolved settings, see practice-view.ts).
 */
import { isValidPhoneNumber } from "libphonenumber-js/min";
import { z } from "zod";
import { isRealIsoDay } from "~/lib/paris-date";
import { storableText } from "~/lib/storable-text-schema";
import { WEEK_DAYS, type TimeRange, type WeekDay } from "./opening-hours";

export const SETTINGS_SECTIONS = [
  "identity",
  "contact",
  "locations",
  "pricing",
  "notices",
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SECTION_TITLES: Record<SettingsSection, string> = {
  identity: "Identité",
  contact: "Coordonnées",
  locations: "Lieux et horaires",
  pricing: "Tarifs et paiements",
  notices: "Fermetures et annonces",
};

/** Versions kept per section; 'Historique' shows them. */
export const KEPT_VERSIONS = 20;

/** How many entries a list may hold: the schema refuses more, the forms stop offering more. */
export const SETTINGS_LIMITS = {
  rangesPerDay: 3,
  locations: 4,
  paymentMethods: 8,
  notices: 20,
  towns: 4,
} as const;

export const settingsMessages = {
  practiceName: "Le nom du cabinet doit faire entre 2 et 80 caractères.",
  firstName: "Le prénom doit faire entre 1 et 60 caractères.",
  lastName: "Le nom doit faire entre 1 et 60 caractères.",
  practitionerTitle: "Le titre doit faire entre 2 et 80 caractères, par exemple Ostéopathe D.O.",
  photoAlt: "Décrivez la photo en 5 à 200 caractères pour les personnes qui ne la voient pas.",
  slogan: "Le slogan doit faire entre 5 et 120 caractères.",
  town: "Chaque ville fait entre 2 et 60 caractères.",
  townName:
    "Une ville s'écrit en lettres (espaces, tirets, apostrophes et points acceptés), par exemple L'Isle-sur-la-Sorgue.",
  towns: "Indiquez entre une et quatre villes.",
  legalText: "Ce champ doit faire entre 2 et 160 caractères.",
  hostingPhone: "Indiquez le téléphone de l'hébergeur (30 caractères au plus).",
  hostingWebsite: "Le site de l'hébergeur doit être une adresse https:// complète.",
  ratingValue: "La note doit être un nombre entre 1 et 5, par exemple 4,8.",
  reviewCount: "Le nombre d'avis doit être un nombre entier entre 0 et 100 000.",
  reviewsUrl: "L'adresse des avis doit être une adresse https:// complète (ou restez vide).",
  markup: "Les caractères < et > ne sont pas acceptés dans ce champ.",
  phone: "Indiquez un numéro de téléphone français valide, par exemple 04 65 71 23 45.",
  email: "Indiquez une adresse e-mail valide, par exemple cabinet@exemple.fr.",
  bookingUrl:
    "L'adresse de réservation doit être une adresse https:// complète : copiez-la depuis votre page Doctolib.",
  tagManagerId:
    "L'identifiant Google Tag Manager s'écrit GTM- suivi de lettres et de chiffres (GTM-AB12CD) ; laissez vide pour ne pas en utiliser.",
  locationName: "Le nom du lieu doit faire entre 2 et 80 caractères.",
  street: "Indiquez la rue et le numéro (2 à 120 caractères).",
  addressLine: "Ce complément d'adresse ne doit pas dépasser 120 caractères.",
  postalCode: "Le code postal doit faire 5 chiffres.",
  city: "Indiquez la ville (2 à 80 caractères).",
  latitude: "La latitude doit être un nombre entre -90 et 90, par exemple 43.8342.",
  longitude: "La longitude doit être un nombre entre -180 et 180, par exemple 5.7839.",
  time: "Indiquez une heure au format 09:00.",
  closesBeforeOpens: "L'heure de fermeture doit être après l'heure d'ouverture.",
  overlappingRanges:
    "Les plages horaires d'un même jour se chevauchent : mettez-les dans l'ordre, sans recouvrement.",
  tooManyRanges: "Trois plages horaires au plus par jour.",
  onePrimary: "Choisissez un seul lieu principal (celui qui apparaît sur la carte).",
  locationCount: "Indiquez entre un et quatre lieux.",
  consultation: "Indiquez le tarif de la consultation, par exemple 65 € (1 à 40 caractères).",
  pricingText: "Ce texte ne doit pas dépasser 300 caractères.",
  paymentMethod: "Chaque moyen de paiement fait entre 2 et 60 caractères.",
  paymentMethods: "Indiquez entre un et huit moyens de paiement.",
  noticeMessage: "Le message doit faire entre 5 et 200 caractères.",
  day: "Indiquez une date valide.",
  endsBeforeStart: "La date de fin doit être le jour du début ou après.",
  announceAfterStart: "La date d'annonce doit précéder le début de la période (ou restez vide).",
  noticeCount: "Vingt périodes au plus : supprimez les plus anciennes.",
  invalidForm: "Certains champs sont à corriger.",
  unreadable: "Formulaire illisible : rechargez la page et recommencez.",
  saved: "Modifications enregistrées",
  restored: "Version rétablie",
  versionNotFound: "Cette version n'existe plus.",
  saveFailed: "Impossible d'enregistrer : réessayez dans un instant.",
} as const;

const m = settingsMessages;

const text = (min: number, max: number, message: string) =>
  storableText().trim().min(min, message).max(max, message);

const optionalText = (max: number, message: string) => storableText().trim().max(max, message);

/** An id of ours (a location's, a notice's): letters, digits and dashes. */
const IdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, m.invalidForm);

/** A name or a short line shown as plain text: no markup, so nothing that looks like a tag. */
const plainText = (min: number, max: number, message: string) =>
  text(min, max, message).refine((value) => !/[<>]/.test(value), m.markup);

/** A number typed in a field ("4,8", "70"); a blank field is refused, not read as 0. */
const typedNumber = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) =>
      typeof value === "string" && /^\s*\d+(?:[.,]\d+)?\s*$/.test(value)
        ? Number(value.trim().replace(",", "."))
        : value,
    schema,
  );

/**
 * A town as the texts name it: a name, never an address (`{ville}` may be
 * filled anywhere in a page, so "javascript:…" is refused here too).
 */
const townName = text(2, 60, m.town).regex(/^\p{L}[\p{L}\p{M}\d '’.-]*$/u, m.townName);

const httpsUrl = (message: string) =>
  z.url({ protocol: /^https$/, error: message }).max(500, message);

/** An upload of the image pipeline (media/image-store.server.ts), or "" for the demo portrait. */
const PHOTO_FILE = /^[0-9a-f]{32}\.(?:jpg|png)$/;

/**
 * Who the practice is: the names every page, title and e-mail shows, the
 * towns the texts name, the legal notice's details and the home page's rating.
 */
export const IdentitySettingsSchema = z.object({
  practiceName: plainText(2, 80, m.practiceName),
  firstName: plainText(1, 60, m.firstName),
  lastName: plainText(1, 60, m.lastName),
  title: plainText(2, 80, m.practitionerTitle),
  photo: z.union([z.literal(""), z.string().regex(PHOTO_FILE, m.invalidForm)]),
  photoAlt: plainText(5, 200, m.photoAlt),
  slogan: plainText(5, 120, m.slogan),
  towns: z.array(townName).min(1, m.towns).max(SETTINGS_LIMITS.towns, m.towns),
  professionalNumber: plainText(2, 160, m.legalText),
  companyNumber: plainText(2, 160, m.legalText),
  publicationManager: plainText(2, 160, m.legalText),
  hostingName: plainText(2, 160, m.legalText),
  hostingAddress: plainText(2, 160, m.legalText),
  hostingPhone: plainText(0, 30, m.hostingPhone),
  hostingWebsite: httpsUrl(m.hostingWebsite),
  ratingValue: typedNumber(
    z.number({ error: m.ratingValue }).min(1, m.ratingValue).max(5, m.ratingValue),
  ),
  reviewCount: typedNumber(
    z
      .number({ error: m.reviewCount })
      .int(m.reviewCount)
      .min(0, m.reviewCount)
      .max(100_000, m.reviewCount),
  ),
  reviewsUrl: z.union([z.literal(""), httpsUrl(m.reviewsUrl)]),
});

const ContactSettingsSchema = z.object({
  // Shown as typed; the tel: link is derived (practice-view.server.ts).
  phone: storableText()
    .trim()
    .max(30, m.phone)
    .refine((value) => isValidPhoneNumber(value, "FR"), m.phone),
  email: z.email({ error: m.email }).max(120, m.email),
  bookingUrl: z.url({ protocol: /^https$/, error: m.bookingUrl }).max(500, m.bookingUrl),
  tagManagerId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(GTM-[A-Z0-9]{4,12})?$/, m.tagManagerId),
});

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time);

const RangeSchema = z
  .object({ opens: TimeSchema, closes: TimeSchema })
  .refine((range) => range.opens < range.closes, {
    message: m.closesBeforeOpens,
    path: ["closes"],
  });

const DaySchema = z
  .array(RangeSchema)
  .max(SETTINGS_LIMITS.rangesPerDay, m.tooManyRanges)
  .superRefine((ranges: TimeRange[], context) => {
    ranges.forEach((range, index) => {
      const previous = ranges[index - 1];
      if (previous && range.opens < previous.closes) {
        context.addIssue({ code: "custom", message: m.overlappingRanges, path: [index, "opens"] });
      }
    });
  });

const WeekSchema = z.object(
  Object.fromEntries(WEEK_DAYS.map((day) => [day.key, DaySchema])) as Record<
    WeekDay,
    typeof DaySchema
  >,
);

/** A number, or a field's text ("43.8342", "43,8342"); a blank field is refused, not read as 0. */
const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (value) =>
      typeof value === "string" && /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(value)
        ? Number(value.trim().replace(",", "."))
        : value,
    z.number({ error: message }).min(-limit, message).max(limit, message),
  );

const LocationSettingsSchema = z.object({
  id: IdSchema,
  name: text(2, 80, m.locationName),
  street: text(2, 120, m.street),
  details: optionalText(120, m.addressLine),
  building: optionalText(120, m.addressLine),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, m.postalCode),
  city: text(2, 80, m.city),
  isPrimary: z.boolean(),
  latitude: coordinate(90, m.latitude),
  longitude: coordinate(180, m.longitude),
  hours: WeekSchema,
});

const LocationsSettingsSchema = z.object({
  locations: z
    .array(LocationSettingsSchema)
    .min(1, m.locationCount)
    .max(SETTINGS_LIMITS.locations, m.locationCount)
    .superRefine((locations, context) => {
      const primaries = locations.filter((location) => location.isPrimary).length;
      if (primaries !== 1) context.addIssue({ code: "custom", message: m.onePrimary });
      const ids = new Set(locations.map((location) => location.id));
      if (ids.size !== locations.length) {
        context.addIssue({ code: "custom", message: m.invalidForm });
      }
    }),
});

const PricingSettingsSchema = z.object({
  consultation: text(1, 40, m.consultation),
  homeVisits: optionalText(300, m.pricingText),
  urgentSlots: optionalText(300, m.pricingText),
  paymentMethods: z
    .array(text(2, 60, m.paymentMethod))
    .min(1, m.paymentMethods)
    .max(SETTINGS_LIMITS.paymentMethods, m.paymentMethods),
});

const DaySchemaIso = z.string().refine(isRealIsoDay, m.day);

const NoticeSchema = z
  .object({
    id: IdSchema,
    message: text(5, 200, m.noticeMessage),
    startsOn: DaySchemaIso,
    endsOn: DaySchemaIso,
    closed: z.boolean(),
    announceFrom: z.union([z.literal(""), DaySchemaIso]),
  })
  .refine((notice) => notice.endsOn >= notice.startsOn, {
    message: m.endsBeforeStart,
    path: ["endsOn"],
  })
  .refine((notice) => notice.announceFrom === "" || notice.announceFrom <= notice.startsOn, {
    message: m.announceAfterStart,
    path: ["announceFrom"],
  });

const NoticesSettingsSchema = z.object({
  notices: z.array(NoticeSchema).max(SETTINGS_LIMITS.notices, m.noticeCount),
});

export const SECTION_SCHEMAS = {
  identity: IdentitySettingsSchema,
  contact: ContactSettingsSchema,
  locations: LocationsSettingsSchema,
  pricing: PricingSettingsSchema,
  notices: NoticesSettingsSchema,
} as const;

export type IdentitySettings = z.infer<typeof IdentitySettingsSchema>;
export type ContactSettings = z.infer<typeof ContactSettingsSchema>;
export type LocationSettings = z.infer<typeof LocationSettingsSchema>;
type LocationsSettings = z.infer<typeof LocationsSettingsSchema>;
export type PricingSettings = z.infer<typeof PricingSettingsSchema>;
type NoticesSettings = z.infer<typeof NoticesSettingsSchema>;

export interface PracticeSettings {
  identity: IdentitySettings;
  contact: ContactSettings;
  locations: LocationsSettings;
  pricing: PricingSettings;
  notices: NoticesSettings;
}

export const SettingsSectionSchema = z.enum(SETTINGS_SECTIONS, { error: m.invalidForm });

/**
 * Field errors keyed by the path of the field ("locations.0.hours.tuesday.1.closes"),
 * the first message for each; errors about a whole list sit at the list's path.
 */
export function settingsFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
