/**
 * The data of the public pages (articles, categories, practice settings,
 * sitemaps) kept in memory between publications, since public pages must
 * not query the database on every request: computed once per public content
 * version (server/content-version.server.ts), which every write of public
 * content bumps and a scheduled article going public changes at its due
 * time; the version is kept in memory, so no query is made per request.
 */
import crypto from "node:crypto";
import { parisIsoDate } from "~/lib/paris-date";
import type { AppServices } from "~/server/context.server";
import { publicContentVersion } from "~/server/content-version.server";
import type { Database } from "~/server/db/database.server";

interface Entry {
  value: Promise<{ value: unknown; hash: string }>;
}

interface CacheState {
  version: number | null;
  entries: Map<string, Entry>;
}

/** Bound on cached pages (unknown slugs requested by crawlers are cached too). */
const MAX_ENTRIES = 500;

const states = new WeakMap<Database, CacheState>();

function stateOf(db: Database): CacheState {
  let state = states.get(db);
  if (!state) {
    state = { version: null, entries: new Map() };
    states.set(db, state);
  }
  return state;
}

export interface CachedRead<T> {
  value: T;
  /** Weak ETag of the value, for HTTP revalidation. */
  etag: string;
}

/**
 * The value of `read()` for `key`, computed once per content version.
 * Failures are not cached.
 */
export async function cachedPublicRead<T>(
  services: Pick<AppServices, "db" | "now">,
  key: string,
  read: () => Promise<T>,
): Promise<CachedRead<T>> {
  const state = stateOf(services.db);
  const version = await publicContentVersion(services);
  if (version !== state.version) {
    state.version = version;
    state.entries.clear();
  }
  let entry = state.entries.get(key);
  if (!entry) {
    if (state.entries.size >= MAX_ENTRIES) state.entries.clear();
    const value = read().then((result) => ({ value: result, hash: contentHash(result) }));
    const created: Entry = { value };
    entry = created;
    state.entries.set(key, created);
    value.catch(() => {
      if (state.entries.get(key) === created) state.entries.delete(key);
    });
  }
  const { value, hash } = await entry.value;
  // The day is part of the validator: the page shell around the data shows
  // date-dependent text (the footer's year), which must not stay cached.
  return { value: value as T, etag: `W/"${hash}.${parisIsoDate(services.now())}"` };
}

function contentHash(value: unknown): string {
  return crypto.createHash("sha1").update(JSON.stringify(value)).digest("base64url");
}
