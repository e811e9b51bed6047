import { count, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audiencePageViews } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import {
  createPageViewCounter,
  OTHER_REFERRERS,
  PAGE_VIEW_LIMITS,
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

describe("counting page views under a flood of distinct pages and referrers", async () => {
  const services = await createTestServices({ now: () => new Date("2026-06-10T08:00:00Z") });
  const at = new Date("2026-06-10T08:00:00Z");
  const view = (path: string, referrerHost: string): PageView => ({
    path,
    referrerHost,
    clientAddress: "203.0.113.7",
    userAgent: "Mozilla/5.0 Firefox",
    at,
  });
  const stored = async (path: string) =>
    services.db.select().from(audiencePageViews).where(eq(audiencePageViews.path, path));

  it("records 20,000 distinct referring hosts, those past the day's limit as 'autres', and the visits after them", async () => {
    const counter = createPageViewCounter(services);
    // Each host from its own client: one client alone brings only a few (next test).
    for (let i = 0; i < 20_000; i++) {
      counter.record({
        ...view("/", `r${i}.example.net`),
        clientAddress: `10.0.${i >> 8}.${i & 255}`,
      });
    }
    await counter.flush();
    const rows = await stored("/");
    expect(rows).toHaveLength(PAGE_VIEW_LIMITS.referrersPerDay + 1);
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(20_000);
    expect(rows.find((row) => row.referrerHost === OTHER_REFERRERS)?.views).toBe(
      20_000 - PAGE_VIEW_LIMITS.referrersPerDay,
    );

    counter.record(view("/contact", ""));
    await counter.flush();
    expect((await stored("/contact")).map((row) => row.views)).toEqual([1]);
    expect(counter.pending()).toBe(0);
  });

  it("folds the hosts one client invents into 'autres', and counts the day's real referrers", async () => {
    const counter = createPageViewCounter(services);
    const burst = (i: number) => ({
      ...view("/seances", `invente-${i}.example.net`),
      // Any address of one IPv6 /64 is the same client.
      clientAddress: `2001:db8:1:2::${(i % 60_000).toString(16)}`,
    });
    for (let i = 0; i < 6_000; i++) counter.record(burst(i));
    for (const [i, host] of ["google.fr", "doctolib.fr", "pagesjaunes.fr"].entries()) {
      counter.record({ ...view("/seances", host), clientAddress: `198.51.100.${i + 1}` });
    }
    await counter.flush();
    const rows = await stored("/seances");
    const views = Object.fromEntries(rows.map((row) => [row.referrerHost, row.views]));
    expect(views).toMatchObject({ "google.fr": 1, "doctolib.fr": 1, "pagesjaunes.fr": 1 });
    expect(views[OTHER_REFERRERS]).toBe(6_000 - PAGE_VIEW_LIMITS.referrersPerClient);
    expect(rows).toHaveLength(3 + PAGE_VIEW_LIMITS.referrersPerClient + 1);
  });

  it("writes 20,000 distinct page/referrer pairs in statements under the parameter limit, counting those it drops", async () => {
    const counter = createPageViewCounter(services);
    for (let i = 0; i < 20_000; i++)
      counter.record(view(`/blog/a${i}`, `r${i % 2_000}.example.org`));
    const { pendingPairs, foldedPairs } = PAGE_VIEW_LIMITS;
    expect(counter.pending()).toBe(pendingPairs + foldedPairs);
    expect(counter.dropped()).toBe(20_000 - pendingPairs - foldedPairs);
    await counter.flush();
    const rows = await services.db
      .select({ views: sql<number>`sum(${audiencePageViews.views})::int`, rows: count() })
      .from(audiencePageViews)
      .where(like(audiencePageViews.path, "/blog/a%"));
    expect(rows).toEqual([{ views: pendingPairs + foldedPairs, rows: pendingPairs + foldedPairs }]);
    expect(counter.pending()).toBe(0);
  });

  it("keeps the counts of a failed flush and reports the failure without the values it held", async () => {
    const counter = createPageViewCounter(services);
    // PostgreSQL refuses a NUL byte in text: the statement fails.
    counter.record(view("/secret-token\0", "private.example"));
    const failure = await counter.flush().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toMatch(
      /^Mesure d'audience : compteurs non enregistrés/,
    );
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).not.toMatch(
      /secret-token|private\.example/,
    );
    expect(counter.pending()).toBe(1);
  });
});

describe("remembering the day's visitors", async () => {
  const services = await createTestServices();

  it("stops telling new visitors apart past the day's budget, and still counts their views", async () => {
    const visitorHashesPerDay = 1_000;
    const counter = createPageViewCounter(services, { ...PAGE_VIEW_LIMITS, visitorHashesPerDay });
    const at = new Date("2026-06-10T08:00:00Z");
    // Each new visitor of "/" is remembered twice: on the site and on the page.
    for (let i = 0; i < 600; i++)
      counter.record({
        path: "/",
        referrerHost: "",
        clientAddress: `10.0.${i >> 8}.${i & 255}`,
        userAgent: "Mozilla/5.0 Firefox",
        at,
      });
    await counter.flush();
    const [row] = await services.db.select().from(audiencePageViews);
    expect(row).toMatchObject({ views: 600, siteVisitors: 500, pageVisitors: 500 });
  });
});
