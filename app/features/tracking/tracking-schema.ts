/**
 * Payloads of the tracking API (spec public §3 and §7), shared by the
 * browser that sends them and the server that validates them (zod/mini:
 * the booking page loads this module).
 */
import { z } from "zod/mini";
import { isPlainText } from "~/lib/plain-text";
import { BUTTON_ID_PATTERN } from "./button-id";

/** "est requis" when absent, else what the value should have been. */
const typeError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "est requis" : expected;

/** What a browser sends about itself (address, referrer, user agent, UTM values). */
const text = (max: number) =>
  z
    .string({ error: typeError("doit être un texte") })
    .check(
      z.maxLength(max, `doit contenir au plus ${max} caractères`),
      z.refine(isPlainText, "contient un caractère non autorisé"),
    );

/** Session ids are made by the browser (32 hex characters); accept any safe token. */
export const SessionIdSchema = z
  .string({ error: typeError("doit être un texte") })
  .check(
    z.regex(/^[A-Za-z0-9_-]{8,64}$/, "doit contenir 8 à 64 lettres, chiffres, tirets ou soulignés"),
  );

export const ButtonIdSchema = z
  .string({ error: typeError("doit être un texte") })
  .check(z.regex(BUTTON_ID_PATTERN, "doit contenir 1 à 80 lettres, chiffres, tirets ou soulignés"));

const optionalUtm = z.nullish(text(200));

export const TrackingEventSchema = z.object({
  buttonId: ButtonIdSchema,
  pageUrl: text(2048),
  sessionId: SessionIdSchema,
  referrer: z._default(text(2048), ""),
  userAgent: z._default(text(512), ""),
  utmSource: optionalUtm,
  utmMedium: optionalUtm,
  utmCampaign: optionalUtm,
  utmId: optionalUtm,
});

export type TrackingEvent = z.input<typeof TrackingEventSchema>;

/**
 * Events of the appointment page. The spec names tab_hidden, tab_visible,
 * page_close and complete; 'start', 'heartbeat' and 'resumed' are the session
 * and activity helpers it mentions without detail.
 */
export const HEARTBEAT_EVENTS = [
  "start",
  "heartbeat",
  "resumed",
  "tab_hidden",
  "tab_visible",
  "page_close",
  "complete",
] as const;
export type HeartbeatEvent = (typeof HEARTBEAT_EVENTS)[number];

/** Events that end a session and carry its summary. */
export const END_EVENTS = ["page_close", "complete"] as const satisfies HeartbeatEvent[];

export const EXIT_TYPES = ["completed", "page_close"] as const;

/**
 * Milliseconds since the epoch or an ISO date-time, as browsers send either,
 * within years a visit can have (a wrong clock or a forged body gets a 400,
 * not a date PostgreSQL cannot store).
 */
const instantMessage = "doit être une date entre 2000 et 2100 (ISO 8601 ou millisecondes)";
const EARLIEST_INSTANT = Date.UTC(2000, 0, 1);
const LATEST_INSTANT = Date.UTC(2100, 0, 1);
const instant = z
  .union(
    [
      z.number({ error: instantMessage }).check(z.refine(Number.isInteger, instantMessage)),
      z.iso.datetime({ offset: true, error: instantMessage }),
    ],
    { error: typeError(instantMessage) },
  )
  .check(
    z.refine((value) => {
      const ms = typeof value === "number" ? value : Date.parse(value);
      return ms >= EARLIEST_INSTANT && ms < LATEST_INSTANT;
    }, instantMessage),
  );

export const HeartbeatSchema = z
  .object({
    sessionId: SessionIdSchema,
    event: z.enum(HEARTBEAT_EVENTS, {
      error: typeError(`doit valoir ${HEARTBEAT_EVENTS.join(", ")}`),
    }),
    timestamp: instant,
    endTimestamp: z.optional(instant),
    durationSeconds: z.optional(
      z
        .number({ error: typeError("doit être un nombre") })
        .check(
          z.refine(Number.isInteger, "doit être un nombre entier"),
          z.gte(0, "doit être positif"),
          z.lte(7 * 24 * 3600, "est trop grand"),
        ),
    ),
    completed: z.optional(z.boolean({ error: typeError("doit valoir true ou false") })),
    exitType: z.optional(z.enum(EXIT_TYPES, { error: `doit valoir ${EXIT_TYPES.join(" ou ")}` })),
  })
  .check(
    z.superRefine((value, ctx) => {
      const ends = (END_EVENTS as readonly string[]).includes(value.event);
      if (ends && (value.endTimestamp === undefined || value.durationSeconds === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: ["endTimestamp"],
          message: "est requis, avec durationSeconds, pour un événement de fin",
        });
      }
    }),
  );

export type Heartbeat = z.input<typeof HeartbeatSchema>;

/** One French sentence naming the first invalid field. */
export function describeTrackingError(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Données de suivi invalides.";
  const field = issue.path.join(".");
  return field
    ? `Données de suivi invalides : « ${field} » ${issue.message}.`
    : `Données de suivi invalides : ${issue.message}.`;
}
