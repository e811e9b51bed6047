/**
 * `npm run probe:memory`: does memory stay bounded when visitors (or bots)
 * ask for many distinct addresses? Against a production server on a fresh
 * database (`npm start`'s command, loopback, PROBE_PORT, default 4326):
 *   1. PROBE_REQUESTS (default 30,000) requests for `/` with distinct query
 *      strings the page cache ignores (`?utm_source=…`);
 *   2. as many distinct unknown article addresses (`/blog/…`), each a
 *      render answered with the shared 404 page.
 * The server's resident memory (RSS) is read after a warm-up and after each
 * series. Verdict: every reading stays within the warm-up's figure plus the
 * page cache's budget (PAGE_CACHE_MB, default 64) plus a fixed margin
 * (PROBE_MARGIN_MB, default 48: V8's heap and malloc's arenas growing under
 * load, whatever the addresses). Exits with 1 when it does not.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { childProcesses } from "./support/child-processes";
import { serveProduction } from "./support/serve-production";

const PORT = Number(process.env.PROBE_PORT ?? 4326);
const REQUESTS = Math.max(1, Number(process.env.PROBE_REQUESTS ?? 30_000));
const CONCURRENCY = 20;
const PAGE_CACHE_MB = Number(process.env.PAGE_CACHE_MB ?? 64);
const MARGIN_MB = Number(process.env.PROBE_MARGIN_MB ?? 48);

/** Resident memory of the server and its children (Linux). */
function residentMegabytes(pid: number): number {
  const tree = (id: number): number[] => [id, ...childProcesses(id).flatMap(tree)];
  let kilobytes = 0;
  for (const id of tree(pid)) {
    const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
    kilobytes += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kilobytes / 1024;
}

/**
 * Sends `count` GETs of `pathOf(i)` over kept-alive connections; counts the
 * statuses. A request on a reused connection that the server closed as it
 * was sent is sent again once, as browsers do; `onProgress` every 5,000.
 */
async function requestAll(
  count: number,
  pathOf: (index: number) => string,
  onProgress: (done: number) => void = () => undefined,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses = new Map<number, number>();
  let next = 0;
  let done = 0;
  let retried = 0;
  const once = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(
        { host: "127.0.0.1", port: PORT, path, agent, headers: { "Accept-Encoding": "gzip" } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("error", reject);
    });
  const one = (path: string) =>
    once(path).catch((error: unknown) => {
      const code = error instanceof Error && "code" in error ? error.code : null;
      if (code !== "ECONNRESET" && code !== "EPIPE") throw error;
      retried += 1;
      return once(path);
    });
  const worker = async () => {
    while (next < count) {
      const status = await one(pathOf(next++));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (++done % 5_000 === 0) onProgress(done);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  const seconds = (performance.now() - startedAt) / 1000;
  const summary = [...statuses].map(([status, n]) => `${n} × ${status}`).join(", ");
  return `${summary} in ${seconds.toFixed(0)} s, ${retried} sent again after a reset`;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

console.log(`Load average at the start: ${loadAverage()}`);
const server = await serveProduction(PORT, { PAGE_CACHE_MB: String(PAGE_CACHE_MB) });
const ceiling = (base: number) => base + PAGE_CACHE_MB + MARGIN_MB;
let failed = false;
try {
  // Warm-up: every page kind once, so that what follows measures addresses only.
  await requestAll(2_000, (i) => ["/", "/blog", "/a-propos", "/blog/inconnu"][i % 4] ?? "/");
  const base = residentMegabytes(server.pid);
  console.log(
    `RSS after the warm-up: ${base.toFixed(0)} MB; ceiling ${ceiling(base).toFixed(0)} MB (+ page cache ${PAGE_CACHE_MB} MB + margin ${MARGIN_MB} MB)`,
  );
  const series: [string, (index: number) => string][] = [
    ["distinct ignored query strings on /", (i) => `/?utm_source=probe-${i}&fbclid=${i}`],
    ["distinct unknown article addresses", (i) => `/blog/article-inconnu-${i}`],
  ];
  for (const [label, pathOf] of series) {
    const statuses = await requestAll(REQUESTS, pathOf, (done) =>
      console.log(`  ${done}: RSS ${residentMegabytes(server.pid).toFixed(0)} MB`),
    );
    const rss = residentMegabytes(server.pid);
    const within = rss <= ceiling(base);
    failed ||= !within;
    console.log(
      `${REQUESTS} ${label} (${statuses}): RSS ${rss.toFixed(0)} MB, ${within ? "within" : "ABOVE"} the ceiling`,
    );
  }
} finally {
  await server.stop();
}
console.log(`Load average at the end: ${loadAverage()}`);
console.log(failed ? "Verdict: memory grew past the ceiling." : "Verdict: memory stayed bounded.");
process.exitCode = failed ? 1 : 0;
