import { z } from "zod";
import type { Route } from "./+types/sitemap-blog";
import { loadBlogSitemap } from "~/features/sitemaps/sitemaps.server";
import { xmlResponse } from "~/features/sitemaps/xml-response.server";

const PartSchema = z.coerce.number().int().min(1).max(10_000).catch(0);

/** /sitemap-blog.xml (?page=n past 50,000 articles): the published articles. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get("page");
  const part = page === null ? 1 : PartSchema.parse(page);
  const document = await loadBlogSitemap(context.services, part);
  if (!document)
    return new Response("Cette partie du sitemap n'existe pas.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return xmlResponse(request, document);
}
