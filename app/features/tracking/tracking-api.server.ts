/**
 * POST /api/tracking/track and /api/tracking/heartbeat: thin handlers over
 * the shared boundary checks (public-api.server.ts) and tracking.server.ts.
 */
import type { AppLoadContext } from "react-router";
import {
  checkRateLimit,
  checkSameOrigin,
  jsonError,
  readJsonBody,
} from "~/server/public-api.server";
import { describeTrackingError, HeartbeatSchema, TrackingEventSchema } from "./tracking-schema";
import { recordHeartbeat, recordTrackingEvent } from "./tracking.server";

/**
 * A page sends a click, a heartbeat every 30 s and a few page events: 300 a
 * minute per client leaves room for a shared office connection, far below a flood.
 */
export const TRACKING_RATE_LIMIT = { limit: 300, windowMs: 60_000 };
/** The largest legitimate payload is under 3 KB (two 2048-character URLs at most). */
export const TRACKING_MAX_BYTES = 8 * 1024;

export async function handleTrackRequest(
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  const refused =
    checkSameOrigin(request, context) ??
    (await checkRateLimit(context, "tracking", TRACKING_RATE_LIMIT));
  if (refused) return refused;
  const body = await readJsonBody(request, TrackingEventSchema, {
    maxBytes: TRACKING_MAX_BYTES,
    describe: describeTrackingError,
  });
  if (!body.ok) return body.response;
  try {
    await recordTrackingEvent(context.services, body.value);
  } catch (error) {
    console.error("Suivi : enregistrement du clic impossible", error);
    return jsonError(500, "Le suivi n'a pas pu être enregistré.");
  }
  return Response.json({ success: true, sessionId: body.value.sessionId });
}

export async function handleHeartbeatRequest(
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  const refused =
    checkSameOrigin(request, context) ??
    (await checkRateLimit(context, "tracking", TRACKING_RATE_LIMIT));
  if (refused) return refused;
  const body = await readJsonBody(request, HeartbeatSchema, {
    maxBytes: TRACKING_MAX_BYTES,
    describe: describeTrackingError,
  });
  if (!body.ok) return body.response;
  try {
    await recordHeartbeat(context.services, body.value);
  } catch (error) {
    console.error("Suivi : enregistrement de l'activité impossible", error);
    return jsonError(500, "Le suivi n'a pas pu être enregistré.");
  }
  return Response.json({ success: true });
}
