/**
 * Redirections: old addresses answered with a 301 to a page of this site
 * (serving: redirect-front.server.ts). The rules, whoever writes:
 *
 * - both addresses normalised (redirection-rules.ts);
 * - never from an address the site serves (served-addresses.server.ts);
 * - no chains: a target that is itself redirected is replaced by that
 *   redirection's target, and redirections leading to a new source are
 *   re-pointed to its target; a loop is refused;
 * - every write bumps the public content version, in its transaction:
 *   each process rebuilds its map of redirections from it.
 */
import { asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/database.server";
import { redirections } from "~/server/db/schema";
import { changePublicContent, type Transaction } from "~/server/content-version.server";
import { redirectionMessages as messages } from "./messages";
import { formatParisDate } from "~/lib/paris-date";
import { listNotFoundAddresses } from "./not-found-log.server";
import {
  normaliseFrom,
  normaliseTo,
  readableAddress,
  requestKey,
  targetKey,
} from "./redirection-rules";
import { readServedAddresses, type ServedCheck } from "./served-addresses.server";

type Services = Pick<AppServices, "db" | "env">;
type RedirectionSource = (typeof redirections.$inferSelect)["source"];
type Reader = Database | Transaction;

export interface RedirectionRow {
  id: number;
  fromPath: string;
  toPath: string;
  source: RedirectionSource;
  visits: number;
  lastVisitAt: Date | null;
}

export type RedirectionInput = { from: string; to: string };
export type SaveOutcome =
  | { ok: true; toPath: string; chained: boolean }
  | { ok: false; field: "from" | "to" | null; message: string };

/** Every redirection, most visited first (the admin list). */
export function listRedirections({ db }: Pick<AppServices, "db">): Promise<RedirectionRow[]> {
  return db
    .select({
      id: redirections.id,
      fromPath: redirections.fromPath,
      toPath: redirections.toPath,
      source: redirections.source,
      visits: redirections.visits,
      lastVisitAt: redirections.lastVisitAt,
    })
    .from(redirections)
    .orderBy(desc(redirections.visits), asc(redirections.fromPath));
}

/** Source → target of every redirection (the serving map). */
export async function readRedirectionMap(db: Reader): Promise<Map<string, string>> {
  const rows = await db
    .select({ from: redirections.fromPath, to: redirections.toPath })
    .from(redirections);
  return new Map(rows.map((row) => [row.from, row.to]));
}

/** The redirections being written, with the sources leading to each address (for chains). */
class Links {
  readonly targets: Map<string, string>;
  private readonly sources = new Map<string, Set<string>>();

  constructor(targets: Map<string, string>) {
    this.targets = new Map();
    for (const [from, to] of targets) this.set(from, to);
  }

  set(from: string, to: string) {
    this.delete(from);
    this.targets.set(from, to);
    const key = targetKey(to);
    const leading = this.sources.get(key) ?? new Set();
    leading.add(from);
    this.sources.set(key, leading);
  }

  delete(from: string) {
    const to = this.targets.get(from);
    if (to === undefined) return;
    this.targets.delete(from);
    this.sources.get(targetKey(to))?.delete(from);
  }

  /**
   * Where `to` finally leads, or null when it comes back to `from` (a loop).
   * Stored redirections hold no chains, but an import brings many links at once.
   */
  finalTarget(from: string, to: string): string | null {
    const seen = new Set([from]);
    let target = to;
    for (;;) {
      const key = targetKey(target);
      if (seen.has(key)) return null;
      const next = this.targets.get(key);
      if (next === undefined) return target;
      seen.add(key);
      target = next;
    }
  }

  /** Sends the redirections leading to `from` straight to `to`; returns their sources. */
  repoint(from: string, to: string): string[] {
    const leading = [...(this.sources.get(from) ?? [])];
    for (const source of leading) this.set(source, to);
    return leading;
  }
}

interface Checked {
  from: string;
  to: string;
  chained: boolean;
}

function check(
  input: RedirectionInput,
  origin: string,
  served: ServedCheck,
  links: Links,
): Checked | Extract<SaveOutcome, { ok: false }> {
  const from = normaliseFrom(input.from);
  if (!from.ok) return { ok: false, field: "from", message: from.error };
  const to = normaliseTo(input.to, origin);
  if (!to.ok) return { ok: false, field: "to", message: to.error };
  if (served(from.path))
    return { ok: false, field: "from", message: messages.servedBySite(from.path) };
  if (targetKey(to.path) === from.path)
    return { ok: false, field: "to", message: messages.sameAddress };
  const final = links.finalTarget(from.path, to.path);
  if (final === null) return { ok: false, field: "to", message: messages.loop };
  return { from: from.path, to: final, chained: final !== to.path };
}

/**
 * Adds a redirection by hand (`id` null) or changes one. Refusals come
 * back with the field they concern and a French message.
 */
export async function saveRedirection(
  services: Services,
  id: number | null,
  input: RedirectionInput,
): Promise<SaveOutcome> {
  return changePublicContent(services, async (tx): Promise<SaveOutcome> => {
    const links = new Links(await readRedirectionMap(tx));
    const existing = id === null ? null : await findRedirection(tx, id);
    if (id !== null && !existing) return { ok: false, field: null, message: messages.notFound };
    // The edited redirection is not a link of its own chain.
    if (existing) links.delete(existing.fromPath);
    const checked = check(input, services.env.PUBLIC_URL, await readServedAddresses(tx), links);
    if (!("from" in checked)) return checked;
    if (links.targets.has(checked.from)) {
      return { ok: false, field: "from", message: messages.alreadyRedirected(checked.from) };
    }
    if (existing) {
      await tx
        .update(redirections)
        .set({ fromPath: checked.from, toPath: checked.to, updatedAt: sql`now()` })
        .where(eq(redirections.id, existing.id));
    } else {
      await tx
        .insert(redirections)
        .values({ fromPath: checked.from, toPath: checked.to, source: "manuel" });
    }
    const repointed = links.repoint(checked.from, checked.to);
    if (repointed.length > 0) {
      await tx
        .update(redirections)
        .set({ toPath: checked.to, updatedAt: sql`now()` })
        .where(inArray(redirections.fromPath, repointed));
    }
    return { ok: true, toPath: checked.to, chained: checked.chained };
  });
}

async function findRedirection(db: Reader, id: number) {
  const [row] = await db.select().from(redirections).where(eq(redirections.id, id));
  return row ?? null;
}

/** Deletes a redirection; false when it no longer exists. */
export async function deleteRedirection(services: Services, id: number): Promise<boolean> {
  return changePublicContent(services, async (tx) => {
    const deleted = await tx
      .delete(redirections)
      .where(eq(redirections.id, id))
      .returning({ id: redirections.id });
    return deleted.length > 0;
  });
}

/** Import entries never name another site: any absolute address is refused. */
const NO_ORIGIN = "http://redirections.invalid";

/**
 * Saves the old addresses an import knows (source "import"), under the
 * same rules as a redirection added by hand; entries refused by a rule
 * (a loop, an address the site serves, an odd address) are left out, and
 * a redirection the practitioner made (by hand, or by changing a page's
 * address) is kept as it is. Returns how many were saved.
 *
 * `db`: the database, or a transaction opened with `changePublicContent`
 * (its commit is what tells this process; the bump made here, in the same
 * transaction, tells the other processes). Bumps the public content version once.
 */
export function saveImportedRedirections(
  db: Database | Transaction,
  entries: { from: string; to: string }[],
): Promise<number> {
  return saveRedirectionsOf("import", db, entries);
}

/**
 * A published page's old address, sent to its new one (source
 * "renommage"), under the same rules; in the caller's transaction.
 */
export function saveChangedAddress(
  tx: Transaction,
  change: { from: string; to: string },
): Promise<number> {
  return saveRedirectionsOf("renommage", tx, [change]);
}

async function saveRedirectionsOf(
  source: Exclude<RedirectionSource, "manuel">,
  db: Database | Transaction,
  entries: { from: string; to: string }[],
): Promise<number> {
  return changePublicContent({ db }, async (tx) => {
    const stored = await readRedirectionMap(tx);
    const links = new Links(stored);
    // What the practitioner made is kept; an import's own entries are renewed.
    const keptRows = await tx
      .select({ from: redirections.fromPath })
      .from(redirections)
      .where(
        source === "import" ? ne(redirections.source, "import") : eq(redirections.source, "manuel"),
      );
    const kept = new Set(keptRows.map((row) => row.from));
    const served = await readServedAddresses(tx);
    const saved = new Set<string>();
    for (const entry of entries) {
      const checked = check(entry, NO_ORIGIN, served, links);
      if (!("from" in checked) || kept.has(checked.from)) continue;
      links.set(checked.from, checked.to);
      links.repoint(checked.from, checked.to);
      saved.add(checked.from);
    }
    const rows = [...links.targets]
      .filter(([fromPath]) => saved.has(fromPath))
      .map(([fromPath, toPath]) => ({ fromPath, toPath, source }));
    for (let start = 0; start < rows.length; start += 500) {
      await tx
        .insert(redirections)
        .values(rows.slice(start, start + 500))
        .onConflictDoUpdate({
          target: redirections.fromPath,
          set: {
            toPath: sql`excluded.to_path`,
            source: sql`excluded.source`,
            updatedAt: sql`now()`,
          },
        });
    }
    // Stored redirections re-pointed by the import's links.
    for (const [from, to] of stored) {
      const now = links.targets.get(from);
      if (!saved.has(from) && now !== undefined && now !== to) {
        await tx
          .update(redirections)
          .set({ toPath: now, updatedAt: sql`now()` })
          .where(eq(redirections.fromPath, from));
      }
    }
    return saved.size;
  });
}

/**
 * The lists of a sitemap without the addresses a redirection answers (the
 * `loc` of each entry, absolute on `origin`): a sitemap never lists an
 * address that redirects.
 */
export async function withoutRedirected<T extends Record<string, { loc: string }[]>>(
  services: Pick<AppServices, "db">,
  origin: string,
  lists: T,
): Promise<T> {
  const redirected = await readRedirectionMap(services.db);
  if (redirected.size === 0) return lists;
  const kept = (entry: { loc: string }) => {
    const key = entry.loc.startsWith(origin) ? requestKey(entry.loc.slice(origin.length)) : null;
    return key === null || !redirected.has(key);
  };
  const filtered: Record<string, { loc: string }[]> = {};
  for (const [name, entries] of Object.entries(lists)) filtered[name] = entries.filter(kept);
  return filtered as T;
}

/** What /admin/redirections shows: the redirections and the addresses answered 404. */
export async function loadRedirectionsPage(services: Pick<AppServices, "db" | "now">) {
  const [rows, missing] = await Promise.all([
    listRedirections(services),
    listNotFoundAddresses(services),
  ]);
  return {
    redirections: rows.map((row) => ({
      id: row.id,
      from: readableAddress(row.fromPath),
      to: readableAddress(row.toPath),
      origin: messages.origins[row.source],
      visits: row.visits,
      lastVisit: row.lastVisitAt ? formatParisDate(row.lastVisitAt) : null,
    })),
    notFound: missing.map((row) => ({
      path: readableAddress(row.path),
      hits: row.hits,
      lastSeen: formatParisDate(row.lastSeenAt),
    })),
  };
}
