/**
 * `npm run bench`: how fast the public pages are served, compared with nginx
 * sending the very same bytes from disk (docs/decisions/0013-page-cache.md).
 *
 * Against a production build on a fresh database, on loopback only, with wrk
 * (50 connections, Accept-Encoding: gzip), the median of BENCH_RUNS rounds
 * (default 3) of BENCH_SECONDS seconds (default 10) each, a round measuring
 * every target in turn so that its ratio to nginx is taken under one load:
 *   - the home page and an article from the page cache;
 *   - the same pages rendered for each request (the cache skipped with a
 *     token only this script and the server it started know);
 *   - nginx serving those pages' bytes, pre-compressed, from a folder;
 * then 200 connections for 30 s on the home page (requests that waited more
 * than 10 s, p99), the same load on nginx for reference, both again with
 * the server on one core and wrk on the other (taskset: on a 2-core machine
 * the client otherwise competes with the server for the cores, which sets
 * the tail latency), and the server's memory afterwards;
 * then the admin list pages, signed in (support/bench-admin.ts).
 *
 * All of it twice: the default configuration (one process, the embedded
 * database), then one server process per core on a throwaway PostgreSQL
 * (PROCESSES=auto), as nginx runs one worker per core.
 *
 * nginx, wrk and PostgreSQL come from Debian's packages (installed with
 * apt-get when missing); without nginx and wrk our figures are measured with
 * autocannon alone, without PostgreSQL the second configuration is left out.
 * The whole run stops on its own after BENCH_MAX_MINUTES (default 20).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { childProcesses } from "./support/child-processes";
import { benchAdminPages, BENCH_OWNER } from "./support/bench-admin";
import { benchNginxServer, unitMallocEnvironment, unitNice } from "./support/deploy-files";
import { firstArticlePath, measuredPages, serveProduction } from "./support/serve-production";
import { startThrowawayPostgres } from "./support/throwaway-postgres";

const HOST = "127.0.0.1";
const APP_PORT = Number(process.env.BENCH_PORT ?? 4321);
const NGINX_PORT = APP_PORT + 1;
/** deploy/'s nginx site in front of our server, and in front of a static upstream. */
const PROXY_PORT = APP_PORT + 2;
const PROXY_STATIC_PORT = APP_PORT + 3;
const STATIC_UPSTREAM_PORT = APP_PORT + 4;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 10));
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 20);
const CONNECTIONS = 50;
const BYPASS_TOKEN = crypto.randomBytes(24).toString("base64url");
const RSS_AFTER_START_TARGET_MB = 160;
const RSS_AFTER_LOAD_TARGET_MB = 200;
const FIRST_START_TARGET_S = 8;
const RESTART_TARGET_S = 3;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests that got no answer within the tool's time-out. */
  timeouts: number;
  /** Requests answered during the run. */
  requests: number;
  /**
   * The server's CPU time (all its threads, user + system) per request: on a
   * shared machine req/s moves with the neighbours' load, this much less.
   */
  cpuMs: number;
}

const children: ChildProcess[] = [];
const deadline = setTimeout(() => {
  console.error(`Banc d'essai interrompu après ${MAX_MINUTES} minutes.`);
  for (const child of children) child.kill("SIGKILL");
  process.exit(1);
}, MAX_MINUTES * 60_000);
deadline.unref();

function have(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}

/** nginx and wrk from Debian's packages; false when they cannot be had. */
function ensureTools(): boolean {
  if (have("wrk") && have("nginx")) return true;
  console.log("Installation de nginx et wrk (apt-get)…");
  const update = spawnSync("apt-get", ["update"], { stdio: "ignore" });
  const install = spawnSync(
    "apt-get",
    ["install", "-y", "--no-install-recommends", "nginx", "wrk"],
    {
      stdio: "ignore",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    },
  );
  if (update.status === 0 && install.status === 0 && have("wrk") && have("nginx")) return true;
  console.log(
    "nginx ou wrk indisponible (apt-get a échoué ou n'est pas permis) : nos chiffres seuls, mesurés avec autocannon.",
  );
  return false;
}

const milliseconds = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);

interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  timeout?: string;
  /** Runs wrk (one thread) on this core only; the server is pinned to another. */
  cpu?: number;
}

async function wrk(url: string, options: LoadOptions): Promise<Figures> {
  const args = [
    options.cpu === undefined ? "-t2" : "-t1",
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    "--latency",
    ...(options.timeout ? ["--timeout", options.timeout] : []),
    "-H",
    "Accept-Encoding: gzip",
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
      "-H",
      `${name}: ${value}`,
    ]),
    url,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const child =
      options.cpu === undefined
        ? spawn("wrk", args)
        : spawn("taskset", ["-c", String(options.cpu), "wrk", ...args]);
    children.push(child);
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.on("error", reject);
    child.on("exit", () => resolve(text));
  });
  const latency = (percent: string) => {
    const match = new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s|m)`).exec(output);
    return match ? milliseconds(match[1] ?? "", match[2] ?? "") : NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const timeouts = Number(socket?.[4] ?? 0);
  return {
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? NaN),
    cpuMs: NaN,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    p50: latency("50"),
    p99: latency("99"),
    errors:
      non2xx +
      Number(socket?.[1] ?? 0) +
      Number(socket?.[2] ?? 0) +
      Number(socket?.[3] ?? 0) +
      timeouts,
    timeouts,
  };
}

async function withAutocannon(url: string, options: LoadOptions): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeout ? Number.parseInt(options.timeout, 10) : 10,
    headers: { "accept-encoding": "gzip", ...options.headers },
  });
  return {
    requests: result.requests.total,
    cpuMs: NaN,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The systemd unit's priority (deploy/osteo.service): the server runs at it, as deployed. */
const NICE = unitNice();

/**
 * nginx serving the saved bytes (and their gzip copies) from a folder, and
 * deploy/'s nginx site twice: proxying to our server, and proxying
 * to a static upstream (nginx again) that sends the home page's same bytes.
 */
async function startNginx(pages: Record<string, Buffer>, appPort: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-bench-nginx-"));
  const www = path.join(dir, "www");
  fs.mkdirSync(www);
  for (const [name, body] of Object.entries(pages)) {
    fs.writeFileSync(path.join(www, `${name}.html`), body);
    fs.writeFileSync(path.join(www, `${name}.html.gz`), zlib.gzipSync(body, { level: 9 }));
  }
  // nginx's workers run as "nobody": they must be able to read the folder.
  for (const entry of [dir, www, ...fs.readdirSync(www).map((name) => path.join(www, name))]) {
    fs.chmodSync(entry, fs.statSync(entry).isDirectory() ? 0o755 : 0o644);
  }
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  default_type text/html;
  gzip_static on;
  etag on;
  server { listen ${HOST}:${NGINX_PORT}; root ${www}; }
  server { listen ${HOST}:${STATIC_UPSTREAM_PORT}; root ${www}; location = / { rewrite ^ /home.html last; } }
${benchNginxServer({ host: HOST, name: "osteo", listen: PROXY_PORT, upstream: appPort })}
${benchNginxServer({ host: HOST, name: "static_upstream", listen: PROXY_STATIC_PORT, upstream: STATIC_UPSTREAM_PORT })}
}
`,
  );
  const nginx = spawn("nginx", ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
  children.push(nginx);
  const url = `http://${HOST}:${NGINX_PORT}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (
      await fetch(`${url}/home.html`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    proxyUrl: `http://${HOST}:${PROXY_PORT}`,
    proxyStaticUrl: `http://${HOST}:${PROXY_STATIC_PORT}`,
    pid: nginx.pid ?? 0,
    async stop() {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A process and its children (tsx runs the server in a child; nginx forks its workers). */
function processTree(id: number): number[] {
  return [id, ...childProcesses(id).flatMap(processTree)];
}

/** Keeps a process, its children and all their threads on one core. */
function pinToCore(pid: number, cpu: number) {
  for (const id of processTree(pid)) spawnSync("taskset", ["-a", "-pc", String(cpu), String(id)]);
}

/** CPU time (ms, user + system, every thread) a process and its children have used. */
function cpuMilliseconds(pid: number): number {
  const tick = 1000 / 100; // USER_HZ, 100 on Linux
  let ticks = 0;
  for (const id of processTree(pid)) {
    // The fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${id}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    ticks += Number(fields[11] ?? NaN) + Number(fields[12] ?? NaN);
  }
  return ticks * tick;
}

/** `measure`, with the server's CPU time per request answered. */
async function measureWithCpu(pid: number, url: string, options: LoadOptions): Promise<Figures> {
  const before = cpuMilliseconds(pid);
  const figures = await measure(url, options);
  return { ...figures, cpuMs: (cpuMilliseconds(pid) - before) / figures.requests };
}

/** Resident memory of a process and its children. */
function residentMegabytes(pid: number): number {
  let kilobytes = 0;
  for (const id of processTree(pid)) {
    const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
    kilobytes += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kilobytes / 1024;
}

/**
 * Waits until the server has worked off the renders still queued when wrk
 * stopped (up to 50 of them): on a busy machine they took a minute and were
 * counted against the next targets (deploy/'s nginx in front of ours).
 */
async function settled(url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const startedAt = performance.now();
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - startedAt < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const useWrk = ensureTools();
const measure = useWrk ? wrk : withAutocannon;

/** Every measurement against one server configuration, printed as a table. */
async function benchServer(label: string, serverEnv: Record<string, string>) {
  const server = await serveProduction(
    APP_PORT,
    { PAGE_CACHE_BYPASS_TOKEN: BYPASS_TOKEN, ...unitMallocEnvironment(), ...serverEnv },
    { nice: NICE, withFreePage: true, owner: BENCH_OWNER },
  );
  // From the server's spawn, not from the free page published before it.
  const startedAt = Date.now() - server.firstAnswerMs;
  // Lowering it takes root (or CAP_SYS_NICE), as systemd has: say what was measured.
  const priority = os.getPriority(server.pid);
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  try {
    // Memory once started: 15 s after the start, one page served, no load.
    await fetch(server.url + "/");
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, startedAt + 15_000 - Date.now())),
    );
    const rssAfterStart = residentMegabytes(server.pid);
    const articlePath = await firstArticlePath(server.url);
    if (!articlePath) throw new Error("Aucun article publié à mesurer.");
    const pages = { home: "/", article: articlePath, freePage: measuredPages.freePage };
    const bypass = { "X-Page-Cache-Bypass": BYPASS_TOKEN };

    interface Target {
      name: string;
      url: string;
      headers?: Record<string, string>;
      nginxOf?: string;
    }
    const targets: Target[] = [
      { name: "cached home", url: server.url + pages.home, nginxOf: "nginx home" },
      { name: "cached article", url: server.url + pages.article, nginxOf: "nginx article" },
      { name: "cached free page", url: server.url + pages.freePage, nginxOf: "nginx free page" },
      {
        name: "uncached home",
        url: server.url + pages.home,
        headers: bypass,
        nginxOf: "nginx home",
      },
      {
        name: "uncached article",
        url: server.url + pages.article,
        headers: bypass,
        nginxOf: "nginx article",
      },
    ];
    if (useWrk) {
      const bytes = async (pagePath: string) =>
        Buffer.from(
          await (
            await fetch(server.url + pagePath, { headers: { "Accept-Encoding": "identity" } })
          ).arrayBuffer(),
        );
      nginx = await startNginx(
        {
          home: await bytes(pages.home),
          article: await bytes(pages.article),
          "free-page": await bytes(pages.freePage),
        },
        APP_PORT,
      );
      targets.push(
        { name: "nginx home", url: `${nginx.url}/home.html` },
        { name: "nginx article", url: `${nginx.url}/article.html` },
        { name: "nginx free page", url: `${nginx.url}/free-page.html` },
        // The deployment of deploy/: nginx in front, as configured there.
        {
          name: "deploy nginx → ours",
          url: `${nginx.proxyUrl}/`,
          nginxOf: "deploy nginx → static",
        },
        { name: "deploy nginx → static", url: `${nginx.proxyStaticUrl}/` },
      );
    }

    // Warm-up (fills the cache, wakes the JIT), then rounds that measure every
    // target once each: on a shared machine the load of the moment moves all
    // of a round's figures alike, so each ratio to nginx is taken within a
    // round, and the median of those ratios is printed.
    for (const target of targets) {
      await measure(target.url, { connections: 10, seconds: 2, headers: target.headers });
    }
    const rounds: Map<string, Figures>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const round = new Map<string, Figures>();
      for (const target of targets) {
        round.set(
          target.name,
          await measureWithCpu(server.pid, target.url, {
            connections: CONNECTIONS,
            seconds: SECONDS,
            headers: target.headers,
          }),
        );
        if (target.headers) await settled(server.url);
      }
      rounds.push(round);
      console.log(
        `round ${run + 1}: ` +
          targets.map((t) => `${t.name} ${round.get(t.name)?.rps.toFixed(0)} req/s`).join(", "),
      );
    }
    const results = new Map<string, Figures & { ratio: number | null }>();
    for (const target of targets) {
      const runs = rounds.map((round) => round.get(target.name)).filter((r) => r !== undefined);
      const ratios = target.nginxOf
        ? rounds.flatMap((round) => {
            const ours = round.get(target.name);
            const reference = round.get(target.nginxOf ?? "");
            return ours && reference ? [ours.rps / reference.rps] : [];
          })
        : [];
      results.set(target.name, {
        rps: median(runs.map((r) => r.rps)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        errors: runs.reduce((sum, r) => sum + r.errors, 0),
        timeouts: runs.reduce((sum, r) => sum + r.timeouts, 0),
        requests: runs.reduce((sum, r) => sum + r.requests, 0),
        cpuMs: median(runs.map((r) => r.cpuMs)),
        ratio: ratios.length > 0 ? median(ratios) : null,
      });
    }

    const heavyLoad = { connections: 200, seconds: 30, timeout: "10s" };
    const heavy = await measure(server.url + pages.home, heavyLoad);
    const rss = residentMegabytes(server.pid);
    // The same load on nginx: on a shared 2-core machine, wrk and the server
    // compete for the cores, which sets a floor under any server's p99.
    const heavyNginx = nginx ? await measure(`${nginx.url}/home.html`, heavyLoad) : null;
    // The same loads with the server on one core and wrk on the other: what the
    // server does when the client does not compete with it for the cores.
    const pinned = useWrk && have("taskset") && os.cpus().length >= 2;
    let heavyPinned: Figures | null = null;
    let heavyNginxPinned: Figures | null = null;
    if (pinned) {
      pinToCore(server.pid, 0);
      heavyPinned = await measure(server.url + pages.home, { ...heavyLoad, cpu: 1 });
      if (nginx) {
        pinToCore(nginx.pid, 0);
        heavyNginxPinned = await measure(`${nginx.url}/home.html`, { ...heavyLoad, cpu: 1 });
      }
    }

    const format = (value: number, digits = 1) =>
      Number.isFinite(value) ? value.toFixed(digits) : "–";
    console.log(`\n== ${label}`);
    console.log(
      `server's priority: nice ${priority}` +
        (priority === NICE
          ? " (deploy/osteo.service)"
          : ` (deploy/osteo.service says ${NICE}: not permitted here)`),
    );
    console.log(
      `${useWrk ? "wrk" : "autocannon"}, ${CONNECTIONS} connections, Accept-Encoding: gzip, median of ${RUNS} rounds × ${SECONDS} s (${pages.article}); × nginx: median of each round's ratio`,
    );
    console.log(
      "target                  req/s      p50 ms   p99 ms   errors   × nginx   server CPU ms/req",
    );
    for (const target of targets) {
      const figures = results.get(target.name);
      if (!figures) continue;
      console.log(
        [
          target.name.padEnd(22),
          format(figures.rps, 0).padStart(7),
          format(figures.p50, 2).padStart(11),
          format(figures.p99, 2).padStart(8),
          String(figures.errors).padStart(8),
          (figures.ratio === null ? "" : format(figures.ratio, 2)).padStart(9),
          // nginx's own targets: not our server's time.
          (target.name.startsWith("nginx") || target.name.endsWith("static")
            ? ""
            : format(figures.cpuMs, 2)
          ).padStart(19),
        ].join(" "),
      );
    }
    console.log(
      `\n200 connections, 30 s on /: ${format(heavy.rps, 0)} req/s, p99 ${format(heavy.p99, 2)} ms, ` +
        `${heavy.timeouts} requests waited more than 10 s, ${heavy.errors} errors`,
    );
    const heavyLine = (label: string, figures: Figures | null) => {
      if (!figures) return;
      console.log(
        `  ${label.padEnd(40)} ${format(figures.rps, 0)} req/s, p99 ${format(figures.p99, 2)} ms, ` +
          `${figures.timeouts} requests waited more than 10 s, ${figures.errors} errors`,
      );
    };
    heavyLine("nginx, same load:", heavyNginx);
    heavyLine("ours, server on core 0, wrk on core 1:", heavyPinned);
    heavyLine("nginx, server on core 0, wrk on core 1:", heavyNginxPinned);
    console.log(
      `Server memory (RSS): ${format(rssAfterStart, 0)} MB 15 s after the start, ${format(rss, 0)} MB after the load ` +
        (serverEnv.PROCESSES
          ? "(every server process together; the targets are for one process on the embedded database)"
          : `(targets for one process on the embedded database: ≤ ${RSS_AFTER_START_TARGET_MB} and ≤ ${RSS_AFTER_LOAD_TARGET_MB} MB)`),
    );
    await benchAdminPages(server.url, server.dataDir, () => cpuMilliseconds(server.pid), RUNS);
  } finally {
    await nginx?.stop();
    await server.stop();
  }
}

/**
 * `npm start` to the first answer of the home page, build excluded (the
 * bench's first server has built it when needed): on an empty data folder,
 * then again on that folder, RUNS times each; medians. Start times depend
 * on the machine's load, printed beside them.
 */
async function measureStarts() {
  const firstStarts: number[] = [];
  const restarts: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-bench-start-"));
    try {
      for (const times of [firstStarts, restarts]) {
        const server = await serveProduction(APP_PORT, {}, { dataDir, nice: NICE });
        times.push(server.firstAnswerMs / 1000);
        await server.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const seconds = (values: number[]) => values.map((value) => value.toFixed(1)).join(", ");
  console.log(
    `\n== Démarrage (npm start → première réponse), load average ${loadAverage()}\n` +
      `first start, empty data folder: median ${median(firstStarts).toFixed(1)} s (${seconds(firstStarts)}), target ≤ ${FIRST_START_TARGET_S} s\n` +
      `restart, existing data folder: median ${median(restarts).toFixed(1)} s (${seconds(restarts)}), target ≤ ${RESTART_TARGET_S} s`,
  );
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

console.log(`Load average at the start: ${loadAverage()} (${os.availableParallelism()} cores)`);
await benchServer("un processus, base intégrée (PGlite) : la configuration par défaut", {});
await measureStarts();
// The same with one server process per core, as nginx runs one worker per
// core (`worker_processes auto`): only on PostgreSQL (docs/operations.md, PROCESSES).
const postgres = await startThrowawayPostgres();
if (postgres) {
  try {
    await benchServer(`${os.availableParallelism()} processus (PROCESSES=auto), PostgreSQL local`, {
      DATABASE_URL: postgres.url,
      PROCESSES: "auto",
    });
  } finally {
    postgres.stop();
  }
}
console.log(`\nLoad average at the end: ${loadAverage()}`);
console.log(
  "Targets: cached ≥ 0.5 × nginx req/s, p99 < 20 ms, 0 errors; deploy nginx → ours ≥ 0.8 × deploy nginx → static; uncached ≥ 400 req/s (home and article, one process on the embedded database); 0 time-outs at 200 connections, p99 < 100 ms.",
);
