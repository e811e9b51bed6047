import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { footerLinks, mainMenu } from "~/content/navigation";
import { createCategory } from "~/features/articles/taxonomy.server";
import { renameService, setServiceHidden } from "~/features/services/catalogue.server";
import { changePublicContent, publicContentVersion } from "~/server/content-version.server";
import { articles, siteMenus } from "~/server/db/schema";
import { createTestServices, openSecondProcess } from "../../../tests/support/test-services";
import { menusAction } from "./menu-actions.server";
import { MENU_LIMITS, menuMessages } from "./menu-schema";
import { notShownMessages } from "./menu-targets";
import {
  addMenuEntry,
  loadPublicMenus,
  moveMenuEntry,
  readMenusForEditing,
  removeMenuEntry,
  renameMenuEntry,
  resetMenu,
} from "./menus.server";

const clock = new Date("2026-12-01T09:00:00Z");
const services = await createTestServices({ now: () => clock });

const asLinks = (links: { label: string; to: string }[]) =>
  links.map((link) => ({ label: link.label, href: link.to }));
const mainLinks = async () => (await loadPublicMenus(services)).main;
const storedRows = async () => services.db.select().from(siteMenus);
const editorEntries = async (menu: "main" | "footer") =>
  (await readMenusForEditing(services)).menus.find((candidate) => candidate.id === menu)?.entries ??
  [];

async function insertArticle(slug: string, status: "draft" | "published") {
  const [row] = await changePublicContent(services, (tx) =>
    tx
      .insert(articles)
      .values({
        title: `Article ${slug}`,
        slug,
        excerpt: "Résumé",
        content: "<p>Texte</p>",
        status,
      })
      .returning({ id: articles.id }),
  );
  if (!row) throw new Error("no article");
  return row.id;
}

describe("the menus", () => {
  it("are the menus of app/content/navigation.ts while none was edited", async () => {
    expect(await storedRows()).toEqual([]);
    const menus = await loadPublicMenus(services);
    expect(menus.main).toEqual(asLinks(mainMenu));
    expect(menus.footer).toEqual(asLinks(footerLinks));
  });

  it("adds a link to a category at the end, shown at once (the content version changes)", async () => {
    const category = await createCategory(services, { name: "Douleurs du dos", description: "" });
    const version = await publicContentVersion(services);
    const result = await addMenuEntry(services, "main", {
      label: "Le dos",
      target: { kind: "category", id: category.id },
    });
    expect(result).toEqual({ ok: true });
    expect(await publicContentVersion(services)).toBeGreaterThan(version);
    expect((await mainLinks()).at(-1)).toEqual({
      label: "Le dos",
      href: "/blog/categorie/douleurs-du-dos",
    });
    // The footer is still its default, without a row.
    expect((await storedRows()).map((row) => row.name)).toEqual(["main"]);
  });

  it("renames, moves and removes an entry", async () => {
    const [first, second] = await editorEntries("main");
    if (!first || !second) throw new Error("no entries");
    expect(await renameMenuEntry(services, "main", first.id, "Qui suis-je ?")).toEqual({
      ok: true,
    });
    await moveMenuEntry(services, "main", first.id, "down");
    expect((await mainLinks()).slice(0, 2).map((link) => link.label)).toEqual([
      second.label,
      "Qui suis-je ?",
    ]);
    // The first entry cannot go further up: nothing moves.
    await moveMenuEntry(services, "main", second.id, "up");
    expect((await mainLinks())[0]?.label).toBe(second.label);

    await removeMenuEntry(services, "main", first.id);
    expect((await mainLinks()).map((link) => link.label)).not.toContain("Qui suis-je ?");
  });

  it("refuses hostile input with a French message, storing nothing", async () => {
    const before = await storedRows();
    const version = await publicContentVersion(services);
    expect(
      await addMenuEntry(services, "main", {
        label: "Ailleurs",
        target: { kind: "address", path: "//evil.example" },
      }),
    ).toEqual({ ok: false, errors: { target: menuMessages.pathForeign } });
    expect(
      await addMenuEntry(services, "main", {
        label: "x".repeat(100_000),
        target: { kind: "blog" },
      }),
    ).toEqual({ ok: false, errors: { label: menuMessages.labelTooLong } });
    expect(await renameMenuEntry(services, "main", "inconnu", "Nouveau")).toEqual({
      ok: false,
      errors: { _form: menuMessages.entryNotFound },
    });
    expect(await storedRows()).toEqual(before);
    expect(await publicContentVersion(services)).toBe(version);
  });

  it("refuses a link past the limit of a menu, storing nothing", async () => {
    const present = (await editorEntries("footer")).length;
    for (let n = present; n < MENU_LIMITS.entries; n++) {
      expect(
        await addMenuEntry(services, "footer", { label: `Lien ${n}`, target: { kind: "blog" } }),
      ).toEqual({ ok: true });
    }
    const version = await publicContentVersion(services);
    expect(
      await addMenuEntry(services, "footer", { label: "Un de trop", target: { kind: "blog" } }),
    ).toEqual({ ok: false, errors: { _form: menuMessages.tooManyEntries } });
    expect(await editorEntries("footer")).toHaveLength(MENU_LIMITS.entries);
    expect(await publicContentVersion(services)).toBe(version);
    await resetMenu(services, "footer");
  });

  it("follows a renamed service and leaves a hidden one out, the editor saying why", async () => {
    await addMenuEntry(services, "main", {
      label: "Sportifs",
      target: { kind: "service", id: "sports" },
    });
    const hrefOf = async () =>
      (await mainLinks()).find((link) => link.label === "Sportifs")?.href ?? null;
    expect(await hrefOf()).toBe("/services/sport");

    expect((await renameService(services, "sports", "sport-et-performance")).ok).toBe(true);
    expect(await hrefOf()).toBe("/services/sport-et-performance");

    await setServiceHidden(services, "sports", true);
    expect(await hrefOf()).toBeNull();
    const entry = (await editorEntries("main")).find((item) => item.label === "Sportifs");
    expect(entry?.resolved).toMatchObject({
      shown: false,
      reason: notShownMessages.serviceHidden,
    });

    await setServiceHidden(services, "sports", false);
    expect(await hrefOf()).toBe("/services/sport-et-performance");
  });

  it("shows an article's link only while it is published", async () => {
    const id = await insertArticle("posture-au-bureau", "draft");
    await addMenuEntry(services, "footer", { label: "Posture", target: { kind: "article", id } });
    const footerHrefs = async () =>
      (await loadPublicMenus(services)).footer.map((link) => link.href);
    expect(await footerHrefs()).not.toContain("/blog/posture-au-bureau");
    const entry = (await editorEntries("footer")).find((item) => item.label === "Posture");
    expect(entry?.resolved).toMatchObject({ reason: notShownMessages.articleUnpublished });

    await changePublicContent(services, (tx) =>
      tx
        .update(articles)
        .set({ status: "published", publishedAt: clock })
        .where(eq(articles.id, id)),
    );
    expect(await footerHrefs()).toContain("/blog/posture-au-bureau");

    await changePublicContent(services, (tx) => tx.delete(articles).where(eq(articles.id, id)));
    expect(await footerHrefs()).not.toContain("/blog/posture-au-bureau");
  });

  it("goes back to the default menu, which no row holds", async () => {
    await resetMenu(services, "main");
    await resetMenu(services, "footer");
    expect(await storedRows()).toEqual([]);
    expect(await mainLinks()).toEqual(asLinks(mainMenu));
  });
});

describe("the actions of /admin/menus", () => {
  const post = async (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const answer = await menusAction(services, form);
    return { status: answer.init?.status ?? 200, data: answer.data };
  };

  it("adds a link to a category from the form's fields", async () => {
    const category = await createCategory(services, { name: "Grossesse", description: "" });
    const answer = await post({
      menu: "footer",
      intent: "add",
      label: "Grossesse",
      kind: "category",
      category: String(category.id),
    });
    expect(answer).toMatchObject({ status: 200, data: { ok: true } });
    expect((await loadPublicMenus(services)).footer.at(-1)).toEqual({
      label: "Grossesse",
      href: "/blog/categorie/grossesse",
    });
    await resetMenu(services, "footer");
  });

  it.each([
    ["an unknown menu", { menu: "admin", intent: "reset" }, menuMessages.unreadable],
    [
      "an unknown intent",
      { menu: "main", intent: "drop", entry: "defaut-1" },
      menuMessages.unreadable,
    ],
    [
      "a hostile entry id",
      { menu: "main", intent: "remove", entry: "'; drop" },
      menuMessages.unreadable,
    ],
    [
      "a script as address",
      { menu: "main", intent: "add", label: "x", kind: "address", path: "javascript:alert(1)" },
      menuMessages.pathForeign,
    ],
    [
      "a NUL in a label",
      { menu: "main", intent: "rename", entry: "defaut-1", label: "A\u0000" },
      menuMessages.labelForbidden,
    ],
  ])("refuses %s with 400 and a French message, storing nothing", async (_, fields, message) => {
    const version = await publicContentVersion(services);
    const answer = await post(fields);
    expect(answer.status).toBe(400);
    expect(Object.values(answer.data.ok ? {} : answer.data.errors)).toEqual([message]);
    expect(await storedRows()).toEqual([]);
    expect(await publicContentVersion(services)).toBe(version);
  });
});

if (services.databaseUrl) {
  const databaseUrl = services.databaseUrl;
  describe("the menus on PostgreSQL with a second process", async () => {
    const otherServices = await openSecondProcess(databaseUrl, services.env, () => clock);

    it("shows a menu change in the other process within a second", async () => {
      const labels = async () => (await loadPublicMenus(otherServices)).main.map((l) => l.label);
      expect(await labels()).toEqual(mainMenu.map((link) => link.label));
      await addMenuEntry(services, "main", { label: "Le blog", target: { kind: "blog" } });
      await expect.poll(labels, { timeout: 1_000, interval: 50 }).toContain("Le blog");
    });
  });
}
