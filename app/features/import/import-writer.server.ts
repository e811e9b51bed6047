/**
 * The writes of an import: categories and tags matched or created by slug,
 * images stored through the uploads' pipeline, and each article in its own
 * transaction with its links, a version and what import_items remembers
 * (so a killed import leaves no half-written article).
 *
 * It writes the articles' tables directly: the admin's createArticle makes
 * the slug from the title, dates publication now and bumps the public
 * version per article, where an import keeps slugs and dates and changes
 * the public site once at the end.
 */
import { and, eq, sql } from "drizzle-orm";
import { DomUtils, parseDocument } from "htmlparser2";
import { readingTimeMinutes } from "~/lib/reading-time";
import type { AppServices } from "~/server/context.server";
import type { Transaction } from "~/server/content-version.server";
import {
  articles,
  articleSlugRedirects,
  blogPostCategories,
  blogPostTags,
  categories,
  importItems,
  importRuns,
  tags,
} from "~/server/db/schema";
import { recordVersion } from "~/features/articles/versions.server";
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
  const ids = new Map<string, number>();
  const table = kind === "category" ? categories : tags;
  for (const term of terms) {
    const [found] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.slug, term.slug))
      .limit(1);
    const [created] = found
      ? [found]
      : await tx
          .insert(table)
          .values({ name: term.name.slice(0, 200) || term.slug, slug: term.slug })
          .returning({ id: table.id });
    if (!created) continue;
    ids.set(term.slug, created.id);
    await remember(tx, sourceKey, kind, term.slug, { targetId: created.id });
  }
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

function columnsOf(article: PlannedArticle, images: ReadonlyMap<string, string | null>, now: Date) {
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
 * Writes one article (created, or updated when an earlier import made it),
 * its links, a version, what import_items remembers and the run's progress,
 * all in one transaction.
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
): Promise<{ id: number; slug: string }> {
  const { plan, article, images, terms, runId } = input;
  const now = services.now();
  const columns = columnsOf(article, images, now);
  return services.db.transaction(async (tx) => {
    let id = article.action === "update" ? article.articleId : null;
    if (id) {
      await tx.update(articles).set(columns).where(eq(articles.id, id));
    } else {
      const [row] = await tx
        .insert(articles)
        .values({ ...columns, createdAt: now })
        .returning({ id: articles.id });
      if (!row) throw new Error("insert returned no row");
      id = row.id;
    }
    // A live article takes precedence over an old address of a renamed one.
    await tx.delete(articleSlugRedirects).where(eq(articleSlugRedirects.oldSlug, columns.slug));
    await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, id));
    await tx.delete(blogPostTags).where(eq(blogPostTags.postId, id));
    const categoryId = article.category ? terms.categories.get(article.category.slug) : undefined;
    if (categoryId) await tx.insert(blogPostCategories).values({ postId: id, categoryId });
    const tagIds = [...new Set(article.tags.flatMap((tag) => terms.tags.get(tag.slug) ?? []))];
    if (tagIds.length) {
      await tx.insert(blogPostTags).values(tagIds.map((tagId) => ({ postId: id, tagId })));
    }
    await recordVersion(tx, id, columns, { author: null, now });
    await remember(tx, plan.sourceKey, "article", article.source.sourceId, {
      targetId: id,
      sourceHash: article.sourceHash,
      writtenAt: now,
    });
    await tx
      .update(importRuns)
      .set({ articlesDone: sql`${importRuns.articlesDone} + 1` })
      .where(eq(importRuns.id, runId));
    return { id, slug: columns.slug };
  });
}
