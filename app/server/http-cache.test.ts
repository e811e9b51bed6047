import { describe, expect, it } from "vitest";
import {
  notModified,
  notModifiedDocument,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  publicCacheHeaders,
  publicPageHeaders,
  requestHasEtag,
} from "./http-cache.server";

const request = (ifNoneMatch?: string) =>
  new Request("https://osteo.example.com/blog", {
    headers: ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {},
  });

describe("requestHasEtag", () => {
  it("matches the same version, weak or strong, in a list or as *", () => {
    expect(requestHasEtag(request('W/"abc"'), 'W/"abc"')).toBe(true);
    expect(requestHasEtag(request('"zzz", "abc"'), 'W/"abc"')).toBe(true);
    expect(requestHasEtag(request("*"), 'W/"abc"')).toBe(true);
    expect(requestHasEtag(request('W/"old"'), 'W/"abc"')).toBe(false);
    expect(requestHasEtag(request(), 'W/"abc"')).toBe(false);
  });
});

describe("notModified", () => {
  it("answers 304 with the cache headers when the client has the version", () => {
    const response = notModified(request('W/"abc"'), 'W/"abc"');
    expect(response?.status).toBe(304);
    expect(response?.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(notModified(request('W/"old"'), 'W/"abc"')).toBeNull();
  });
});

describe("publicPageHeaders", () => {
  it("passes the loader's cache headers through", () => {
    const headers = publicPageHeaders({
      loaderHeaders: publicCacheHeaders('W/"a"'),
      parentHeaders: new Headers(),
    });
    expect(headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(headers.get("ETag")).toBe('W/"a"');
  });

  it("keeps a page that sets a cookie out of shared caches", () => {
    const headers = publicPageHeaders({
      loaderHeaders: publicCacheHeaders('W/"a"'),
      parentHeaders: new Headers({ "Set-Cookie": "toast=; Max-Age=0" }),
    });
    expect(headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(headers.get("ETag")).toBeNull();
  });

  it("caches an error page without a validator", () => {
    const headers = publicPageHeaders({
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      errorHeaders: publicCacheHeaders('W/"a"'),
    });
    expect(headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(headers.get("ETag")).toBeNull();
  });
});

describe("notModifiedDocument", () => {
  it("ties the page's version to the build and answers 304 for that version only", () => {
    const headers = publicCacheHeaders('W/"data"');
    expect(notModifiedDocument(request('W/"data"'), 200, headers, "build1")).toBeNull();
    expect(headers.get("ETag")).toBe('W/"data-build1"');
    const again = publicCacheHeaders('W/"data"');
    expect(notModifiedDocument(request('W/"data-build1"'), 200, again, "build1")?.status).toBe(304);
  });

  it("renders pages without a validator and error pages", () => {
    expect(notModifiedDocument(request("*"), 200, new Headers(), "b")).toBeNull();
    expect(
      notModifiedDocument(request('W/"x-b"'), 404, publicCacheHeaders('W/"x"'), "b"),
    ).toBeNull();
  });
});
