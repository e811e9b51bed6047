import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles } from "~/server/db/schema";
import { startJobs } from "~/server/jobs.server";
import { createTestServices } from "../../../tests/support/test-services";
import { onArticlesChanged } from "./article-events.server";
import { findPublicArticle } from "./public-articles.server";
import { articleJobs, publishDueArticles, runScheduledPublication } from "./scheduling.server";

let clock = new Date("2026-05-04T08:00:00Z");
const services = await createTestServices({ now: () => clock });
const { db } = services;
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

let counter = 0;
async function scheduled(at: Date) {
  counter += 1;
  const [row] = await db
    .insert(articles)
    .values({
      title: `Programmé ${counter}`,
      slug: `programme-${counter}`,
      excerpt: "Résumé",
      content: "<p>Texte</p>",
      status: "scheduled",
      scheduledFor: at,
    })
    .returning({ id: articles.id });
  if (!row) throw new Error("insert failed");
  return row.id;
}

async function statusOf(ids: number[]) {
  const rows = await db
    .select({ id: articles.id, status: articles.status, publishedAt: articles.publishedAt })
    .from(articles)
    .where(inArray(articles.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

describe("the scheduling job", () => {
  it("publishes an article whose time has come, dated at its scheduled time", async () => {
    const dueAt = minutes(-1);
    const id = await scheduled(dueAt);
    const result = await runScheduledPublication(services);
    expect(result).toMatchObject({ ran: true });
    const [row] = await db.select().from(articles).where(eq(articles.id, id));
    expect(row).toMatchObject({ status: "published", publishedAt: dueAt });
    expect(await findPublicArticle(services, row?.slug ?? "")).not.toBeNull();
  });

  it("leaves an article that is not due yet", async () => {
    const id = await scheduled(minutes(5));
    await runScheduledPublication(services);
    expect((await statusOf([id])).get(id)).toMatchObject({
      status: "scheduled",
      publishedAt: null,
    });
  });

  it("publishes at start-up the articles that fell due while the server was down", async () => {
    const missed = [await scheduled(minutes(-600)), await scheduled(minutes(-30))];
    const [job] = articleJobs;
    expect(job).toMatchObject({ schedule: "* * * * *", runAtStart: true });
    const published = new Promise<number[]>((resolve) => {
      const stop = onArticlesChanged((change) => {
        if (change.kind !== "published") return;
        stop();
        resolve(change.articles.map((a) => a.id));
      });
    });
    // The server starts the job list: the run at start-up publishes them.
    const stopJobs = startJobs(services, articleJobs);
    try {
      expect((await published).sort()).toEqual([...missed].sort());
    } finally {
      stopJobs();
    }
    const states = await statusOf(missed);
    expect(missed.map((id) => states.get(id)?.status)).toEqual(["published", "published"]);
  });

  it("publishes each article once when two runners start at the same moment", async () => {
    const ids = [await scheduled(minutes(-2)), await scheduled(minutes(-1))];
    const [first, second] = await Promise.all([
      publishDueArticles(services),
      publishDueArticles(services),
    ]);
    const publishedIds = [...(first ?? []), ...(second ?? [])].map((a) => a.id).sort();
    expect(publishedIds).toEqual([...ids].sort());
  });

  it("runs in one process at a time (the database lock)", async () => {
    const id = await scheduled(minutes(-1));
    const results = await Promise.all([
      runScheduledPublication(services),
      runScheduledPublication(services),
    ]);
    const ran = results.filter((r) => r.ran);
    expect(ran.length).toBeGreaterThanOrEqual(1);
    const publishedIds = ran.flatMap((r) => (r.ran ? r.result.map((a) => a.id) : []));
    expect(publishedIds).toEqual([id]);
  });
});
