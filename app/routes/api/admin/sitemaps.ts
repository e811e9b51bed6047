import type { Route } from "./+types/sitemaps";
import { requireApiUser } from "~/features/auth/guard.server";
import { methodNotAllowed } from "~/server/public-api.server";
import { handleSitemapUpdate } from "~/features/sitemaps/admin-api.server";

/** GET: signed out, the guard's 401; signed in, a French 405 (the endpoint takes POST). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiUser(request, context.services);
  return methodNotAllowed();
}

/** POST intent=refresh|sync|submit: one step of the dashboard's sitemap update. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiUser(request, context.services);
  return handleSitemapUpdate(request, context.services);
}
