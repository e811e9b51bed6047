import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  loadRedirectionsPage,
  saveImportedRedirections,
  saveRedirection,
} from "~/features/redirections/redirections.server";
import { readServedAddresses } from "~/features/redirections/served-addresses.server";
import { publishPage, readPageForEditing, savePageDraft } from "~/features/pages/pages.server";
import { publicContentVersion } from "~/server/content-version.server";
import {
  documentDrafts,
  documentVersions,
  freePages,
  redirections,
  user,
} from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { allRoutes } from "../../../tests/support/route-modules";
import { addMenuEntry, loadPublicMenus, readMenusForEditing } from "~/features/menus/menus.server";
import { loadSitemapUrls } from "~/features/sitemaps/sitemaps.server";
import type { FreePageDocument } from "./free-page-schema";
import { freePage } from "./free-page-type.server";
import {
  changeFreePageAddress,
  createFreePage,
  deleteFreePage,
  listFreePages,
  readPublishedFreePages,
  unpublishFreePage,
} from "./free-pages.server";

const services = await createTestServices();
const owner = { id: "owner", name: "Julien Mercier", email: "praticien@example.com" };
await services.db.insert(user).values(owner);

async function create(title: string, slug: string) {
  const created = await createFreePage(services, { title, slug }, owner);
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  return created.id;
}

const document = (title: string): FreePageDocument => ({
  title,
  sections: [
    { type: "text", body: "<p>Consultation : {tarif}.</p>" },
    { type: "contact", title: "Venir au cabinet" },
  ],
  seoTitle: title,
  seoDescription: "",
});

async function publish(id: number, value: unknown) {
  const { stamp } = await readPageForEditing(services, freePage(id));
  return publishPage(services, freePage(id), value, stamp, owner);
}

async function redirectionFrom(path: string) {
  const [row] = await services.db
    .select()
    .from(redirections)
    .where(eq(redirections.fromPath, path));
  return row?.toPath ?? null;
}

describe("free pages", () => {
  it("are created as a draft visitors do not see, listed with their title", async () => {
    const id = await create("Tarifs et remboursements", "tarifs");
    expect((await readPublishedFreePages(services)).has("tarifs")).toBe(false);
    const editing = await readPageForEditing(services, freePage(id));
    expect(editing).toMatchObject({ hasDraft: true, isDefault: true });
    expect(editing.document.title).toBe("Tarifs et remboursements");
    expect(await listFreePages(services)).toContainEqual(
      expect.objectContaining({
        id,
        slug: "tarifs",
        title: "Tarifs et remboursements",
        published: false,
        hasDraft: true,
        changedAt: expect.any(Date),
      }),
    );
  });

  it("refuse an address the site, a redirection or another page answers, naming it", async () => {
    const refused = async (slug: string) => {
      const created = await createFreePage(services, { title: "Une page", slug }, owner);
      return created.ok ? null : created.errors.slug;
    };
    expect(await refused("admin")).toBe(
      "L'adresse /admin est déjà prise par l'administration du site : choisissez-en une autre.",
    );
    expect(await refused("blog")).toMatch(/le blog/);
    expect(await refused("contact")).toMatch(/la page « Contact »/);
    expect(await refused("sitemap-pages.xml")).toMatch(/lettres minuscules/);
    expect(await refused("tarifs")).toBe(
      "La page « Tarifs et remboursements » a déjà l'adresse /tarifs : choisissez-en une autre.",
    );
    await saveRedirection(services, null, { from: "/ancienne-page", to: "/contact" });
    expect(await refused("ancienne-page")).toMatch(
      /Une redirection part déjà de \/ancienne-page \(vers \/contact\)/,
    );
    expect(await refused("../x")).toMatch(/lettres minuscules/);
  });

  it("never take the first segment of a route of app/routes.ts", async () => {
    const segments = new Set(
      allRoutes
        .map((route) => route.path.split("/")[0] ?? "")
        .filter((segment) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment)),
    );
    expect(segments.size).toBeGreaterThan(8);
    for (const slug of segments) {
      const created = await createFreePage(services, { title: "Une page", slug }, owner);
      expect(created.ok, slug).toBe(false);
    }
  });

  it("keep one page per address as a database guarantee", async () => {
    await expect(services.db.insert(freePages).values({ slug: "tarifs" })).rejects.toThrow();
  });

  it("are published through the pages' editing and visible with the content version", async () => {
    const id = await create("Venir au cabinet", "venir-au-cabinet");
    const version = await publicContentVersion(services);
    const published = await publish(id, document("Venir au cabinet"));
    expect(published.ok).toBe(true);
    expect(await publicContentVersion(services)).toBeGreaterThan(version);
    const page = (await readPublishedFreePages(services)).get("venir-au-cabinet");
    expect(page?.document.sections[0]).toEqual({
      type: "text",
      body: "<p>Consultation : {tarif}.</p>",
    });
    // A redirection can no longer take the page's address.
    expect((await readServedAddresses(services.db))("/venir-au-cabinet")).toBe(true);
  });

  it("refuse the second tab's save of a page changed meanwhile", async () => {
    const id = await create("Accessibilité", "accessibilite");
    const { stamp } = await readPageForEditing(services, freePage(id));
    expect((await savePageDraft(services, freePage(id), document("Un"), stamp, owner)).ok).toBe(
      true,
    );
    expect(await savePageDraft(services, freePage(id), document("Deux"), stamp, owner)).toEqual({
      ok: false,
      stale: true,
    });
  });

  it("answer a published page's old address with a 301 after a new address, and move back cleanly", async () => {
    const id = await create("Grossesse", "grossesse");
    await publish(id, document("Grossesse"));
    expect(await changeFreePageAddress(services, id, "osteopathie-et-grossesse")).toEqual({
      ok: true,
      id,
    });
    expect(await redirectionFrom("/grossesse")).toBe("/osteopathie-et-grossesse");
    const pages = await readPublishedFreePages(services);
    expect([pages.has("grossesse"), pages.has("osteopathie-et-grossesse")]).toEqual([false, true]);
    // Back to the first address: its redirection goes, the other way round comes.
    expect(await changeFreePageAddress(services, id, "/grossesse")).toEqual({ ok: true, id });
    expect(await redirectionFrom("/grossesse")).toBeNull();
    expect(await redirectionFrom("/osteopathie-et-grossesse")).toBe("/grossesse");
  });

  it("list the old address's redirection as a change of address, which an import leaves alone", async () => {
    const id = await create("Sport", "sport");
    await publish(id, document("Sport"));
    await changeFreePageAddress(services, id, "osteopathie-du-sport");
    await saveImportedRedirections(services.db, [{ from: "/sport", to: "/blog" }]);
    expect(await redirectionFrom("/sport")).toBe("/osteopathie-du-sport");
    const { redirections: listed } = await loadRedirectionsPage(services);
    expect(listed.find((row) => row.from === "/sport")?.origin).toBe("Changement d'adresse");
  });

  it("change a draft's address without a redirection", async () => {
    const id = await create("Brouillon", "brouillon");
    expect(await changeFreePageAddress(services, id, "brouillon-2")).toEqual({ ok: true, id });
    expect(await redirectionFrom("/brouillon")).toBeNull();
    expect(await changeFreePageAddress(services, id, "admin")).toMatchObject({ ok: false });
  });

  it("leave the site when unpublished, and are deleted only then, with their versions", async () => {
    const id = await create("Éphémère", "ephemere");
    await publish(id, document("Éphémère"));
    expect(await deleteFreePage(services, id)).toEqual({
      ok: false,
      message: "Dépubliez la page avant de la supprimer.",
    });
    expect(await unpublishFreePage(services, id)).toBe(true);
    expect((await readPublishedFreePages(services)).has("ephemere")).toBe(false);
    expect(await deleteFreePage(services, id)).toEqual({ ok: true });
    const key = eq(documentVersions.key, String(id));
    expect(await services.db.select().from(documentVersions).where(key)).toEqual([]);
    expect(
      await services.db
        .select()
        .from(documentDrafts)
        .where(eq(documentDrafts.key, String(id))),
    ).toEqual([]);
    expect(await deleteFreePage(services, id)).toEqual({
      ok: false,
      message: "Cette page n'existe pas.",
    });
  });

  it("are in the pages sitemap and in the menus while published, flagged in the editor when not", async () => {
    const id = await create("Ostéopathie et grossesse", "grossesse-et-bebe");
    await addMenuEntry(services, "footer", {
      label: "Grossesse",
      target: { kind: "free-page", id },
    });
    const inSitemap = async () =>
      (await loadSitemapUrls(services)).pages.some((entry) =>
        entry.loc.endsWith("/grossesse-et-bebe"),
      );
    const inMenu = async () =>
      (await loadPublicMenus(services)).footer.some((link) => link.href === "/grossesse-et-bebe");
    const editorEntry = async () =>
      (await readMenusForEditing(services)).menus
        .find((menu) => menu.id === "footer")
        ?.entries.find((entry) => entry.label === "Grossesse")?.resolved;
    expect([await inSitemap(), await inMenu()]).toEqual([false, false]);
    expect(await editorEntry()).toMatchObject({
      shown: false,
      reason: "Non affiché : la page n'est pas publiée.",
    });
    await publish(id, document("Ostéopathie et grossesse"));
    expect([await inSitemap(), await inMenu()]).toEqual([true, true]);
    await unpublishFreePage(services, id);
    expect([await inSitemap(), await inMenu()]).toEqual([false, false]);
    await deleteFreePage(services, id);
    expect(await editorEntry()).toMatchObject({
      shown: false,
      reason: "Non affiché : la page a été supprimée.",
    });
  });
});
