import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  articleAutosaves,
  articles,
  blogPostCategories,
  blogPostTags,
  categories,
  tags,
} from "~/server/db/schema";
import { emptyArticleForm } from "../../../tests/support/article-form";
import { createTestServices } from "../../../tests/support/test-services";
import {
  createArticle,
  deleteArticle,
  getArticleForEdit,
  listAdminArticles,
  saveAutosave,
  updateArticle,
  type ArticleSaveInput,
} from "./admin-articles.server";
import { onArticlesChanged, type ArticlesChange } from "./article-events.server";
import { loadArticlePage } from "./blog-pages.server";
import { findPublicArticle } from "./public-articles.server";
import type { AutosaveData } from "./article-form-schema";

let clock = new Date("2026-03-10T09:00:00Z");
const services = await createTestServices({ now: () => clock });
const { db } = services;

let counter = 0;
function input(overrides: Partial<ArticleSaveInput> = {}): ArticleSaveInput {
  counter += 1;
  return {
    title: `Article de test numéro ${counter}`,
    excerpt: "Un résumé court.",
    content: "<h2>Intro</h2><p>Du texte pour lire.</p>",
    metaTitle: "",
    metaDescription: "Une description pour les moteurs de recherche.",
    imageUrl: "",
    imageAlt: "",
    status: "draft",
    scheduledFor: null,
    categories: [],
    tags: [],
    ...overrides,
  };
}

function autosaveData(overrides: Partial<AutosaveData> = {}): AutosaveData {
  return {
    ...emptyArticleForm,
    title: "Titre en cours",
    content: "<p>Texte tapé mais pas encore enregistré</p>",
    ...overrides,
  };
}

async function row(id: number) {
  const [found] = await db.select().from(articles).where(eq(articles.id, id));
  if (!found) throw new Error(`no article ${id}`);
  return found;
}

describe("creating an article", () => {
  it("stores the fields, the slug of the title, the reading time and sanitised content", async () => {
    const { id, slug } = await createArticle(
      services,
      input({
        title: "Ostéopathie : le dos au bureau",
        content:
          '<p onclick="alert(1)">Bonjour</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      }),
    );
    expect(slug).toBe("osteopathie-le-dos-au-bureau");
    const stored = await row(id);
    expect(stored).toMatchObject({ status: "draft", readTime: 1, publishedAt: null });
    expect(stored.content).toBe("<p>Bonjour</p><a>x</a>");
  });

  it("refuses a blank title or content with the data layer's message", async () => {
    await expect(createArticle(services, input({ title: "   " }))).rejects.toThrow(
      "Le titre et le contenu sont obligatoires.",
    );
    await expect(createArticle(services, input({ content: "<p> </p>" }))).rejects.toThrow(
      "Le titre et le contenu sont obligatoires.",
    );
  });

  it("gives a published article its publication date", async () => {
    const { id } = await createArticle(services, input({ status: "published" }));
    expect((await row(id)).publishedAt?.toISOString()).toBe(clock.toISOString());
  });

  it("refuses a second article with the same title (same address)", async () => {
    await createArticle(services, input({ title: "Un titre en double" }));
    await expect(
      createArticle(services, input({ title: "Un titre en double !" })),
    ).rejects.toMatchObject({
      code: "slug-taken",
    });
  });

  it("writes the chosen category and tags into their link tables, ignoring unknown ids", async () => {
    const [category] = await db
      .insert(categories)
      .values({ name: "Dos", slug: "dos-test" })
      .returning();
    const [tag] = await db.insert(tags).values({ name: "Bureau", slug: "bureau-test" }).returning();
    if (!category || !tag) throw new Error("seed failed");
    const { id } = await createArticle(
      services,
      input({ categories: [category.id], tags: [tag.id, tag.id, 99999] }),
    );
    expect(
      await db.select().from(blogPostCategories).where(eq(blogPostCategories.postId, id)),
    ).toEqual([{ postId: id, categoryId: category.id }]);
    expect(await db.select().from(blogPostTags).where(eq(blogPostTags.postId, id))).toEqual([
      { postId: id, tagId: tag.id },
    ]);
    const loaded = await getArticleForEdit(services, id);
    expect(loaded).toMatchObject({ categories: [category.id], tags: [tag.id] });
  });
});

describe("updating an article", () => {
  it("refuses an invalid or missing id with the data layer's message", async () => {
    for (const id of [0, -3, 1.5, Number.NaN, "12", undefined]) {
      await expect(updateArticle(services, id, input())).rejects.toThrow(
        `Identifiant d'article absent ou invalide pour la mise à jour : ${String(id)}`,
      );
    }
  });

  it("says the article does not exist", async () => {
    await expect(updateArticle(services, 987654, input())).rejects.toMatchObject({
      code: "not-found",
    });
  });

  it("replaces the category links with the new choice", async () => {
    const [a, b] = await db
      .insert(categories)
      .values([
        { name: "A", slug: "cat-a" },
        { name: "B", slug: "cat-b" },
      ])
      .returning();
    if (!a || !b) throw new Error("seed failed");
    const { id } = await createArticle(services, input({ categories: [a.id] }));
    await updateArticle(services, id, input({ categories: [b.id] }));
    const links = await db
      .select()
      .from(blogPostCategories)
      .where(eq(blogPostCategories.postId, id));
    expect(links).toEqual([{ postId: id, categoryId: b.id }]);
  });

  it("keeps the first publication date when a published article is edited", async () => {
    const { id } = await createArticle(services, input({ status: "published" }));
    const first = (await row(id)).publishedAt;
    clock = new Date(clock.getTime() + 3_600_000);
    await updateArticle(services, id, input({ status: "published" }));
    expect((await row(id)).publishedAt).toEqual(first);
  });

  it("answers the old address of a renamed published article with its new slug", async () => {
    const { id } = await createArticle(
      services,
      input({ title: "Ancien titre publié", status: "published" }),
    );
    await updateArticle(
      services,
      id,
      input({ title: "Nouveau titre publié", status: "published" }),
    );
    const page = await loadArticlePage(services, "ancien-titre-publie");
    expect(page.value).toEqual({ kind: "renamed", slug: "nouveau-titre-publie" });
    expect(await findPublicArticle(services, "nouveau-titre-publie")).not.toBeNull();
  });

  it("keeps no old address for a renamed draft", async () => {
    const { id } = await createArticle(services, input({ title: "Brouillon avant" }));
    await updateArticle(services, id, input({ title: "Brouillon après" }));
    expect((await loadArticlePage(services, "brouillon-avant")).value).toEqual({ kind: "missing" });
  });

  it("takes a scheduled article off the public side until its date", async () => {
    const { id } = await createArticle(
      services,
      input({ title: "Bientôt en ligne", status: "published" }),
    );
    await updateArticle(
      services,
      id,
      input({
        title: "Bientôt en ligne",
        status: "scheduled",
        scheduledFor: new Date(clock.getTime() + 86_400_000),
      }),
    );
    expect(await row(id)).toMatchObject({ status: "scheduled", publishedAt: null });
    expect(await findPublicArticle(services, "bientot-en-ligne")).toBeNull();
  });

  it("tells the listeners what changed, after the save", async () => {
    const changes: ArticlesChange[] = [];
    const stop = onArticlesChanged((change) => {
      changes.push(change);
    });
    const { id } = await createArticle(
      services,
      input({ title: "Annoncé aux abonnés", status: "published" }),
    );
    await updateArticle(
      services,
      id,
      input({ title: "Annoncé aux abonnés v2", status: "published" }),
    );
    stop();
    expect(changes).toEqual([
      {
        kind: "created",
        articles: [{ id, slug: "annonce-aux-abonnes" }],
        removedSlugs: [],
        publicChanged: true,
      },
      {
        kind: "updated",
        articles: [{ id, slug: "annonce-aux-abonnes-v2" }],
        removedSlugs: ["annonce-aux-abonnes"],
        publicChanged: true,
      },
    ]);
  });
});

describe("deleting an article", () => {
  it("refuses an invalid or missing id with the data layer's message", async () => {
    await expect(deleteArticle(services, 0)).rejects.toThrow(
      "Identifiant d'article absent ou invalide pour la suppression : 0",
    );
    await expect(deleteArticle(services, null)).rejects.toThrow(
      "Identifiant d'article absent ou invalide pour la suppression : null",
    );
  });

  it("removes the article, its links and its autosave", async () => {
    const [category] = await db.insert(categories).values({ name: "Sup", slug: "sup" }).returning();
    if (!category) throw new Error("seed failed");
    const { id } = await createArticle(services, input({ categories: [category.id] }));
    await saveAutosave(services, id, autosaveData());
    expect(await deleteArticle(services, id)).toBe(true);
    expect(await db.select().from(articles).where(eq(articles.id, id))).toEqual([]);
    expect(
      await db.select().from(blogPostCategories).where(eq(blogPostCategories.postId, id)),
    ).toEqual([]);
    expect(
      await db.select().from(articleAutosaves).where(eq(articleAutosaves.articleId, id)),
    ).toEqual([]);
  });

  it("says when there was nothing to delete", async () => {
    expect(await deleteArticle(services, 876543)).toBe(false);
  });
});

describe("autosave", () => {
  it("keeps the typed state apart: the published article does not change", async () => {
    const { id } = await createArticle(
      services,
      input({ title: "Publié et modifié", status: "published", content: "<p>Version publiée</p>" }),
    );
    const before = await row(id);
    clock = new Date(clock.getTime() + 60_000);
    await saveAutosave(
      services,
      id,
      autosaveData({ title: "Publié et modifié", content: "<p>Brouillon</p>" }),
    );
    expect(await row(id)).toEqual(before);
    const publicArticle = await findPublicArticle(services, "publie-et-modifie");
    expect(publicArticle?.content).toBe("<p>Version publiée</p>");
  });

  it("offers the newer autosave when the article is reopened, and forgets it once saved", async () => {
    const { id } = await createArticle(services, input({ content: "<p>Enregistré</p>" }));
    await saveAutosave(services, id, autosaveData({ content: "<p>Plus récent</p>" }));
    const reopened = await getArticleForEdit(services, id);
    expect(reopened?.content).toBe("<p>Enregistré</p>");
    expect(reopened?.autosave?.data.content).toBe("<p>Plus récent</p>");
    expect(reopened?.autosave?.savedAt).toBe(clock.toISOString());

    await updateArticle(services, id, input({ content: "<p>Plus récent</p>" }));
    expect((await getArticleForEdit(services, id))?.autosave).toBeNull();
  });

  it("gives a new article a draft record, which its first save then becomes", async () => {
    const { articleId } = await saveAutosave(services, null, autosaveData({ title: "" }));
    expect(await row(articleId)).toMatchObject({ status: "draft", title: "Brouillon sans titre" });
    const created = await createArticle(services, input({ title: "Le brouillon devenu article" }), {
      draftId: articleId,
    });
    expect(created.id).toBe(articleId);
    expect(await row(articleId)).toMatchObject({ title: "Le brouillon devenu article" });
    expect((await getArticleForEdit(services, articleId))?.autosave).toBeNull();
  });

  it("sanitises the autosaved content too", async () => {
    const { id } = await createArticle(services, input());
    await saveAutosave(
      services,
      id,
      autosaveData({ content: '<p>ok</p><img src="x" onerror="alert(1)">' }),
    );
    expect((await getArticleForEdit(services, id))?.autosave?.data.content).toBe(
      '<p>ok</p><img src="x" />',
    );
  });
});

describe("the admin list", () => {
  it("filters by status, sorts by title without accents or case, and pages by 10", async () => {
    for (const title of ["zèbre archivé", "Été archivé", "abricot archivé"]) {
      await createArticle(services, input({ title, status: "archived" }));
    }
    const alpha = await listAdminArticles(services, {
      page: 0,
      sort: "alpha_asc",
      status: "archived",
    });
    expect(alpha.articles.map((a) => a.title)).toEqual([
      "abricot archivé",
      "Été archivé",
      "zèbre archivé",
    ]);
    expect(alpha.pagination).toMatchObject({ totalArticles: 3, totalPages: 1, currentPage: 0 });
    const reverse = await listAdminArticles(services, {
      page: 0,
      sort: "alpha_desc",
      status: "archived",
    });
    expect(reverse.articles.map((a) => a.title)).toEqual([
      "zèbre archivé",
      "Été archivé",
      "abricot archivé",
    ]);

    const all = await listAdminArticles(services, { page: 0, sort: "updated_desc", status: null });
    expect(all.articles).toHaveLength(10);
    const last = await listAdminArticles(services, {
      page: 99,
      sort: "updated_desc",
      status: null,
    });
    expect(last.pagination.currentPage).toBe(all.pagination.totalPages - 1);
  });

  it("sorts by last change, newest or oldest first", async () => {
    const first = await createArticle(
      services,
      input({ status: "archived", title: "Tri plus ancien" }),
    );
    clock = new Date(clock.getTime() + 60_000);
    const second = await createArticle(
      services,
      input({ status: "archived", title: "Tri plus récent" }),
    );
    const newest = await listAdminArticles(services, {
      page: 0,
      sort: "updated_desc",
      status: null,
    });
    expect(newest.articles[0]?.id).toBe(second.id);
    const oldest = await listAdminArticles(services, {
      page: 0,
      sort: "updated_asc",
      status: "archived",
    });
    expect(oldest.articles.findIndex((a) => a.id === first.id)).toBeLessThan(
      oldest.articles.findIndex((a) => a.id === second.id),
    );
  });

  it("shows the reading time, or null when there is no content to measure", async () => {
    const { articleId } = await saveAutosave(
      services,
      null,
      autosaveData({ title: "Sans contenu" }),
    );
    const list = await listAdminArticles(services, {
      page: 0,
      sort: "updated_desc",
      status: "draft",
    });
    expect(list.articles.find((a) => a.id === articleId)?.readTime).toBeNull();
  });
});
