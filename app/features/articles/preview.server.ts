/**
 * Article previews: the article as its public page will show
 * it, before it is public. The editor's preview (signed in) and a shared
 * link (no sign-in, 7 days unless revoked) show the same thing: the article
 * as saved, or its newer autosaved draft (changes not yet saved).
 *
 * A shared link is a random token given once to the owner; only its SHA-256
 * hash is stored, so the database alone cannot open a preview.
 */
import crypto from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { formatParisDate } from "~/lib/paris-date";
import { readingTimeMinutes } from "~/lib/reading-time";
import type { AppServices } from "~/server/context.server";
import { articleAutosaves, articlePreviewLinks, articles } from "~/server/db/schema";
import { publicationDateOf } from "./access.server";
import { AutosaveDataSchema, hasArticleContent } from "./article-form-schema";
import { resolveArticleImageUrl } from "~/features/media/image-url";
import { readMediaRendering } from "~/features/media/media-rendering.server";
import {
  readArticleAuthor,
  tagsOf,
  findNeighbourArticles,
  listRelatedArticles,
} from "./public-articles.server";
import { renderRichText, sanitizeRichText } from "~/lib/rich-text/sanitize-rich-text.server";
import { categoriesOfArticle } from "./taxonomy.server";
import type { ArticlePageContent } from "./types";

type Services = Pick<AppServices, "db" | "now">;

/** A shared preview link works for 7 days, or until revoked. */
const PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A token as handed out: 32 random bytes in base64url. */
const PreviewTokenSchema = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

interface PreviewLink {
  id: number;
  createdAt: string;
  expiresAt: string;
}

/** Makes a new shared link for this article; the token is returned once and never stored. */
export async function createPreviewLink(
  { db, now }: Services,
  articleId: number,
): Promise<PreviewLink & { token: string }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const createdAt = now();
  const expiresAt = new Date(createdAt.getTime() + PREVIEW_LINK_DAYS * DAY_MS);
  const [row] = await db
    .insert(articlePreviewLinks)
    .values({ articleId, tokenHash: hashToken(token), createdAt, expiresAt })
    .returning({ id: articlePreviewLinks.id });
  if (!row) throw new Error("insert returned no row");
  return {
    id: row.id,
    token,
    createdAt: createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

/** The article's links still working (not revoked, not expired), newest first. */
export async function listPreviewLinks(
  { db, now }: Services,
  articleId: number,
): Promise<PreviewLink[]> {
  const rows = await db
    .select({
      id: articlePreviewLinks.id,
      createdAt: articlePreviewLinks.createdAt,
      expiresAt: articlePreviewLinks.expiresAt,
    })
    .from(articlePreviewLinks)
    .where(
      and(
        eq(articlePreviewLinks.articleId, articleId),
        isNull(articlePreviewLinks.revokedAt),
        gt(articlePreviewLinks.expiresAt, now()),
      ),
    )
    .orderBy(desc(articlePreviewLinks.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Revokes one of the article's links; false when there was no such working link. */
export async function revokePreviewLink(
  { db, now }: Services,
  articleId: number,
  linkId: number,
): Promise<boolean> {
  const revoked = await db
    .update(articlePreviewLinks)
    .set({ revokedAt: now() })
    .where(
      and(
        eq(articlePreviewLinks.id, linkId),
        eq(articlePreviewLinks.articleId, articleId),
        isNull(articlePreviewLinks.revokedAt),
      ),
    )
    .returning({ id: articlePreviewLinks.id });
  return revoked.length > 0;
}

/** The article a working token opens, or null (unknown, revoked or expired). */
export async function findArticleIdByPreviewToken(
  { db, now }: Services,
  token: string,
): Promise<number | null> {
  if (!PreviewTokenSchema.test(token)) return null;
  const [row] = await db
    .select({ articleId: articlePreviewLinks.articleId })
    .from(articlePreviewLinks)
    .where(
      and(
        eq(articlePreviewLinks.tokenHash, hashToken(token)),
        isNull(articlePreviewLinks.revokedAt),
        gt(articlePreviewLinks.expiresAt, now()),
      ),
    )
    .limit(1);
  return row?.articleId ?? null;
}

export interface ArticlePreview extends ArticlePageContent {
  /** True when visitors can read this article now (and the preview shows no pending change). */
  isPublic: boolean;
  /** When the changes shown were autosaved, if the preview shows changes not yet saved. */
  unsavedSince: string | null;
}

/** What the preview of this article shows, or null when the article does not exist. */
export async function loadArticlePreview(
  services: Services,
  articleId: number,
): Promise<ArticlePreview | null> {
  const [row] = await services.db
    .select()
    .from(articles)
    .where(eq(articles.id, articleId))
    .limit(1);
  if (!row) return null;
  const [[autosave], categoryList] = await Promise.all([
    services.db
      .select()
      .from(articleAutosaves)
      .where(eq(articleAutosaves.articleId, articleId))
      .limit(1),
    categoriesOfArticle(services, articleId),
  ]);
  const tagList = (await tagsOf(services.db, [articleId])).get(articleId) ?? [];
  const draft = autosave ? AutosaveDataSchema.safeParse(autosave.data) : null;
  const pending =
    draft?.success && autosave && autosave.savedAt > row.updatedAt ? draft.data : null;
  const shown = pending
    ? {
        title: pending.title,
        excerpt: pending.excerpt,
        content: sanitizeRichText(pending.content),
        imageUrl: pending.imageUrl || null,
        imageAlt: pending.imageAlt || null,
        metaTitle: pending.metaTitle || null,
        metaDescription: pending.metaDescription || null,
      }
    : row;
  const now = services.now();
  const isPublicNow =
    row.status === "published" ||
    (row.status === "scheduled" && row.scheduledFor !== null && row.scheduledFor <= now);
  // A preview shows the date it would carry: its publication, its schedule, or today.
  const published =
    row.status === "published" || isPublicNow ? publicationDateOf(row) : (row.scheduledFor ?? now);
  const summaryLike = { id: String(row.id), publishedIso: published.toISOString() };
  const [{ previous, next }, related, media] = await Promise.all([
    findNeighbourArticles(services, summaryLike),
    listRelatedArticles(services, summaryLike.id),
    readMediaRendering(services),
  ]);
  // The library's alternative texts and replaced files, as the public page applies them.
  const rendered = renderRichText(shown.content, media);
  return {
    article: {
      id: String(row.id),
      title: shown.title,
      slug: row.slug,
      excerpt: shown.excerpt,
      date: formatParisDate(published),
      publishedIso: published.toISOString(),
      imageUrl: media.src(resolveArticleImageUrl(shown.imageUrl)),
      imageAlt: shown.imageAlt ?? "",
      categories: categoryList,
      metaTitle: shown.metaTitle,
      metaDescription: shown.metaDescription,
      updatedIso: (pending && autosave ? autosave.savedAt : row.updatedAt).toISOString(),
      readTime: hasArticleContent(shown.content) ? readingTimeMinutes(shown.content) : null,
      author: await readArticleAuthor(services),
      tags: tagList,
    },
    contentHtml: rendered.html,
    isEmpty: rendered.isEmpty,
    previous,
    next,
    related,
    isPublic: isPublicNow && !pending,
    unsavedSince: pending && autosave ? autosave.savedAt.toISOString() : null,
  };
}
