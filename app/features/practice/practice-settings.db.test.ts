import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { publicContentVersion } from "~/server/content-version.server";
import { user } from "~/server/db/schema";
import { createTestServices, openSecondProcess } from "../../../tests/support/test-services";
import {
  listSettingsVersions,
  readPracticeSettings,
  readPracticeView,
  restoreSettingsVersion,
  savePracticeSettings,
} from "./practice-settings.server";

let clock = new Date("2026-12-01T09:00:00Z");
const services = await createTestServices({ now: () => clock });
const owner = { id: "owner", name: "Julien Mercier", email: "praticien@example.com" };
await services.db.insert(user).values(owner);

describe("practice settings", () => {
  it("start from the defaults of app/content", async () => {
    const { settings, changedAt } = await readPracticeSettings(services);
    expect(settings).toEqual(defaultPracticeSettings);
    expect(changedAt).toBeNull();
    expect(await listSettingsVersions(services, "contact")).toEqual([]);
  });

  it("refuse a closing time before the opening time, naming the field, and keep what was there", async () => {
    const locations = structuredClone(defaultPracticeSettings.locations);
    locations.locations[0]!.hours.tuesday = [{ opens: "19:00", closes: "09:00" }];
    const result = await savePracticeSettings(services, "locations", locations, owner);
    expect(result).toEqual({
      ok: false,
      errors: {
        "locations.0.hours.tuesday.0.closes":
          "L'heure de fermeture doit être après l'heure d'ouverture.",
      },
    });
    expect((await readPracticeSettings(services)).settings.locations).toEqual(
      defaultPracticeSettings.locations,
    );
  });

  it("refuse a booking address that is not https, and a closure ending before it starts", async () => {
    const contact = { ...defaultPracticeSettings.contact, bookingUrl: "http://www.doctolib.fr/x" };
    const refused = await savePracticeSettings(services, "contact", contact, owner);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.errors)).toEqual(["bookingUrl"]);

    const notices = {
      notices: [
        {
          id: "noel",
          message: "Cabinet fermé pour les fêtes",
          startsOn: "2026-12-29",
          endsOn: "2026-12-22",
          closed: true,
          announceFrom: "",
        },
      ],
    };
    const closure = await savePracticeSettings(services, "notices", notices, owner);
    expect(closure).toEqual({
      ok: false,
      errors: { "notices.0.endsOn": "La date de fin doit être le jour du début ou après." },
    });
  });

  it("show a saved change on the next read, with a new public content version", async () => {
    const before = await publicContentVersion(services);
    const contact = { ...defaultPracticeSettings.contact, phone: "04.92.00.00.01" };
    const saved = await savePracticeSettings(services, "contact", contact, owner);
    expect(saved.ok).toBe(true);
    expect(await publicContentVersion(services)).not.toBe(before);
    const view = await readPracticeView(services);
    expect(view.contact).toMatchObject({ phone: "04.92.00.00.01", phoneE164: "+33492000001" });
    const [version] = await listSettingsVersions(services, "contact");
    expect(version).toMatchObject({ authorName: "Julien Mercier", restoredFrom: null });
    expect((await readPracticeSettings(services)).changedAt).toEqual(clock);
  });

  it("keep the last 20 versions of a section and put an older one back as a new version", async () => {
    for (let index = 0; index < 22; index += 1) {
      clock = new Date(clock.getTime() + 60_000);
      const pricing = { ...defaultPracticeSettings.pricing, consultation: `${60 + index} €` };
      expect((await savePracticeSettings(services, "pricing", pricing, owner)).ok).toBe(true);
    }
    const versions = await listSettingsVersions(services, "pricing");
    expect(versions).toHaveLength(20);
    expect((await readPracticeView(services)).pricing.consultation).toBe("81 €");

    const older = versions[5]!;
    const restored = await restoreSettingsVersion(services, "pricing", older.id, owner);
    expect(restored?.consultation).toBe("76 €");
    expect((await readPracticeView(services)).pricing.consultation).toBe("76 €");
    const [newest] = await listSettingsVersions(services, "pricing");
    expect(newest).toMatchObject({ restoredFrom: older.id });
    expect(await restoreSettingsVersion(services, "pricing", 999_999, owner)).toBeNull();
  });

  it("show a closure during its period and drop periods already over when saving", async () => {
    const notices = {
      notices: [
        {
          id: "noel",
          message: "Cabinet fermé du 22 au 29 décembre, reprise le 30",
          startsOn: "2026-12-22",
          endsOn: "2026-12-29",
          closed: true,
          announceFrom: "2026-12-10",
        },
        {
          id: "ancien",
          message: "Fermé pour le pont de novembre",
          startsOn: "2026-11-10",
          endsOn: "2026-11-11",
          closed: true,
          announceFrom: "",
        },
      ],
    };
    const saved = await savePracticeSettings(services, "notices", notices, owner);
    expect(saved.ok && saved.value.notices.map((notice) => notice.id)).toEqual(["noel"]);

    expect((await readPracticeView(services)).notices).toEqual([]);
    expect((await readPracticeView(services)).closures).toEqual([
      { startsOn: "2026-12-22", endsOn: "2026-12-29" },
    ]);
    clock = new Date("2026-12-10T07:00:00Z");
    expect((await readPracticeView(services)).notices.map((notice) => notice.id)).toEqual(["noel"]);
    clock = new Date("2026-12-30T07:00:00Z");
    const after = await readPracticeView(services);
    expect(after.notices).toEqual([]);
    expect(after.closures).toEqual([]);
  });

  it("let BOOKING_URL win over the booking address of the settings", async () => {
    const withEnv = {
      ...services,
      env: { ...services.env, BOOKING_URL: "https://agenda.example.com/x" },
    };
    expect((await readPracticeView(withEnv)).bookingUrl).toBe("https://agenda.example.com/x");
    expect((await readPracticeView(services)).bookingUrl).toBe(
      defaultPracticeSettings.contact.bookingUrl,
    );
  });
});

// Two app processes on one PostgreSQL server: a change made in one shows in
// the other within a second, through the public content version.
if (services.databaseUrl) {
  const databaseUrl = services.databaseUrl;
  describe("several processes on one PostgreSQL database", async () => {
    const otherServices = await openSecondProcess(databaseUrl, services.env, () => clock);

    it("show the other process's new phone number within a second", async () => {
      expect((await readPracticeView(otherServices)).contact.phone).not.toBe("04 92 11 22 33");
      const contact = { ...defaultPracticeSettings.contact, phone: "04 92 11 22 33" };
      expect((await savePracticeSettings(services, "contact", contact, owner)).ok).toBe(true);
      await expect
        .poll(async () => (await readPracticeView(otherServices)).contact.phone, {
          timeout: 1_000,
          interval: 50,
        })
        .toBe("04 92 11 22 33");
    });
  });
}
