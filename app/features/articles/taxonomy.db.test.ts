import { describe, expect, it } from "vitest";
import { storableTextMessage } from "~/lib/storable-text";
import { createTestServices } from "../../../tests/support/test-services";
import { createArticle, type ArticleSaveInput } from "./admin-articles.server";
import { loadBlogListPage, loadCategoryPage } from "./blog-pages.server";
import { loadBlogFeed } from "./feed.server";
import {
  createPreviewLink,
  findArticleIdByPreviewToken,
  listPreviewLinks,
  loadArticlePreview,
  revokePreviewLink,
} from "./preview.server";
import { listPublicCategories } from "./public-articles.server";
import { CategoryFormSchema } from "./taxonomy-schema";
import {
  createCategory,
  createTag,
  deleteCategory,
  listTaxonomyForAdmin,
  renameTag,
  updateCategory,
} from "./taxonomy.server";

let clock = new Date("2026-05-01T08:00:00Z");
const services = await createTestServices({ now: () => clock });

let counter = 0;
function input(overrides: Partial<ArticleSaveInput> = {}): ArticleSaveInput {
  counter += 1;
  return {
    title: `Article classé ${counter}`,
    excerpt: "Un résumé.",
    content: "<p>Du texte.</p>",
    metaTitle: "",
    metaDescription: "Une description.",
    imageUrl: "",
    imageAlt: "",
    status: "published",
    scheduledFor: null,
    categories: [],
    tags: [],
    ...overrides,
  };
}

describe("categories", () => {
  it("give a category the articles' slug and refuse a second one with the same address", async () => {
    const created = await createCategory(services, { name: "Bébés & Enfants", description: "" });
    expect(created.slug).toBe("bebes-enfants");
    await expect(
      createCategory(services, { name: "bébés enfants", description: "" }),
    ).rejects.toMatchObject({ code: "slug-taken" });
  });

  it("refuse an empty name, one without letters, a NUL byte and a long description, in French", () => {
    const messages = (value: { name: string; description: string }) => {
      const parsed = CategoryFormSchema.safeParse(value);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ name: " ", description: "" })).toContain(
      "Le nom de la catégorie doit faire entre 2 et 60 caractères.",
    );
    expect(messages({ name: "!!!", description: "" })).toContain(
      "Le nom doit contenir au moins une lettre ou un chiffre.",
    );
    expect(messages({ name: "Dos\u0000", description: "" })).toContain(storableTextMessage);
    expect(messages({ name: "Dos", description: "\ud800" })).toContain(storableTextMessage);
    expect(messages({ name: "Dos", description: "x".repeat(161) })).toContain(
      "La description ne doit pas dépasser 160 caractères.",
    );
  });

  it("list a category's published articles on its page, and only categories with one", async () => {
    const sport = await createCategory(services, {
      name: "Sport et santé",
      description: "Courir sans se blesser.",
    });
    await createCategory(services, { name: "Vide", description: "" });
    await createArticle(services, input({ title: "Courir en hiver", categories: [sport.id] }));
    await createArticle(
      services,
      input({ title: "Brouillon sportif", status: "draft", categories: [sport.id] }),
    );
    await createArticle(services, input({ title: "Sans catégorie" }));

    const { value: page } = await loadCategoryPage(services, "sport-et-sante", 1);
    expect(page.kind).toBe("category");
    if (page.kind !== "category") return;
    expect(page.category).toEqual({
      name: "Sport et santé",
      slug: "sport-et-sante",
      description: "Courir sans se blesser.",
    });
    expect(page.articles.map((article) => article.title)).toEqual(["Courir en hiver"]);
    expect(page.articles[0]?.categories).toEqual([
      { name: "Sport et santé", slug: "sport-et-sante" },
    ]);

    const publicCategories = await listPublicCategories(services);
    expect(publicCategories.map((category) => category.slug)).toContain("sport-et-sante");
    expect(publicCategories.map((category) => category.slug)).not.toContain("vide");
    const { value: blog } = await loadBlogListPage(services, 1);
    expect(blog.categories.map((category) => category.slug)).toContain("sport-et-sante");
  });

  it("answer a renamed category's old address with its new one, and show the new name at once", async () => {
    const category = await createCategory(services, { name: "Nuque", description: "" });
    await createArticle(services, input({ title: "La nuque raide", categories: [category.id] }));
    expect((await loadCategoryPage(services, "nuque", 1)).value.kind).toBe("category");
    clock = new Date(clock.getTime() + 60_000);
    await updateCategory(services, category.id, { name: "Cou et nuque", description: "Le cou." });

    expect((await loadCategoryPage(services, "nuque", 1)).value).toEqual({
      kind: "renamed",
      slug: "cou-et-nuque",
    });
    const { value: renamed } = await loadCategoryPage(services, "cou-et-nuque", 1);
    expect(renamed.kind === "category" && renamed.articles[0]?.categories[0]?.name).toBe(
      "Cou et nuque",
    );
    // A new category taking the old name gets the address back.
    await createCategory(services, { name: "Nuque", description: "" });
    expect((await loadCategoryPage(services, "nuque", 1)).value.kind).toBe("category");
  });

  it("put one <category> per article in the feed", async () => {
    const category = await createCategory(services, { name: "Flux", description: "" });
    await createArticle(services, input({ title: "Dans le flux", categories: [category.id] }));
    const { value: rss } = await loadBlogFeed(services);
    const item = rss.split("<item>").find((part) => part.includes("Dans le flux")) ?? "";
    expect(item.match(/<category>/g)).toHaveLength(1);
    expect(item).toContain("<category>Flux</category>");
  });

  it("unlink the articles of a deleted category", async () => {
    const category = await createCategory(services, { name: "Éphémère", description: "" });
    await createArticle(services, input({ title: "Article éphémère", categories: [category.id] }));
    expect(await deleteCategory(services, category.id)).toBe(true);
    const { categories } = await listTaxonomyForAdmin(services);
    expect(categories.map((row) => row.slug)).not.toContain("ephemere");
    expect((await loadCategoryPage(services, "ephemere", 1)).value.kind).toBe("missing");
  });

  it("rename tags and refuse a name another tag has", async () => {
    const dos = await createTag(services, { name: "Dos" });
    const bureau = await createTag(services, { name: "Bureau" });
    await expect(renameTag(services, bureau.id, { name: "dos" })).rejects.toMatchObject({
      code: "slug-taken",
    });
    expect(await renameTag(services, dos.id, { name: "Dos et lombaires" })).toEqual({
      id: dos.id,
      slug: "dos-et-lombaires",
    });
  });
});

describe("shared preview links", () => {
  it("open the preview of a draft for 7 days, until revoked, and store no token", async () => {
    const { id } = await createArticle(
      services,
      input({ title: "Brouillon à relire", status: "draft" }),
    );
    const link = await createPreviewLink(services, id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await findArticleIdByPreviewToken(services, link.token)).toBe(id);
    // Another token of the same shape (the last character of 32 bytes in base64url is one of 16).
    const other = `${link.token.slice(0, -1)}${link.token.endsWith("A") ? "E" : "A"}`;
    expect(await findArticleIdByPreviewToken(services, other)).toBeNull();
    expect((await listPreviewLinks(services, id)).map((row) => row.id)).toEqual([link.id]);

    const preview = await loadArticlePreview(services, id);
    expect(preview).toMatchObject({ isPublic: false, article: { title: "Brouillon à relire" } });

    const start = clock;
    clock = new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    expect(await findArticleIdByPreviewToken(services, link.token)).toBeNull();
    expect(await listPreviewLinks(services, id)).toEqual([]);
    clock = start;

    expect(await revokePreviewLink(services, id, link.id)).toBe(true);
    expect(await findArticleIdByPreviewToken(services, link.token)).toBeNull();
    expect(await revokePreviewLink(services, id, link.id)).toBe(false);
  });
});
