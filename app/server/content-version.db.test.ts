import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadArticlePage, loadBlogListPage } from "~/features/articles/blog-pages.server";
import type { AppServices } from "~/server/context.server";
import { articles, type ArticleStatus } from "~/server/db/schema";
import { createTestServices, openSecondProcess } from "../../tests/support/test-services";
import { changePublicContent, publicContentVersion } from "./content-version.server";

let clock = new Date("2026-04-01T08:00:00Z");
const services = await createTestServices({ now: () => clock });
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

function insertArticle(
  target: Pick<AppServices, "db">,
  slug: string,
  status: ArticleStatus,
  scheduledFor: Date | null = null,
) {
  return changePublicContent(target, (tx) =>
    tx.insert(articles).values({
      title: `Article ${slug}`,
      slug,
      excerpt: "Résumé",
      content: "<p>Texte</p>",
      status,
      scheduledFor,
      publishedAt: status === "published" ? minutes(-60) : null,
    }),
  );
}

const setStatus = (slug: string, status: ArticleStatus) =>
  changePublicContent(services, (tx) =>
    tx.update(articles).set({ status }).where(eq(articles.slug, slug)),
  );

const articleKind = async (slug: string) => (await loadArticlePage(services, slug)).value.kind;

describe("the public content version", () => {
  it("changes as soon as a write of public content commits, and not when the write fails", async () => {
    const before = await publicContentVersion(services);
    await insertArticle(services, "nouveau", "published");
    const after = await publicContentVersion(services);
    expect(after).not.toBe(before);

    await expect(
      changePublicContent(services, async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await publicContentVersion(services)).toBe(after);
  });

  it("changes by itself when a scheduled article's time comes, with no write", async () => {
    await insertArticle(services, "a-l-heure", "scheduled", minutes(5));
    const before = await publicContentVersion(services);
    expect(await articleKind("a-l-heure")).toBe("missing");

    clock = minutes(4);
    expect(await publicContentVersion(services)).toBe(before);
    clock = minutes(1);
    expect(await publicContentVersion(services)).not.toBe(before);
    expect(await articleKind("a-l-heure")).toBe("article");
  });
});

describe("the blog's data after a change", () => {
  it("shows a publication, then never the article again once unpublished or deleted", async () => {
    await insertArticle(services, "cycle-de-vie", "draft");
    expect(await articleKind("cycle-de-vie")).toBe("missing");

    await setStatus("cycle-de-vie", "published");
    expect(await articleKind("cycle-de-vie")).toBe("article");
    const list = await loadBlogListPage(services, 1);
    expect(list.value.articles.map((article) => article.slug)).toContain("cycle-de-vie");

    await setStatus("cycle-de-vie", "archived");
    expect(await articleKind("cycle-de-vie")).toBe("missing");
    const after = await loadBlogListPage(services, 1);
    expect(after.value.articles.map((article) => article.slug)).not.toContain("cycle-de-vie");

    await setStatus("cycle-de-vie", "published");
    expect(await articleKind("cycle-de-vie")).toBe("article");
    await changePublicContent(services, (tx) =>
      tx.delete(articles).where(eq(articles.slug, "cycle-de-vie")),
    );
    expect(await articleKind("cycle-de-vie")).toBe("missing");
  });
});

// Two app processes on one PostgreSQL server: each has its own connections
// and its own caches, and sees the other's changes within a second.
if (services.databaseUrl) {
  const databaseUrl = services.databaseUrl;
  describe("several processes on one PostgreSQL database", async () => {
    const otherServices = await openSecondProcess(databaseUrl, services.env, () => clock);
    const otherKind = async (slug: string) =>
      (await loadArticlePage(otherServices, slug)).value.kind;

    it("drops the other process's cached blog data within a second of a publication", async () => {
      expect(await otherKind("autre-processus")).toBe("missing");
      const before = await publicContentVersion(otherServices);

      await insertArticle(services, "autre-processus", "published");
      await expect
        .poll(() => publicContentVersion(otherServices), { timeout: 1_000, interval: 50 })
        .not.toBe(before);
      expect(await otherKind("autre-processus")).toBe("article");
    });

    it("still notices a change whose notification was lost, by its check once a second", async () => {
      const before = await publicContentVersion(otherServices);
      // The counter moves without any NOTIFY.
      await services.db.execute(
        sql`update content_versions set version = version + 1 where name = 'public'`,
      );
      await expect
        .poll(() => publicContentVersion(otherServices), { timeout: 2_000, interval: 100 })
        .not.toBe(before);
    });
  });
}
