/**
 * 'Premiers pas' on a fresh install: each step is ticked from the data (the
 * identity and contact details saved, the demo articles gone) or by hand
 * where the data cannot tell; the card can be put away. Odd posts to its
 * form get a 4xx with a French message and store nothing.
 */
import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { deleteArticle } from "~/features/articles/admin-articles.server";
import { defaultPages } from "~/features/pages/page-defaults";
import { fixedPage, publishPage } from "~/features/pages/pages.server";
import { defaultServiceDocument } from "~/features/services/service-defaults";
import { servicePage } from "~/features/services/service-pages";
import {
  addService,
  moveService,
  readCatalogue,
  renameService,
  setServiceHidden,
} from "~/features/services/catalogue.server";
import { savePracticeSettings } from "~/features/practice/practice-settings.server";
import { articles } from "~/server/db/schema";
import { seedDemoContent } from "~/server/db/seed.server";
import { action } from "~/routes/admin/first-steps";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";
import { firstStepsMessages } from "./first-steps";
import { acknowledgeFirstStep, readFirstSteps } from "./first-steps.server";

const services = await createTestServices();
await seedDemoContent(services);
const cookie = await signedInCookie(services);
const context = { services, cspNonce: "", clientIp: "203.0.113.8" };

async function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = siteRequest(services, "/admin/premiers-pas", { method: "POST", cookie, body });
  try {
    const response = await action({
      request,
      url: new URL(request.url),
      pattern: "admin/premiers-pas",
      params: {},
      context,
    });
    return { status: response.status, data: null };
  } catch (thrown) {
    if (thrown && typeof thrown === "object" && "init" in thrown && "data" in thrown) {
      const init = thrown.init as { status?: number } | null;
      return { status: init?.status ?? 200, data: thrown.data };
    }
    throw thrown;
  }
}

/** A practice's own identity and contact details: nothing of the demo left. */
const realIdentity = {
  professionalNumber: "RPPS 10101010101",
  companyNumber: "SIRET 123 456 789 00010",
  hostingName: "Nuage Provençal SARL",
  hostingAddress: "4 rue du Port, 13002 Marseille",
  hostingPhone: "04 91 00 12 34",
  hostingWebsite: "https://nuage-provencal.fr",
};
const realContact = {
  phone: "04 92 72 10 20",
  email: "contact@osteo-dubois.fr",
  bookingUrl: "https://www.doctolib.fr/osteopathe/forcalquier/claire-dubois",
  tagManagerId: "",
};

const doneSteps = async () =>
  (await readFirstSteps(services)).steps.filter((step) => step.done).map((step) => step.key);

describe("first steps", () => {
  it("are all to do on a fresh install, and the card is shown", async () => {
    const firstSteps = await readFirstSteps(services);
    expect(firstSteps.steps.map(({ key, done }) => ({ key, done }))).toEqual([
      { key: "identity", done: false },
      { key: "contact", done: false },
      { key: "locations", done: false },
      { key: "services", done: false },
      { key: "pages", done: false },
      { key: "demo-articles", done: false },
    ]);
    expect(firstSteps.dismissed).toBe(false);
  });

  it("name each demo value of a fresh install, with a link to its field", async () => {
    const named = (await readFirstSteps(services)).steps.map(({ key, demoValues }) => [
      key,
      demoValues.map(({ label, href }) => [label, href]),
    ]);
    expect(named).toEqual([
      [
        "identity",
        [
          ["Numéro d'enregistrement professionnel", "/admin/cabinet#identity-professionalNumber"],
          ["Numéro d'immatriculation (SIRET)", "/admin/cabinet#identity-companyNumber"],
          ["Hébergeur du site", "/admin/cabinet#identity-hostingName"],
          ["Adresse de l'hébergeur", "/admin/cabinet#identity-hostingAddress"],
          ["Téléphone de l'hébergeur", "/admin/cabinet#identity-hostingPhone"],
          ["Site de l'hébergeur", "/admin/cabinet#identity-hostingWebsite"],
        ],
      ],
      [
        "contact",
        [
          ["Téléphone", "/admin/cabinet#contact-phone"],
          ["E-mail", "/admin/cabinet#contact-email"],
          ["Adresse de prise de rendez-vous (Doctolib)", "/admin/cabinet#contact-bookingUrl"],
          ["Identifiant Google Tag Manager", "/admin/cabinet#contact-tagManagerId"],
        ],
      ],
      [
        "locations",
        [
          [
            "Position sur la carte (Cabinet de Manosque)",
            "/admin/cabinet#locations-locations-0-latitude",
          ],
          [
            "Position sur la carte (Cabinet de Volx)",
            "/admin/cabinet#locations-locations-1-latitude",
          ],
        ],
      ],
      ["services", []],
      ["pages", []],
      ["demo-articles", []],
    ]);
  });

  it("refuse an odd or hostile post with a French message, storing nothing", async () => {
    const posts: Record<string, string>[] = [
      {},
      { intent: "acknowledge" },
      { intent: "acknowledge", step: "identity" },
      { intent: "acknowledge", step: "services\u0000" },
      { intent: "<script>alert(1)</script>" },
      { intent: "acknowledge", step: "x".repeat(100_000) },
    ];
    for (const fields of posts) {
      expect(await post(fields)).toEqual({
        status: 400,
        data: { error: firstStepsMessages.unreadable },
      });
    }
    expect(await readFirstSteps(services)).toMatchObject({ dismissed: false });
    expect(await doneSteps()).toEqual([]);
  });

  it("tick the identity and the contact details once saved with no demo value left", async () => {
    const owner = null;
    const save = savePracticeSettings;
    expect((await save(services, "identity", defaultPracticeSettings.identity, owner)).ok).toBe(
      true,
    );
    expect(await doneSteps()).toEqual([]);
    expect(
      (
        await save(
          services,
          "identity",
          { ...defaultPracticeSettings.identity, ...realIdentity },
          owner,
        )
      ).ok,
    ).toBe(true);
    expect(await doneSteps()).toEqual(["identity"]);
    expect((await save(services, "contact", defaultPracticeSettings.contact, owner)).ok).toBe(true);
    expect(await doneSteps()).toEqual(["identity"]);
    // One demo value left keeps the step to do, and is still named.
    const almost = { ...realContact, tagManagerId: "GTM-DEMO000" };
    expect((await save(services, "contact", almost, owner)).ok).toBe(true);
    const contact = (await readFirstSteps(services)).steps.find((step) => step.key === "contact");
    expect(contact).toMatchObject({
      done: false,
      demoValues: [{ label: "Identifiant Google Tag Manager", value: "GTM-DEMO000" }],
    });
    expect((await save(services, "contact", realContact, owner)).ok).toBe(true);
    expect(await doneSteps()).toEqual(["identity", "contact"]);
  });

  it("tick the places and hours once saved away from the demo's positions", async () => {
    const { locations } = defaultPracticeSettings.locations;
    expect(
      (await savePracticeSettings(services, "locations", defaultPracticeSettings.locations, null))
        .ok,
    ).toBe(true);
    expect(await doneSteps()).toEqual(["identity", "contact"]);
    const moved = locations.map((location, index) => ({
      ...location,
      latitude: 43.9 + index / 100,
      longitude: 5.9,
    }));
    expect((await savePracticeSettings(services, "locations", { locations: moved }, null)).ok).toBe(
      true,
    );
    expect(await doneSteps()).toEqual(["identity", "contact", "locations"]);
  });

  it("tick the services when the practitioner says they were read", async () => {
    expect(await post({ intent: "acknowledge", step: "services" })).toMatchObject({ status: 302 });
    expect(await doneSteps()).toEqual(["identity", "contact", "locations", "services"]);
  });

  it("tick the pages' texts when the practitioner says they were read", async () => {
    expect(await post({ intent: "acknowledge", step: "pages" })).toMatchObject({ status: 302 });
    expect(await doneSteps()).toEqual(["identity", "contact", "locations", "services", "pages"]);
  });

  it("tick the demo articles once none is left", async () => {
    const rows = await services.db.select({ id: articles.id }).from(articles);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(await deleteArticle(services, row.id)).toBe(true);
    expect(await doneSteps()).toEqual([
      "identity",
      "contact",
      "locations",
      "services",
      "pages",
      "demo-articles",
    ]);
  });

  it("put the card away on request, for good", async () => {
    expect(await post({ intent: "dismiss" })).toMatchObject({ status: 302 });
    expect(await post({ intent: "dismiss" })).toMatchObject({ status: 302 });
    expect(await readFirstSteps(services)).toMatchObject({ dismissed: true });
  });
});

describe("the services step", () => {
  const servicesDone = async (fresh: Awaited<ReturnType<typeof createTestServices>>) =>
    (await readFirstSteps(fresh)).steps.find((step) => step.key === "services")?.done;
  const owner = null;

  it("ticks itself once a service is published", async () => {
    const fresh = await createTestServices();
    const [first] = (await readCatalogue(fresh)).entries;
    if (!first) throw new Error("no service");
    expect(await servicesDone(fresh)).toBe(false);
    const published = await publishPage(
      fresh,
      servicePage(first.id),
      defaultServiceDocument(first.id),
      "0.0",
      owner,
    );
    expect(published.ok).toBe(true);
    expect(await servicesDone(fresh)).toBe(true);
  });

  it("ticks itself once a service is added, hidden, moved or renamed", async () => {
    const changes: ((
      fresh: Awaited<ReturnType<typeof createTestServices>>,
      id: string,
    ) => Promise<{ ok: boolean }>)[] = [
      (fresh) =>
        addService(
          fresh,
          { title: "Ostéopathie et mâchoire", slug: "machoire", cardText: "Un bilan doux." },
          owner,
        ),
      (fresh, id) => setServiceHidden(fresh, id, true),
      (fresh, id) => moveService(fresh, id, "down"),
      (fresh, id) => renameService(fresh, id, "adulte"),
    ];
    for (const change of changes) {
      const fresh = await createTestServices();
      const [first] = (await readCatalogue(fresh)).entries;
      if (!first) throw new Error("no service");
      expect(await servicesDone(fresh)).toBe(false);
      expect((await change(fresh, first.id)).ok).toBe(true);
      expect(await servicesDone(fresh)).toBe(true);
    }
  });
});

describe("the pages step", () => {
  const pagesDone = async (fresh: Awaited<ReturnType<typeof createTestServices>>) =>
    (await readFirstSteps(fresh)).steps.find((step) => step.key === "pages")?.done;

  it("ticks itself once a page is published, not a service's", async () => {
    const fresh = await createTestServices();
    const [first] = (await readCatalogue(fresh)).entries;
    if (!first) throw new Error("no service");
    await publishPage(fresh, servicePage(first.id), defaultServiceDocument(first.id), "0.0", null);
    expect(await pagesDone(fresh)).toBe(false);
    const published = await publishPage(fresh, fixedPage("about"), defaultPages.about, "0.0", null);
    expect(published.ok).toBe(true);
    expect(await pagesDone(fresh)).toBe(true);
  });
});

describe("first steps with the demo articles kept", () => {
  it("tick the demo articles when the practitioner keeps them", async () => {
    const fresh = await createTestServices();
    await seedDemoContent(fresh);
    const before = await readFirstSteps(fresh);
    expect(before.steps.find((step) => step.key === "demo-articles")?.done).toBe(false);
    await acknowledgeFirstStep(fresh, "demo-articles");
    const after = await readFirstSteps(fresh);
    expect(after.steps.find((step) => step.key === "demo-articles")?.done).toBe(true);
    expect(after.dismissed).toBe(false);
  });
});
