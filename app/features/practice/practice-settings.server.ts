/**
 * The practice's settings, kept in the versioned-document store
 * (features/documents/) under the kind "practice-settings", one document per
 * section. Each save publishes at once (no draft); a section never saved
 * keeps the defaults of app/content/default-settings.ts, and the last 20
 * saves are kept for 'Historique'.
 *
 * Pages read the settings once per public content version
 * (server/public-read-cache.server.ts): a save bumps that version in its own
 * transaction, so the next request in this process and, within a second,
 * in every other process sees it, page cache included.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { z } from "zod";
import { defaultPracticeSettings } from "~/content/default-settings";
import { cachedPublicRead } from "~/server/public-read-cache.server";
import { parisIsoDate } from "~/lib/paris-date";
import type { AppServices, PracticeSettingsPort } from "~/server/context.server";
import type { DocumentKind } from "~/features/documents/document-kind";
import {
  listVersions,
  publish,
  readAllPublished,
  readVersion,
  type DocumentAuthor,
  type DocumentVersion,
} from "~/features/documents/document-store.server";
import { comingClosures, isPast, shownNotices } from "./notices";
import { hoursLines } from "./opening-hours";
import {
  joinedNames,
  type IdentityView,
  type LocationView,
  type PracticeView,
} from "./practice-view";
import {
  KEPT_VERSIONS,
  type IdentitySettings,
  SECTION_SCHEMAS,
  SECTION_TITLES,
  SETTINGS_SECTIONS,
  settingsFieldErrors,
  type LocationSettings,
  type PracticeSettings,
  type SettingsSection,
} from "./settings-schema";

type Services = Pick<AppServices, "db" | "now">;

interface StoredSettings {
  settings: PracticeSettings;
  /** When a section was last saved; null while every section has its defaults. */
  changedAt: Date | null;
}

/** Who saved: the signed-in owner (null for a script). */
export type SettingsAuthor = DocumentAuthor;

type AnySection = PracticeSettings[SettingsSection];

/** One document per section. */
const settingsKind: DocumentKind<AnySection> = {
  name: "practice-settings",
  kept: KEPT_VERSIONS,
  schemaOf: (section) =>
    SECTION_SCHEMAS[section as SettingsSection] as unknown as z.ZodType<AnySection>,
  defaultsOf: (section) => defaultPracticeSettings[section as SettingsSection],
  labelOf: (section) => SECTION_TITLES[section as SettingsSection],
  unreadable: (section) =>
    `Réglages du cabinet : « ${SECTION_TITLES[section as SettingsSection]} » illisible, valeurs par défaut utilisées`,
};

function isSection(value: string): value is SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

async function readFromDatabase(services: Pick<AppServices, "db">): Promise<StoredSettings> {
  const settings: PracticeSettings = { ...defaultPracticeSettings };
  let changedAt: Date | null = null;
  for (const [section, published] of await readAllPublished(services, settingsKind)) {
    if (!isSection(section)) continue;
    Object.assign(settings, { [section]: published.value });
    if (!changedAt || published.publishedAt > changedAt) changedAt = published.publishedAt;
  }
  return { settings, changedAt };
}

/** The current settings, read from the database once per public content version. */
export async function readPracticeSettings(services: Services): Promise<StoredSettings> {
  const { value } = await cachedPublicRead(services, "practice-settings", () =>
    readFromDatabase(services),
  );
  return value;
}

/** The tel: form of a French number as typed ("04 65 71 23 45" → "+33465712345"). */
function phoneE164(phone: string): string {
  return parsePhoneNumberFromString(phone, "FR")?.number ?? phone.replace(/[^\d+]/g, "");
}

/** OpenStreetMap's directions link and embedded map around a point. */
function mapLinks({ latitude, longitude }: { latitude: number; longitude: number }) {
  const point = `${latitude}%2C${longitude}`;
  const bbox = [longitude - 0.006, latitude - 0.003, longitude + 0.006, latitude + 0.003]
    .map((value) => value.toFixed(4))
    .join("%2C");
  return {
    mapsUrl: `https://www.openstreetmap.org/directions?to=${point}#map=16/${latitude}/${longitude}`,
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${point}`,
  };
}

function locationView(location: LocationSettings): LocationView {
  const geo = { latitude: location.latitude, longitude: location.longitude };
  return {
    id: location.id,
    name: location.name,
    address: {
      street: location.street,
      details: location.details,
      building: location.building,
      postalCode: location.postalCode,
      city: location.city,
    },
    isPrimary: location.isPrimary,
    geo,
    ...mapLinks(geo),
    hours: hoursLines(location.hours),
    week: location.hours,
  };
}

/** The label the rating card shows beside the stars ("Excellent" from 4.5). */
function ratingLabel(value: number): string {
  if (value >= 4.5) return "Excellent";
  if (value >= 4) return "Très bien";
  if (value >= 3) return "Bien";
  return `${String(value).replace(".", ",")} sur 5`;
}

function identityView(identity: IdentitySettings): IdentityView {
  const town = identity.towns[0] ?? "";
  const photo = identity.photo
    ? {
        jpg: `/media/articles/${identity.photo}`,
        webp: `/media/articles/${identity.photo.replace(/\.(?:jpg|png)$/, ".webp")}`,
      }
    : null;
  return {
    practiceName: identity.practiceName,
    practitioner: {
      firstName: identity.firstName,
      lastName: identity.lastName,
      fullName: `${identity.firstName} ${identity.lastName}`,
      title: identity.title,
    },
    photo,
    photoAlt: identity.photoAlt,
    slogan: identity.slogan,
    towns: identity.towns,
    town,
    townsText: joinedNames(identity.towns),
    titleSuffix: `${identity.practiceName} - Ostéopathe à ${town}`,
    rating:
      identity.reviewCount > 0
        ? {
            value: identity.ratingValue,
            reviewCount: identity.reviewCount,
            reviewsUrl: identity.reviewsUrl,
            label: ratingLabel(identity.ratingValue),
            detail: `basé sur +${identity.reviewCount} avis`,
          }
        : null,
    legal: {
      professionalNumber: identity.professionalNumber,
      companyNumber: identity.companyNumber,
      publicationManager: identity.publicationManager,
      hosting: {
        name: identity.hostingName,
        address: identity.hostingAddress,
        phone: identity.hostingPhone,
        website: identity.hostingWebsite,
      },
    },
  };
}

/** What pages show on `now`'s day in Paris; BOOKING_URL, when set, wins over the setting. */
export function practiceView(
  settings: PracticeSettings,
  { now, bookingUrlOverride }: { now: Date; bookingUrlOverride?: string | undefined },
): PracticeView {
  const today = parisIsoDate(now);
  const locations = settings.locations.locations.map(locationView);
  const primaryLocation = locations.find((location) => location.isPrimary) ?? locations[0];
  // The schema requires one location; the defaults have two.
  if (!primaryLocation) throw new Error("Réglages du cabinet : aucun lieu.");
  const { notices } = settings.notices;
  return {
    identity: identityView(settings.identity),
    contact: {
      phone: settings.contact.phone,
      phoneE164: phoneE164(settings.contact.phone),
      email: settings.contact.email,
    },
    bookingUrl: bookingUrlOverride ?? settings.contact.bookingUrl,
    tagManagerId: settings.contact.tagManagerId,
    locations,
    primaryLocation,
    pricing: settings.pricing,
    notices: shownNotices(notices, today).map(({ id, message, closed, startsOn, endsOn }) => ({
      id,
      message,
      closed,
      startsOn,
      endsOn,
    })),
    closures: comingClosures(notices, today).map(({ startsOn, endsOn }) => ({ startsOn, endsOn })),
  };
}

/**
 * The settings as pages show them today, built once per content version and
 * Paris day (every request asks for it: the root loader, the security headers).
 */
export async function readPracticeView(
  services: Pick<AppServices, "db" | "now" | "env">,
): Promise<PracticeView> {
  const bookingUrlOverride = services.env.BOOKING_URL;
  const key = `practice-view:${parisIsoDate(services.now())}:${bookingUrlOverride ?? ""}`;
  const { value } = await cachedPublicRead(services, key, async () => {
    const { settings } = await readPracticeSettings(services);
    return practiceView(settings, { now: services.now(), bookingUrlOverride });
  });
  return value;
}

/** The settings the server's infrastructure reads (headers, page cache, mail). */
export const practiceSettingsPort: PracticeSettingsPort = {
  bookingUrl: async (services) => (await readPracticeView(services)).bookingUrl,
  mailSender: async (services) => {
    const { settings } = await readPracticeSettings(services);
    return { name: settings.identity.practiceName, address: settings.contact.email };
  },
};

export type SaveResult<S extends SettingsSection> =
  { ok: true; value: PracticeSettings[S] } | { ok: false; errors: Record<string, string> };

async function store<S extends SettingsSection>(
  services: Services,
  section: S,
  value: PracticeSettings[S],
  author: SettingsAuthor | null,
  restoredFrom: number | null,
) {
  await publish(services, settingsKind, section, value, { author, restoredFrom });
  console.info(
    `Réglages du cabinet : « ${SECTION_TITLES[section]} » ${restoredFrom === null ? "modifié" : `rétabli (version ${restoredFrom})`} par ${author?.email ?? "un script"}`,
  );
}

/** Closures and announcements already over are not kept: past periods disappear on their own. */
function withoutPastPeriods<S extends SettingsSection>(
  section: S,
  value: PracticeSettings[S],
  now: Date,
): PracticeSettings[S] {
  if (section !== "notices") return value;
  const today = parisIsoDate(now);
  const { notices } = value as PracticeSettings["notices"];
  return { notices: notices.filter((notice) => !isPast(notice, today)) } as PracticeSettings[S];
}

/**
 * Checks and stores a section (closures already over are dropped). */
export async function savePracticeSettings<S extends SettingsSection>(
  services: Services,
  section: S,
  input: unknown,
  author: SettingsAuthor | null,
): Promise<SaveResult<S>> {
  const parsed = (SECTION_SCHEMAS[section] as unknown as z.ZodType<PracticeSettings[S]>).safeParse(
    input,
  );
  if (!parsed.success) return { ok: false, errors: settingsFieldErrors(parsed.error) };
  const value = withoutPastPeriods(section, parsed.data, services.now());
  await store(services, section, value, author, null);
  return { ok: true, value };
}

/** A section's kept versions, newest first (the first is the current value). */
export function listSettingsVersions(
  services: Pick<AppServices, "db">,
  section: SettingsSection,
): Promise<DocumentVersion[]> {
  return listVersions(services, settingsKind, section);
}

/**
 * Puts a kept version back, as a new version (the history keeps what it
 * replaced), without its periods now past. Null when the version is gone.
 */
export async function restoreSettingsVersion<S extends SettingsSection>(
  services: Services,
  section: S,
  id: number,
  author: SettingsAuthor | null,
): Promise<PracticeSettings[S] | null> {
  const value = (await readVersion(services, settingsKind, section, id)) as
    PracticeSettings[S] | null;
  if (!value) return null;
  const restored = withoutPastPeriods(section, value, services.now());
  await store(services, section, restored, author, id);
  return restored;
}
