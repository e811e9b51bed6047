/**
 * Public blog reads kept in memory between publications (stack.md: public
 * pages must not hit PGlite on every request). Each request asks the database
 * one cheap question, the "content version" (how many articles, the latest
 * change, how many are public right now, how many category links, the
 * categories' latest change); while it
 * is unchanged, pages are served from memory. A scheduled article going
 * public at its time changes the version, so nothing is ever stale beyond
 * the request that follows the change. Several processes each keep their
 * own copy and each see the same database. Whatever writes an article must
 * set its `updated_at` (the admin's saves and the publishing job do).
 */
import crypto from "node:crypto";
import { count, max, sql } from "drizzle-orm";
import { parisIsoDate } from "~/lib/paris-date";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/database.server";
import { articles, blogPostCategories, categories } from "~/server/db/schema";
import { isPublic } from "./access.server";

interface Entry {
  value: Promise<{ value: unknown; hash: string }>;
}

interface CacheState {
  version: string | null;
  entries: Map<string, Entry>;
  /** The version query in flight, shared by concurrent requests. */
  pendingVersion: Promise<string> | null;
}

/** Bound on cached pages (unknown slugs requested by crawlers are cached too). */
const MAX_ENTRIES = 500;

const states = new WeakMap<Database, CacheState>();

function stateOf(db: Database): CacheState {
  let state = states.get(db);
  if (!state) {
    state = { version: null, entries: new Map(), pendingVersion: null };
    states.set(db, state);
  }
  return state;
}

async function readVersion({ db, now }: Pick<AppServices, "db" | "now">): Promise<string> {
  const [row] = await db
    .select({
      total: count(),
      lastChange: max(articles.updatedAt),
      visible: sql<number>`count(*) filter (where ${isPublic(now())})`.mapWith(Number),
      links: sql<number>`(select count(*) from ${blogPostCategories})`.mapWith(Number),
      // A renamed, described or deleted category changes its pages and every card's badge.
      categories: sql<string>`(select count(*) || ':' || coalesce(max(${categories.updatedAt})::text, '') from ${categories})`,
    })
    .from(articles);
  return JSON.stringify([
    row?.total,
    row?.lastChange?.valueOf(),
    row?.visible,
    row?.links,
    row?.categories,
  ]);
}

function currentVersion(
  services: Pick<AppServices, "db" | "now">,
  state: CacheState,
): Promise<string> {
  if (!state.pendingVersion) {
    state.pendingVersion = readVersion(services).finally(() => {
      state.pendingVersion = null;
    });
  }
  return state.pendingVersion;
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
export async function cachedBlogRead<T>(
  services: Pick<AppServices, "db" | "now">,
  key: string,
  read: () => Promise<T>,
): Promise<CachedRead<T>> {
  const state = stateOf(services.db);
  const version = await currentVersion(services, state);
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
