import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * The map of the application. Each area's route modules live in
 * app/routes/<area>/ and stay thin: they parse input and call a feature.
 */
export default [
  // ---- public pages, inside the site layout (navbar, footer)
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
  ]),

  // ---- seo: robots, sitemaps, feeds
  route("robots.txt", "routes/seo/robots.ts"),
] satisfies RouteConfig;
