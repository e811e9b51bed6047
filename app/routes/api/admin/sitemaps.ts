import type { Route } from "./+types/sitemaps";
import { adminApiAction, adminApiLoader } from "~/features/admin-shell/admin-api.server";
import { handleSitemapUpdate } from "~/features/sitemaps/admin-api.server";

export const loader = (args: Route.LoaderArgs) => adminApiLoader(args);

/** POST intent=refresh|sync|submit: one step of the dashboard's sitemap update. */
export const action = (args: Route.ActionArgs) => adminApiAction(args, handleSitemapUpdate);
