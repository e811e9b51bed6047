import { describe, expect, it } from "vitest";
import { appointmentTracking, audiencePageViews, leads, trackingEvents } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { resolvePeriod } from "./period";
import { lastWeekSummary, loadStatistics } from "./statistics.server";

describe("statistics of a period next to the one before", async () => {
  const services = await createTestServices();
  // Last 7 days up to 10 June: 4–10 June; before: 28 May – 3 June (Paris days).
  const { period } = resolvePeriod(new URLSearchParams("periode=7"), "2026-06-10");
  const at = (iso: string) => new Date(iso);

  await services.db.insert(audiencePageViews).values([
    {
      day: "2026-06-04",
      path: "/",
      referrerHost: "google.fr",
      views: 5,
      siteVisitors: 4,
      pageVisitors: 4,
      referrerVisitors: 4,
    },
    { day: "2026-06-10", path: "/", referrerHost: "", views: 3, siteVisitors: 2, pageVisitors: 2 },
    {
      day: "2026-06-10",
      path: "/blog",
      referrerHost: "",
      views: 4,
      siteVisitors: 0,
      pageVisitors: 3,
    },
    { day: "2026-06-03", path: "/", referrerHost: "", views: 7, siteVisitors: 6, pageVisitors: 6 },
    // Outside both periods.
    {
      day: "2026-05-27",
      path: "/",
      referrerHost: "",
      views: 100,
      siteVisitors: 100,
      pageVisitors: 100,
    },
  ]);

  const click = (
    sessionId: string,
    createdAt: Date,
    buttonId = "hero-button",
    utmSource: string | null = null,
  ) => ({
    sessionId,
    event: "click",
    buttonId,
    pageUrl: "https://osteo.example.com/services/sport?utm_source=x#top",
    data: { utmSource, utmCampaign: utmSource ? "printemps" : null },
    createdAt,
  });
  await services.db.insert(trackingEvents).values([
    click("s1", at("2026-06-04T08:00:00Z"), "hero-button", "newsletter"),
    click("s1", at("2026-06-04T08:00:01Z"), "modal-form-submit", "newsletter"),
    click("s2", at("2026-06-09T22:30:00Z"), "navbar-button"), // 10 June in Paris
    click("s3", at("2026-06-03T21:59:00Z")), // 3 June 23:59 in Paris: the period before
    click("s4", at("2026-06-10T10:00:00Z"), "external-direct-access"),
    { sessionId: "s1", event: "heartbeat", createdAt: at("2026-06-04T08:01:00Z") },
  ]);
  await services.db.insert(leads).values([
    {
      nom: "A",
      prenom: "A",
      email: "a@example.fr",
      date: "",
      heure: "",
      timestamp: at("2026-06-04T08:00:01Z"),
      createdAt: at("2026-06-04T08:00:01Z"),
      utmSource: "newsletter",
      utmCampaign: "printemps",
      sessionId: "s1",
    },
    {
      nom: "B",
      prenom: "B",
      email: "b@example.fr",
      date: "",
      heure: "",
      timestamp: at("2026-06-01T08:00:00Z"),
      createdAt: at("2026-06-01T08:00:00Z"),
    },
  ]);
  await services.db.insert(appointmentTracking).values([
    {
      sessionId: "s1",
      createdAt: at("2026-06-04T08:00:00Z"),
      completed: true,
      exitType: "completed",
      durationSeconds: 120,
      utmSource: "newsletter",
      utmCampaign: "printemps",
    },
    {
      sessionId: "s2",
      createdAt: at("2026-06-09T22:30:00Z"),
      exitType: "page_close",
      durationSeconds: 30,
    },
    {
      sessionId: "s4",
      createdAt: at("2026-06-10T10:00:00Z"),
      exitType: "page_close",
      durationSeconds: 60,
    },
    { sessionId: "s3", createdAt: at("2026-06-03T21:59:00Z") },
  ]);

  it("sums the period and the period before", async () => {
    const { totals } = await loadStatistics(services, period);
    expect(totals).toEqual({
      views: { current: 12, previous: 7 },
      visitors: { current: 6, previous: 6 },
      clicks: { current: 2, previous: 1 },
      leads: { current: 1, previous: 1 },
      sessions: { current: 3, previous: 1 },
      completed: { current: 1, previous: 0 },
      closed: { current: 2, previous: 0 },
      medianSeconds: { current: 60, previous: null },
    });
  });

  it("breaks the figures down by page, referring site, button and page of the click", async () => {
    const stats = await loadStatistics(services, period);
    expect(stats.pages).toEqual([
      { key: "/", current: 8, previous: 7, visitors: 6 },
      { key: "/blog", current: 4, previous: 0, visitors: 3 },
    ]);
    expect(stats.referrers).toEqual([{ key: "google.fr", current: 5, previous: 0, visitors: 4 }]);
    expect(stats.buttons).toEqual([
      { key: "hero-button", current: 1, previous: 1 },
      { key: "navbar-button", current: 1, previous: 0 },
    ]);
    expect(stats.clickPages).toEqual([{ key: "/services/sport", current: 2, previous: 1 }]);
  });

  it("follows the funnel by first-touch UTM source and campaign", async () => {
    const { utm } = await loadStatistics(services, period);
    expect(utm).toEqual([
      { source: "newsletter", campaign: "printemps", clicks: 1, leads: 1, sessions: 1 },
      { source: null, campaign: null, clicks: 1, leads: 0, sessions: 2 },
    ]);
  });

  it("gives one point per Paris day, empty days included", async () => {
    const { daily } = await loadStatistics(services, period);
    expect(daily.map((point) => point.day)).toEqual([
      "2026-06-04",
      "2026-06-05",
      "2026-06-06",
      "2026-06-07",
      "2026-06-08",
      "2026-06-09",
      "2026-06-10",
    ]);
    expect(daily[0]).toEqual({ day: "2026-06-04", visitors: 4, views: 5, clicks: 1, leads: 1 });
    expect(daily[6]).toEqual({ day: "2026-06-10", visitors: 2, views: 7, clicks: 1, leads: 0 });
    expect(daily[3]).toEqual({ day: "2026-06-07", visitors: 0, views: 0, clicks: 0, leads: 0 });
  });

  it("sums the last 7 days for the dashboard, as the statistics page counts them", async () => {
    expect(await lastWeekSummary(services, "2026-06-10")).toEqual({
      visitors: 6,
      clicks: 2,
      leads: 1,
      sessions: 3,
    });
    const { totals } = await loadStatistics(services, period);
    expect(await lastWeekSummary(services, "2026-06-10")).toEqual({
      visitors: totals.visitors.current,
      clicks: totals.clicks.current,
      leads: totals.leads.current,
      sessions: totals.sessions.current,
    });
  });
});
