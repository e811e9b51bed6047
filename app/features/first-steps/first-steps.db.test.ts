/**
 * 'Premiers pas' on a fresh install: each step is ticked from the data (the
 * identity and contact details saved, the demo articles gone) or by hand
 * where the data cannot tell; the card can be put away. Odd posts to its
 * form get a 4xx with a French message and store nothing.
 */
import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { deleteArticle } from "~/features/articles/admin-articles.server";
import { defaultServiceDocument } from "~/features/pages/page-defaults";
import { servicePageKey } from "~/features/pages/page-schemas";
import { publishPage } from "~/features/pages/pages.server";
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

const doneSteps = async () =>
  (await readFirstSteps(services)).steps.filter((step) => step.done).map((step) => step.key);

describe("first steps", () => {
  it("are all to do on a fresh install, and the card is shown", async () => {
    expect(await readFirstSteps(services)).toEqual({
      steps: [
        { key: "identity", done: false },
        { key: "contact", done: false },
        { key: "locations", done: false },
        { key: "services", done: false },
        { key: "demo-articles", done: false },
      ],
      dismissed: false,
    });
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

  it("tick the identity and the contact details once saved in the practice's settings", async () => {
    const owner = null;
    expect(
      (await savePracticeSettings(services, "identity", defaultPracticeSettings.identity, owner))
        .ok,
    ).toBe(true);
    expect(await doneSteps()).toEqual(["identity"]);
    expect(
      (await savePracticeSettings(services, "contact", defaultPracticeSettings.contact, owner)).ok,
    ).toBe(true);
    expect(await doneSteps()).toEqual(["identity", "contact"]);
  });

  it("tick the places and hours once saved: a new practice's addresses are not the demo's", async () => {
    expect(
      (await savePracticeSettings(services, "locations", defaultPracticeSettings.locations, null))
        .ok,
    ).toBe(true);
    expect(await doneSteps()).toEqual(["identity", "contact", "locations"]);
  });

  it("tick the services when the practitioner says they were read", async () => {
    expect(await post({ intent: "acknowledge", step: "services" })).toMatchObject({ status: 302 });
    expect(await doneSteps()).toEqual(["identity", "contact", "locations", "services"]);
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
      servicePageKey(first.id),
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
