/**
 * IndexNow (https://www.indexnow.org/documentation), how search engines hear
 * of a change (Google retired its sitemap ping in 2023): a
 * changed URL is posted to INDEXNOW_ENDPOINT with the site's key, which the
 * search engine checks at PUBLIC_URL/{key}.txt.
 *
 * The key is INDEXNOW_KEY, or one generated once and stored in `settings`
 * (shared by every process). Every answer is recorded in indexnow_submissions.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/database.server";
import { EnvSchema } from "~/server/env.server";
import { indexNowSubmissions, settings } from "~/server/db/schema";

type Services = Pick<AppServices, "db" | "env" | "now">;

/** Time allowed to the endpoint (5 s). */
const INDEXNOW_TIMEOUT_MS = 5_000;
/** The protocol accepts at most 10,000 URLs per request. */
const INDEXNOW_MAX_URLS = 10_000;
/** The shared endpoint (INDEXNOW_ENDPOINT's default); it forwards to every participating engine. */
const SHARED_INDEXNOW_ENDPOINT = EnvSchema.shape.INDEXNOW_ENDPOINT.parse(undefined);

const KEY_SETTING = "indexnow_key";
const CURSOR_SETTING = "indexnow_submitted_until";

const generatedKeys = new WeakMap<Database, Promise<string>>();

/** The site's IndexNow key: INDEXNOW_KEY, else generated on first use and kept in the database. */
export function indexNowKey({ db, env }: Pick<AppServices, "db" | "env">): Promise<string> {
  if (env.INDEXNOW_KEY) return Promise.resolve(env.INDEXNOW_KEY);
  let key = generatedKeys.get(db);
  if (!key) {
    key = (async () => {
      // Two processes may start together: the first insert wins, both read it back.
      await db
        .insert(settings)
        .values({ key: KEY_SETTING, value: crypto.randomBytes(16).toString("hex") })
        .onConflictDoNothing();
      const [row] = await db.select().from(settings).where(eq(settings.key, KEY_SETTING));
      if (!row) throw new Error("IndexNow key missing from settings after insert");
      return row.value;
    })();
    generatedKeys.set(db, key);
    key.catch(() => generatedKeys.delete(db));
  }
  return key;
}

/** The body of /{name}.txt when `name` is the key (the protocol's key file), else null. */
export async function indexNowKeyFile(
  services: Pick<AppServices, "db" | "env">,
  name: string,
): Promise<string | null> {
  const key = await indexNowKey(services);
  return name === key ? key : null;
}

export type IndexNowOutcome =
  | { kind: "submitted"; urls: number; status: number }
  | { kind: "skipped"; reason: string }
  | { kind: "failed"; status: number | null; error: string };

export const indexNowMessages = {
  nothingToSubmit: "aucune adresse à soumettre.",
  notPublic: (origin: string) =>
    `PUBLIC_URL (${origin}) n'est pas une adresse publique : les moteurs de recherche ne peuvent pas lire ce site. Indiquez dans PUBLIC_URL l'adresse du site en ligne.`,
  rejected: (status: number, keyLocation: string, host: string) => {
    const reasons: Record<number, string> = {
      400: "requête invalide",
      403: `clé refusée (le fichier ${keyLocation} doit être accessible)`,
      422: `des adresses n'appartiennent pas à ${host} ou la clé ne correspond pas`,
      429: "trop de soumissions, réessayez plus tard",
    };
    const reason = reasons[status];
    return reason ? `IndexNow a répondu ${status} : ${reason}.` : `IndexNow a répondu ${status}.`;
  },
  timeout: (ms: number) => `IndexNow n'a pas répondu en ${(ms / 1000).toLocaleString("fr-FR")} s.`,
  unreachable: (detail: string) => `IndexNow injoignable (${detail}).`,
} as const;

/**
 * A site on localhost, a private network or a reserved test domain cannot be
 * crawled: the shared endpoint would refuse its URLs (and they would leak a
 * development address). A custom INDEXNOW_ENDPOINT (a test stand-in) is
 * always used.
 */
export function canSubmit(env: AppServices["env"]): boolean {
  if (env.INDEXNOW_ENDPOINT !== SHARED_INDEXNOW_ENDPOINT) return true;
  const host = new URL(env.PUBLIC_URL).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const local =
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.)/.test(host) ||
    host === "::1" ||
    /\.(test|example|invalid|local|internal)$/.test(host) ||
    /(^|\.)example\.(com|net|org)$/.test(host) ||
    !host.includes(".");
  return !local;
}

/**
 * Posts `urls` (absolute, on PUBLIC_URL) to IndexNow in the protocol's JSON
 * format, 10,000 per request, and records each answer. Never throws for the
 * endpoint's failures: they come back as `failed` with a French message.
 */
export async function submitToIndexNow(
  services: Services,
  urls: readonly string[],
  options: { timeoutMs?: number } = {},
): Promise<IndexNowOutcome> {
  const { env, db } = services;
  const timeoutMs = options.timeoutMs ?? INDEXNOW_TIMEOUT_MS;
  const site = new URL(env.PUBLIC_URL);
  const list = [...new Set(urls)].filter((url) => new URL(url).host === site.host);
  if (list.length === 0) return { kind: "skipped", reason: indexNowMessages.nothingToSubmit };
  if (!canSubmit(env)) return { kind: "skipped", reason: indexNowMessages.notPublic(site.origin) };

  const key = await indexNowKey(services);
  const keyLocation = `${site.origin}/${key}.txt`;
  let lastStatus = 0;
  for (let start = 0; start < list.length; start += INDEXNOW_MAX_URLS) {
    const urlList = list.slice(start, start + INDEXNOW_MAX_URLS);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(env.INDEXNOW_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json; charset=utf-8" },
        body: JSON.stringify({ host: site.host, key, keyLocation, urlList }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      status = response.status;
      // 200: received; 202: received, key check pending. Anything else is a refusal.
      if (status !== 200 && status !== 202)
        error = indexNowMessages.rejected(status, keyLocation, site.host);
    } catch (caught) {
      error =
        caught instanceof Error && caught.name === "TimeoutError"
          ? indexNowMessages.timeout(timeoutMs)
          : indexNowMessages.unreachable(describe(caught));
    }
    await db.insert(indexNowSubmissions).values({
      urls: urlList,
      status,
      ok: error === null,
      error,
      createdAt: services.now(),
    });
    if (error !== null) return { kind: "failed", status, error };
    lastStatus = status ?? 0;
  }
  return { kind: "submitted", urls: list.length, status: lastStatus };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? error.cause.message : null;
    return cause ?? error.message;
  }
  return String(error);
}

/**
 * Until when every change has been submitted: the maintenance routine sends
 * what changed after it, and moves it forward once IndexNow accepted.
 */
export async function submittedUntil({ db }: Pick<AppServices, "db">): Promise<Date | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, CURSOR_SETTING));
  if (!row) return null;
  const instant = new Date(row.value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

export async function markSubmittedUntil({ db }: Pick<AppServices, "db">, instant: Date) {
  await db
    .insert(settings)
    .values({ key: CURSOR_SETTING, value: instant.toISOString() })
    .onConflictDoUpdate({ target: settings.key, set: { value: instant.toISOString() } });
}
