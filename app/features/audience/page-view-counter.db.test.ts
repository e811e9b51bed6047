import { describe, expect, it } from "vitest";
import { audiencePageViews } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import {
  createPageViewCounter,
  purgeExpiredPageViews,
  type PageView,
} from "./page-view-counter.server";

describe("counting page views without storing visitors", async () => {
  let now = new Date("2026-06-10T08:00:00Z");
  const services = await createTestServices({ now: () => now });
  const view = (overrides: Partial<PageView> = {}): PageView => ({
    path: "/",
    referrerHost: "",
    clientAddress: "203.0.113.7",
    userAgent: "Mozilla/5.0 Firefox",
    at: now,
    ...overrides,
  });
  const rows = async () =>
    (await services.db.select().from(audiencePageViews)).sort((a, b) =>
      [a.day, a.path, a.referrerHost]
        .join("|")
        .localeCompare([b.day, b.path, b.referrerHost].join("|")),
    );

  it("counts views, and each visitor once a day on the site, per page and per referring site", async () => {
    const counter = createPageViewCounter(services);
    counter.record(view({ referrerHost: "google.fr" }));
    counter.record(view({ path: "/blog" }));
    counter.record(view({ path: "/blog" }));
    counter.record(view({ clientAddress: "198.51.100.2", referrerHost: "google.fr" }));
    expect(await rows()).toEqual([]);
    await counter.flush();
    expect(await rows()).toEqual([
      {
        day: "2026-06-10",
        path: "/",
        referrerHost: "google.fr",
        views: 2,
        siteVisitors: 2,
        pageVisitors: 2,
        referrerVisitors: 2,
      },
      {
        day: "2026-06-10",
        path: "/blog",
        referrerHost: "",
        views: 2,
        siteVisitors: 0,
        pageVisitors: 1,
        referrerVisitors: 0,
      },
    ]);

    // Batches add up; the same visitor the next Paris day is counted again.
    counter.record(view({ path: "/blog" }));
    now = new Date("2026-06-10T22:30:00Z");
    counter.record(view({ path: "/blog", at: now }));
    await counter.flush();
    const blog = (await rows()).filter((row) => row.path === "/blog");
    expect(blog.map((row) => [row.day, row.views, row.siteVisitors])).toEqual([
      ["2026-06-10", 3, 0],
      ["2026-06-11", 1, 1],
    ]);
    expect(counter.pending()).toBe(0);
  });

  it("keeps no address or user agent in the database", async () => {
    const stored = JSON.stringify(await rows());
    expect(stored).not.toContain("203.0.113.7");
    expect(stored).not.toContain("Firefox");
  });

  it("deletes the counts older than 25 months", async () => {
    await services.db.insert(audiencePageViews).values([
      { day: "2024-05-09", path: "/old", views: 1 },
      { day: "2024-05-11", path: "/kept", views: 1 },
    ]);
    now = new Date("2026-06-10T08:00:00Z");
    expect(await purgeExpiredPageViews(services)).toBe(1);
    expect((await rows()).map((row) => row.path)).toContain("/kept");
    expect((await rows()).map((row) => row.path)).not.toContain("/old");
  });
});
