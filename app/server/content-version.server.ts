/**
 * The version of everything the public pages show. Caches of public pages
 * and of their data (server/page-cache/, server/public-read-cache.server.ts)
 * are built for one version and dropped when it changes:
 *
 * - every write that changes public content runs through
 *   `changePublicContent(services, async (tx) => …)`: the counter row
 *   `content_versions.public` is bumped in the same transaction, with a
 *   NOTIFY; this process sees the change as soon as the transaction commits;
 * - other processes on the same PostgreSQL get the NOTIFY at once, and read
 *   the counter once a second in case a notification was lost
 *   (`watchPublicContent`);
 * - content that changes by itself with time, a scheduled article going
 *   public, changes the version at its due time (the next one is read once
 *   per version).
 *
 * Anything that starts showing new public content (practice settings, …)
 * calls `changePublicContent` or `bumpPublicContentVersion`. The due time is
 * read from `articles` directly: a read model (docs/decisions/0011).
 */
import { and, eq, gt, min, sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import type { Database, DatabaseHandle } from "~/server/db/database.server";
import { articles, contentVersions } from "~/server/db/schema";

const PUBLIC = "public";
const CONTENT_VERSION_CHANNEL = "content_version";
/** How often other processes' changes are checked when a notification may have been lost. */
const POLL_INTERVAL_MS = 1_000;

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface VersionState {
  /** Changes whenever public content may have changed; caches compare it. */
  generation: number;
  /** The database counter last seen (changes made by other processes). */
  seenCounter: number | null;
  /** When a scheduled article next goes public (ms); undefined: not read for this generation. */
  nextChangeAt: number | null | undefined;
  pendingNextChange: Promise<void> | null;
}

const states = new WeakMap<Database, VersionState>();

function stateOf(db: Database): VersionState {
  let state = states.get(db);
  if (!state) {
    state = { generation: 0, seenCounter: null, nextChangeAt: undefined, pendingNextChange: null };
    states.set(db, state);
  }
  return state;
}

function changed(state: VersionState) {
  state.generation += 1;
  state.nextChangeAt = undefined;
}

/**
 * Runs `write` in a transaction that also bumps the public content version:
 * pages built before are never served again (at once in this process,
 * within a second in the others). If `write` throws, nothing changes.
 */
export async function changePublicContent<T>(
  services: Pick<AppServices, "db">,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await services.db.transaction(async (tx) => {
    const value = await write(tx);
    const [row] = await tx
      .insert(contentVersions)
      .values({ name: PUBLIC, version: 1 })
      .onConflictDoUpdate({
        target: contentVersions.name,
        set: { version: sql`${contentVersions.version} + 1`, changedAt: sql`now()` },
      })
      .returning({ version: contentVersions.version });
    // Delivered to the listening processes when the transaction commits.
    await tx.execute(sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, '')`);
    return { value, counter: row?.version ?? null };
  });
  const state = stateOf(services.db);
  // Earlier changes of other processes committed before ours: covered too.
  state.seenCounter = result.counter;
  changed(state);
  return result.value;
}

/** For a change made outside a transaction of ours (or already committed). */
export function bumpPublicContentVersion(services: Pick<AppServices, "db">): Promise<void> {
  return changePublicContent(services, async () => undefined);
}

/**
 * Drops what this process built, without a write: for a change found by a
 * check rather than made by us (rows edited by hand, seen by the sitemap
 * maintenance).
 */
export function forgetBuiltPublicContent(services: Pick<AppServices, "db">): void {
  changed(stateOf(services.db));
}

/**
 * The current version, a number to compare with the one a cache was built
 * from. Reads the database only once per version (the next scheduled
 * publication), never per call.
 */
export async function publicContentVersion(
  services: Pick<AppServices, "db" | "now">,
): Promise<number> {
  const state = stateOf(services.db);
  for (;;) {
    const known = knownPublicContentVersion(services);
    if (known !== null) return known;
    if (state.nextChangeAt === undefined) {
      state.pendingNextChange ??= readNextChange(services, state).finally(() => {
        state.pendingNextChange = null;
      });
      await state.pendingNextChange;
      continue;
    }
    changed(state); // a scheduled article's time has come
  }
}

/** The current version when it is known without reading the database, else null. */
export function knownPublicContentVersion(
  services: Pick<AppServices, "db" | "now">,
): number | null {
  const state = stateOf(services.db);
  if (state.nextChangeAt === undefined) return null;
  if (state.nextChangeAt !== null && services.now().getTime() >= state.nextChangeAt) return null;
  return state.generation;
}

async function readNextChange(services: Pick<AppServices, "db" | "now">, state: VersionState) {
  const generation = state.generation;
  const now = services.now();
  const [row] = await services.db
    .select({ at: min(articles.scheduledFor) })
    .from(articles)
    .where(and(eq(articles.status, "scheduled"), gt(articles.scheduledFor, now)));
  // A change during the read: read again for the new generation.
  if (state.generation === generation) state.nextChangeAt = row?.at ? row.at.getTime() : null;
}

async function readCounter(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.name, PUBLIC));
  return row?.version ?? 0;
}

/**
 * Follows changes made by other processes on a PostgreSQL server: LISTEN
 * for an immediate answer, and the counter read once a second. PGlite is
 * one process: its writes already go through `changePublicContent` here.
 * Returns the function that stops watching.
 */
export async function watchPublicContent(
  services: Pick<AppServices, "db">,
  handle: Pick<DatabaseHandle, "kind" | "listen">,
): Promise<() => Promise<void>> {
  if (handle.kind !== "postgres") return async () => undefined;
  const state = stateOf(services.db);
  state.seenCounter = await readCounter(services.db);
  let checking: Promise<void> | null = null;
  const check = () => {
    checking ??= readCounter(services.db)
      .then((counter) => {
        if (counter !== state.seenCounter) {
          state.seenCounter = counter;
          changed(state);
        }
      })
      .catch((error: unknown) => {
        console.error("Version du contenu : lecture impossible", error);
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };
  const unlisten = await handle.listen(CONTENT_VERSION_CHANNEL, () => void check());
  const timer = setInterval(() => void check(), POLL_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await unlisten();
    await checking;
  };
}
