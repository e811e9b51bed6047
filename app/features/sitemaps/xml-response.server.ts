import { notModified, publicCacheHeaders } from "~/server/http-cache.server";
import type { CachedRead } from "~/server/public-read-cache.server";

/**
 * A sitemap document as a public response: shared caches may keep it like
 * the blog pages (it follows the same content version), browsers revalidate
 * with its ETag and get a 304 when unchanged.
 */
export function xmlResponse(request: Request, document: CachedRead<string>): Response {
  const unchanged = notModified(request, document.etag);
  if (unchanged) return unchanged;
  const headers = publicCacheHeaders(document.etag);
  headers.set("Content-Type", "application/xml; charset=utf-8");
  return new Response(document.value, { headers });
}
