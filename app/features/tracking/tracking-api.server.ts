/**
 * POST /api/tracking/track and /api/tracking/heartbeat: thin handlers over
 * the shared boundary checks (public-api.server.ts) and tracking.server.ts.
 */
import { publicJsonEndpoint } from "~/server/public-api.server";
import { describeTrackingError, HeartbeatSchema, TrackingEventSchema } from "./tracking-schema";
import { recordHeartbeat, recordTrackingEvent } from "./tracking.server";

/**
 * A page sends a click, a heartbeat every 30 s and a few page events: 300 a
 * minute per client leaves room for a shared office connection, far below a flood.
 */
export const TRACKING_RATE_LIMIT = { limit: 300, windowMs: 60_000 };
/** The largest legitimate payload is under 3 KB (two 2048-character URLs at most). */
const TRACKING_MAX_BYTES = 8 * 1024;

const tracking = {
  bucket: "tracking",
  rateLimit: TRACKING_RATE_LIMIT,
  maxBytes: TRACKING_MAX_BYTES,
  describe: describeTrackingError,
} as const;
const notRecorded = "Le suivi n'a pas pu être enregistré.";

export const handleTrackRequest = publicJsonEndpoint({
  ...tracking,
  schema: TrackingEventSchema,
  failure: { log: "Suivi : enregistrement du clic impossible", message: notRecorded },
  async run(services, event) {
    await recordTrackingEvent(services, event);
    return Response.json({ success: true, sessionId: event.sessionId });
  },
});

export const handleHeartbeatRequest = publicJsonEndpoint({
  ...tracking,
  schema: HeartbeatSchema,
  failure: { log: "Suivi : enregistrement de l'activité impossible", message: notRecorded },
  async run(services, heartbeat) {
    await recordHeartbeat(services, heartbeat);
    return Response.json({ success: true });
  },
});
