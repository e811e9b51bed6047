/**
 * `npm run drill`: the restore drill, end to end, on a scratch data folder
 * (never `./data`), with the production build:
 *   1. the site runs (the compiled server, in this process, on DRILL_PORT,
 *      default 4327, loopback) and is filled through its services: articles
 *      with their cover images, the practice's settings saved twice, leads;
 *   2. `wrk` loads the home page for 10 s (the reference), then for 30 s
 *      while the running server takes the nightly backup (its job's own
 *      function, as at 03:30): errors and p99 of both, and how long the
 *      server's event loop was held (p99, max) alone and during the backup;
 *   3. the server stops, the backup is copied out, the data folder deleted,
 *      `npm run restore` run on the copy, `npm start` started on it;
 *   4. the restored site is compared with the original: the rows of the
 *      articles, categories, settings and leads, every image byte for byte,
 *      and each article's page and cover served over HTTP.
 * Exits with 1 when something differs or a request failed. Needs `wrk`
 * (Debian's package).
 */
import "./support/production-env";
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { createHistogram } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { openDatabase } from "~/server/db/database.server";
import { articles, blogPostCategories, categories, leads } from "~/server/db/schema";
import { defaultPracticeSettings } from "~/content/default-settings";
import { runNightlyBackup } from "~/features/backups/backup-job.server";
import { storeUpload } from "~/features/media/image-store.server";
import { savePracticeSettings } from "~/features/practice/practice-settings.server";
import { serveProduction } from "./support/serve-production";

type HttpModule = typeof import("../app/server/http");

const PORT = Number(process.env.DRILL_PORT ?? 4327);
const ARTICLES = 6;
/** The tables a restore must give back as they were (traffic counters change meanwhile). */
const COMPARED_TABLES = [
  "articles",
  "categories",
  "blog_post_categories",
  "settings",
  "document_versions",
  "article_versions",
  "leads",
  "media_files",
];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-drill-"));
const dataDir = path.join(scratch, "data");
const offMachine = path.join(scratch, "copie-hors-machine");
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok  " : "ÉCHEC"} ${what}`);
  if (!ok) failures.push(what);
};

interface WrkFigures {
  requests: number;
  rps: number;
  p99: string;
  errors: number;
}

function wrk(seconds: number): Promise<WrkFigures> {
  const child = spawn("wrk", [
    "-t2",
    "-c50",
    `-d${seconds}s`,
    "--latency",
    "-H",
    "Accept-Encoding: gzip",
    `http://127.0.0.1:${PORT}/`,
  ]);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", () => {
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
        output,
      );
      resolve({
        requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? NaN),
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
        p99: /\s99%\s+(\S+)/.exec(output)?.[1] ?? "?",
        errors:
          Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) +
          (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
      });
    });
  });
}

const RowsSchema = z.object({ rows: z.array(z.object({ row: z.string() })) });

/** The compared tables' rows, as text, sorted. */
async function rowsOf(services: Pick<AppServices, "db">) {
  const content: Record<string, string[]> = {};
  for (const table of COMPARED_TABLES) {
    const result = await services.db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by 1`,
    );
    content[table] = RowsSchema.parse(result).rows.map((r) => r.row);
  }
  return content;
}

/** Every image file under the data folder's media, relative name → SHA-256. */
function imagesOf(dir: string): Record<string, string> {
  const media = path.join(dir, "media");
  const files: Record<string, string> = {};
  if (!fs.existsSync(media)) return files;
  for (const entry of fs.readdirSync(media, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(media, full)] = crypto
      .createHash("sha256")
      .update(fs.readFileSync(full))
      .digest("hex");
  }
  return files;
}

const photo = (hue: number) =>
  sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: hue, g: 150, b: 90 } },
  })
    .jpeg()
    .toBuffer();

/** Fills the running site the way months of use would: articles with covers, settings, leads. */
async function fill(services: AppServices) {
  const now = new Date();
  const [category] = await services.db
    .insert(categories)
    .values({ name: "Exercice", slug: "exercice", description: "Articles de l'exercice" })
    .returning();
  const slugs: string[] = [];
  for (let i = 0; i < ARTICLES; i++) {
    const cover = await storeUpload(
      services,
      new File([new Uint8Array(await photo(30 * i))], `couverture-${i}.jpg`),
    );
    const slug = `exercice-de-restauration-${i}`;
    const [article] = await services.db
      .insert(articles)
      .values({
        title: `Exercice ${i} : le dos au quotidien`,
        slug,
        content: `<p>Texte ${i}, accentué : « é à ç ».</p>`,
        imageUrl: `/media/articles/${cover.fileName}`,
        status: "published",
        publishedAt: now,
      })
      .returning();
    if (article && category) {
      await services.db
        .insert(blogPostCategories)
        .values({ postId: article.id, categoryId: category.id });
    }
    slugs.push(slug);
  }
  for (const phone of ["04 90 00 00 01", "04 90 00 00 02"]) {
    const saved = await savePracticeSettings(
      services,
      "contact",
      { ...defaultPracticeSettings.contact, phone },
      null,
    );
    if (!saved.ok) throw new Error("Réglages refusés");
  }
  await services.db.insert(leads).values(
    ["Claire", "Paul", "Inès"].map((prenom) => ({
      nom: "Durand",
      prenom,
      email: `${prenom.toLowerCase()}@example.fr`,
      date: "01/06/2026",
      heure: "14:00:00",
      timestamp: now,
      sessionId: `exercice-${prenom}`,
      buttonId: "hero-button",
      createdAt: now,
    })),
  );
  return slugs;
}

/** The compiled server in this process, as `npm start` runs it (server.ts). */
async function startSite() {
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    JOBS: "off",
  });
  const serverDir = path.resolve("build", "server");
  if (!fs.existsSync(path.join(serverDir, "index.js"))) {
    spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  }
  const http = (await import(pathToFileURL(path.join(serverDir, "index.js")).href)) as HttpModule;
  const running = await http.startApp({
    clientDir: path.resolve("build", "client"),
    databaseTemplate: path.join(serverDir, "database-template"),
  });
  const server = createServer(running.handleRequest);
  const lane = running.answerFromMemory
    ? http.serveFastLaneFirst(server, running.answerFromMemory)
    : null;
  await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));
  const connections = http.followConnections(server, lane);
  return {
    services: running.services,
    async stop() {
      await connections.close();
      await running.close();
    },
  };
}

/**
 * How long the event loop was held: the server runs in this process, so a
 * 1-ms timer's ticks come late by as much as anything holds it (a backup
 * reading files in one synchronous stretch, a long render, GC).
 */
function watchEventLoop() {
  const gaps = createHistogram();
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.record(Math.max(1, Math.round((now - last) * 1000)));
    last = now;
  }, 1);
  const ms = (microseconds: number) => (microseconds / 1000).toFixed(1);
  return {
    /** Since the last call: the p99 and longest gap between ticks. */
    delays() {
      const text = `event loop held p99 ${ms(gaps.percentile(99))} ms, max ${ms(gaps.max)} ms`;
      gaps.reset();
      return text;
    },
    stop: () => clearInterval(timer),
  };
}

const run = (command: string, args: string[], env: Record<string, string>) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status === 0;

try {
  console.log(
    `Load average at the start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")}`,
  );
  const site = await startSite();
  const slugs = await fill(site.services);
  await fetch(`http://127.0.0.1:${PORT}/`);

  const loop = watchEventLoop();
  const reference = await wrk(10);
  const referenceDelays = loop.delays();
  const loaded = wrk(30);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  loop.delays();
  const backupStarted = performance.now();
  const backup = await runNightlyBackup(site.services);
  const backupSeconds = (performance.now() - backupStarted) / 1000;
  const backupDelays = loop.delays();
  const during = await loaded;
  loop.stop();
  console.log(
    `wrk on /, 50 connections: alone 10 s ${reference.requests} requests, ${reference.rps.toFixed(0)} req/s, p99 ${reference.p99}, ${reference.errors} errors, ${referenceDelays}; ` +
      `30 s with the backup ${during.requests} requests, ${during.rps.toFixed(0)} req/s, p99 ${during.p99}, ${during.errors} errors; ` +
      `backup taken in ${backupSeconds.toFixed(1)} s, ${backupDelays} while it ran`,
  );
  check(backup !== null, "the running server took the backup");
  check(during.errors === 0 && reference.errors === 0, "no request failed during the backup");

  const before = await rowsOf(site.services);
  const imagesBefore = imagesOf(dataDir);
  await site.stop();
  if (!backup) throw new Error("Pas de sauvegarde.");

  // Off the machine, then the machine loses its data folder.
  fs.cpSync(backup.dir, offMachine, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  check(
    run("npx", ["tsx", "scripts/restore.ts", offMachine], { DATA_DIR: dataDir }),
    "npm run restore",
  );

  const restored = await serveProduction(PORT, {}, { dataDir });
  try {
    for (const slug of slugs) {
      const page = await fetch(`${restored.url}/blog/${slug}`);
      const html = await page.text();
      const cover = /src="(\/media\/articles\/[^"]+)"/.exec(html)?.[1];
      const image = cover ? await fetch(`${restored.url}${cover}`) : null;
      check(page.status === 200 && image?.status === 200, `/blog/${slug} and its cover served`);
    }
  } finally {
    await restored.stop();
  }
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    const after = await rowsOf({ db: handle.db });
    for (const table of COMPARED_TABLES) {
      check(
        JSON.stringify(after[table]) === JSON.stringify(before[table]),
        `${table}: ${before[table]?.length} rows identical`,
      );
    }
  } finally {
    await handle.close();
  }
  const imagesAfter = imagesOf(dataDir);
  check(
    JSON.stringify(imagesAfter) === JSON.stringify(imagesBefore),
    `${Object.keys(imagesBefore).length} image files identical byte for byte`,
  );
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
console.log(failures.length === 0 ? "Exercice réussi." : `Exercice en échec : ${failures.length}.`);
process.exit(failures.length === 0 ? 0 : 1);
