import { describe, expect, it } from "vitest";
import { appointmentTracking, leads, trackingEvents } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { purgeExpiredTracking } from "~/features/tracking/tracking.server";
import { purgeExpiredLeads } from "./leads.server";

describe("data retention (3 years after the last interaction)", async () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const services = await createTestServices({ now: () => now });
  const old = new Date("2023-05-31T12:00:00Z");
  const recent = new Date("2023-06-02T12:00:00Z");

  const lead = (email: string, createdAt: Date) => ({
    nom: "Durand",
    prenom: "Claire",
    email,
    date: "01/01/2023",
    heure: "10:00:00",
    timestamp: createdAt,
    createdAt,
  });

  it("deletes leads and tracking older than 3 years, and keeps the rest", async () => {
    await services.db
      .insert(leads)
      .values([lead("old@example.com", old), lead("recent@example.com", recent)]);
    await services.db.insert(trackingEvents).values([
      { sessionId: "old-session", event: "click", createdAt: old },
      { sessionId: "recent-session", event: "click", createdAt: recent },
    ]);
    await services.db.insert(appointmentTracking).values([
      { sessionId: "old-session", createdAt: old, lastActivityAt: old },
      // Created long ago but active since: its last interaction counts.
      { sessionId: "revived-session", createdAt: old, lastActivityAt: recent },
    ]);

    expect(await purgeExpiredLeads(services)).toBe(1);
    expect(await purgeExpiredTracking(services)).toBe(2);
    expect((await services.db.select().from(leads)).map((row) => row.email)).toEqual([
      "recent@example.com",
    ]);
    expect((await services.db.select().from(trackingEvents)).map((row) => row.sessionId)).toEqual([
      "recent-session",
    ]);
    expect(
      (await services.db.select().from(appointmentTracking)).map((row) => row.sessionId),
    ).toEqual(["revived-session"]);
  });
});
