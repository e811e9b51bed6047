import { describe, expect, it } from "vitest";
import { appointmentTracking, leads, trackingEvents } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import {
  addressFingerprint,
  erasePersonData,
  findPersonData,
  isEmpty,
  listErasedFingerprints,
  listErasures,
  personDataDocument,
  REPLAY_AUTHOR,
  replayErasures,
} from "./privacy-requests.server";

describe("privacy requests for one e-mail address", async () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const services = await createTestServices({ now: () => now });

  const lead = (email: string, sessionId: string | null, prenom = "Claire") => ({
    nom: "Durand",
    prenom,
    email,
    date: "01/06/2026",
    heure: "14:00:00",
    timestamp: now,
    sessionId,
    buttonId: "hero-button",
    createdAt: now,
  });

  await services.db.insert(leads).values([
    lead("Claire.Durand@example.fr", "session-claire-1"),
    lead("claire.durand@example.fr", "session-shared"),
    // The same device, the partner's lead: the session is theirs too.
    lead("paul.martin@example.fr", "session-shared", "Paul"),
    // A similar address belongs to someone else.
    lead("anne-claire.durand@example.fr", "session-anne", "Anne"),
  ]);
  await services.db.insert(trackingEvents).values(
    ["session-claire-1", "session-claire-1", "session-shared", "session-anne", "session-other"].map(
      (sessionId) => ({
        sessionId,
        event: "click",
        buttonId: "hero-button",
        createdAt: now,
      }),
    ),
  );
  await services.db.insert(appointmentTracking).values(
    ["session-claire-1", "session-shared", "session-anne", "session-other"].map((sessionId) => ({
      sessionId,
      createdAt: now,
    })),
  );

  it("finds the person's leads whatever the case, and the sessions they belong to", async () => {
    const data = await findPersonData(services, "  CLAIRE.durand@example.fr ");
    expect(data.leads.map((row) => row.sessionId).sort()).toEqual([
      "session-claire-1",
      "session-shared",
    ]);
    expect(data.sessions.map((row) => row.sessionId).sort()).toEqual([
      "session-claire-1",
      "session-shared",
    ]);
    expect(data.events).toHaveLength(3);
    expect(data.sharedSessionIds).toEqual(["session-shared"]);
    const document = personDataDocument(data, now);
    expect(JSON.parse(JSON.stringify(document))).toMatchObject({
      adresse: "claire.durand@example.fr",
      demandes: [{ prenom: "Claire" }, { prenom: "Claire" }],
    });
  });

  it("says when an address matches nothing, and a partial address matches nothing", async () => {
    expect(isEmpty(await findPersonData(services, "durand@example.fr"))).toBe(true);
    expect(isEmpty(await findPersonData(services, "%@example.fr"))).toBe(true);
  });

  it("erases the person's rows, keeps the shared session and everyone else's, and logs counts only", async () => {
    const counts = await erasePersonData(services, "claire.durand@example.fr", "Dr Martin");
    expect(counts).toEqual({ leads: 2, events: 2, sessions: 1 });

    const remainingLeads = await services.db.select().from(leads);
    expect(remainingLeads.map((row) => row.email).sort()).toEqual([
      "anne-claire.durand@example.fr",
      "paul.martin@example.fr",
    ]);
    const sessions = await services.db.select().from(appointmentTracking);
    expect(sessions.map((row) => row.sessionId).sort()).toEqual([
      "session-anne",
      "session-other",
      "session-shared",
    ]);
    expect(isEmpty(await findPersonData(services, "claire.durand@example.fr"))).toBe(true);

    const [entry] = await listErasures(services);
    expect(entry).toMatchObject({
      performedBy: "Dr Martin",
      leadsDeleted: 2,
      eventsDeleted: 2,
      sessionsDeleted: 1,
    });
    expect(JSON.stringify(entry)).not.toContain("claire");
  });

  it("erases a shared session with the last person linked to it", async () => {
    expect(await erasePersonData(services, "paul.martin@example.fr", "Dr Martin")).toEqual({
      leads: 1,
      events: 1,
      sessions: 1,
    });
    const events = await services.db.select().from(trackingEvents);
    expect(events.map((row) => row.sessionId).sort()).toEqual(["session-anne", "session-other"]);
  });

  it("erases nothing and logs nothing for an address it does not know", async () => {
    const before = (await listErasures(services)).length;
    expect(await erasePersonData(services, "inconnu@example.fr", "Dr Martin")).toEqual({
      leads: 0,
      events: 0,
      sessions: 0,
    });
    expect(await listErasures(services)).toHaveLength(before);
    expect(await services.db.select().from(leads)).toHaveLength(1);
  });

  it("erases again an erased person brought back by an older copy of the data", async () => {
    // As a restored backup taken before the erasure would hold them.
    await services.db.insert(leads).values(lead("CLAIRE.durand@example.fr", "session-claire-2"));
    expect(await replayErasures(services, [])).toBe(1);
    expect(isEmpty(await findPersonData(services, "claire.durand@example.fr"))).toBe(true);
    expect((await listErasures(services, 1))[0]).toMatchObject({
      performedBy: REPLAY_AUTHOR,
      leadsDeleted: 1,
    });
  });

  it("erases the people of fingerprints brought from elsewhere, and keeps those fingerprints", async () => {
    await services.db.insert(leads).values(lead("louise.petit@example.fr", null, "Louise"));
    const fingerprint = addressFingerprint(" Louise.Petit@example.fr");
    expect(await replayErasures(services, [fingerprint])).toBe(1);
    expect(isEmpty(await findPersonData(services, "louise.petit@example.fr"))).toBe(true);
    expect(await listErasedFingerprints(services)).toContain(fingerprint);
    expect((await services.db.select().from(leads)).map((row) => row.email)).toEqual([
      "anne-claire.durand@example.fr",
    ]);
  });
});
