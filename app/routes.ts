import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * The map of the application. Each area's route modules live in
 * app/routes/<area>/ and stay thin: they parse input and call a feature.
 */
export default [
  // ---- public pages, inside the site layout (navbar, footer)
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("a-propos", "routes/public/about.tsx"),
    route("seance-type", "routes/public/session.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("mentions-legales", "routes/public/legal-notice.tsx"),
    route("politique-confidentialite", "routes/public/privacy-policy.tsx"),
    // Any other path: the 'Os perdu!' page with HTTP 404.
    route("*", "routes/public/not-found.tsx"),
    route("services", "routes/public/services.tsx"),
    route("services/:slug", "routes/public/service.tsx"),
    route("blog", "routes/blog/blog.tsx"),
    route("blog/categorie/:slug", "routes/blog/category.tsx"),
    route("blog/tag/:slug", "routes/blog/tag.tsx"),
    route("blog/:slug", "routes/blog/article.tsx"),
    // Previews look like the public page but are private:
    // never cached (Cache-Control: private, no-store), never indexed.
    route("apercu/:token", "routes/blog/shared-preview.tsx"),
    route("admin/articles/:id/apercu", "routes/admin/article-preview.tsx"),
    route("admin/pages/:page/apercu", "routes/admin/page-preview.tsx"),
    route("admin/pages/libre/:id/apercu", "routes/admin/page-preview.tsx", {
      id: "routes/admin/free-page-preview",
    }),
    // A free page ('Nouvelle page'): after every other route, so none of theirs is ever hidden.
    route(":slug", "routes/public/free-page.tsx"),
  ]),

  // ---- admin: sign-in, and the back office behind the guard of its layout
  // (every admin loader and action also calls requireUser: see app/features/auth/guard.server.ts)
  route("auth", "routes/auth/auth.tsx"),
  route("auth/logout", "routes/auth/logout.ts"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("articles", "routes/admin/articles.tsx"),
    route("articles/edit/:id?", "routes/admin/article-edit.tsx"),
    route("articles/:id/historique", "routes/admin/article-history.tsx"),
    route("articles/:id/historique/:versionId", "routes/admin/article-version.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("categories/:id", "routes/admin/category-edit.tsx"),
    route("demandes", "routes/admin/leads.tsx"),
    route("statistiques", "routes/admin/statistics.tsx"),
    route("cabinet", "routes/admin/practice-settings.tsx"),
    route("compte", "routes/admin/account.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pages/:page", "routes/admin/page-edit.tsx"),
    route("pages/:page/historique", "routes/admin/page-history.tsx"),
    route("pages/libre/:id", "routes/admin/page-edit.tsx", { id: "routes/admin/free-page-edit" }),
    route("pages/libre/:id/historique", "routes/admin/page-history.tsx", {
      id: "routes/admin/free-page-history",
    }),
    route("menus", "routes/admin/menus.tsx"),
    route("medias", "routes/admin/medias.tsx"),
    route("sauvegardes", "routes/admin/backups.tsx"),
    route("import", "routes/admin/import.tsx"),
    route("premiers-pas", "routes/admin/first-steps.ts"),
    route("redirections", "routes/admin/redirections.tsx"),
  ]),
  // Files of the leads page: the CSV export and a person's data (resource routes).
  route("admin/demandes/export.csv", "routes/admin/leads-export.ts"),
  route("admin/demandes/donnees", "routes/admin/person-data-download.ts"),
  // A backup as one archive (resource route).
  route("admin/sauvegardes/:name/archive", "routes/admin/backup-download.ts"),
  // The blog's sitemap as a file, for the dashboard's 'Outils Sitemap' card (resource route).
  route("admin/sitemap-blog.xml", "routes/admin/sitemap-blog-download.ts"),
  // An image for a page's editor, through the articles' image pipeline.
  route("admin/media/upload", "routes/admin/media-upload.ts"),
  // The WordPress export, streamed to disk before its analysis (resource route).
  route("admin/import/fichier", "routes/admin/import-file.ts"),

  // ---- booking: the full-screen appointment page (outside the site layout)
  route("rendez-vous", "routes/booking/rendez-vous.tsx"),

  // ---- api: the booking funnel's JSON endpoints (also fed by navigator.sendBeacon)
  route("api/leads", "routes/api/leads.ts"),
  route("api/tracking/track", "routes/api/tracking-track.ts"),
  route("api/tracking/heartbeat", "routes/api/tracking-heartbeat.ts"),
  // ---- api: the cards of a blog list, for 'Voir tous les articles'
  route("api/blog/articles", "routes/api/blog-articles.ts"),

  // ---- seo: robots, sitemaps, feeds
  route("robots.txt", "routes/seo/robots.ts"),
  route("blog/rss.xml", "routes/seo/blog-feed.ts"),
  route("sitemap.xml", "routes/seo/sitemap-index.ts"),
  route("sitemap-pages.xml", "routes/seo/sitemap-pages.ts"),
  route("sitemap-blog.xml", "routes/seo/sitemap-blog.ts"),
] satisfies RouteConfig;
