import type { Route } from "./+types/sitemap-index";
import { loadSitemapIndex } from "~/features/sitemaps/sitemaps.server";
import { xmlResponse } from "~/features/sitemaps/xml-response.server";

/** /sitemap.xml: the sitemap index, named by robots.txt. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return xmlResponse(request, await loadSitemapIndex(context.services));
}
