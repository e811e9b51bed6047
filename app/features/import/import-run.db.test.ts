/**
 * The import pipeline on a real database (PGlite, or PostgreSQL with
 * TEST_DB=postgres), its images served by a local HTTP server: one that
 * answers, one 404, one that never answers, and a redirect.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changePublicContent } from "~/server/content-version.server";
import {
  articles,
  blogPostCategories,
  categories,
  contentVersions,
  importRuns,
  tags,
} from "~/server/db/schema";
import { createTestServices, openSecondProcess } from "../../../tests/support/test-services";
import { planImport } from "./import-plan.server";
import { getRun, ImportBusyError, startRun } from "./import-runs.server";
import type { ImportDeps } from "./import-run.server";
import {
  analyse,
  readSource,
  resumeImportsAtStart,
  resumeInterruptedImports,
  startImport,
  uploadsDir,
} from "./import-service.server";
import { writeArticle } from "./import-writer.server";
import { importDeps } from "./redirection-sink.server";

const services = await createTestServices();
// On PostgreSQL, a second server process on the same database.
const secondProcess = services.databaseUrl
  ? await openSecondProcess(services.databaseUrl, services.env, services.now)
  : null;
const saved: { from: string; to: string }[][] = [];
const deps: ImportDeps = {
  // Stands in for features/redirections: records what the import hands over, and changes the public site.
  redirections: {
    save(db, entries) {
      saved.push(entries);
      return changePublicContent({ db }, async () => entries.length);
    },
  },
  imageLimits: { timeoutMs: 2_000, maxBytes: 1_000_000, maxRedirects: 3, concurrency: 4 },
};

let base = "";
const photo = await sharp({
  create: { width: 40, height: 30, channels: 3, background: "#cc3333" },
})
  .jpeg()
  .toBuffer();
const server = http.createServer((request, response) => {
  if (request.url === "/hang.jpg") return; // never answers
  if (request.url === "/moved.jpg") {
    response.writeHead(302, { location: "/ok.jpg" }).end();
  } else if (request.url?.startsWith("/ok") || request.url === "/cover.jpg") {
    response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
  } else {
    response.writeHead(404).end();
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function item(id: number, fields: Record<string, string>, extra = "") {
  const name = fields.name ?? `article-${id}`;
  return `<item><title>${fields.title ?? `Article ${id}`}</title>
<link>https://ancien.example/${name}/</link>
<wp:post_id>${id}</wp:post_id><wp:post_name>${name}</wp:post_name>
<wp:status>${fields.status ?? "publish"}</wp:status><wp:post_type>${fields.type ?? "post"}</wp:post_type>
<wp:post_date_gmt>${fields.date ?? "2023-05-04 10:00:00"}</wp:post_date_gmt>
<wp:post_password>${fields.password ?? ""}</wp:post_password>
<content:encoded><![CDATA[${fields.content ?? "<p>Du texte.</p>"}]]></content:encoded>${extra}</item>`;
}

function wxr(items: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>https://ancien.example</wp:base_site_url>
${items}</channel></rss>`;
}

function exportFile(items: string): string {
  const dir = uploadsDir(services);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${crypto.randomUUID()}.xml`);
  fs.writeFileSync(file, wxr(items));
  return file;
}

function mainExport() {
  return [
    `<item><title>Photo</title><wp:post_id>90</wp:post_id><wp:post_type>attachment</wp:post_type>
<wp:attachment_url>${base}/cover.jpg</wp:attachment_url>
<wp:postmeta><wp:meta_key>_wp_attachment_image_alt</wp:meta_key><wp:meta_value>Une épaule</wp:meta_value></wp:postmeta></item>`,
    item(
      1,
      {
        name: "epaule-gelee",
        title: "Épaule gelée",
        content: `<p>Texte <img src="${base}/ok-inline.jpg" alt="Geste"> <img src="${base}/missing.jpg" alt="Perdue"> <img src="${base}/hang.jpg" alt="Lente"> <img src="${base}/moved.jpg" alt="Déplacée"></p>
[caption width="300"]<img src="${base}/ok-2.jpg" alt="Posture"> Bonne posture[/caption]
[mystere a="1"]`,
      },
      `<category domain="category" nicename="sport"><![CDATA[Sport]]></category>
<category domain="post_tag" nicename="epaule"><![CDATA[Épaule]]></category>
<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>90</wp:meta_value></wp:postmeta>
<wp:postmeta><wp:meta_key>_yoast_wpseo_title</wp:meta_key><wp:meta_value>Épaule gelée : que faire ?</wp:meta_value></wp:postmeta>
<wp:postmeta><wp:meta_key>_yoast_wpseo_metadesc</wp:meta_key><wp:meta_value>Les gestes qui soulagent.</wp:meta_value></wp:postmeta>`,
    ),
    item(2, { status: "draft", date: "0000-00-00 00:00:00" }),
    item(3, { status: "private" }),
    item(4, { status: "future", date: "2099-01-01 08:00:00" }),
    item(5, { status: "future", date: "2020-01-01 08:00:00" }),
    item(6, { status: "trash" }),
    item(7, { password: "secret" }),
    item(8, { type: "page", name: "cabinet", title: "Le cabinet" }),
    item(9, { status: "auto-draft" }),
  ].join("\n");
}

async function untilFinished(runId: number) {
  for (;;) {
    const run = await getRun(services, runId);
    if (run && run.status !== "running") return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function article(slug: string) {
  const [row] = await services.db.select().from(articles).where(eq(articles.slug, slug));
  return row;
}

describe("WordPress import", () => {
  it("analyses without writing anything", async () => {
    const before = await services.db.select().from(articles);
    const view = await analyse(
      services,
      { kind: "wordpress", filePath: exportFile(mainExport()), label: "export.xml" },
      deps.imageLimits,
    );
    expect(view.figures).toMatchObject({
      published: 2,
      drafts: 4,
      scheduled: 1,
      pages: 1,
      images: 6,
    });
    expect(view.figures.leftOut).toEqual(
      expect.arrayContaining([
        { reason: "Brouillons automatiques", count: 1 },
        { reason: "Pages des fichiers joints", count: 1 },
      ]),
    );
    expect(view.warnings).toEqual(
      expect.arrayContaining([
        "Code court inconnu [mystere] retiré de « Épaule gelée ».",
        "« Article 7 » était protégé par un mot de passe : importé en brouillon.",
        `Image non récupérée (réponse 404) : ${base}/missing.jpg`,
        `Image non récupérée (délai dépassé) : ${base}/hang.jpg`,
      ]),
    );
    expect(view.redirections).toEqual(
      expect.arrayContaining([
        { from: "/?p=1", to: "/blog/epaule-gelee" },
        { from: "/2023/05/epaule-gelee/", to: "/blog/epaule-gelee" },
        { from: "/epaule-gelee/", to: "/blog/epaule-gelee" },
        { from: "/category/sport/", to: "/blog/categorie/sport" },
        { from: "/tag/epaule/", to: "/blog/tag/epaule" },
        { from: "/feed/", to: "/blog/rss.xml" },
      ]),
    );
    expect(await services.db.select().from(articles)).toEqual(before);
    expect(await services.db.select().from(importRuns)).toEqual([]);
  });

  it("imports articles with their statuses, SEO fields, terms and images; a lost image leaves no <img>", async () => {
    const input = {
      kind: "wordpress" as const,
      filePath: exportFile(mainExport()),
      label: "export.xml",
    };
    const { run } = await startImport(services, input, deps, { background: false });
    const finished = await getRun(services, run.id);
    expect(finished).toMatchObject({
      status: "done",
      articlesDone: 8,
      articlesTotal: 8,
      imagesTotal: 6,
    });
    expect(fs.existsSync(input.filePath)).toBe(false);

    const shoulder = await article("epaule-gelee");
    expect(shoulder).toMatchObject({
      status: "published",
      publishedAt: new Date("2023-05-04T10:00:00Z"),
      metaTitle: "Épaule gelée : que faire ?",
      metaDescription: "Les gestes qui soulagent.",
      imageAlt: "Une épaule",
    });
    expect(shoulder?.imageUrl).toMatch(/^\/media\/articles\/[0-9a-f]{32}\.jpg$/);
    const content = shoulder?.content ?? "";
    expect(content.match(/<img /g)).toHaveLength(3); // inline, redirected, caption
    expect(content).not.toContain(base);
    expect(content).toContain("Bonne posture");
    const report = finished?.report as { warnings: string[] };
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        `Image non récupérée (réponse 404) : ${base}/missing.jpg`,
        `Image non récupérée (délai dépassé) : ${base}/hang.jpg`,
      ]),
    );

    expect((await article("article-2"))?.status).toBe("draft");
    expect((await article("article-3"))?.status).toBe("draft");
    expect(await article("article-4")).toMatchObject({
      status: "scheduled",
      scheduledFor: new Date("2099-01-01T08:00:00Z"),
    });
    expect(await article("article-5")).toMatchObject({
      status: "published",
      publishedAt: new Date("2020-01-01T08:00:00Z"),
    });
    expect((await article("article-6"))?.status).toBe("draft");
    expect((await article("article-7"))?.status).toBe("draft");
    expect(await article("article-9")).toBeUndefined();

    const page = await article("cabinet");
    expect(page?.status).toBe("draft");
    const [link] = await services.db
      .select({ name: categories.name })
      .from(blogPostCategories)
      .innerJoin(categories, eq(categories.id, blogPostCategories.categoryId))
      .where(eq(blogPostCategories.postId, page?.id ?? 0));
    expect(link?.name).toBe("Pages importées");
    expect(
      await services.db.select({ slug: tags.slug }).from(tags).where(eq(tags.slug, "epaule")),
    ).toHaveLength(1);
    expect(saved.at(-1)).toEqual(
      expect.arrayContaining([{ from: "/?p=1", to: "/blog/epaule-gelee" }]),
    );
  });

  it("importing again creates nothing twice, updates what changed and keeps what was edited here", async () => {
    const count = (await services.db.select().from(articles)).length;
    const edited = await article("article-3");
    await services.db
      .update(articles)
      .set({ title: "Retouché ici", updatedAt: new Date() })
      .where(eq(articles.id, edited?.id ?? 0));
    const changed = mainExport().replace(
      "<title>Article 2</title>",
      "<title>Article 2 revu</title>",
    );
    const input = {
      kind: "wordpress" as const,
      filePath: exportFile(changed),
      label: "export.xml",
    };
    const { run } = await startImport(services, input, deps, { background: false });
    const finished = await getRun(services, run.id);
    expect((await services.db.select().from(articles)).length).toBe(count);
    expect((await article("article-2"))?.title).toBe("Article 2 revu");
    expect((await article("article-3"))?.title).toBe("Retouché ici");
    const report = finished?.report as {
      warnings: string[];
      outcomes: Record<string, { outcome: string }>;
    };
    expect(report.outcomes["2"]?.outcome).toBe("updated");
    expect(report.outcomes["3"]?.outcome).toBe("edited-here");
    expect(report.outcomes["1"]?.outcome).toBe("unchanged");
    expect(report.warnings).toContain(
      "« Article 3 » a été modifié ici depuis le dernier import : il n'a pas été écrasé.",
    );
  });

  it("does not overwrite an article edited here while the import was running", async () => {
    const input = {
      kind: "wordpress" as const,
      filePath: exportFile(mainExport()),
      label: "x.xml",
    };
    const source = await readSource(input);
    const changed = source.articles.map((entry) =>
      entry.sourceId === "5" ? { ...entry, title: "Article 5 revu" } : entry,
    );
    const plan = await planImport(services, { ...source, articles: changed });
    const planned = plan.articles.find((entry) => entry.source.sourceId === "5");
    expect(planned?.action).toBe("update");
    // Edited here after the plan was made, before the import reached it.
    await services.db
      .update(articles)
      .set({ title: "Retouché pendant l'import", updatedAt: new Date() })
      .where(eq(articles.id, planned?.articleId ?? 0));
    const run = await startRun(services, { source: "wordpress", label: "export.xml" });
    const outcome = await writeArticle(services, {
      plan,
      article: planned!,
      images: new Map(),
      terms: { categories: new Map(), tags: new Map() },
      runId: run.id,
    }).finally(() =>
      services.db.update(importRuns).set({ status: "done" }).where(eq(importRuns.id, run.id)),
    );
    expect(outcome).toEqual({ saved: false, reason: "edited-here" });
    expect((await article("article-5"))?.title).toBe("Retouché pendant l'import");
  });

  it("changes the public content version once per import", async () => {
    const counter = async () => {
      const [row] = await services.db
        .select({ version: contentVersions.version })
        .from(contentVersions)
        .where(eq(contentVersions.name, "public"));
      return row?.version ?? 0;
    };
    const before = await counter();
    const input = {
      kind: "wordpress" as const,
      filePath: exportFile(
        [80, 81, 82].map((id) => item(id, { name: `lot-${id}`, title: `Lot ${id}` })).join("\n"),
      ),
      label: "lot.xml",
    };
    const { run } = await startImport(services, input, importDeps, { background: false });
    expect(await getRun(services, run.id)).toMatchObject({ status: "done", articlesDone: 3 });
    expect(await counter()).toBe(before + 1);
  });

  it("gives a slug taken by another article the next free one, and says so", async () => {
    const view = await analyse(services, {
      kind: "wordpress",
      filePath: exportFile(item(50, { name: "epaule-gelee", title: "Autre épaule" })),
      label: "autre.xml",
    });
    expect(view.articles[0]?.slug).toBe("epaule-gelee-2");
    expect(view.warnings).toContain(
      "L'adresse /blog/epaule-gelee est déjà prise par un autre article : « Autre épaule » recevra /blog/epaule-gelee-2.",
    );
  });

  it("runs one import at a time, and finishes an interrupted one", async () => {
    const filePath = exportFile(item(60, { name: "reprise", title: "Reprise" }));
    const run = await startRun(services, { source: "wordpress", label: "reprise.xml", filePath });
    await expect(startRun(services, { source: "wordpress", label: "x" })).rejects.toThrow(
      ImportBusyError,
    );
    // The process holding it was killed: its heartbeat stopped.
    await services.db
      .update(importRuns)
      .set({ heartbeatAt: new Date(Date.now() - 60_000) })
      .where(eq(importRuns.id, run.id));
    await resumeInterruptedImports(services, deps);
    expect(await untilFinished(run.id)).toMatchObject({ status: "done" });
    expect((await article("reprise"))?.status).toBe("published");
  });

  it("finishes an interrupted import when the server starts, in one process only", async () => {
    const filePath = exportFile(item(70, { name: "au-demarrage", title: "Au démarrage" }));
    const run = await startRun(services, { source: "wordpress", label: "demarrage.xml", filePath });
    await services.db
      .update(importRuns)
      .set({ heartbeatAt: new Date(Date.now() - 60_000) })
      .where(eq(importRuns.id, run.id));
    // On PostgreSQL a second process starts at the same time.
    const processes = secondProcess ? [services, secondProcess] : [services];
    const started = processes.map((process) => resumeImportsAtStart(process, deps));
    expect(await untilFinished(run.id)).toMatchObject({ status: "done", articlesDone: 1 });
    for (const start of started) await start.stop();
    expect((await article("au-demarrage"))?.status).toBe("published");
    const handedOver = saved.filter((entries) =>
      entries.some((entry) => entry.to === "/blog/au-demarrage"),
    );
    expect(handedOver).toHaveLength(1);
  });

  it("cannot finish an interrupted old-site import: its address was never kept, and it says so", async () => {
    const run = await startRun(services, {
      source: "old-site",
      label: "abcd.supabase.co",
      storageUrl: "https://abcd.supabase.co",
    });
    await services.db
      .update(importRuns)
      .set({ heartbeatAt: new Date(Date.now() - 60_000) })
      .where(eq(importRuns.id, run.id));
    await resumeInterruptedImports(services, deps);
    expect(await untilFinished(run.id)).toMatchObject({
      status: "failed",
      error: expect.stringContaining("l'adresse de sa base de données n'est jamais conservée"),
    });
  });

  it("imports a real WordPress export (the importer's small-export.xml) in full, and again without duplicates", async () => {
    const real = path.resolve("tests/fixtures/wordpress/small-export.xml");
    const input = { kind: "wordpress" as const, filePath: real, label: "small-export.xml" };
    const before = (await services.db.select().from(articles)).length;
    const { run } = await startImport(services, input, deps, { background: false });
    const finished = await getRun(services, run.id);
    expect(finished).toMatchObject({ status: "done", articlesDone: 11, articlesTotal: 11 });
    expect(fs.existsSync(real)).toBe(true);
    expect((await services.db.select().from(articles)).length).toBe(before + 11);
    expect(await article("hello-world")).toMatchObject({ status: "published" });
    expect((await article("private-post"))?.status).toBe("draft");
    await startImport(services, input, deps, { background: false });
    expect((await services.db.select().from(articles)).length).toBe(before + 11);
  });
});
