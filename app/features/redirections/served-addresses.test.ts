import { describe, expect, it } from "vitest";
import { allRoutes, concrete } from "../../../tests/support/route-modules";
import { isFixedSiteAddress } from "./served-addresses.server";

/**
 * Routes of one record (an article, a category, a tag, a free page at the
 * site's root): served while the record exists (db tests).
 */
const RECORD_ROUTES = new Set(["blog/:slug", "blog/categorie/:slug", "blog/tag/:slug", ":slug"]);

describe("the addresses the site serves", () => {
  it("cover every route of app/routes.ts", () => {
    const routes = allRoutes.filter(
      (route) => route.path !== "*" && route.path !== "" && !RECORD_ROUTES.has(route.path),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      expect(isFixedSiteAddress(concrete(route.path)), route.path).toBe(true);
    }
  });

  it("cover the home page, public/ files and the IndexNow key file, not an old blog's addresses", () => {
    expect(isFixedSiteAddress("/")).toBe(true);
    expect(isFixedSiteAddress("/favicon.svg")).toBe(true);
    expect(isFixedSiteAddress("/images/blog/photo.webp")).toBe(true);
    expect(isFixedSiteAddress("/4f1c2a9e0b.txt")).toBe(true);
    expect(isFixedSiteAddress("/2019/05/mal-de-dos")).toBe(false);
    expect(isFixedSiteAddress("/feed")).toBe(false);
    expect(isFixedSiteAddress("/category/dos")).toBe(false);
    expect(isFixedSiteAddress("/servicesxyz")).toBe(false);
  });
});
