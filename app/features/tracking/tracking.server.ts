/**
 * Tracking (not audience, not statistics): what the booking funnel reports,
 * button by button and session by session: one tracking_events row per call, and
 * one appointment_tracking row per session, kept up to date.
 */
import { inArray, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import { retentionCutoff } from "~/lib/retention";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/database.server";
import { rewriteTableFiles } from "~/server/db/erase-from-files.server";
import { appointmentTracking, trackingEvents } from "~/server/db/schema";
import type { HeartbeatSchema, TrackingEventSchema } from "./tracking-schema";

type ParsedEvent = z.output<typeof TrackingEventSchema>;
type ParsedHeartbeat = z.output<typeof HeartbeatSchema>;

/** Keeps a value already on the session row; fills it when missing. */
const keep = (column: { name: string }) =>
  sql.raw(`coalesce(appointment_tracking.${column.name}, excluded.${column.name})`);

/** A booking button was pressed: log the click and open (or refresh) its session. */
export async function recordTrackingEvent(
  services: AppServices,
  event: ParsedEvent,
): Promise<void> {
  const now = services.now();
  const utm = {
    utmSource: event.utmSource ?? null,
    utmMedium: event.utmMedium ?? null,
    utmCampaign: event.utmCampaign ?? null,
    utmId: event.utmId ?? null,
  };
  await services.db.insert(trackingEvents).values({
    sessionId: event.sessionId,
    event: "click",
    buttonId: event.buttonId,
    pageUrl: event.pageUrl,
    data: { referrer: event.referrer, userAgent: event.userAgent, ...utm },
    createdAt: now,
  });
  await services.db
    .insert(appointmentTracking)
    .values({
      sessionId: event.sessionId,
      buttonId: event.buttonId,
      pageUrl: event.pageUrl,
      referrer: event.referrer,
      userAgent: event.userAgent,
      ...utm,
      lastActivityAt: now,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: appointmentTracking.sessionId,
      set: {
        // The first button of a session stays its origin ('modal-form-submit' comes after it).
        buttonId: keep(appointmentTracking.buttonId),
        pageUrl: keep(appointmentTracking.pageUrl),
        referrer: keep(appointmentTracking.referrer),
        userAgent: keep(appointmentTracking.userAgent),
        utmSource: keep(appointmentTracking.utmSource),
        utmMedium: keep(appointmentTracking.utmMedium),
        utmCampaign: keep(appointmentTracking.utmCampaign),
        utmId: keep(appointmentTracking.utmId),
        lastActivityAt: now,
      },
    });
}

const toDate = (instant: number | string) => new Date(instant);

/**
 * A heartbeat or a page event of the appointment page. End events ('complete',
 * 'page_close') write the session's summary; once a session is completed, a
 * later page_close (the tab closing afterwards) does not undo it.
 */
export async function recordHeartbeat(
  services: AppServices,
  heartbeat: ParsedHeartbeat,
): Promise<void> {
  const now = services.now();
  await services.db.insert(trackingEvents).values({
    sessionId: heartbeat.sessionId,
    event: heartbeat.event,
    data: {
      timestamp: heartbeat.timestamp,
      endTimestamp: heartbeat.endTimestamp ?? null,
      durationSeconds: heartbeat.durationSeconds ?? null,
      completed: heartbeat.completed ?? null,
      exitType: heartbeat.exitType ?? null,
    },
    createdAt: now,
  });

  const isEnd = heartbeat.event === "complete" || heartbeat.event === "page_close";
  if (!isEnd) {
    await services.db
      .insert(appointmentTracking)
      .values({ sessionId: heartbeat.sessionId, lastActivityAt: now, createdAt: now })
      .onConflictDoUpdate({ target: appointmentTracking.sessionId, set: { lastActivityAt: now } });
    return;
  }

  const completing = heartbeat.event === "complete";
  const summary = {
    endTimestamp: toDate(heartbeat.endTimestamp ?? heartbeat.timestamp),
    durationSeconds: heartbeat.durationSeconds ?? null,
    completed: heartbeat.completed ?? completing,
    exitType: heartbeat.exitType ?? (completing ? "completed" : "page_close"),
  };
  const unlessCompleted = (column: string) =>
    sql.raw(
      `case when appointment_tracking.completed then appointment_tracking.${column} else excluded.${column} end`,
    );
  await services.db
    .insert(appointmentTracking)
    .values({ sessionId: heartbeat.sessionId, lastActivityAt: now, createdAt: now, ...summary })
    .onConflictDoUpdate({
      target: appointmentTracking.sessionId,
      set: {
        lastActivityAt: now,
        endTimestamp: unlessCompleted("end_timestamp"),
        durationSeconds: unlessCompleted("duration_seconds"),
        exitType: unlessCompleted("exit_type"),
        completed: sql`appointment_tracking.completed or excluded.completed`,
      },
    });
}

/** Deletes tracking rows older than the retention period; returns how many went. */
export async function purgeExpiredTracking(services: AppServices): Promise<number> {
  const cutoff = retentionCutoff(services.now());
  const events = await services.db
    .delete(trackingEvents)
    .where(lt(trackingEvents.createdAt, cutoff))
    .returning({ id: trackingEvents.id });
  const sessions = await services.db
    .delete(appointmentTracking)
    .where(
      sql`coalesce(${appointmentTracking.lastActivityAt}, ${appointmentTracking.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
    )
    .returning({ id: appointmentTracking.sessionId });
  return events.length + sessions.length;
}

export type TrackingSession = typeof appointmentTracking.$inferSelect;
export type TrackingEvent = typeof trackingEvents.$inferSelect;

/** The sessions and events of these booking sessions, oldest first (a person's right of access). */
export async function findTrackingSessions(
  db: Pick<Database, "select">,
  sessionIds: string[],
): Promise<{ sessions: TrackingSession[]; events: TrackingEvent[] }> {
  if (sessionIds.length === 0) return { sessions: [], events: [] };
  const [sessions, events] = await Promise.all([
    db
      .select()
      .from(appointmentTracking)
      .where(inArray(appointmentTracking.sessionId, sessionIds))
      .orderBy(appointmentTracking.createdAt),
    db
      .select()
      .from(trackingEvents)
      .where(inArray(trackingEvents.sessionId, sessionIds))
      .orderBy(trackingEvents.createdAt, trackingEvents.id),
  ]);
  return { sessions, events };
}

/**
 * Deletes these booking sessions and their events (a person's erasure), in
 * the caller's transaction; returns how many of each went.
 */
export async function eraseTrackingSessions(
  tx: Pick<Database, "delete">,
  sessionIds: string[],
): Promise<{ events: number; sessions: number }> {
  if (sessionIds.length === 0) return { events: 0, sessions: 0 };
  const events = await tx
    .delete(trackingEvents)
    .where(inArray(trackingEvents.sessionId, sessionIds))
    .returning({ id: trackingEvents.id });
  const sessions = await tx
    .delete(appointmentTracking)
    .where(inArray(appointmentTracking.sessionId, sessionIds))
    .returning({ id: appointmentTracking.sessionId });
  return { events: events.length, sessions: sessions.length };
}

/**
 * Rewrites the tracking tables' files once sessions were erased, so their rows
 * leave the disk too (erase-from-files.server.ts).
 */
export function rewriteTrackingFiles(db: Database): Promise<void> {
  return rewriteTableFiles(db, [trackingEvents, appointmentTracking]);
}
