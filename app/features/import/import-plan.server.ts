/**
 * 'Analyser': what an import of a source would do, computed from the source
 * and what earlier imports left here, without writing anything. The run
 * (import-run.server.ts) writes exactly this plan.
 */
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { slugify } from "~/lib/slugify";
import type { AppServices } from "~/server/context.server";
import { importItems, type ArticleStatus } from "~/server/db/schema";
import { articlesUpdatedAt, articleSlugOwners } from "~/features/articles/imported-articles.server";
import { prepareContent, type PreparedContent } from "./content-transform.server";
import { importMessages, PAGES_CATEGORY, UNTITLED } from "./messages";
import type { PlanFigures } from "./import-report";
import type { ImportSource, SourceArticle, SourceTerm } from "./source-model";

export type ArticleAction = "create" | "update" | "unchanged" | "edited-here" | "deleted-here";

export interface PlannedArticle {
  source: SourceArticle;
  title: string;
  slug: string;
  status: ArticleStatus;
  scheduledFor: Date | null;
  publishedAt: Date | null;
  category: SourceTerm | null;
  tags: SourceTerm[];
  content: PreparedContent;
  sourceHash: string;
  action: ArticleAction;
  /** The article here, when an earlier import made it, and when that import wrote it. */
  articleId: number | null;
  writtenAt: Date | null;
  /** Public on the old site: its old addresses are redirected. */
  wasPublic: boolean;
}

export interface ImportPlan {
  /** The key import_items remembers this source by. */
  sourceKey: string;
  articles: PlannedArticle[];
  categories: SourceTerm[];
  tags: SourceTerm[];
  images: string[];
  redirections: { from: string; to: string }[];
  figures: PlanFigures;
  warnings: string[];
}

export function sourceKeyOf(source: ImportSource): string {
  return source.kind === "wordpress" ? `wordpress:${source.siteUrl ?? ""}` : "old-site";
}

/** The mapping: published keeps its date, the rest is never public unless it was. */
export function targetStatusOf(
  article: SourceArticle,
  now: Date,
): Pick<PlannedArticle, "status" | "scheduledFor" | "publishedAt"> {
  const draft = { status: "draft" as const, scheduledFor: null, publishedAt: null };
  if (article.passwordProtected || article.kind === "page") return draft;
  switch (article.status) {
    case "publish":
    case "published":
      return { status: "published", scheduledFor: null, publishedAt: article.date ?? now };
    case "future":
    case "scheduled":
      if (!article.date) return draft;
      return article.date > now
        ? { status: "scheduled", scheduledFor: article.date, publishedAt: null }
        : { status: "published", scheduledFor: null, publishedAt: article.date };
    case "archived":
      return { status: "archived", scheduledFor: null, publishedAt: article.date };
    default:
      return draft;
  }
}

function hashOf(article: SourceArticle): string {
  return crypto.createHash("sha256").update(JSON.stringify(article)).digest("hex");
}

/** The slug the source gives, made valid here; the title's, or one from the id, otherwise. */
function baseSlug(article: SourceArticle): string {
  return (
    slugify(article.slug) ||
    slugify(article.title) ||
    `${article.kind === "page" ? "page" : "article"}-${slugify(article.sourceId) || "importe"}`
  );
}

function leftOutOf(source: ImportSource): PlanFigures["leftOut"] {
  const reasons: PlanFigures["leftOut"] = [
    { reason: "Éléments de menu", count: source.leftOut.menuItems },
    { reason: "Commentaires", count: source.leftOut.comments },
    { reason: "Auteurs", count: source.leftOut.authors },
    { reason: "Pages des fichiers joints", count: source.leftOut.attachments },
    ...Object.entries(source.leftOut.other).map(([type, count]) => ({
      reason: type === "auto-draft" ? "Brouillons automatiques" : `Contenus de type « ${type} »`,
      count,
    })),
  ];
  return reasons.filter((entry) => entry.count > 0);
}

async function existingItems(services: Pick<AppServices, "db">, sourceKey: string) {
  const items = await services.db
    .select()
    .from(importItems)
    .where(and(eq(importItems.source, sourceKey), eq(importItems.kind, "article")));
  const ids = items.flatMap((item) => (item.targetId ? [item.targetId] : []));
  const updatedAt = await articlesUpdatedAt(services.db, ids);
  return new Map(
    items.map((item) => [
      item.sourceId,
      { ...item, updatedAt: item.targetId ? (updatedAt.get(item.targetId) ?? null) : null },
    ]),
  );
}

type ExistingItem =
  Awaited<ReturnType<typeof existingItems>> extends Map<string, infer V> ? V : never;

function actionOf(item: ExistingItem | undefined, hash: string): ArticleAction {
  if (!item) return "create";
  if (!item.updatedAt) return "deleted-here";
  if (item.writtenAt && item.updatedAt.getTime() !== item.writtenAt.getTime()) return "edited-here";
  return item.sourceHash === hash ? "unchanged" : "update";
}

function termSlug(term: SourceTerm): string {
  return slugify(term.slug) || slugify(term.name);
}

function uniqueTerms(terms: SourceTerm[]): SourceTerm[] {
  const bySlug = new Map<string, SourceTerm>();
  for (const term of terms) {
    const slug = termSlug(term);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, { name: term.name || slug, slug });
  }
  return [...bySlug.values()];
}

/** Slugs: the source's, unless another article here (or earlier in this import) has it. */
async function assignSlugs(
  services: Pick<AppServices, "db">,
  source: ImportSource,
  existing: Map<string, ExistingItem>,
  warnings: string[],
): Promise<string[]> {
  const owner = await articleSlugOwners(services.db);
  const used = new Set<string>();
  return source.articles.map((article) => {
    const mine = existing.get(article.sourceId)?.targetId ?? null;
    const base = baseSlug(article);
    const free = (slug: string) =>
      !used.has(slug) && (!owner.has(slug) || owner.get(slug) === mine);
    let slug = base;
    for (let n = 2; !free(slug); n += 1) slug = `${base}-${n}`;
    if (slug !== base) {
      warnings.push(importMessages.slugTaken(base, slug, article.title || UNTITLED));
    }
    used.add(slug);
    return slug;
  });
}

/** The old addresses of the source's public things, each to its new address. */
function redirectionsOf(
  source: ImportSource,
  planned: PlannedArticle[],
): { from: string; to: string }[] {
  const entries = new Map<string, string>();
  const usedTerms = { categories: new Set<string>(), tags: new Set<string>() };
  for (const article of planned) {
    if (!article.wasPublic) continue;
    const to = `/blog/${article.slug}`;
    for (const from of article.source.oldPaths) if (from !== to) entries.set(from, to);
    if (article.category && article.source.kind === "post") {
      usedTerms.categories.add(article.category.slug);
    }
    for (const tag of article.tags) usedTerms.tags.add(tag.slug);
  }
  if (source.kind === "wordpress") {
    for (const slug of usedTerms.categories)
      entries.set(`/category/${slug}/`, `/blog/categorie/${slug}`);
    for (const slug of usedTerms.tags) entries.set(`/tag/${slug}/`, `/blog/tag/${slug}`);
    if (source.hadFeed && entries.size) entries.set("/feed/", "/blog/rss.xml");
  }
  return [...entries].map(([from, to]) => ({ from, to }));
}

/** A link to one of the old site's articles, by any of its old addresses, becomes /blog/{slug}. */
function linkRewriter(source: ImportSource, slugs: string[]) {
  const byPath = new Map<string, string>();
  source.articles.forEach((article, index) => {
    for (const path of article.oldPaths) {
      byPath.set(path.replace(/\/+$/, "") || "/", `/blog/${slugs[index]}`);
    }
  });
  const origin =
    source.siteUrl && URL.canParse(source.siteUrl) ? new URL(source.siteUrl).host : null;
  return (href: string): string | null => {
    if (!origin || !URL.canParse(href)) return null;
    const url = new URL(href);
    if (url.host !== origin) return null;
    return byPath.get(`${url.pathname.replace(/\/+$/, "")}${url.search}` || "/") ?? null;
  };
}

export async function planImport(
  services: Pick<AppServices, "db" | "now">,
  source: ImportSource,
): Promise<ImportPlan> {
  const now = services.now();
  const sourceKey = sourceKeyOf(source);
  const warnings: string[] = [];
  const existing = await existingItems(services, sourceKey);
  const slugs = await assignSlugs(services, source, existing, warnings);
  const rewriteLink = linkRewriter(source, slugs);
  const categoryBySlug = new Map(uniqueTerms(source.categories).map((t) => [t.slug, t]));
  const tagBySlug = new Map(uniqueTerms(source.tags).map((t) => [t.slug, t]));
  const termOf = (slug: string, known: Map<string, SourceTerm>) => {
    const key = slugify(slug);
    return known.get(key) ?? (key ? { name: slug, slug: key } : null);
  };
  const planned = source.articles.map((article, index): PlannedArticle => {
    const title = article.title || UNTITLED;
    if (!article.title) warnings.push(importMessages.untitled(article.sourceId));
    if (article.passwordProtected) warnings.push(importMessages.passwordProtected(title));
    const content = prepareContent(article.content, {
      siteUrl: source.siteUrl,
      attachments: source.attachments,
      sourceId: article.sourceId,
      rewriteLink,
    });
    for (const name of content.unknownShortcodes) {
      warnings.push(importMessages.unknownShortcode(name, title));
    }
    // An article has one category here: the first; the others become tags.
    const [first, ...others] = article.categories.flatMap((slug) => {
      const term = termOf(slug, categoryBySlug);
      return term ? [term] : [];
    });
    const tags = [
      ...others,
      ...article.tags.flatMap((slug) => {
        const term = termOf(slug, tagBySlug);
        return term ? [term] : [];
      }),
    ];
    const sourceHash = hashOf(article);
    const item = existing.get(article.sourceId);
    const action = actionOf(item, sourceHash);
    if (action === "edited-here") warnings.push(importMessages.editedHere(title));
    const target = targetStatusOf(article, now);
    return {
      source: article,
      title,
      slug: slugs[index] ?? baseSlug(article),
      ...target,
      category: article.kind === "page" ? { ...PAGES_CATEGORY } : (first ?? null),
      tags: [...new Map(tags.map((tag) => [tag.slug, tag])).values()],
      content,
      sourceHash,
      action,
      articleId: item?.targetId ?? null,
      writtenAt: item?.writtenAt ?? null,
      wasPublic:
        !article.passwordProtected &&
        (["publish", "published"].includes(article.status) ||
          (["future", "scheduled"].includes(article.status) && target.status === "published")),
    };
  });
  const categories = [
    ...new Map(
      planned.flatMap((a) => (a.category ? [[a.category.slug, a.category] as const] : [])),
    ).values(),
  ];
  const tags = [
    ...new Map(planned.flatMap((a) => a.tags.map((t) => [t.slug, t] as const))).values(),
  ];
  const images = [
    ...new Set(
      planned.flatMap((a) => [
        ...(a.source.cover ? [a.source.cover.url] : []),
        ...a.content.images,
      ]),
    ),
  ];
  const posts = planned.filter((a) => a.source.kind === "post");
  const count = (status: ArticleStatus) => posts.filter((a) => a.status === status).length;
  return {
    sourceKey,
    articles: planned,
    categories,
    tags,
    images,
    redirections: redirectionsOf(source, planned),
    warnings,
    figures: {
      published: count("published"),
      drafts: count("draft"),
      scheduled: count("scheduled"),
      archived: count("archived"),
      pages: planned.length - posts.length,
      categories: categories.length,
      tags: tags.length,
      images: images.length,
      leftOut: leftOutOf(source),
    },
  };
}
