import { describe, expect, it } from "vitest";
import { appRouteTree as routes } from "../../../tests/support/route-modules";
import { cacheRoute, cacheTarget } from "./cache-target.server";

describe("which address a stored page answers", () => {
  it("keeps every public page of the site, each under its own address", () => {
    for (const path of [
      "/",
      "/a-propos",
      "/seance-type",
      "/services",
      "/services/generale",
      "/contact",
      "/mentions-legales",
      "/politique-confidentialite",
      "/blog",
      "/blog/rss.xml",
      "/sitemap.xml",
      "/sitemap-pages.xml",
      "/sitemap-blog.xml",
      "/robots.txt",
    ]) {
      expect(cacheTarget(routes, path), path).toMatchObject({
        shared: false,
        key: path,
        url: path,
      });
    }
  });

  it("keeps an article or a category under its own address, or its route's 404 entry for a slug not in use", () => {
    const article = cacheTarget(routes, "/blog/un-article?utm_source=lettre");
    expect(article).toMatchObject({
      shared: false,
      key: "/blog/un-article",
      url: "/blog/un-article",
    });
    expect(article?.record).toMatchObject({
      name: "un-article",
      missingKey: "missing:routes/blog/article",
    });
    expect(cacheTarget(routes, "/blog/autre")?.record?.missingKey).toBe(
      article?.record?.missingKey,
    );

    const category = cacheTarget(routes, "/blog/categorie/sommeil?page=2&fbclid=1");
    expect(category).toMatchObject({ key: "/blog/categorie/sommeil?page=2" });
    // Every page number of an unknown category is the same 404 page.
    expect(category?.record).toMatchObject({
      name: "sommeil",
      missingKey: "missing:routes/blog/category",
      missingUrl: "/blog/categorie/_",
    });

    expect(cacheTarget(routes, "/services/sport")?.record).toMatchObject({
      name: "sport",
      missingKey: "missing:routes/public/service",
      missingUrl: "/services/_",
    });
  });

  it("keeps a tag page like a category page, with one 404 entry for every unknown tag", () => {
    const tag = cacheTarget(routes, "/blog/tag/posture?page=2&utm_source=lettre");
    expect(tag).toMatchObject({ shared: false, key: "/blog/tag/posture?page=2" });
    expect(tag?.record).toMatchObject({
      name: "posture",
      inUse: "tags",
      missingKey: "missing:routes/blog/tag",
      missingUrl: "/blog/tag/_",
    });
    expect(cacheTarget(routes, "/blog/tag/inconnue")?.record?.missingKey).toBe(
      tag?.record?.missingKey,
    );
  });

  it("never keeps the admin, the sign-in page, the booking page or the APIs", () => {
    for (const path of [
      "/admin",
      "/admin/articles",
      "/auth",
      "/auth/logout",
      "/rendez-vous",
      "/api/leads",
      "/api/tracking/track",
      "/admin/sitemap-blog.xml",
    ]) {
      expect(cacheTarget(routes, path), path).toBeNull();
    }
  });

  it("leaves a path whose percent-encoding is broken to the app, which refuses it", () => {
    for (const path of ["/blog/%%%%/x", "/services/%ZZ", "/%E0%A4%A"]) {
      expect(cacheTarget(routes, path), path).toBeNull();
    }
  });

  it("ignores tracking and unknown parameters, which the page's HTML does not depend on", () => {
    expect(cacheTarget(routes, "/?utm_source=facebook&fbclid=abc&reset_tracking=true")).toEqual({
      shared: false,
      key: "/",
      url: "/",
    });
    expect(cacheTarget(routes, "/blog?utm_medium=email&page=2&x=1")).toEqual({
      shared: false,
      key: "/blog?page=2",
      url: "/blog?page=2",
    });
    expect(cacheTarget(routes, "/sitemap-blog.xml?page=3")?.key).toBe("/sitemap-blog.xml?page=3");
  });

  it("matches the routes once per path, whatever query string a visitor's link carries", () => {
    const matched: string[] = [];
    const routeOf = (rawPath: string) => {
      matched.push(rawPath);
      return cacheRoute(routes, rawPath);
    };
    for (const query of ["?fbclid=1", "?fbclid=2", "?utm_source=lettre&page=2", ""]) {
      expect(cacheTarget(routes, `/blog${query}`, routeOf)?.key).toBe(
        query.includes("page=2") ? "/blog?page=2" : "/blog",
      );
    }
    expect(matched).toEqual(["/blog", "/blog", "/blog", "/blog"]);
    expect(cacheTarget(routes, "/BLOG?fbclid=3", routeOf)).toBeNull();
  });

  it("gives every unknown address the one 404 entry, but leaves dotted paths to static files", () => {
    const first = cacheTarget(routes, "/nimporte/quoi");
    expect(first?.shared).toBe(true);
    expect(first?.key).toBe(cacheTarget(routes, "/autre/chemin?x=1")?.key);
    // Rendered at an address of its own: the first visitor's never shows in another's page.
    expect(first?.url).toBe("/_");
    expect(cacheTarget(routes, "/favicon.svg")).toBeNull();
    expect(cacheTarget(routes, "/cle-indexnow.txt")).toBeNull();
  });

  it("keeps a free page's address for the page, its 404 for the end of the stack (a file, /healthz)", () => {
    const target = cacheTarget(routes, "/tarifs");
    expect(target).toMatchObject({ shared: false, key: "/tarifs" });
    expect(target?.record).toMatchObject({ name: "tarifs", inUse: "freePages", missingLast: true });
    expect(cacheTarget(routes, "/favicon.svg")).toBeNull();
    expect(cacheTarget(routes, "/cle-indexnow.txt")).toBeNull();
  });

  it("leaves React Router's route manifest to React Router, never the 404 page", () => {
    // Client navigations ask it for the routes of links; a 404 there breaks them.
    expect(cacheTarget(routes, "/__manifest?paths=%2Fservices%2Fsport&version=abc")).toBeNull();
  });
});
