/**
 * A place whose address changed while its latitude and longitude did not:
 * the map and the directions still lead to the old address. The save goes
 * through (the practitioner may have only fixed a typo); the confirmation
 * says so, with a search for the new address on OpenStreetMap. Safe for the
 * browser.
 */
import type { LocationSettings } from "./settings-schema";

export interface StaleMapPosition {
  /** The place's name, as saved. */
  name: string;
  /** OpenStreetMap's search for the new address. */
  searchUrl: string;
}

export const mapPositionMessages = {
  title: "La carte montre encore l'ancienne adresse",
  text: (name: string) =>
    `L'adresse de « ${name} » a changé, mais pas sa latitude ni sa longitude : la carte et l'itinéraire mènent encore à l'ancienne adresse.`,
  link: (name: string) =>
    `Trouver la position de la nouvelle adresse de « ${name} » sur OpenStreetMap`,
  newTab: " (nouvel onglet)",
} as const;

type Address = Pick<LocationSettings, "street" | "postalCode" | "city">;

const addressKey = ({ street, postalCode, city }: Address) =>
  [street, postalCode, city].map((part) => part.trim().toLowerCase()).join("|");

/** OpenStreetMap's search page for an address. */
export function mapSearchUrl({ street, postalCode, city }: Address): string {
  const query = `${street.trim()}, ${postalCode.trim()} ${city.trim()}`;
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query })}`;
}

/** The places, by id, whose address changed between `before` and `after` while their position did not. */
export function staleMapPositions(
  before: readonly LocationSettings[],
  after: readonly LocationSettings[],
): StaleMapPosition[] {
  return after.flatMap((location) => {
    const previous = before.find((candidate) => candidate.id === location.id);
    if (!previous || addressKey(previous) === addressKey(location)) return [];
    const moved =
      previous.latitude !== location.latitude || previous.longitude !== location.longitude;
    return moved ? [] : [{ name: location.name, searchUrl: mapSearchUrl(location) }];
  });
}
