/**
 * `npm run bench:import`: the import's speed and memory on this machine.
 *
 * - WordPress's theme test export (tests/fixtures/wordpress, ~600 KB, ~80
 *   posts and pages, 37 images) analysed: under 3 s;
 * - the same export imported into a fresh embedded database, its images
 *   served by a local HTTP server: under 60 s;
 * - a 10 MB export read and analysed with the process's memory growing by
 *   less than 100 MB.
 *
 * Prints medians of 3 runs and exits 1 when a budget is exceeded.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { practiceSettingsPort } from "~/features/practice/practice-settings.server";
import { analyse, startImport } from "~/features/import/import-service.server";
import { importDeps } from "~/features/import/redirection-sink.server";
import { getRun } from "~/features/import/import-runs.server";
import type { AppServices } from "~/server/context.server";
import { openDatabase } from "~/server/db/database.server";
import { parseEnv } from "~/server/env.server";

const RUNS = 3;
const THEME = path.resolve("tests/fixtures/wordpress/themeunittestdata.wordpress.xml");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function freshServices(name: string) {
  const dataDir = path.join(tmp, name);
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  const services: AppServices = {
    env: parseEnv({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PUBLIC_URL: "https://osteo.example",
    }),
    db: handle.db,
    now: () => new Date(),
    practiceSettings: practiceSettingsPort,
  };
  return { services, close: () => handle.close() };
}

/** Serves one JPEG for every image address: the export's images, from this machine. */
async function imageServer() {
  const photo = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: "#88a" },
  })
    .jpeg()
    .toBuffer();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The theme export with its image hosts pointed at the local server (bench data, not parsing). */
function localExport(base: string): string {
  const file = path.join(tmp, "theme-local.xml");
  const text = fs
    .readFileSync(THEME, "utf8")
    .replaceAll(/https?:\/\/wpthemetestdata\.files\.wordpress\.com/g, base);
  fs.writeFileSync(file, text);
  return file;
}

/** About 10 MB of posts, written item by item. */
function largeExport(): string {
  const file = path.join(tmp, "large.xml");
  const out = fs.openSync(file, "w");
  fs.writeSync(
    out,
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>https://ancien.example</wp:base_site_url>\n`,
  );
  const paragraph =
    "<p>Le dos se soulage par le mouvement, la respiration et le repos. </p>".repeat(70);
  for (let id = 1; fs.fstatSync(out).size < 10 * 1024 * 1024; id += 1) {
    fs.writeSync(
      out,
      `<item><title>Article ${id}</title><wp:post_id>${id}</wp:post_id><wp:post_name>article-${id}</wp:post_name>
<wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_date_gmt>2023-01-01 10:00:00</wp:post_date_gmt>
<content:encoded><![CDATA[${paragraph}]]></content:encoded></item>\n`,
    );
  }
  fs.writeSync(out, "</channel></rss>\n");
  fs.closeSync(out);
  return file;
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return (performance.now() - start) / 1000;
}

const { server, base } = await imageServer();
const failures: string[] = [];
try {
  const themeFile = localExport(base);
  const input = { kind: "wordpress" as const, filePath: themeFile, label: "theme.xml" };
  const analyses: number[] = [];
  const imports: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { services, close } = await freshServices(`run-${run}`);
    analyses.push(await timed(() => analyse(services, input)));
    imports.push(
      await timed(async () => {
        const { run: started } = await startImport(services, input, importDeps, {
          background: false,
        });
        const finished = await getRun(services, started.id);
        if (finished?.status !== "done") throw new Error(`import ${finished?.status ?? "?"}`);
      }),
    );
    await close();
  }
  const large = largeExport();
  const { services, close } = await freshServices("large");
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const largeSeconds = await timed(() =>
    analyse(services, { kind: "wordpress", filePath: large, label: "large.xml" }),
  );
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await close();
  const growth = (peak - before) / 1024 / 1024;

  const analysis = median(analyses);
  const importing = median(imports);
  console.log(
    `Analyse de l'export de test WordPress : ${analysis.toFixed(2)} s (médiane de ${RUNS}, budget 3 s)`,
  );
  console.log(
    `Import avec les images (serveur local) : ${importing.toFixed(2)} s (médiane de ${RUNS}, budget 60 s)`,
  );
  console.log(
    `Export de ${(fs.statSync(large).size / 1024 / 1024).toFixed(1)} Mo analysé en ${largeSeconds.toFixed(2)} s, mémoire +${growth.toFixed(0)} Mo (budget 100 Mo)`,
  );
  if (analysis >= 3) failures.push("analyse");
  if (importing >= 60) failures.push("import");
  if (growth >= 100) failures.push("mémoire");
} finally {
  server.closeAllConnections();
  server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`Budget dépassé : ${failures.join(", ")}`);
  process.exitCode = 1;
}
