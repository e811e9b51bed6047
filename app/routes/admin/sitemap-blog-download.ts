import type { Route } from "./+types/sitemap-blog-download";
import { requireUser } from "~/features/auth/guard.server";
import { blogSitemapDownload } from "~/features/sitemaps/dashboard-actions.server";

/**
 * GET: sitemap-blog.xml as a download (the dashboard's 'Outils Sitemap'
 * card). A resource route, not an action: the card fetches the file to tell
 * the practitioner it was saved, which a fetcher's JSON answer cannot carry.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  return blogSitemapDownload(context.services);
}
