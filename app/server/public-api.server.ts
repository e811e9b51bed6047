/**
 * What every anonymous JSON endpoint (leads, tracking) does at its boundary,
 * in one helper, `publicJsonEndpoint`: refuse other sites, count the client
 * against a rate limit kept in the database, read a bounded body sent by
 * fetch (application/json) or by navigator.sendBeacon (text/plain), parse it
 * with a zod schema, run the feature, and answer every failure with a status
 * and a French message, never a stack trace. The admin's file downloads
 * answer their failures with `jsonError` too.
 */
import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { foreignOriginMessage, isSiteOrigin } from "~/lib/site-origin";
import type { AppServices } from "~/server/context.server";
import { hitRateLimit, rateLimitClient, type RateLimitRule } from "~/server/rate-limit.server";

export const apiMessages = {
  methodNotAllowed: "Méthode non autorisée : utilisez POST.",
  forbiddenOrigin: foreignOriginMessage,
  unsupportedType:
    "Type de contenu non pris en charge : envoyez du JSON (application/json ou text/plain).",
  tooLarge: "Requête trop volumineuse.",
  invalidEncoding: "Le corps de la requête doit être du texte UTF-8.",
  invalidJson: "Le corps de la requête doit être un JSON valide.",
  notAnObject: "Le corps de la requête doit être un objet JSON.",
  tooManyRequests: (seconds: number) =>
    `Trop de requêtes. Veuillez réessayer dans ${seconds} seconde${seconds > 1 ? "s" : ""}.`,
} as const;

/** A JSON answer never kept by a cache (it depends on the request and the moment). */
export function jsonResponse(body: unknown, status = 200, headers?: HeadersInit): Response {
  const response = Response.json(body, { status, headers });
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** The shape of every JSON error: `{ "error": "<French message>" }`. */
export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return jsonResponse({ error: message }, status, headers);
}

export function methodNotAllowed(): Response {
  return jsonError(405, apiMessages.methodNotAllowed, { Allow: "POST" });
}

type Outcome<T> = { ok: true; value: T } | { ok: false; response: Response };

interface PublicJsonEndpoint<S extends z.ZodType> {
  /** Rate-limit bucket, counted per client address; endpoints may share one. */
  bucket: string;
  rateLimit: RateLimitRule;
  schema: S;
  maxBytes: number;
  /** The French message of a body the schema refuses. */
  describe: (error: z.ZodError) => string;
  /** When `run` throws: what the log says, and the French message of the 500. */
  failure: { log: string; message: string };
  run(services: AppServices, body: z.output<S>): Promise<Response>;
}

/** The handler of an anonymous JSON endpoint: the boundary checks, then `run`. */
export function publicJsonEndpoint<S extends z.ZodType>(endpoint: PublicJsonEndpoint<S>) {
  return async (request: Request, context: AppLoadContext): Promise<Response> => {
    const refused =
      checkSameOrigin(request, context) ??
      (await checkRateLimit(context, endpoint.bucket, endpoint.rateLimit));
    if (refused) return refused;
    const body = await readJsonBody(request, endpoint.schema, endpoint);
    if (!body.ok) return body.response;
    try {
      return await endpoint.run(context.services, body.value);
    } catch (error) {
      console.error(endpoint.failure.log, error);
      return jsonError(500, endpoint.failure.message);
    }
  };
}

/**
 * A cross-site page could make visitors' browsers post here; browsers always
 * send Origin on POST, so a foreign one is refused.
 */
function checkSameOrigin(request: Request, context: AppLoadContext): Response | null {
  const origin = request.headers.get("Origin");
  if (!origin || isSiteOrigin(origin, request.url, context.services.env.PUBLIC_URL)) return null;
  return jsonError(403, apiMessages.forbiddenOrigin);
}

/** Counts one request of this client on `bucket`; a 429 response once over the limit. */
async function checkRateLimit(
  context: AppLoadContext,
  bucket: string,
  rule: RateLimitRule,
): Promise<Response | null> {
  const { db, now } = context.services;
  const result = await hitRateLimit(
    db,
    `${bucket}:${rateLimitClient(context.clientIp)}`,
    rule,
    now(),
  );
  if (result.allowed) return null;
  return jsonError(429, apiMessages.tooManyRequests(result.retryAfterSeconds), {
    "Retry-After": String(result.retryAfterSeconds),
  });
}

const ACCEPTED_TYPES = ["application/json", "text/plain"];

/** Reads and parses a JSON body of at most `maxBytes`, whatever the client claims. */
async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { maxBytes: number; describe: (error: z.ZodError) => string },
): Promise<Outcome<z.output<S>>> {
  const type =
    (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!ACCEPTED_TYPES.includes(type)) {
    return { ok: false, response: jsonError(415, apiMessages.unsupportedType) };
  }
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > options.maxBytes) {
    return { ok: false, response: jsonError(413, apiMessages.tooLarge) };
  }
  const bytes = await readAtMost(request, options.maxBytes);
  if (bytes === null) return { ok: false, response: jsonError(413, apiMessages.tooLarge) };

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, response: jsonError(400, apiMessages.invalidEncoding) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, apiMessages.invalidJson) };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { ok: false, response: jsonError(400, apiMessages.notAnObject) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const message = options.describe(parsed.error);
    // One line, enough to tell a broken client from an attack.
    console.warn(`${new URL(request.url).pathname} refusé (400) : ${message}`);
    return { ok: false, response: jsonError(400, message) };
  }
  return { ok: true, value: parsed.data };
}

/** The body's bytes, or null as soon as it grows past `maxBytes` (chunked bodies have no length). */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
