/**
 * Categories and tags, as the admin manages them. Their slug
 * is the articles' rule applied to the name and must be unique; a renamed
 * category keeps its old address as a 301 (category_slug_redirects), like a
 * renamed article. Deleting a category or a tag unlinks its articles.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { slugify } from "~/lib/slugify";
import type { AppServices } from "~/server/context.server";
import { changePublicContent, type Transaction } from "~/server/content-version.server";
import {
  blogPostCategories,
  blogPostTags,
  categories,
  categorySlugRedirects,
  tags,
} from "~/server/db/schema";
import type { CategoryFormData, TagFormData } from "./taxonomy-schema";

type Services = Pick<AppServices, "db" | "now">;

export class TaxonomyError extends Error {
  override name = "TaxonomyError";
  constructor(readonly code: "not-found" | "slug-taken") {
    super(code);
  }
}

interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  articleCount: number;
}

interface AdminTag {
  id: number;
  name: string;
  slug: string;
  articleCount: number;
}

/** How many articles a link table ties to the row whose id is `id`. */
const articleCount = (link: AnyPgColumn, id: AnyPgColumn) =>
  sql<number>`(select count(*) from ${link.table} where ${link} = ${id})`.mapWith(Number);

/** Every category and tag with how many articles use it, by name. */
export async function listTaxonomyForAdmin({ db }: Pick<Services, "db">) {
  const [categoryRows, tagRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        description: categories.description,
        articleCount: articleCount(blogPostCategories.categoryId, categories.id),
      })
      .from(categories)
      .orderBy(asc(categories.name)),
    db
      .select({
        id: tags.id,
        name: tags.name,
        slug: tags.slug,
        articleCount: articleCount(blogPostTags.tagId, tags.id),
      })
      .from(tags)
      .orderBy(asc(tags.name)),
  ]);
  return { categories: categoryRows, tags: tagRows } satisfies {
    categories: AdminCategory[];
    tags: AdminTag[];
  };
}

export async function getCategory({ db }: Pick<Services, "db">, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row ?? null;
}

/**
 * Takes a slug for a category: refused when another category has it; an old
 * address with it is freed, as a live category takes precedence.
 */
async function claimCategorySlug(tx: Transaction, slug: string) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  if (taken) throw new TaxonomyError("slug-taken");
  await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.oldSlug, slug));
}

export async function createCategory(
  services: Services,
  input: CategoryFormData,
): Promise<{ id: number; slug: string }> {
  const slug = slugify(input.name);
  const at = services.now();
  return changePublicContent(services, async (tx) => {
    await claimCategorySlug(tx, slug);
    const [row] = await tx
      .insert(categories)
      .values({
        name: input.name,
        slug,
        description: input.description,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: categories.id });
    if (!row) throw new Error("insert returned no row");
    return { id: row.id, slug };
  });
}

/** Renames and describes a category; its old address answers with a 301 to the new one. */
export async function updateCategory(
  services: Services,
  id: number,
  input: CategoryFormData,
): Promise<{ id: number; slug: string; previousSlug: string }> {
  const slug = slugify(input.name);
  const at = services.now();
  return changePublicContent(services, async (tx) => {
    const [current] = await tx
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.id, id))
      .for("update")
      .limit(1);
    if (!current) throw new TaxonomyError("not-found");
    if (slug !== current.slug) {
      await claimCategorySlug(tx, slug);
      await tx
        .insert(categorySlugRedirects)
        .values({ oldSlug: current.slug, categoryId: id, createdAt: at })
        .onConflictDoUpdate({
          target: categorySlugRedirects.oldSlug,
          set: { categoryId: id, createdAt: at },
        });
    }
    await tx
      .update(categories)
      .set({ name: input.name, slug, description: input.description, updatedAt: at })
      .where(eq(categories.id, id));
    return { id, slug, previousSlug: current.slug };
  });
}

/** Deletes a category: its articles lose it, its old addresses go with it. */
export async function deleteCategory(services: Pick<Services, "db">, id: number): Promise<boolean> {
  const deleted = await changePublicContent(services, (tx) =>
    tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id }),
  );
  return deleted.length > 0;
}

export async function createTag(
  services: Pick<Services, "db">,
  input: TagFormData,
): Promise<{ id: number; slug: string }> {
  const slug = slugify(input.name);
  const [row] = await changePublicContent(services, (tx) =>
    tx
      .insert(tags)
      .values({ name: input.name, slug })
      .onConflictDoNothing({ target: tags.slug })
      .returning({ id: tags.id }),
  );
  if (!row) throw new TaxonomyError("slug-taken");
  return { id: row.id, slug };
}

export async function renameTag(
  services: Pick<Services, "db">,
  id: number,
  input: TagFormData,
): Promise<{ id: number; slug: string }> {
  const slug = slugify(input.name);
  return changePublicContent(services, async (tx) => {
    const [taken] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug)).limit(1);
    if (taken && taken.id !== id) throw new TaxonomyError("slug-taken");
    const updated = await tx
      .update(tags)
      .set({ name: input.name, slug })
      .where(eq(tags.id, id))
      .returning({ id: tags.id });
    if (updated.length === 0) throw new TaxonomyError("not-found");
    return { id, slug };
  });
}

export async function deleteTag(services: Pick<Services, "db">, id: number): Promise<boolean> {
  const deleted = await changePublicContent(services, (tx) =>
    tx.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id }),
  );
  return deleted.length > 0;
}

/** The category of one article, as the public pages show it (a list of at most one). */
export async function categoriesOfArticle({ db }: Pick<Services, "db">, articleId: number) {
  return db
    .select({ name: categories.name, slug: categories.slug })
    .from(blogPostCategories)
    .innerJoin(categories, eq(categories.id, blogPostCategories.categoryId))
    .where(eq(blogPostCategories.postId, articleId))
    .orderBy(asc(categories.id));
}
