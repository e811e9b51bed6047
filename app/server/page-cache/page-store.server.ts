/**
 * The stored pages: a byte budget, least recently used first out. Bodies are
 * kept once per content (by ETag), so the many addresses that show the same
 * bytes (unknown article slugs answering 404, `?page=` past the last page)
 * cost only their key.
 */
export type PageEncoding = "identity" | "br" | "gzip";

export type PageBodies = Record<PageEncoding, Buffer>;

export interface StoredPage {
  status: number;
  /** The Content-Type header's value (also inside `headers`), for request observers. */
  contentType: string;
  /** Strong validator of the uncompressed body. */
  etag: string;
  /**
   * Each encoding's complete response headers, flat: [name, value, name, value, …],
   * built once when the page is stored so that serving it copies nothing.
   */
  headers: Record<PageEncoding, string[]>;
  bodies: PageBodies;
}

/** What a key and its bookkeeping cost beyond its characters (measured order of magnitude). */
const ENTRY_OVERHEAD_BYTES = 200;
const BODY_OVERHEAD_BYTES = 500;

interface SharedBody {
  bodies: PageBodies;
  users: number;
  bytes: number;
}

export class PageStore {
  private readonly entries = new Map<string, StoredPage>();
  private readonly bodies = new Map<string, SharedBody>();
  private used = 0;

  constructor(private readonly budgetBytes: number) {}

  get(key: string): StoredPage | undefined {
    const page = this.entries.get(key);
    if (page) {
      // Map order is insertion order: moving the key to the end marks it recently used.
      this.entries.delete(key);
      this.entries.set(key, page);
    }
    return page;
  }

  /** Stores the page unless it alone exceeds the budget; evicts the least recently used. */
  set(key: string, page: StoredPage): void {
    this.delete(key);
    const shared = this.bodies.get(page.etag);
    const bodyBytes = shared ? 0 : bodiesBytes(page.bodies) + BODY_OVERHEAD_BYTES;
    if (entryBytes(key) + bodyBytes > this.budgetBytes) return;
    if (shared) {
      shared.users += 1;
      page = { ...page, bodies: shared.bodies };
    } else {
      this.bodies.set(page.etag, { bodies: page.bodies, users: 1, bytes: bodyBytes });
      this.used += bodyBytes;
    }
    this.entries.set(key, page);
    this.used += entryBytes(key);
    for (const oldest of this.entries.keys()) {
      if (this.used <= this.budgetBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bodies.clear();
    this.used = 0;
  }

  /** Entries and bytes held, for the bench and the tests. */
  stats(): { entries: number; bodies: number; bytes: number } {
    return { entries: this.entries.size, bodies: this.bodies.size, bytes: this.used };
  }

  private delete(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.used -= entryBytes(key);
    const shared = this.bodies.get(page.etag);
    if (shared && --shared.users === 0) {
      this.bodies.delete(page.etag);
      this.used -= shared.bytes;
    }
  }
}

function entryBytes(key: string): number {
  return key.length * 2 + ENTRY_OVERHEAD_BYTES;
}

function bodiesBytes(bodies: PageBodies): number {
  return bodies.identity.length + bodies.br.length + bodies.gzip.length;
}
