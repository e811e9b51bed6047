/**
 * An import run, from a source already read to the report: plan, terms,
 * then each article (its images fetched first, a few at a time) in its own
 * transaction, then the redirections; the public site (caches, sitemaps,
 * IndexNow, feed) is told once, at the end. A run resumed after an
 * interruption skips what its report says is done.
 */
import { eq } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/database.server";
import { importRuns } from "~/server/db/schema";
import { notifyArticlesChanged } from "~/features/articles/article-events.server";
import {
  DEFAULT_IMAGE_LIMITS,
  fetchImage,
  mapWithLimit,
  type ImageFetchLimits,
} from "./image-fetch.server";
import { planImport, type ImportPlan, type PlannedArticle } from "./import-plan.server";
import { ImportReportSchema, type ArticleOutcome, type ImportReport } from "./import-report";
import type { ImportedArticleOutcome } from "~/features/articles/imported-articles.server";
import {
  countImageDone,
  finishRun,
  setRunTotals,
  withHeartbeat,
  type ImportRun,
} from "./import-runs.server";
import { rememberImage, storedImages, writeArticle, writeTerms } from "./import-writer.server";
import { imageFailureReasons, importMessages } from "./messages";
import { ImageRejectedError, storeUpload } from "~/features/media/image-store.server";
import type { ImportSource } from "./source-model";

/**
 * Where the redirections of imported things go (features/redirections, wired
 * by the caller): saved in one transaction that also changes the public
 * content version, the import's one change of the public site.
 */
export interface RedirectionSink {
  save(db: Database, entries: { from: string; to: string }[]): Promise<number>;
}

export interface ImportDeps {
  redirections: RedirectionSink;
  imageLimits?: ImageFetchLimits;
}

type ImageResult = { ok: true; path: string } | { ok: false; reason: string };

/** Fetches and stores each image once per run (and once per source: import_items). */
function imageStore(
  services: AppServices,
  run: ImportRun,
  plan: ImportPlan,
  known: Map<string, string>,
  limits: ImageFetchLimits,
) {
  const pending = new Map<string, Promise<ImageResult>>();
  let storedCount = 0;
  async function fetchAndStore(url: string): Promise<ImageResult> {
    const done = known.get(url);
    if (done) return { ok: true, path: done };
    const fetched = await fetchImage(url, limits);
    if (!fetched.ok) return fetched;
    try {
      const stored = await storeUpload(services, new File([fetched.blob], fetched.name));
      const path = `/media/articles/${stored.fileName}`;
      await rememberImage(services, plan.sourceKey, url, path);
      storedCount += 1;
      return { ok: true, path };
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      return { ok: false, reason: imageFailureReasons.rejected };
    }
  }
  return {
    get(url: string): Promise<ImageResult> {
      let result = pending.get(url);
      if (!result) {
        result = fetchAndStore(url).finally(() => countImageDone(services, run.id));
        pending.set(url, result);
      }
      return result;
    },
    storedCount: () => storedCount,
  };
}

async function saveReport(services: AppServices, runId: number, report: ImportReport) {
  await services.db.update(importRuns).set({ report }).where(eq(importRuns.id, runId));
}

function imagesOf(article: PlannedArticle): string[] {
  return [
    ...new Set([
      ...(article.source.cover ? [article.source.cover.url] : []),
      ...article.content.images,
    ]),
  ];
}

function outcomeOf(article: PlannedArticle, written: ImportedArticleOutcome): ArticleOutcome {
  if (!written.saved) return written.reason;
  return article.action === "create" ? "created" : "updated";
}

async function importArticles(
  services: AppServices,
  run: ImportRun,
  plan: ImportPlan,
  report: ImportReport,
  limits: ImageFetchLimits,
): Promise<{ id: number; slug: string }[]> {
  const terms = await writeTerms(services, plan);
  const image = imageStore(
    services,
    run,
    plan,
    await storedImages(services, plan.sourceKey),
    limits,
  );
  const warned = new Set(report.warnings);
  const written: { id: number; slug: string }[] = [];
  for (const article of plan.articles) {
    const key = article.source.sourceId;
    if (report.outcomes[key]) continue;
    const entry = { title: article.title, slug: article.slug };
    if (article.action !== "create" && article.action !== "update") {
      report.outcomes[key] = { ...entry, outcome: article.action };
      continue;
    }
    const urls = imagesOf(article);
    const results = await mapWithLimit(urls, limits.concurrency, image.get);
    const stored = new Map<string, string | null>();
    urls.forEach((url, index) => {
      const result = results[index];
      stored.set(url, result?.ok ? result.path : null);
      if (result && !result.ok) {
        const warning = importMessages.imageFailed(url, result.reason);
        if (!warned.has(warning)) report.warnings.push(warning);
        warned.add(warning);
      }
    });
    try {
      const outcome = await writeArticle(services, {
        plan,
        article,
        images: stored,
        terms,
        runId: run.id,
      });
      if (outcome.saved) written.push({ id: outcome.id, slug: outcome.slug });
      // Changed here while the import ran: kept, and said so as when planned.
      if (!outcome.saved && outcome.reason === "edited-here") {
        report.warnings.push(importMessages.editedHere(article.title));
      }
      report.outcomes[key] = { ...entry, outcome: outcomeOf(article, outcome) };
    } catch (error) {
      console.error(`Import : article ${key} non écrit`, error);
      report.outcomes[key] = { ...entry, outcome: "failed" };
      report.warnings.push(importMessages.articleFailed(article.title));
    }
    await saveReport(services, run.id, report);
  }
  report.imagesStored += image.storedCount();
  return written;
}

/** Runs (or finishes) `run` on `source`; the report is also kept on the run. */
export async function executeRun(
  services: AppServices,
  run: ImportRun,
  source: ImportSource,
  deps: ImportDeps,
): Promise<ImportReport> {
  return withHeartbeat(services, run.id, async () => {
    const report = ImportReportSchema.parse(run.report);
    try {
      const plan = await planImport(services, source);
      report.figures = plan.figures;
      report.warnings = [...new Set([...report.warnings, ...plan.warnings])];
      await setRunTotals(services, run.id, {
        articlesTotal: plan.articles.length,
        imagesTotal: plan.images.length,
      });
      const written = await importArticles(
        services,
        run,
        plan,
        report,
        deps.imageLimits ?? DEFAULT_IMAGE_LIMITS,
      );
      await services.db
        .update(importRuns)
        .set({ phase: "redirections" })
        .where(eq(importRuns.id, run.id));
      // The one change of the public site: committed with the redirections.
      report.redirections = await deps.redirections.save(services.db, plan.redirections);
      if (written.length) {
        await notifyArticlesChanged(services, {
          kind: "created",
          articles: written,
          removedSlugs: [],
          publicChanged: true,
        });
      }
      await finishRun(services, run.id, { report });
      return report;
    } catch (error) {
      console.error("Import : échec", error);
      await finishRun(services, run.id, { report, error: importMessages.runFailed });
      throw error;
    }
  });
}
