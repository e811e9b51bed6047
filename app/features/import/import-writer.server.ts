/**
 * The writes of an import: categories and tags matched or created by slug,
 * images remembered once stored, and each article in its own transaction
 * with what import_items remembers and the run's progress (so a killed
 * import leaves no half-written article). The articles' own tables are
 * written by the articles feature (imported-articles.server.ts), through
 * the admin's save; an import keeps the source's slugs and dates and tells
 * the public site once, at its end.
 */
import { and, eq, sql } from "drizzle-orm";
import { DomUtils, parseDocument } from "htmlparser2";
import { readingTimeMinutes } from "~/lib/reading-time";
import type { AppServices } from "~/server/context.server";
import type { Transaction } from "~/server/content-version.server";
import { importItems, importRuns } from "~/server/db/schema";
import type { ArticleColumns } from "~/features/articles/admin-articles.server";
import {
  matchOrCreateTerms,
  saveImportedArticle,
  type ImportedArticleOutcome,
} from "~/features/articles/imported-articles.server";
import { finishContent } from "./content-transform.server";
import type { ImportPlan, PlannedArticle } from "./import-plan.server";
import type { SourceTerm } from "./source-model";

type Services = Pick<AppServices, "db" | "now">;

async function remember(
  tx: Transaction,
  source: string,
  kind: string,
  sourceId: string,
  values: Partial<typeof importItems.$inferInsert>,
) {
  await tx
    .insert(importItems)
    .values({ source, kind, sourceId, ...values })
    .onConflictDoUpdate({
      target: [importItems.source, importItems.kind, importItems.sourceId],
      set: values,
    });
}

async function termIds(
  tx: Transaction,
  sourceKey: string,
  kind: "category" | "tag",
  terms: SourceTerm[],
): Promise<Map<string, number>> {
  const ids = await matchOrCreateTerms(tx, kind, terms);
  for (const [slug, id] of ids) await remember(tx, sourceKey, kind, slug, { targetId: id });
  return ids;
}

/** Matches or creates every category and tag of the plan, in one transaction. */
export async function writeTerms(services: Services, plan: ImportPlan) {
  return services.db.transaction(async (tx) => ({
    categories: await termIds(tx, plan.sourceKey, "category", plan.categories),
    tags: await termIds(tx, plan.sourceKey, "tag", plan.tags),
  }));
}

/** Images stored by earlier runs of the same source: address → address here. */
export async function storedImages(services: Services, sourceKey: string) {
  const rows = await services.db
    .select({ sourceId: importItems.sourceId, targetUrl: importItems.targetUrl })
    .from(importItems)
    .where(and(eq(importItems.source, sourceKey), eq(importItems.kind, "image")));
  return new Map(rows.flatMap((row) => (row.targetUrl ? [[row.sourceId, row.targetUrl]] : [])));
}

export async function rememberImage(
  services: Services,
  sourceKey: string,
  url: string,
  targetUrl: string,
) {
  await services.db.transaction((tx) => remember(tx, sourceKey, "image", url, { targetUrl }));
}

function plainText(html: string): string {
  return DomUtils.textContent(parseDocument(html).children).replace(/\s+/g, " ").trim();
}

function columnsOf(
  article: PlannedArticle,
  images: ReadonlyMap<string, string | null>,
  now: Date,
): ArticleColumns {
  const content = finishContent(article.content.html, images);
  const cover = article.source.cover ? (images.get(article.source.cover.url) ?? null) : null;
  return {
    title: article.title.slice(0, 300),
    slug: article.slug,
    excerpt: plainText(article.source.excerpt).slice(0, 1_000),
    content,
    metaTitle: article.source.metaTitle.slice(0, 300) || null,
    metaDescription: article.source.metaDescription.slice(0, 1_000) || null,
    imageUrl: cover,
    imageAlt: cover ? article.source.cover?.alt || null : null,
    status: article.status,
    scheduledFor: article.scheduledFor,
    publishedAt: article.publishedAt,
    readTime: plainText(content) ? readingTimeMinutes(content) : null,
    updatedAt: now,
  };
}

/**
 * Writes one article (created, or updated when an earlier import made it
 * and nothing changed it here since), what import_items remembers and the
 * run's progress, all in one transaction.
 */
export async function writeArticle(
  services: Services,
  input: {
    plan: ImportPlan;
    article: PlannedArticle;
    images: ReadonlyMap<string, string | null>;
    terms: { categories: Map<string, number>; tags: Map<string, number> };
    runId: number;
  },
): Promise<ImportedArticleOutcome> {
  const { plan, article, images, terms, runId } = input;
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const outcome = await saveImportedArticle(tx, {
      previous:
        article.action === "update" && article.articleId
          ? { id: article.articleId, writtenAt: article.writtenAt }
          : null,
      columns: columnsOf(article, images, now),
      categoryId: (article.category && terms.categories.get(article.category.slug)) ?? null,
      tagIds: [...new Set(article.tags.flatMap((tag) => terms.tags.get(tag.slug) ?? []))],
      now,
    });
    if (outcome.saved) {
      await remember(tx, plan.sourceKey, "article", article.source.sourceId, {
        targetId: outcome.id,
        sourceHash: article.sourceHash,
        writtenAt: now,
      });
    }
    await tx
      .update(importRuns)
      .set({ articlesDone: sql`${importRuns.articlesDone} + 1` })
      .where(eq(importRuns.id, runId));
    return outcome;
  });
}
