import { describe, expect, it } from "vitest";
import { PageStore, type StoredPage } from "./page-store.server";

const head = (bytes: number) => ({ status: 200, headers: [], bytes: Buffer.alloc(bytes) });

function page(etag: string, bytes: number): StoredPage {
  return {
    contentType: "text/html; charset=utf-8",
    etag,
    signature: etag,
    heads: { identity: head(100), br: head(100), gzip: head(100) },
    notModified: head(50),
    bodies: {
      identity: Buffer.alloc(bytes, etag),
      br: Buffer.alloc(bytes / 4),
      gzip: Buffer.alloc(bytes / 4),
    },
  };
}

describe("the page store", () => {
  it("never holds more than its byte budget, dropping the least recently used pages first", () => {
    const store = new PageStore(100_000);
    store.set("/a", page("a", 30_000));
    store.set("/b", page("b", 30_000));
    expect(store.get("/a")).toBeDefined(); // /a is now more recent than /b
    store.set("/c", page("c", 30_000));

    expect(store.get("/b")).toBeUndefined();
    expect(store.get("/a")).toBeDefined();
    expect(store.get("/c")).toBeDefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(100_000);
  });

  it("stays within its budget under a flood of distinct pages", () => {
    const store = new PageStore(1_000_000);
    for (let n = 0; n < 2_000; n++) store.set(`/blog/page-${n}`, page(`etag-${n}`, 8_000));
    expect(store.stats().bytes).toBeLessThanOrEqual(1_000_000);
    expect(store.get("/blog/page-1999")).toBeDefined();
    expect(store.get("/blog/page-0")).toBeUndefined();
  });

  it("keeps one copy of a body many addresses share, so each more address costs only its key", () => {
    const store = new PageStore(10_000_000);
    store.set("/blog/inconnu-1", page("not-found", 40_000));
    const oneAddress = store.stats().bytes;
    for (let n = 2; n <= 1_000; n++) store.set(`/blog/inconnu-${n}`, page("not-found", 40_000));

    expect(store.stats().bodies).toBe(1);
    expect(store.stats().bytes - oneAddress).toBeLessThan(1_000 * 300);
    // The body goes only when its last address does.
    store.clear();
    expect(store.stats()).toEqual({ entries: 0, bodies: 0, bytes: 0 });
  });

  it("gives the stored copies of a body only while a page with those bytes is stored", () => {
    const store = new PageStore(100_000);
    const notFound = page("not-found", 30_000);
    store.set("/blog/inconnu", notFound);

    expect(store.bodiesOf(Buffer.alloc(30_000, "not-found"))).toBe(notFound.bodies);
    expect(store.bodiesOf(Buffer.alloc(30_000, "other"))).toBeUndefined();
    store.set("/b", page("b", 30_000));
    store.set("/c", page("c", 30_000)); // evicts /blog/inconnu, its body with it
    expect(store.bodiesOf(Buffer.alloc(30_000, "not-found"))).toBeUndefined();
  });

  it("does not store a page larger than the whole budget", () => {
    const store = new PageStore(10_000);
    store.set("/big", page("big", 20_000));
    expect(store.get("/big")).toBeUndefined();
    expect(store.stats().bytes).toBe(0);
  });
});
