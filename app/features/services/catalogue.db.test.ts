import { describe, expect, it } from "vitest";
import { services as contentServices } from "~/content/services";
import { defaultServiceDocument } from "./service-defaults";
import { servicePage } from "./service-pages";
import { publishPage, readPageForEditing, savePageDraft } from "~/features/pages/pages.server";
import { loadSitemapUrls } from "~/features/sitemaps/sitemaps.server";
import { publicContentVersion } from "~/server/content-version.server";
import { user } from "~/server/db/schema";
import { takeToast } from "~/lib/toast.server";
import { createTestServices, openSecondProcess } from "../../../tests/support/test-services";
import { renameServiceAction } from "./catalogue-actions.server";
import {
  addService,
  findPublicService,
  listServiceRows,
  loadServiceCards,
  moveService,
  readCatalogue,
  renameService,
  setServiceHidden,
} from "./catalogue.server";

const clock = new Date("2026-12-01T09:00:00Z");
const services = await createTestServices({ now: () => clock });
const owner = { id: "owner", name: "Julien Mercier", email: "praticien@example.com" };
await services.db.insert(user).values(owner);
const origin = services.env.PUBLIC_URL;

const slugs = async () => (await loadServiceCards(services)).map((card) => card.slug);
const sitemapServices = async () =>
  (await loadSitemapUrls(services)).pages
    .map((entry) => entry.loc.slice(origin.length))
    .filter((path) => path.startsWith("/services/"));

const newService = {
  title: "Ostéopathie et mâchoire",
  slug: "machoire",
  cardText: "Serrer les dents, craquements, douleurs de la mâchoire : un bilan doux et global.",
};

describe("the services catalogue", () => {
  it("is the six services of app/content/ on a fresh install, with their texts", async () => {
    expect(await slugs()).toEqual(contentServices.map((service) => service.slug));
    const found = await findPublicService(services, "nourrissons");
    expect(found).toMatchObject({ kind: "found", service: { id: "babies", hidden: false } });
    if (found.kind !== "found") return;
    expect(found.service.document).toEqual(defaultServiceDocument("babies"));
    expect(found.service.document.title).toBe("Ostéopathie pour nourrissons");
    expect(await sitemapServices()).toEqual(
      contentServices.map((service) => `/services/${service.slug}`),
    );
  });

  it("adds a service, published at once, at the end of every list", async () => {
    const version = await publicContentVersion(services);
    const result = await addService(services, newService, owner);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await publicContentVersion(services)).toBeGreaterThan(version);
    expect((await slugs()).at(-1)).toBe("machoire");
    expect(await sitemapServices()).toContain("/services/machoire");
    const found = await findPublicService(services, "machoire");
    expect(found.kind === "found" && found.service.document.title).toBe(newService.title);
    const editing = await readPageForEditing(services, servicePage(result.id));
    expect(editing).toMatchObject({ isDefault: false, hasDraft: false });
  });

  it("refuses a bad service with French messages and stores nothing", async () => {
    const before = await readCatalogue(services);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...newService, slug: "nourrissons" }, "slug"],
      [{ ...newService, slug: "Avec Espaces" }, "slug"],
      [{ ...newService, slug: "services" }, "slug"],
      [{ ...newService, slug: "a".repeat(100_000) }, "slug"],
      [{ ...newService, slug: "dos\u0000" }, "slug"],
      [{ ...newService, title: "<script>alert(1)</script>" }, "title"],
      [{ ...newService, cardText: "x".repeat(100_000) }, "cardText"],
      [{ ...newService, title: "Nul\u0000" }, "title"],
      [{ title: 42 }, "title"],
    ];
    for (const [input, field] of cases) {
      const result = await addService(services, input, owner);
      expect(result.ok).toBe(false);
      if (result.ok || !("errors" in result)) throw new Error("expected field errors");
      expect(result.errors[field]).toMatch(/[a-zé]/);
    }
    expect(await readCatalogue(services)).toEqual(before);
  });

  it("changes the order of the services", async () => {
    await moveService(services, "pregnant", "up");
    expect((await slugs()).slice(0, 2)).toEqual(["femmes-enceintes", "nourrissons"]);
    await moveService(services, "pregnant", "down");
    expect((await slugs()).slice(0, 2)).toEqual(["nourrissons", "femmes-enceintes"]);
    // At an end, nothing moves.
    await moveService(services, "babies", "up");
    expect((await slugs())[0]).toBe("nourrissons");
    expect((await listServiceRows(services)).map((row) => row.id).slice(0, 2)).toEqual([
      "babies",
      "pregnant",
    ]);
  });

  it("hides a service from every list and answers its address 404, then shows it again", async () => {
    await setServiceHidden(services, "seniors", true);
    expect(await slugs()).not.toContain("seniors");
    expect(await sitemapServices()).not.toContain("/services/seniors");
    expect(await findPublicService(services, "seniors")).toEqual({ kind: "unknown" });
    // Still there, still editable.
    expect((await listServiceRows(services)).find((row) => row.id === "seniors")).toMatchObject({
      hidden: true,
      title: "Ostéopathie pour seniors",
    });
    await setServiceHidden(services, "seniors", false);
    expect(await slugs()).toContain("seniors");
  });

  it("answers a renamed service's old addresses with its new one, and lets a new service take one", async () => {
    expect((await renameService(services, "sports", "sportifs")).ok).toBe(true);
    expect(await findPublicService(services, "sport")).toEqual({ kind: "moved", slug: "sportifs" });
    expect((await renameService(services, "sports", "course-a-pied")).ok).toBe(true);
    // The old slug of an old slug leads to the current one.
    expect(await findPublicService(services, "sport")).toEqual({
      kind: "moved",
      slug: "course-a-pied",
    });
    expect(await findPublicService(services, "sportifs")).toEqual({
      kind: "moved",
      slug: "course-a-pied",
    });
    expect(await sitemapServices()).toContain("/services/course-a-pied");
    expect(await sitemapServices()).not.toContain("/services/sport");
    // A service taking an old address wins it.
    const taken = await addService(services, { ...newService, slug: "sportifs" }, owner);
    expect(taken.ok).toBe(true);
    const found = await findPublicService(services, "sportifs");
    expect(found.kind === "found" && found.service.document.title).toBe(newService.title);
    // An address another service holds is refused.
    const clash = await renameService(services, "sports", "nourrissons");
    expect(clash.ok || ("errors" in clash && clash.errors.slug)).toBe(
      "Un autre service a déjà cette adresse : choisissez-en une autre.",
    );
  });

  it("answers that nothing changed when a service is given its own current address", async () => {
    const version = await publicContentVersion(services);
    const announced: string[] = [];
    const response = await renameServiceAction(
      services,
      "babies",
      " nourrissons ",
      "/admin/pages/service-babies",
      (path) => announced.push(path),
    );
    if (!(response instanceof Response)) throw new Error("refused");
    expect(response.status).toBe(302);
    const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const { toast } = await takeToast(
      new Request("https://osteo.example.com/", { headers: { Cookie: cookie } }),
    );
    expect(toast?.title).toBe("L'adresse n'a pas changé.");
    expect(announced).toEqual([]);
    expect(await publicContentVersion(services)).toBe(version);
    expect((await readCatalogue(services)).oldSlugs.has("nourrissons")).toBe(false);
    expect(await findPublicService(services, "nourrissons")).toMatchObject({ kind: "found" });
  });

  it("lists each service with the title its editor opens on: the draft's, the published one, or the default", async () => {
    const published = servicePage("sports");
    const first = await readPageForEditing(services, published);
    const publication = await publishPage(
      services,
      published,
      { ...first.document, title: "Ostéopathie et course à pied" },
      first.stamp,
      owner,
    );
    expect(publication.ok).toBe(true);
    const drafted = servicePage("pregnant");
    const before = await readPageForEditing(services, drafted);
    const draft = await savePageDraft(
      services,
      drafted,
      { ...before.document, title: "Grossesse et ostéopathie" },
      before.stamp,
      owner,
    );
    expect(draft.ok).toBe(true);
    const rows = await listServiceRows(services);
    const row = (id: string) => rows.find((candidate) => candidate.id === id);
    expect(row("sports")).toMatchObject({ title: "Ostéopathie et course à pied", hasDraft: false });
    expect(row("pregnant")).toMatchObject({ title: "Grossesse et ostéopathie", hasDraft: true });
    expect(row("babies")).toMatchObject({
      title: defaultServiceDocument("babies").title,
      hasDraft: false,
    });
  });

  it("publishes a service's texts through its page document", async () => {
    const key = servicePage("general");
    const { stamp, document } = await readPageForEditing(services, key);
    const result = await publishPage(
      services,
      key,
      { ...document, cardText: "Mal de dos, nuque raide ou maux de tête : un bilan global." },
      stamp,
      owner,
    );
    expect(result.ok).toBe(true);
    const card = (await loadServiceCards(services)).find((service) => service.id === "general");
    expect(card?.cardText).toBe("Mal de dos, nuque raide ou maux de tête : un bilan global.");
    const refused = await publishPage(
      services,
      key,
      { ...document, image: { src: "https://tracker.example.com/x.jpg", alt: "Une image" } },
      result.ok ? result.stamp : stamp,
      owner,
    );
    expect(refused).toMatchObject({ ok: false, errors: { "image.src": expect.any(String) } });
  });
});

if (services.databaseUrl) {
  const databaseUrl = services.databaseUrl;
  describe("the services catalogue on PostgreSQL with a second process", async () => {
    const otherServices = await openSecondProcess(databaseUrl, services.env, () => clock);

    it("hides a service in the other process within a second", async () => {
      const visible = async () =>
        (await loadServiceCards(otherServices)).map((card) => card.id).includes("emergency");
      expect(await visible()).toBe(true);
      await setServiceHidden(services, "emergency", true);
      await expect.poll(visible, { timeout: 1_000, interval: 50 }).toBe(false);
    });
  });
}
