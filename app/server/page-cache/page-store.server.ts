/**
 * The stored pages: a byte budget, least recently used first out. Responses
 * are kept once per content (same headers, same body), so the many addresses
 * that show the same page (unknown article slugs answering 404, `?page=` past
 * the last page) cost only their key.
 */
export type PageEncoding = "identity" | "br" | "gzip";

export type PageBodies = Record<PageEncoding, Buffer>;

/** A response's status and headers, built once when the page is stored so that serving it copies nothing. */
export interface StoredHead {
  status: number;
  /** Flat [name, value, name, value, …], for Node's `writeHead`. */
  headers: string[];
  /** The same as HTTP/1.1 bytes (status line and header lines), for the fast lane. */
  bytes: Buffer;
}

/** What every address showing the same page shares. */
interface PageResponses {
  /** One complete head per encoding of the body. */
  heads: Record<PageEncoding, StoredHead>;
  /** The 304 answered to a client that holds the current version. */
  notModified: StoredHead;
  bodies: PageBodies;
}

export interface StoredPage extends PageResponses {
  /** The Content-Type header's value (also in the heads), for request observers. */
  contentType: string;
  /** Strong validator of the uncompressed body. */
  etag: string;
  /** Identifies the headers and body: pages with the same signature share one copy. */
  signature: string;
}

/** What a key and its bookkeeping cost beyond its characters (measured order of magnitude). */
const ENTRY_OVERHEAD_BYTES = 200;
const SHARED_OVERHEAD_BYTES = 500;

interface SharedResponses {
  responses: PageResponses;
  users: number;
  bytes: number;
}

export class PageStore {
  private readonly entries = new Map<string, StoredPage>();
  private readonly shared = new Map<string, SharedResponses>();
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
    const shared = this.shared.get(page.signature);
    const sharedBytes = shared ? 0 : responsesBytes(page) + SHARED_OVERHEAD_BYTES;
    if (entryBytes(key) + sharedBytes > this.budgetBytes) return;
    if (shared) {
      shared.users += 1;
      page = { ...page, ...shared.responses };
    } else {
      const { heads, notModified, bodies } = page;
      const responses = { heads, notModified, bodies };
      this.shared.set(page.signature, { responses, users: 1, bytes: sharedBytes });
      this.used += sharedBytes;
    }
    this.entries.set(key, page);
    this.used += entryBytes(key);
    for (const oldest of this.entries.keys()) {
      if (this.used <= this.budgetBytes) break;
      this.delete(oldest);
    }
  }

  /**
   * The stored copies of a body, when a stored page has the same bytes: a
   * page many addresses show (the 404 page of unknown article slugs) is
   * compressed once, not once per address.
   */
  bodiesOf(identity: Buffer): PageBodies | undefined {
    for (const { responses } of this.shared.values()) {
      if (responses.bodies.identity.equals(identity)) return responses.bodies;
    }
    return undefined;
  }

  clear(): void {
    this.entries.clear();
    this.shared.clear();
    this.used = 0;
  }

  /** Entries and bytes held, for the bench and the tests. */
  stats(): { entries: number; bodies: number; bytes: number } {
    return { entries: this.entries.size, bodies: this.shared.size, bytes: this.used };
  }

  private delete(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.used -= entryBytes(key);
    const shared = this.shared.get(page.signature);
    if (shared && --shared.users === 0) {
      this.shared.delete(page.signature);
      this.used -= shared.bytes;
    }
  }
}

function entryBytes(key: string): number {
  return key.length * 2 + ENTRY_OVERHEAD_BYTES;
}

/** Bodies, plus each head twice (its header list and its bytes). */
function responsesBytes({ bodies, heads, notModified }: PageResponses): number {
  let bytes = bodies.identity.length + bodies.br.length + bodies.gzip.length;
  for (const head of [heads.identity, heads.br, heads.gzip, notModified])
    bytes += 2 * head.bytes.length;
  return bytes;
}
