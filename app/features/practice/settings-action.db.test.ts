/**
 * Saving the places from /admin/cabinet: an address changed without its
 * latitude and longitude is saved, and the answer warns that the map still
 * shows the old one, with a search for the new address.
 */
import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { user } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { readPracticeSettings } from "./practice-settings.server";
import { practiceSettingsAction } from "./settings-action.server";

const services = await createTestServices();
const owner = { id: "owner", name: "Julien Mercier", email: "praticien@example.com" };
await services.db.insert(user).values(owner);

const [manosque, volx] = defaultPracticeSettings.locations.locations;
if (!manosque || !volx) throw new Error("the demo has two places");

function saveLocations(locations: unknown[]) {
  const form = new FormData();
  form.set("intent", "save");
  form.set("section", "locations");
  form.set("document", JSON.stringify({ locations }));
  return practiceSettingsAction(services, owner, form);
}

describe("saving the places", () => {
  it("saves a new address kept at the old position, and says the map still shows the old one", async () => {
    const answer = await saveLocations([{ ...manosque, street: "5 rue des Lilas" }, volx]);
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer).toMatchObject({
      data: {
        section: "locations",
        toast: { title: "Modifications enregistrées", variant: "success" },
        staleMapPositions: [
          {
            name: "Cabinet de Manosque",
            searchUrl:
              "https://www.openstreetmap.org/search?query=5+rue+des+Lilas%2C+04100+Manosque",
          },
        ],
      },
    });
    const { settings } = await readPracticeSettings(services);
    expect(settings.locations.locations[0]?.street).toBe("5 rue des Lilas");
  });

  it("goes back to the page with no warning when the position follows the address", async () => {
    const answer = await saveLocations([
      { ...manosque, street: "8 boulevard Martin", latitude: 43.8351, longitude: 5.7862 },
      volx,
    ]);
    expect(answer instanceof Response && answer.status).toBe(302);
    const { settings } = await readPracticeSettings(services);
    expect(settings.locations.locations[0]).toMatchObject({
      street: "8 boulevard Martin",
      latitude: 43.8351,
    });
  });
});
