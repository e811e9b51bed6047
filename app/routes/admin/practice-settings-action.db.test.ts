/**
 * 'Cabinet' (/admin/cabinet) through the route's own loader and action: what
 * the owner posts is refused with a 4xx and a French message before anything
 * is written, a save and a restore change what pages read, and only the
 * signed-in owner gets there.
 */
import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import {
  listSettingsVersions,
  readPracticeSettings,
} from "~/features/practice/practice-settings.server";
import { settingsMessages } from "~/features/practice/settings-schema";
import { action, loader } from "./practice-settings";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";

const services = await createTestServices({
  env: { BOOKING_URL: "https://www.doctolib.fr/osteopathe/ailleurs/autre-calendrier" },
});
const cookie = await signedInCookie(services);
const context = { services, cspNonce: "", clientIp: "203.0.113.8" };
const PATTERN = "admin/cabinet";

/** Status, redirect and data of a loader's or action's answer, thrown or returned. */
async function settle(run: () => Promise<unknown>) {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location"), data: null };
  }
  // data(…, { status }) gives { data, init }; a plain object is a 200.
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init: { status?: number } | null = result.init ?? null;
    return { status: init?.status ?? 200, location: null, data: result.data };
  }
  return { status: 200, location: null, data: result };
}

const argsOf = (request: Request) => ({
  request,
  url: new URL(request.url),
  pattern: PATTERN,
  params: {},
  context,
});

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** Runs the action (as the owner unless told otherwise); gives status, redirect and data. */
async function post(fields: Record<string, string>, as: { cookie?: string } = { cookie }) {
  const request = siteRequest(services, "/admin/cabinet", {
    method: "POST",
    cookie: as.cookie,
    body: formOf(fields),
  });
  return settle(() => action(argsOf(request)));
}

const save = (section: string, document: unknown) =>
  post({ intent: "save", section, document: JSON.stringify(document) });

const locations = defaultPracticeSettings.locations.locations;
const versionCount = async (section: "contact" | "locations" | "notices") =>
  (await listSettingsVersions(services, section)).length;

describe("the Cabinet page's action", () => {
  it("sends a signed-out visitor to the sign-in page and writes nothing", async () => {
    const result = await post(
      {
        intent: "save",
        section: "contact",
        document: JSON.stringify(defaultPracticeSettings.contact),
      },
      {},
    );
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth\?redirectTo=/);
    expect(await versionCount("contact")).toBe(0);
  });

  it("answers a document that is not JSON with 400 and a French message", async () => {
    const result = await post({ intent: "save", section: "contact", document: "{phone:" });
    expect(result).toMatchObject({
      status: 400,
      data: { section: "contact", toast: { title: settingsMessages.unreadable } },
    });
    expect(await versionCount("contact")).toBe(0);
  });

  it("answers a save without a document with 400 and a French message", async () => {
    const result = await post({ intent: "save", section: "contact" });
    expect(result).toMatchObject({
      status: 400,
      data: { toast: { title: settingsMessages.unreadable } },
    });
  });

  it.each([
    ["an unknown section", { intent: "save", section: "secrets", document: "{}" }],
    ["no section", { intent: "save", document: "{}" }],
    ["an unknown intent", { intent: "drop", section: "contact" }],
  ])("answers %s with 400 and a French message", async (_, fields) => {
    const result = await post(fields);
    expect(result).toMatchObject({
      status: 400,
      data: { toast: { title: settingsMessages.invalidForm } },
    });
  });

  it("refuses a closing time before the opening time, with the message at that field", async () => {
    const [first, ...rest] = locations;
    if (!first) throw new Error("the defaults have a location");
    const wrong = {
      ...first,
      hours: { ...first.hours, tuesday: [{ opens: "18:00", closes: "10:00" }] },
    };
    const result = await save("locations", { locations: [wrong, ...rest] });
    expect(result).toMatchObject({
      status: 400,
      data: {
        section: "locations",
        errors: { "locations.0.hours.tuesday.0.closes": settingsMessages.closesBeforeOpens },
        toast: { title: settingsMessages.invalidForm },
      },
    });
    expect(await versionCount("locations")).toBe(0);
  });

  it("refuses a blank latitude instead of placing the practice at 0", async () => {
    const [first, ...rest] = locations;
    if (!first) throw new Error("the defaults have a location");
    const result = await save("locations", {
      locations: [{ ...first, latitude: "" }, ...rest],
    });
    expect(result).toMatchObject({
      status: 400,
      data: { errors: { "locations.0.latitude": settingsMessages.latitude } },
    });
  });

  it("refuses a booking address that is not https", async () => {
    const result = await save("contact", {
      ...defaultPracticeSettings.contact,
      bookingUrl: "http://www.doctolib.fr/osteopathe/manosque/x",
    });
    expect(result).toMatchObject({
      status: 400,
      data: { errors: { bookingUrl: settingsMessages.bookingUrl } },
    });
  });

  it("saves a section, with its author, and pages read the new value", async () => {
    const contact = { ...defaultPracticeSettings.contact, phone: "04 65 00 00 01" };
    const result = await save("contact", contact);
    expect(result).toMatchObject({ status: 302, location: "/admin/cabinet" });
    expect((await readPracticeSettings(services)).settings.contact.phone).toBe("04 65 00 00 01");
    const [newest] = await listSettingsVersions(services, "contact");
    expect(newest?.authorName).not.toBe("");
  });

  it("reads coordinates typed with a decimal comma", async () => {
    const [first, ...rest] = locations;
    if (!first) throw new Error("the defaults have a location");
    const result = await save("locations", {
      locations: [{ ...first, latitude: "43,8350", longitude: " 5.7840 " }, ...rest],
    });
    expect(result.status).toBe(302);
    const stored = (await readPracticeSettings(services)).settings.locations.locations[0];
    expect(stored).toMatchObject({ latitude: 43.835, longitude: 5.784 });
  });

  it("puts an older version back, as a new version", async () => {
    const [original] = await listSettingsVersions(services, "contact");
    if (!original) throw new Error("a contact version was saved above");
    await save("contact", { ...defaultPracticeSettings.contact, phone: "04 65 00 00 02" });
    const result = await post({
      intent: "restore",
      section: "contact",
      version: String(original.id),
    });
    expect(result).toMatchObject({ status: 302, location: "/admin/cabinet" });
    expect((await readPracticeSettings(services)).settings.contact.phone).toBe("04 65 00 00 01");
    const [newest] = await listSettingsVersions(services, "contact");
    expect(newest?.restoredFrom).toBe(original.id);
  });

  it.each(["999999", "abc", "-1", ""])(
    "answers the unknown version %j with 404 and a French message",
    async (version) => {
      const before = await versionCount("contact");
      const result = await post({ intent: "restore", section: "contact", version });
      expect(result).toMatchObject({
        status: 404,
        data: { toast: { title: settingsMessages.versionNotFound } },
      });
      expect(await versionCount("contact")).toBe(before);
    },
  );

  it("does not put back a version of another section", async () => {
    const [contactVersion] = await listSettingsVersions(services, "contact");
    const result = await post({
      intent: "restore",
      section: "notices",
      version: String(contactVersion?.id),
    });
    expect(result.status).toBe(404);
    expect(await versionCount("notices")).toBe(0);
  });

  it("puts the defaults back", async () => {
    const result = await post({ intent: "restore-defaults", section: "contact" });
    expect(result).toMatchObject({ status: 302, location: "/admin/cabinet" });
    expect((await readPracticeSettings(services)).settings.contact).toEqual(
      defaultPracticeSettings.contact,
    );
  });
});

describe("the Cabinet page's loader", () => {
  it("gives the settings, each section's versions and whether BOOKING_URL wins", async () => {
    const request = siteRequest(services, "/admin/cabinet", { cookie });
    const page = await loader(argsOf(request));
    expect(page.bookingUrlOverridden).toBe(true);
    expect(page.settings.contact).toEqual(defaultPracticeSettings.contact);
    expect(page.versions.contact.length).toBeGreaterThanOrEqual(3);
    expect(page.versions.pricing).toEqual([]);
    expect(page.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
