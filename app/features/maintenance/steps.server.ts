/**
 * The steps of the maintenance routine, in the order they run. Each step asks
 * the module that owns the data (articles, sitemaps, media, leads, tracking,
 * rate limits) and says what it did; none reads another feature's tables.
 * A new step, such as a new retention rule, is one more entry of
 * MAINTENANCE_STEPS.
 */
import type { AppServices } from "~/server/context.server";
import { purgeFinishedRateLimits } from "~/server/rate-limit.server";
import { loadArticlePage } from "~/features/articles/blog-pages.server";
import { articlePath, listPublicArticleUrls } from "~/features/articles/public-urls.server";
import { publishDueArticles } from "~/features/articles/scheduling.server";
import { purgeExpiredPageViews } from "~/features/audience/page-view-counter.server";
import { purgeExpiredLeads } from "~/features/leads/leads.server";
import { articleImageExists } from "~/features/media/image-exists.server";
import { removeUnreferencedImages } from "~/features/media/unreferenced-images.server";
import { indexNowMessages } from "~/features/sitemaps/indexnow.server";
import { blogSitemapLists, regenerateSitemaps } from "~/features/sitemaps/sitemaps.server";
import { submitChangedUrls } from "~/features/sitemaps/submission.server";
import { purgeExpiredTracking } from "~/features/tracking/tracking.server";
import { MAINTENANCE_STEP_NAMES as STEP } from "./messages";

export interface StepOutcome {
  status: "success" | "error" | "skipped";
  /** What the step did, or why it was skipped. */
  detail?: string;
  errors?: string[];
}

export interface MaintenanceStep {
  /** Shown to the practitioner (panel, e-mail, `npm run maintenance`). */
  name: string;
  run(services: AppServices): Promise<StepOutcome>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

async function publish(services: AppServices): Promise<StepOutcome> {
  const published = await publishDueArticles(services);
  return {
    status: "success",
    detail: `${plural(published.length, "article publié", "articles publiés")}.`,
  };
}

async function regenerate(services: AppServices): Promise<StepOutcome> {
  const built = await regenerateSitemaps(services);
  return {
    status: "success",
    detail: `${plural(built.pages, "page", "pages")} et ${plural(built.articles, "article", "articles")} dans ${plural(built.files, "sitemap", "sitemaps")}.`,
  };
}

/** The status the article page answers, through the very code the page runs. */
async function articlePageStatus(services: AppServices, slug: string): Promise<number> {
  try {
    const { value } = await loadArticlePage(services, slug);
    return value.kind === "article" ? 200 : value.kind === "renamed" ? 301 : 404;
  } catch {
    return 500;
  }
}

async function checkArticles(services: AppServices): Promise<StepOutcome> {
  const published = await listPublicArticleUrls(services);
  const listed = await blogSitemapLists(
    services,
    published.map((article) => articlePath(article.slug)),
  );
  const errors: string[] = [];
  for (const article of published) {
    const page = articlePath(article.slug);
    if (!listed.has(page))
      errors.push(`L'article « ${article.title} » (${page}) n'est pas dans le sitemap.`);
    const status = await articlePageStatus(services, article.slug);
    if (status !== 200)
      errors.push(`L'article « ${article.title} » (${page}) répond ${status} au lieu de 200.`);
  }
  return {
    status: errors.length ? "error" : "success",
    detail: `${plural(published.length, "article publié vérifié", "articles publiés vérifiés")}.`,
    errors,
  };
}

async function checkCovers(services: AppServices): Promise<StepOutcome> {
  const published = await listPublicArticleUrls(services);
  const errors: string[] = [];
  let checked = 0;
  for (const article of published) {
    const imageUrl = article.imageUrl?.trim();
    // No image: the page shows the placeholder, by design.
    if (!imageUrl) continue;
    checked += 1;
    if (!(await articleImageExists(services.env, imageUrl)))
      errors.push(`Image de couverture introuvable pour « ${article.title} » : ${imageUrl}`);
  }
  return {
    status: errors.length ? "error" : "success",
    detail: `${plural(checked, "image vérifiée", "images vérifiées")}.`,
    errors,
  };
}

/** Uploads no article uses any more (a replaced cover, a deleted article), past their grace period. */
async function removeUnusedImages(services: AppServices): Promise<StepOutcome> {
  const removed = await removeUnreferencedImages(services);
  return {
    status: "success",
    detail: `${plural(removed.length, "fichier supprimé", "fichiers supprimés")}.`,
  };
}

/** The privacy policy's retention: leads and tracking rows older than 3 years. */
async function purgeExpiredData(services: AppServices): Promise<StepOutcome> {
  const leads = await purgeExpiredLeads(services);
  const tracking = await purgeExpiredTracking(services);
  // Finished rate-limit windows hold nothing: not worth a line of the detail.
  await purgeFinishedRateLimits(services.db, services.now());
  return {
    status: "success",
    detail: `${plural(leads, "lead supprimé", "leads supprimés")}, ${plural(tracking, "ligne de suivi supprimée", "lignes de suivi supprimées")}.`,
  };
}

/** The audience statistics' retention (CNIL): daily page-view counts older than 25 months. */
async function purgeAudience(services: AppServices): Promise<StepOutcome> {
  const days = await purgeExpiredPageViews(services);
  return {
    status: "success",
    detail: `${plural(days, "ligne de statistiques supprimée", "lignes de statistiques supprimées")}.`,
  };
}

async function submit(services: AppServices): Promise<StepOutcome> {
  const outcome = await submitChangedUrls(services);
  if (outcome.kind === "submitted")
    return {
      status: "success",
      detail: `${plural(outcome.urls, "adresse soumise", "adresses soumises")} (réponse ${outcome.status}).`,
    };
  if (outcome.kind === "skipped" && outcome.reason === indexNowMessages.nothingToSubmit)
    return { status: "success", detail: "Aucun changement depuis la dernière soumission." };
  // Not an error of the site (a local install): shown as 'Inconnu' with its reason.
  if (outcome.kind === "skipped") return { status: "skipped", detail: outcome.reason };
  return { status: "error", errors: [outcome.error] };
}

/** A failing step does not stop the next ones. */
export const MAINTENANCE_STEPS: readonly MaintenanceStep[] = [
  { name: STEP.publish, run: publish },
  { name: STEP.regenerate, run: regenerate },
  { name: STEP.checkArticles, run: checkArticles },
  { name: STEP.checkCovers, run: checkCovers },
  { name: STEP.removeUnusedImages, run: removeUnusedImages },
  { name: STEP.purge, run: purgeExpiredData },
  { name: STEP.purgeAudience, run: purgeAudience },
  { name: STEP.submit, run: submit },
];
