/**
 * HTTP caching of public responses (blog pages and feed): a CDN may keep them
 * for a minute and serve them stale for five more while it revalidates;
 * browsers always revalidate and get an empty 304 when their copy is
 * current, so a change is visible on the next request after the cache time.
 *
 * A loader returns `data(value, { headers: publicCacheHeaders(etag) })` and
 * the route exports `headers = publicPageHeaders`; the document's ETag gets
 * the build version and is answered with a 304 in entry.server.tsx.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Responses that depend on the visitor (a toast cookie) must never be shared. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function publicCacheHeaders(etag: string): Headers {
  return new Headers({ "Cache-Control": PUBLIC_CACHE_CONTROL, ETag: etag });
}

/** Whether the request's If-None-Match already names this version (weak comparison, RFC 9110 §13.1.2). */
export function requestHasEtag(request: Request, etag: string): boolean {
  return ifNoneMatchNames(request.headers.get("If-None-Match"), etag);
}

/** Whether an If-None-Match header value names this version. */
export function ifNoneMatchNames(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((candidate) => opaque(candidate) === opaque(etag));
}

/** 304 for a resource route (the feed) whose client already has this version. */
export function notModified(request: Request, etag: string): Response | null {
  if (!requestHasEtag(request, etag)) return null;
  return new Response(null, { status: 304, headers: publicCacheHeaders(etag) });
}

interface HeadersArgs {
  loaderHeaders: Headers;
  parentHeaders: Headers;
  errorHeaders?: Headers;
}

/**
 * `headers` export of a public page: the loader's Cache-Control and ETag,
 * unless a parent sets a cookie (then the page is private and unvalidated).
 */
export function publicPageHeaders({
  loaderHeaders,
  parentHeaders,
  errorHeaders,
}: HeadersArgs): Headers {
  const headers = new Headers();
  if (parentHeaders.has("Set-Cookie")) {
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return headers;
  }
  const source = errorHeaders ?? loaderHeaders;
  const cacheControl = source.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  const etag = source.get("ETag");
  if (etag && !errorHeaders) headers.set("ETag", etag);
  return headers;
}

/**
 * For a document response: extends the page's ETag with the build version
 * (the HTML names the build's assets) and answers 304 when the client already
 * has it. Returns null when the page must be rendered.
 */
export function notModifiedDocument(
  request: Request,
  status: number,
  headers: Headers,
  buildVersion: string,
): Response | null {
  const etag = headers.get("ETag");
  if (status !== 200 || !etag) return null;
  const documentEtag = etag.endsWith('"') ? `${etag.slice(0, -1)}-${buildVersion}"` : etag;
  headers.set("ETag", documentEtag);
  if (!requestHasEtag(request, documentEtag)) return null;
  return new Response(null, { status: 304, headers });
}
