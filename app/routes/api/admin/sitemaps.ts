import type { Route } from "./+types/sitemaps";
import { requireApiUser } from "~/features/auth/guard.server";
import { methodNotAllowed } from "~/server/public-api.server";
import { handleSitemapUpdate } from "~/features/sitemaps/admin-api.server";

export const loader = () => methodNotAllowed();

/** POST intent=refresh|sync|submit: one step of the dashboard's sitemap update. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiUser(request, context.services);
  return handleSitemapUpdate(request, context.services);
}
