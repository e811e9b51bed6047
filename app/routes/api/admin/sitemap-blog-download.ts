import type { Route } from "./+types/sitemap-blog-download";
import { requireApiUser } from "~/features/auth/guard.server";
import { handleBlogSitemapDownload } from "~/features/sitemaps/admin-api.server";

/** GET: sitemap-blog.xml as a download (the dashboard's 'Outils Sitemap' card). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiUser(request, context.services);
  return handleBlogSitemapDownload(context.services);
}
