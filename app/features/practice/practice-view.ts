/**
 * The practice's settings as pages show them: built on the server
 * from the stored settings (practice-settings.server.ts) and handed to every
 * page by the root loader, so a change shows on the next request. Components
 * read it with `usePractice()`, `meta` functions with `practiceFrom(matches)`.
 * Free of zod and of the phone library: public pages load this module.
 */
import { useRouteLoaderData } from "react-router";
import type { HoursLine, WeeklyHours } from "./opening-hours";
import type { Notice } from "./notices";
import type { PricingSettings } from "./settings-schema";

interface PostalAddress {
  street: string;
  details: string;
  building: string;
  postalCode: string;
  city: string;
}

export interface LocationView {
  id: string;
  name: string;
  address: PostalAddress;
  isPrimary: boolean;
  geo: { latitude: number; longitude: number };
  /** Opens directions in a maps application (new tab). */
  mapsUrl: string;
  /** OpenStreetMap embed, loaded only on the contact section. */
  embedUrl: string;
  /** As shown: 'Mardi et jeudi' / '9h00 - 19h00'. */
  hours: HoursLine[];
  week: WeeklyHours;
}

/** Who the practice is, as pages show it (the 'Identité' section). */
export interface IdentityView {
  practiceName: string;
  practitioner: { firstName: string; lastName: string; fullName: string; title: string };
  /** An uploaded photo's variants, or null for the portrait of app/content/images/. */
  photo: { jpg: string; webp: string } | null;
  photoAlt: string;
  slogan: string;
  towns: string[];
  /** The first town: "Ostéopathe à Manosque". */
  town: string;
  /** "Manosque et Volx". */
  townsText: string;
  /** The end of every page title, "{cabinet} - Ostéopathe à {ville}". */
  titleSuffix: string;
  /** The home page's rating; null when there is no review to speak of. */
  rating: {
    value: number;
    reviewCount: number;
    reviewsUrl: string;
    /** "Excellent" */
    label: string;
    /** "basé sur +70 avis" */
    detail: string;
  } | null;
  legal: {
    professionalNumber: string;
    companyNumber: string;
    publicationManager: string;
    hosting: { name: string; address: string; phone: string; website: string };
  };
}

export interface PracticeView {
  identity: IdentityView;
  contact: {
    /** As the practitioner typed it. */
    phone: string;
    /** For tel: links and the structured data. */
    phoneE164: string;
    email: string;
  };
  /** The booking calendar: BOOKING_URL when set, else the setting. */
  bookingUrl: string;
  /** Google Tag Manager container ("" for none), loaded only after consent. */
  tagManagerId: string;
  locations: LocationView[];
  /** The main location (the contact map's, the address of the structured data). */
  primaryLocation: LocationView;
  pricing: PricingSettings;
  /** Messages to show at the top of the pages today. */
  notices: Pick<Notice, "id" | "message" | "closed" | "startsOn" | "endsOn">[];
  /** Closed periods not over yet, for the structured data. */
  closures: Pick<Notice, "startsOn" | "endsOn">[];
}

interface RootMatch {
  id: string;
  loaderData?: unknown;
}

function fromRootData(data: unknown): PracticeView {
  const practice = (data as { practice?: PracticeView } | undefined)?.practice;
  // The root loader always sends it; its absence is a bug, not a state to show.
  if (!practice) throw new Error("Les réglages du cabinet manquent aux données de la page.");
  return practice;
}

/** The practice's settings, in a component. */
export function usePractice(): PracticeView {
  return fromRootData(useRouteLoaderData("root"));
}

/** The practice's settings, in a `meta` function. */
export function practiceFrom(matches: readonly (RootMatch | undefined)[]): PracticeView {
  return fromRootData(matches.find((match) => match?.id === "root")?.loaderData);
}

/** "Manosque", "Manosque et Volx", "Manosque, Volx et Oraison". */
export function joinedNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} et ${names.at(-1)}`;
}

/** A page's title: "{title} | {suffix}", or the slogan for the home page. */
export function pageTitle(identity: IdentityView, title?: string): string {
  return `${title ?? identity.slogan} | ${identity.titleSuffix}`;
}

/** The cities of the locations, 'Manosque et Volx'. */
export function locationCities(practice: PracticeView): string {
  return joinedNames([...new Set(practice.locations.map((location) => location.address.city))]);
}
