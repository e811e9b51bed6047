/**
 * The dashboard's sitemap tools, on the server: one step of the update flow
 * (the dashboard route's action, intents refresh, sync and submit) and the
 * blog sitemap as a file (the /admin/sitemap-blog.xml resource route). A
 * step answers `{ ok: true, … }` or `{ error: "<French message>" }` with a
 * status; the card shows errors in a toast.
 */
import { data } from "react-router";
import type { AppServices } from "~/server/context.server";
import { jsonError } from "~/server/public-api.server";
import { loadBlogSitemap, regenerateSitemaps, synchronizeSitemaps } from "./sitemaps.server";
import { submitAllUrls } from "./submission.server";

export const SITEMAP_UPDATE_INTENTS = ["refresh", "sync", "submit"] as const;
export type SitemapUpdateIntent = (typeof SITEMAP_UPDATE_INTENTS)[number];

const failures = {
  refresh: "la génération des sitemaps a échoué (détails dans le journal du serveur).",
  sync: "la synchronisation des URLs a échoué (détails dans le journal du serveur).",
  submit: "la soumission a échoué (détails dans le journal du serveur).",
  download: "le sitemap du blog n'a pas pu être généré (détails dans le journal du serveur).",
} as const;

const failed = (status: number, error: string) => data({ error }, { status });

/** One step of the dashboard's update flow: refresh, sync or submit. */
export async function runSitemapUpdateStep(services: AppServices, intent: SitemapUpdateIntent) {
  try {
    if (intent === "refresh") return { ok: true as const, ...(await regenerateSitemaps(services)) };
    if (intent === "sync") return { ok: true as const, ...(await synchronizeSitemaps(services)) };
    const outcome = await submitAllUrls(services);
    if (outcome.kind === "submitted")
      return { ok: true as const, urls: outcome.urls, status: outcome.status };
    return failed(502, outcome.kind === "skipped" ? outcome.reason : outcome.error);
  } catch (error) {
    console.error(`Sitemaps : l'étape « ${intent} » de la mise à jour a échoué`, error);
    return failed(500, failures[intent]);
  }
}

/** The blog sitemap as a file to save (sitemap-blog.xml). */
export async function blogSitemapDownload(services: AppServices): Promise<Response> {
  try {
    const document = await loadBlogSitemap(services, 1);
    if (!document) throw new Error("blog sitemap part 1 missing");
    return new Response(document.value, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": 'attachment; filename="sitemap-blog.xml"',
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    console.error("Sitemaps : génération du fichier sitemap-blog.xml impossible", error);
    return jsonError(500, failures.download);
  }
}
