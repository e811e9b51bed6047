import type { Route } from "./+types/sitemap-pages";
import { loadPagesSitemap } from "~/features/sitemaps/sitemaps.server";
import { xmlResponse } from "~/features/sitemaps/xml-response.server";

/** /sitemap-pages.xml: every public static page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return xmlResponse(request, await loadPagesSitemap(context.services));
}
