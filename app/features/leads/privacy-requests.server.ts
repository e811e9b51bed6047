/**
 * Privacy requests (RGPD rights of access, portability and erasure) for one
 * e-mail address: its leads, and the booking sessions those leads belong to
 * (the appointment_tracking row and the tracking_events of each session).
 *
 * An address matches exactly, whatever its case: "marie@example.com" never
 * reaches "anne-marie@example.com". A session also linked to a lead of
 * another address is shown but kept at erasure: it is that person's data too,
 * and once this person's leads are gone nothing ties it to them any more.
 */
import crypto from "node:crypto";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/database.server";
import { dropOldWriteAheadLog, rewriteTableFiles } from "~/server/db/erase-from-files.server";
import { erasedAddresses, leads, privacyErasures } from "~/server/db/schema";
import {
  eraseTrackingSessions,
  findTrackingSessions,
  rewriteTrackingFiles,
  type TrackingEvent,
  type TrackingSession,
} from "~/features/tracking/tracking.server";

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The one-way fingerprint kept of an erased address: enough to recognise it, not to read it. */
export function addressFingerprint(email: string): string {
  return crypto.createHash("sha256").update(normalizeEmail(email)).digest("hex");
}

const sameAddress = (email: string) => eq(sql`lower(${leads.email})`, normalizeEmail(email));

type Reader = Pick<Database, "selectDistinct">;

async function personSessions(db: Reader, email: string) {
  const rows = await db
    .selectDistinct({ sessionId: leads.sessionId })
    .from(leads)
    .where(and(sameAddress(email), sql`${leads.sessionId} is not null`));
  const sessionIds = rows.flatMap((row) => (row.sessionId ? [row.sessionId] : []));
  if (sessionIds.length === 0) return { sessionIds, sharedSessionIds: [] };
  const shared = await db
    .selectDistinct({ sessionId: leads.sessionId })
    .from(leads)
    .where(
      and(
        inArray(leads.sessionId, sessionIds),
        ne(sql`lower(${leads.email})`, normalizeEmail(email)),
      ),
    );
  return {
    sessionIds,
    sharedSessionIds: shared.flatMap((row) => (row.sessionId ? [row.sessionId] : [])),
  };
}

interface PersonData {
  email: string;
  leads: (typeof leads.$inferSelect)[];
  sessions: TrackingSession[];
  events: TrackingEvent[];
  /** Sessions also linked to another address: kept when this person's data is erased. */
  sharedSessionIds: string[];
}

/** Everything held about the person of this address (right of access). */
export async function findPersonData(services: AppServices, email: string): Promise<PersonData> {
  const { db } = services;
  const personLeads = await db
    .select()
    .from(leads)
    .where(sameAddress(email))
    .orderBy(desc(leads.createdAt));
  const { sessionIds, sharedSessionIds } = await personSessions(db, email);
  const { sessions, events } = await findTrackingSessions(db, sessionIds);
  return { email: normalizeEmail(email), leads: personLeads, sessions, events, sharedSessionIds };
}

export function isEmpty(data: PersonData): boolean {
  return data.leads.length === 0 && data.sessions.length === 0 && data.events.length === 0;
}

interface ErasureCounts {
  leads: number;
  events: number;
  sessions: number;
}

/**
 * Deletes the person's leads and the sessions only they are linked to, in one
 * transaction, and logs the counts (no address, no name) with who did it and
 * the address's fingerprint; then rewrites the tables so the rows leave the
 * database's files too.
 */
export async function erasePersonData(
  services: AppServices,
  email: string,
  performedBy: string,
): Promise<ErasureCounts> {
  const counts = await deletePersonRows(services, email, performedBy);
  if (counts.leads + counts.events + counts.sessions > 0) await eraseFromFiles(services.db);
  return counts;
}

/** The erased rows leave the files of every table that held them: leads', then tracking's. */
async function eraseFromFiles(db: Database): Promise<void> {
  await rewriteTableFiles(db, [leads]);
  await rewriteTrackingFiles(db);
  await dropOldWriteAheadLog(db);
}

function deletePersonRows(
  services: AppServices,
  email: string,
  performedBy: string,
): Promise<ErasureCounts> {
  return services.db.transaction(async (tx) => {
    const { sessionIds, sharedSessionIds } = await personSessions(tx, email);
    const ownSessions = sessionIds.filter((id) => !sharedSessionIds.includes(id));
    const removedLeads = await tx
      .delete(leads)
      .where(sameAddress(email))
      .returning({ id: leads.id });
    const removedTracking = await eraseTrackingSessions(tx, ownSessions);
    const counts = { leads: removedLeads.length, ...removedTracking };
    if (counts.leads + counts.events + counts.sessions > 0) {
      await tx.insert(privacyErasures).values({
        performedBy,
        leadsDeleted: counts.leads,
        eventsDeleted: counts.events,
        sessionsDeleted: counts.sessions,
        createdAt: services.now(),
      });
      await tx
        .insert(erasedAddresses)
        .values({ fingerprint: addressFingerprint(email), erasedAt: services.now() })
        .onConflictDoNothing();
    }
    return counts;
  });
}

/** Every fingerprint of an erased address, for a restore to carry over. */
export async function listErasedFingerprints(services: AppServices): Promise<string[]> {
  const rows = await services.db.select().from(erasedAddresses);
  return rows.map((row) => row.fingerprint);
}

export const REPLAY_AUTHOR = "Restauration d'une sauvegarde";

/**
 * Erases again everyone whose fingerprint is in `fingerprints` (kept in
 * erased_addresses too): run after a restore, since a backup keeps what it
 * held on its day. Returns how many addresses were erased again.
 */
export async function replayErasures(
  services: AppServices,
  fingerprints: readonly string[],
): Promise<number> {
  if (fingerprints.length > 0) {
    await services.db
      .insert(erasedAddresses)
      .values(fingerprints.map((fingerprint) => ({ fingerprint, erasedAt: services.now() })))
      .onConflictDoNothing();
  }
  const known = new Set(await listErasedFingerprints(services));
  const addresses = await services.db
    .selectDistinct({ email: sql<string>`lower(${leads.email})` })
    .from(leads);
  const erased = addresses.filter(({ email }) => known.has(addressFingerprint(email)));
  for (const { email } of erased) await erasePersonData(services, email, REPLAY_AUTHOR);
  return erased.length;
}

/** The erasure log, newest first. */
export async function listErasures(services: AppServices, limit = 20) {
  return services.db
    .select()
    .from(privacyErasures)
    .orderBy(desc(privacyErasures.createdAt), desc(privacyErasures.id))
    .limit(limit);
}

/** The JSON file of the right of access and portability. */
export function personDataDocument(data: PersonData, exportedAt: Date) {
  return {
    adresse: data.email,
    exporteLe: exportedAt.toISOString(),
    demandes: data.leads,
    sessionsRendezVous: data.sessions,
    evenementsSuivi: data.events,
  };
}
