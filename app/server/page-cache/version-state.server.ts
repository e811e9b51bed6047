/**
 * What the page cache holds for one public content version and one day in
 * Paris, beside the stored pages: the renders in flight and the record
 * names in use. A new version or a new day starts a new state; work begun
 * for an older one finishes without touching the new one.
 */
import type { AppServices } from "~/server/context.server";
import type { Target } from "./cache-target.server";
import type { RecordNamesPort } from "./cacheable-routes";
import type { StoredPage } from "./page-store.server";

type RecordKind = keyof RecordNamesPort;

export class VersionState {
  /** Renders in flight, shared by concurrent requests for the same entry. */
  private readonly pending = new Map<string, Promise<StoredPage | null>>();
  /**
   * The record names in use of each kind (CacheableRoute.records): read
   * once (a promise), then at hand without waiting (the set).
   */
  private readonly names = new Map<
    RecordKind,
    ReadonlySet<string> | Promise<ReadonlySet<string>>
  >();

  constructor(
    readonly version: number,
    /** Midnight in Paris after it began, in milliseconds. */
    readonly expiresAt: number,
    private readonly services: AppServices,
    private readonly recordNames: RecordNamesPort,
  ) {}

  isCurrent(version: number | null, now: number): boolean {
    return version === this.version && now < this.expiresAt;
  }

  /**
   * The entry a target's page is kept under: its own, or, for a record not
   * in use, its route's one 404 entry; undefined while the names in use are
   * not yet read.
   */
  knownEntry(target: Target): string | undefined {
    const { record } = target;
    if (!record) return target.key;
    const names = this.names.get(record.inUse);
    if (!names || names instanceof Promise) return undefined;
    return names.has(record.name) ? target.key : record.missingKey;
  }

  async entryOf(target: Target): Promise<string> {
    const { record } = target;
    if (!record) return target.key;
    const names = this.names.get(record.inUse) ?? this.readNames(record.inUse);
    return (await names).has(record.name) ? target.key : record.missingKey;
  }

  private readNames(kind: RecordKind): Promise<ReadonlySet<string>> {
    const reading = this.recordNames[kind](this.services);
    this.names.set(kind, reading);
    reading.then(
      (read) => {
        if (this.names.get(kind) === reading) this.names.set(kind, read);
      },
      // Read again by the next request; this one is served by the app.
      () => {
        if (this.names.get(kind) === reading) this.names.delete(kind);
      },
    );
    return reading;
  }

  /** The render of an entry, started once however many requests ask for it meanwhile. */
  render(key: string, start: () => Promise<StoredPage | null>): Promise<StoredPage | null> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const page = start();
    this.pending.set(key, page);
    void page.finally(() => {
      if (this.pending.get(key) === page) this.pending.delete(key);
    });
    return page;
  }
}
