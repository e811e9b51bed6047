/**
 * A category or tag page's loader (/blog/categorie/:slug, /blog/tag/:slug,
 * ?page=N): a slug that cannot exist is a 404, a page number out of range is
 * the first page; what it answers is cached like every public page.
 */
import { data } from "react-router";
import { z } from "zod";
import { PUBLIC_CACHE_CONTROL, publicCacheHeaders } from "~/server/http-cache.server";

const SlugSchema = z.string().regex(/^[a-z0-9-]{1,200}$/);
const PageSchema = z.coerce.number().int().min(1).max(500).catch(1);

/** A 404 that caches like the page it stands for. */
function collectionNotFound(): never {
  throw data(null, { status: 404, headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
}

export function collectionAddress(request: Request, slugParam: string | undefined) {
  const slug = SlugSchema.safeParse(slugParam);
  if (!slug.success) collectionNotFound();
  const page = PageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  return { slug: slug.data, page };
}

const found = <Value extends { kind: string }>(
  value: Value,
): value is Exclude<Value, { kind: "missing" }> => value.kind !== "missing";

/** The page's data with its cache headers, or a 404 when there is no such category or tag. */
export function collectionAnswer<Value extends { kind: string }>(value: Value, etag: string) {
  if (!found(value)) collectionNotFound();
  return data(value, { headers: publicCacheHeaders(etag) });
}
