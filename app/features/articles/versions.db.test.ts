import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articleVersions, blogPostCategories, categories, user } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import {
  ArticleDataError,
  createArticle,
  getArticleForEdit,
  restoreArticleVersion,
  saveAutosave,
  updateArticle,
  type ArticleSaveInput,
} from "./admin-articles.server";
import { findPublicArticle } from "./public-articles.server";
import { listArticleVersions, MAX_VERSIONS_PER_ARTICLE } from "./versions.server";

let clock = new Date("2026-04-01T08:00:00Z");
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};
const services = await createTestServices({ now: () => clock });
const author = { id: "owner-1", name: "Camille Martin" };
await services.db
  .insert(user)
  .values({ id: author.id, name: author.name, email: "owner@example.com" });

let counter = 0;
function input(overrides: Partial<ArticleSaveInput> = {}): ArticleSaveInput {
  counter += 1;
  return {
    title: `Version de test ${counter}`,
    excerpt: "Un résumé.",
    content: "<p>Premier texte.</p>",
    metaTitle: "",
    metaDescription: "Une description.",
    imageUrl: "",
    imageAlt: "",
    status: "draft",
    scheduledFor: null,
    categories: [],
    tags: [],
    ...overrides,
  };
}

describe("article versions", () => {
  it("keeps one version per save, with its author, never one per autosave", async () => {
    const { id } = await createArticle(services, input(), { author });
    tick();
    await saveAutosave(services, id, {
      ...input(),
      scheduledFor: null,
      content: "<p>Brouillon 1</p>",
    });
    tick();
    await saveAutosave(services, id, {
      ...input(),
      scheduledFor: null,
      content: "<p>Brouillon 2</p>",
    });
    tick();
    await updateArticle(services, id, input({ content: "<p>Deuxième texte.</p>" }), { author });
    const versions = await listArticleVersions(services, id);
    expect(versions).toHaveLength(2);
    expect(versions.map((version) => version.authorName)).toEqual([author.name, author.name]);
    const [latest] = await services.db
      .select()
      .from(articleVersions)
      .where(eq(articleVersions.id, versions[0]?.id ?? 0));
    expect(latest).toMatchObject({ content: "<p>Deuxième texte.</p>", status: "draft" });
  });

  it("keeps only the last 50 versions of an article", async () => {
    const { id } = await createArticle(services, input());
    // Earlier saves, written directly to keep the test fast.
    const total = MAX_VERSIONS_PER_ARTICLE + 3;
    await services.db.insert(articleVersions).values(
      Array.from({ length: total - 2 }, (_, index) => ({
        articleId: id,
        title: `Sauvegarde numéro ${index + 2}`,
        excerpt: "",
        content: "<p>x</p>",
        status: "draft" as const,
      })),
    );
    tick();
    await updateArticle(services, id, input({ title: `Sauvegarde numéro ${total}` }));
    const versions = await listArticleVersions(services, id);
    expect(versions).toHaveLength(MAX_VERSIONS_PER_ARTICLE);
    expect(versions[0]?.title).toBe(`Sauvegarde numéro ${total}`);
    expect(versions.at(-1)?.title).toBe(
      `Sauvegarde numéro ${total - MAX_VERSIONS_PER_ARTICLE + 1}`,
    );
  });

  it("restores a version's words as a new save, keeping the publication and category", async () => {
    const [category] = await services.db
      .insert(categories)
      .values({ name: "Restauration", slug: "restauration" })
      .returning();
    if (!category) throw new Error("seed failed");
    const { id } = await createArticle(
      services,
      input({
        title: "Le texte d'origine",
        content: "<p>Ancien paragraphe.</p>",
        status: "published",
        categories: [category.id],
      }),
      { author },
    );
    const [original] = await listArticleVersions(services, id);
    tick();
    await updateArticle(
      services,
      id,
      input({
        title: "Le texte modifié",
        content: "<p>Nouveau paragraphe.</p>",
        status: "published",
        categories: [category.id],
      }),
      { author },
    );
    tick();
    await restoreArticleVersion(services, id, original?.id ?? 0, { author });

    const article = await getArticleForEdit(services, id);
    expect(article).toMatchObject({
      title: "Le texte d'origine",
      content: "<p>Ancien paragraphe.</p>",
      status: "published",
      categories: [category.id],
    });
    const versions = await listArticleVersions(services, id);
    expect(versions).toHaveLength(3);
    expect(versions[0]).toMatchObject({ title: "Le texte d'origine", restoredFrom: original?.id });
    // The public page shows the restored text, and the modified title's address redirects.
    expect((await findPublicArticle(services, "le-texte-dorigine"))?.content).toBe(
      "<p>Ancien paragraphe.</p>",
    );
  });

  it("refuses to restore a version of another article", async () => {
    const first = await createArticle(services, input());
    const second = await createArticle(services, input());
    const [version] = await listArticleVersions(services, first.id);
    await expect(
      restoreArticleVersion(services, second.id, version?.id ?? 0),
    ).rejects.toMatchObject({ code: "version-not-found" });
  });

  it("refuses two categories for one article", async () => {
    const rows = await services.db
      .insert(categories)
      .values([
        { name: "Une", slug: "une-cat" },
        { name: "Deux", slug: "deux-cat" },
      ])
      .returning();
    const error = await createArticle(
      services,
      input({ categories: rows.map((row) => row.id) }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ArticleDataError);
    expect(
      await services.db
        .select()
        .from(blogPostCategories)
        .where(eq(blogPostCategories.categoryId, rows[0]?.id ?? 0)),
    ).toEqual([]);
  });
});
