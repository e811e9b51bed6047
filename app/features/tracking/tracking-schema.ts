/**
 * Payloads of the tracking API, shared by the
 * browser that sends them and the server that validates them.
 */
import { z } from "zod";
import { isStorableText } from "~/lib/storable-text";
import { BUTTON_ID_PATTERN } from "./button-id";

/** "est requis" when absent, else what the value should have been. */
const typeError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "est requis" : expected;

/** What a browser sends about itself (address, referrer, user agent, UTM values). */
const text = (max: number) =>
  z
    .string({ error: typeError("doit être un texte") })
    .max(max, `doit contenir au plus ${max} caractères`)
    .refine(isStorableText, "contient un caractère non autorisé");

/** Session ids are made by the browser (32 hex characters); accept any safe token. */
export const SessionIdSchema = z
  .string({ error: typeError("doit être un texte") })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "doit contenir 8 à 64 lettres, chiffres, tirets ou soulignés");

const ButtonIdSchema = z
  .string({ error: typeError("doit être un texte") })
  .regex(BUTTON_ID_PATTERN, "doit contenir 1 à 80 lettres, chiffres, tirets ou soulignés");

const optionalUtm = text(200).nullish();

export const TrackingEventSchema = z.object({
  buttonId: ButtonIdSchema,
  pageUrl: text(2048),
  sessionId: SessionIdSchema,
  referrer: text(2048).optional().default(""),
  userAgent: text(512).optional().default(""),
  utmSource: optionalUtm,
  utmMedium: optionalUtm,
  utmCampaign: optionalUtm,
  utmId: optionalUtm,
});

export type TrackingEvent = z.input<typeof TrackingEventSchema>;

/**
 * Events of the appointment page: 'start', 'heartbeat', 'resumed',
 * 'tab_hidden' and 'tab_visible' keep the session's last activity;
 * 'page_close' and 'complete' end it (END_EVENTS).
 */
const HEARTBEAT_EVENTS = [
  "start",
  "heartbeat",
  "resumed",
  "tab_hidden",
  "tab_visible",
  "page_close",
  "complete",
] as const;
type HeartbeatEvent = (typeof HEARTBEAT_EVENTS)[number];

/** Events that end a session and carry its summary. */
const END_EVENTS = ["page_close", "complete"] as const satisfies HeartbeatEvent[];

const EXIT_TYPES = ["completed", "page_close"] as const;

/**
 * Milliseconds since the epoch or an ISO date-time, as browsers send either,
 * within years a visit can have: a wrong clock or a forged body gets a 400,
 * not a date PostgreSQL cannot store.
 */
const instantMessage = "doit être une date entre 2000 et 2100 (ISO 8601 ou millisecondes)";
const EARLIEST_INSTANT = Date.UTC(2000, 0, 1);
const LATEST_INSTANT = Date.UTC(2100, 0, 1);
const instant = z
  .union(
    [
      z.number({ error: instantMessage }).int(instantMessage),
      z.iso.datetime({ offset: true, error: instantMessage }),
    ],
    { error: typeError(instantMessage) },
  )
  .refine((value) => {
    const ms = typeof value === "number" ? value : Date.parse(value);
    return ms >= EARLIEST_INSTANT && ms < LATEST_INSTANT;
  }, instantMessage);

export const HeartbeatSchema = z
  .object({
    sessionId: SessionIdSchema,
    event: z.enum(HEARTBEAT_EVENTS, {
      error: typeError(`doit valoir ${HEARTBEAT_EVENTS.join(", ")}`),
    }),
    timestamp: instant,
    endTimestamp: instant.optional(),
    durationSeconds: z
      .number({ error: typeError("doit être un nombre") })
      .int("doit être un nombre entier")
      .min(0, "doit être positif")
      .max(7 * 24 * 3600, "est trop grand")
      .optional(),
    completed: z.boolean({ error: typeError("doit valoir true ou false") }).optional(),
    exitType: z.enum(EXIT_TYPES, { error: `doit valoir ${EXIT_TYPES.join(" ou ")}` }).optional(),
  })
  .superRefine((value, ctx) => {
    const ends = (END_EVENTS as readonly string[]).includes(value.event);
    if (ends && (value.endTimestamp === undefined || value.durationSeconds === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["endTimestamp"],
        message: "est requis, avec durationSeconds, pour un événement de fin",
      });
    }
  });

export type Heartbeat = z.input<typeof HeartbeatSchema>;

/** One French sentence naming the first invalid field. */
export function describeTrackingError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Données de suivi invalides.";
  const field = issue.path.join(".");
  return field
    ? `Données de suivi invalides : « ${field} » ${issue.message}.`
    : `Données de suivi invalides : ${issue.message}.`;
}
