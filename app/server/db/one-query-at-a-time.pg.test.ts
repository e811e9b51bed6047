/**
 * A PostgreSQL transaction holds one connection: queries sent on it while
 * another runs are queued by pg 8, a deprecated behaviour that pg 9 removes.
 * The writes that read several things inside a transaction send them one
 * after the other (a *.pg.test.ts file runs in the postgres project only).
 */
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestServices } from "../../../tests/support/test-services";
import { createArticle } from "~/features/articles/admin-articles.server";
import { saveImportedRedirections } from "~/features/redirections/redirections.server";
import { categories, tags } from "~/server/db/schema";

const services = await createTestServices();

/** Queries sent to a connection while it was still answering another one. */
let overlapping: string[] = [];

beforeEach(() => {
  overlapping = [];
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
    this: pg.Client & { activeQuery?: unknown; _queryQueue: unknown[] },
    ...args: Parameters<typeof query>
  ) {
    if (this.activeQuery || this._queryQueue.length > 0) {
      const [config] = args as unknown[];
      overlapping.push(
        typeof config === "string" ? config : String((config as { text?: string })?.text),
      );
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
});
afterEach(() => vi.restoreAllMocks());

describe("queries inside a transaction", () => {
  it("check redirections against the served addresses one query at a time", async () => {
    await saveImportedRedirections(services.db, [{ from: "/ancienne-page", to: "/blog" }]);
    expect(overlapping).toEqual([]);
  });

  it("save an article's category and tags one query at a time", async () => {
    const [category] = await services.db
      .insert(categories)
      .values({ name: "Grossesse", slug: "grossesse" })
      .returning({ id: categories.id });
    const [tag] = await services.db
      .insert(tags)
      .values({ name: "Dos", slug: "dos" })
      .returning({ id: tags.id });
    await createArticle(services, {
      title: "Un article lié",
      excerpt: "Un résumé.",
      content: "<p>Du texte.</p>",
      metaTitle: "",
      metaDescription: "Une description.",
      imageUrl: "",
      imageAlt: "",
      status: "draft",
      scheduledFor: null,
      categories: [category!.id],
      tags: [tag!.id],
    });
    expect(overlapping).toEqual([]);
  });
});
