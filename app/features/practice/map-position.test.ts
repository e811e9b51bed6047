import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { mapSearchUrl, staleMapPositions } from "./map-position";

const [manosque, volx] = defaultPracticeSettings.locations.locations;
if (!manosque || !volx) throw new Error("the demo has two places");
const before = [manosque, volx];

describe("a place's position on the map after its address changed", () => {
  it("is flagged when the address changed and the latitude and longitude did not", () => {
    const moved = { ...manosque, street: "5 rue des Lilas", postalCode: "04100" };
    expect(staleMapPositions(before, [moved, volx])).toEqual([
      {
        name: "Cabinet de Manosque",
        searchUrl: "https://www.openstreetmap.org/search?query=5+rue+des+Lilas%2C+04100+Manosque",
      },
    ]);
  });

  it("is not flagged when the position changed too, or the address did not", () => {
    const moved = { ...volx, city: "Oraison", postalCode: "04700" };
    expect(staleMapPositions(before, [manosque, { ...moved, latitude: 43.9166 }])).toEqual([]);
    expect(staleMapPositions(before, [{ ...manosque, name: "Cabinet principal" }, volx])).toEqual(
      [],
    );
    // Case and spaces are not a new address.
    expect(staleMapPositions(before, [{ ...manosque, city: " manosque " }, volx])).toEqual([]);
    // A new place has no old position.
    expect(staleMapPositions([manosque], [manosque, volx])).toEqual([]);
  });

  it("searches OpenStreetMap for the address, whatever characters it holds", () => {
    const url = new URL(
      mapSearchUrl({ street: "2 bis, chemin d'Aix & des Prés", postalCode: "13100", city: "Aix" }),
    );
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/search");
    expect(url.searchParams.get("query")).toBe("2 bis, chemin d'Aix & des Prés, 13100 Aix");
  });
});
