import type { Route } from "./+types/blog-feed";
import { loadBlogFeed } from "~/features/articles/feed.server";
import { notModified, publicCacheHeaders } from "~/server/http-cache.server";

/** /blog/rss.xml: the blog's RSS 2.0 feed, public articles only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { value: xml, etag } = await loadBlogFeed(context.services);
  const unchanged = notModified(request, etag);
  if (unchanged) return unchanged;
  const headers = publicCacheHeaders(etag);
  headers.set("Content-Type", "application/rss+xml; charset=utf-8");
  return new Response(xml, { headers });
}
