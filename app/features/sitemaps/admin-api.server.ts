/**
 * The dashboard's sitemap endpoints (JSON, under /api/admin). Each answers
 * `{ ok: true, … }` or `{ error: "<French message>" }` with a status; the
 * card shows errors in a toast.
 */
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { jsonError, jsonResponse } from "~/server/public-api.server";
import { loadBlogSitemap, regenerateSitemaps, synchronizeSitemaps } from "./sitemaps.server";
import { submitAllUrls } from "./submission.server";

const UPDATE_INTENTS = ["refresh", "sync", "submit"] as const;

const UpdateRequestSchema = z.object({
  intent: z.enum(UPDATE_INTENTS, { error: "Action inconnue : refresh, sync ou submit attendu." }),
});

const failures = {
  refresh: "la génération des sitemaps a échoué (détails dans le journal du serveur).",
  sync: "la synchronisation des URLs a échoué (détails dans le journal du serveur).",
  submit: "la soumission a échoué (détails dans le journal du serveur).",
  download: "le sitemap du blog n'a pas pu être généré (détails dans le journal du serveur).",
  unreadableForm: "Requête illisible : envoyez un formulaire.",
} as const;

async function readForm(request: Request): Promise<Record<string, unknown> | null> {
  try {
    return Object.fromEntries(await request.formData());
  } catch {
    return null;
  }
}

/** One step of the dashboard's update flow: refresh, sync or submit. */
export async function handleSitemapUpdate(
  request: Request,
  services: AppServices,
): Promise<Response> {
  const form = await readForm(request);
  if (!form) return jsonError(400, failures.unreadableForm);
  const parsed = UpdateRequestSchema.safeParse(form);
  if (!parsed.success)
    return jsonError(400, parsed.error.issues[0]?.message ?? failures.unreadableForm);
  const { intent } = parsed.data;
  try {
    if (intent === "refresh")
      return jsonResponse({ ok: true, ...(await regenerateSitemaps(services)) });
    if (intent === "sync")
      return jsonResponse({ ok: true, ...(await synchronizeSitemaps(services)) });
    const outcome = await submitAllUrls(services);
    if (outcome.kind === "submitted")
      return jsonResponse({ ok: true, urls: outcome.urls, status: outcome.status });
    return jsonError(502, outcome.kind === "skipped" ? outcome.reason : outcome.error);
  } catch (error) {
    console.error(`Sitemaps : l'étape « ${intent} » de la mise à jour a échoué`, error);
    return jsonError(500, failures[intent]);
  }
}

/** The blog sitemap as a file to save (sitemap-blog.xml). */
export async function handleBlogSitemapDownload(services: AppServices): Promise<Response> {
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
