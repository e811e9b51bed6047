import { describe, expect, it } from "vitest";
import { createTestServices } from "../../../tests/support/test-services";
import { createArticle } from "~/features/articles/admin-articles.server";
import { knownPublicContentVersion, publicContentVersion } from "~/server/content-version.server";
import { redirectionMessages as messages } from "./messages";
import {
  deleteRedirection,
  listRedirections,
  readRedirectionMap,
  saveImportedRedirections,
  saveRedirection,
} from "./redirections.server";

const services = await createTestServices();

const add = (from: string, to: string) => saveRedirection(services, null, { from, to });
const mapNow = async () => Object.fromEntries(await readRedirectionMap(services.db));
const idOf = async (from: string) =>
  (await listRedirections(services)).find((row) => row.fromPath === from)?.id ?? -1;

describe("redirections added by hand", () => {
  it("are stored normalised, as 'manuel'", async () => {
    expect(await add("/ancien-article/", "/blog/nouvel-article/")).toEqual({
      ok: true,
      toPath: "/blog/nouvel-article",
      chained: false,
    });
    const [row] = (await listRedirections(services)).filter(
      (r) => r.fromPath === "/ancien-article",
    );
    expect(row).toMatchObject({ toPath: "/blog/nouvel-article", source: "manuel", visits: 0 });
  });

  it("refuse an address already redirected", async () => {
    await add("/deja/", "/a-propos");
    expect(await add("/deja", "/contact")).toEqual({
      ok: false,
      field: "from",
      message: messages.alreadyRedirected("/deja"),
    });
  });

  it("store A → B → C as A → C, and re-point A → B when B → C arrives", async () => {
    await add("/chaine-b", "/contact");
    expect(await add("/chaine-a", "/chaine-b/")).toEqual({
      ok: true,
      toPath: "/contact",
      chained: true,
    });
    await add("/chaine-x", "/chaine-y");
    await add("/chaine-y", "/a-propos");
    const map = await mapNow();
    expect(map["/chaine-a"]).toBe("/contact");
    expect(map["/chaine-x"]).toBe("/a-propos");
  });

  it("refuse a loop, A → B → A, and an address to itself", async () => {
    await add("/boucle-a", "/boucle-b");
    expect(await add("/boucle-b", "/boucle-a")).toEqual({
      ok: false,
      field: "to",
      message: messages.loop,
    });
    expect(await add("/meme", "/meme/")).toEqual({
      ok: false,
      field: "to",
      message: messages.sameAddress,
    });
  });

  it("refuse the addresses the site serves, an existing article's included", async () => {
    await createArticle(services, {
      title: "Un article existant",
      excerpt: "Un résumé.",
      content: "<p>Du texte.</p>",
      metaTitle: "",
      metaDescription: "Une description.",
      imageUrl: "",
      imageAlt: "",
      status: "draft",
      scheduledFor: null,
      categories: [],
      tags: [],
    });
    for (const served of [
      "/",
      "/a-propos/",
      "/blog",
      "/blog/un-article-existant",
      "/services",
      "/services/pediatrie",
      "/admin/redirections",
      "/auth",
      "/api/leads",
      "/sitemap.xml",
      "/robots.txt",
      "/blog/rss.xml",
      "/healthz",
      "/favicon.svg",
      "/images/blog/x.webp",
      "/media/articles/x.webp",
      "/0123456789abcdef.txt",
    ]) {
      const outcome = await add(served, "/contact");
      expect(outcome, served).toMatchObject({ ok: false, field: "from" });
    }
    expect(await add("/blog/un-article-disparu", "/blog")).toMatchObject({ ok: true });
    expect(await add("/?p=12", "/blog")).toMatchObject({ ok: true });
  });

  it("refuse a target outside the site", async () => {
    for (const target of ["https://evil.example/", "//evil.example", "javascript:alert(1)"]) {
      expect(await add("/vers-dehors", target)).toEqual({
        ok: false,
        field: "to",
        message: messages.outsideSite,
      });
    }
  });

  it("can be changed and deleted", async () => {
    await add("/a-changer", "/contact");
    const id = await idOf("/a-changer");
    expect(await saveRedirection(services, id, { from: "/change", to: "/a-propos" })).toMatchObject(
      {
        ok: true,
      },
    );
    expect((await mapNow())["/change"]).toBe("/a-propos");
    expect((await mapNow())["/a-changer"]).toBeUndefined();
    expect(await deleteRedirection(services, id)).toBe(true);
    expect(await deleteRedirection(services, id)).toBe(false);
    expect(await saveRedirection(services, id, { from: "/x", to: "/contact" })).toEqual({
      ok: false,
      field: null,
      message: messages.notFound,
    });
  });

  it("change the public content version, so every process reloads them", async () => {
    const before = await publicContentVersion(services);
    await add("/version", "/contact");
    expect(knownPublicContentVersion(services) ?? (await publicContentVersion(services))).not.toBe(
      before,
    );
  });
});

describe("saveImportedRedirections", () => {
  it("saves the import's addresses normalised, collapses its chains and leaves out loops and served addresses", async () => {
    await add("/manuelle", "/contact");
    await add("/vers-ancien-lien", "/wp/ancien-lien");
    const saved = await saveImportedRedirections(services.db, [
      { from: "/2019/05/mal-de-dos/", to: "/blog/mal-de-dos" },
      { from: "/?p=42", to: "/2019/05/mal-de-dos/" },
      { from: "/wp/ancien-lien/", to: "/blog" },
      { from: "/wp/boucle-1", to: "/wp/boucle-2" },
      { from: "/wp/boucle-2", to: "/wp/boucle-1" },
      { from: "/a-propos/", to: "/blog" },
      { from: "/manuelle", to: "/blog" },
      { from: "/wp/dehors", to: "https://evil.example/" },
      { from: "/feed/", to: "/blog/rss.xml" },
    ]);
    const map = await mapNow();
    expect(map["/2019/05/mal-de-dos"]).toBe("/blog/mal-de-dos");
    expect(map["/?p=42"]).toBe("/blog/mal-de-dos");
    expect(map["/wp/ancien-lien"]).toBe("/blog");
    expect(map["/vers-ancien-lien"]).toBe("/blog");
    expect(map["/wp/boucle-1"]).toBe("/wp/boucle-2");
    expect(map["/wp/boucle-2"]).toBeUndefined();
    expect(map["/a-propos"]).toBeUndefined();
    expect(map["/manuelle"]).toBe("/contact");
    expect(map["/wp/dehors"]).toBeUndefined();
    expect(map["/feed"]).toBe("/blog/rss.xml");
    expect(saved).toBe(5);
    const sources = await listRedirections(services);
    expect(sources.find((row) => row.fromPath === "/feed")?.source).toBe("import");
  });

  it("creates nothing twice when the same import runs again", async () => {
    const entries = [{ from: "/deux-fois/", to: "/blog" }];
    await saveImportedRedirections(services.db, entries);
    await saveImportedRedirections(services.db, entries);
    const rows = (await listRedirections(services)).filter((row) => row.fromPath === "/deux-fois");
    expect(rows).toHaveLength(1);
  });

  it("bumps the public content version once, inside the caller's transaction", async () => {
    const before = await publicContentVersion(services);
    await saveImportedRedirections(services.db, [{ from: "/une-fois", to: "/blog" }]);
    const after = await publicContentVersion(services);
    expect(after).toBe(before + 1);
    await expect(
      services.db.transaction(async (tx) => {
        await saveImportedRedirections(tx, [{ from: "/annulee", to: "/blog" }]);
        throw new Error("import interrompu");
      }),
    ).rejects.toThrow("import interrompu");
    expect((await mapNow())["/annulee"]).toBeUndefined();
  });
});
