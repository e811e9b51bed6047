/**
 * `npm run drill:machines`: the two-machine setup of docs/operations.md,
 * proven end to end on this machine. Debian's nginx runs
 * deploy/osteo-two-machines.nginx.conf (round-robin, retries on the other
 * server) in front of two servers built from this tree (`npm start`), each
 * with its own data folder, sharing one PostgreSQL database, AUTH_SECRET and
 * an S3-compatible bucket for the images (s3rver). It checks, and says in
 * French:
 *
 * - a session opened once works on both servers;
 * - an image uploaded through one is served by the other;
 * - an article published on one is served by the other within a second
 *   (content-version.server.ts: NOTIFY between processes);
 * - stopping one (SIGTERM) under load loses no request through nginx.
 *
 * That nightly jobs and imports run once across machines is proven by the
 * database tests that run in CI (backup-job, maintenance, job-lock, import-run).
 * PostgreSQL: DRILL_DATABASE_URL or TEST_DATABASE_URL (a new database is
 * made on that server and dropped after), else a throwaway cluster.
 * It takes a build (minutes on a 2-core machine) and about 30 s more, so it
 * is a command, not a CI test.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { practiceSettingsPort } from "~/features/practice/practice-settings.server";
import { openDatabase } from "~/server/db/database.server";
import { parseEnv } from "~/server/env.server";
import { signedInCookie } from "../tests/support/auth";
import { startS3Server } from "../tests/support/s3-bucket";
import { drillNginxServer } from "./support/deploy-files";
import { serveProduction } from "./support/serve-production";
import { startThrowawayPostgres } from "./support/throwaway-postgres";

const HOST = "127.0.0.1";
const NGINX_PORT = Number(process.env.DRILL_PORT ?? 4573);
const SERVER_PORTS = [NGINX_PORT + 1, NGINX_PORT + 2];
const PUBLIC_URL = `http://${HOST}:${NGINX_PORT}`;
/** How long a public change may take to reach the other server. */
const PROPAGATION_LIMIT_MS = 1_000;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
const failures: string[] = [];

function check(ok: boolean, success: string, failure: string) {
  console.log(`${ok ? "OK    " : "ÉCHEC "} ${ok ? success : failure}`);
  if (!ok) failures.push(failure);
}

/** A new database on the PostgreSQL of DRILL_DATABASE_URL/TEST_DATABASE_URL, or a throwaway cluster's. */
async function database(): Promise<string> {
  const server = process.env.DRILL_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server) {
    const throwaway = await startThrowawayPostgres();
    if (!throwaway) throw new Error("PostgreSQL est indispensable à l'exercice.");
    cleanups.push(() => throwaway.stop());
    return throwaway.url;
  }
  const name = `drill_${crypto.randomBytes(8).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startNginx() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-drill-nginx-"));
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `pid ${dir}/nginx.pid;
error_log stderr error;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${drillNginxServer({ host: HOST, listen: NGINX_PORT, upstreams: SERVER_PORTS })}
}
`,
  );
  const nginx = spawn("nginx", ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
  cleanups.push(async () => {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });
}

/** Sends GETs through nginx from `concurrency` clients until `stop`; counts what was not a 200. */
function load(paths: string[], concurrency: number) {
  let running = true;
  const counts = { sent: 0, failed: 0, failures: new Map<string, number>() };
  const client = async (offset: number) => {
    for (let i = offset; running; i++) {
      const target = paths[i % paths.length]!;
      counts.sent++;
      const outcome = await fetch(PUBLIC_URL + target).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status === 200 ? null : `${response.status} ${target}`;
        },
        (error: Error) => `${error.message} ${target}`,
      );
      if (outcome) {
        counts.failed++;
        counts.failures.set(outcome, (counts.failures.get(outcome) ?? 0) + 1);
      }
    }
  };
  const clients = Array.from({ length: concurrency }, (_, index) => client(index));
  return {
    counts,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

/**
 * A publication: an article saved as published on `one`, with the uploaded
 * cover, looked for on the blog page of `other` (stored in its page cache).
 */
async function checkPublication(one: string, other: string, cookie: string, imageUrl: string) {
  const title = `Exercice à deux machines ${crypto.randomBytes(3).toString("hex")}`;
  await (await fetch(`${other}/blog`)).arrayBuffer();
  const article = new FormData();
  const fields = {
    intent: "save",
    title,
    metaTitle: "",
    metaDescription: "Un article publié sur un serveur et lu sur l'autre.",
    excerpt: "Publié sur l'un, lu sur l'autre.",
    content: "<p>Du texte.</p>",
    status: "published",
    scheduledFor: "",
    imageUrl: imageUrl.replace("/media/articles/", ""),
    imageAlt: "Une couleur unie",
  };
  for (const [name, value] of Object.entries(fields)) article.set(name, value);
  const saved = await fetch(`${one}/admin/articles/edit`, {
    method: "POST",
    // As nginx passes it: the public host, which React Router compares with Origin.
    headers: { cookie, origin: PUBLIC_URL, "x-forwarded-host": new URL(PUBLIC_URL).host },
    body: article,
    redirect: "manual",
  });
  const publishedAt = performance.now();
  let seenAfter: number | null = null;
  while (performance.now() - publishedAt < 5_000) {
    const blog = await (await fetch(`${other}/blog`)).text();
    if (blog.includes(title)) {
      seenAfter = performance.now() - publishedAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  check(
    saved.status < 400 && seenAfter !== null && seenAfter < PROPAGATION_LIMIT_MS,
    `un article publié sur l'un est servi par l'autre en ${Math.round(seenAfter ?? 0)} ms`,
    `publication : enregistrement ${saved.status}, vue par l'autre ${seenAfter === null ? "jamais" : `en ${Math.round(seenAfter)} ms`}`,
  );
}

async function drill() {
  const databaseUrl = await database();
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());
  await startNginx();
  const shared = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    PUBLIC_URL,
    TRUST_PROXY: "true",
    JOBS: "on",
    ...s3.mediaEnv,
  };
  // Migrated once here; the servers' own migration waits on an advisory lock anyway.
  const env = parseEnv({ NODE_ENV: "production", ...shared });
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl });
  cleanups.push(() => handle.close());
  const services = {
    env,
    db: handle.db,
    now: () => new Date(),
    practiceSettings: practiceSettingsPort,
  };

  const dataDirs = SERVER_PORTS.map((port) =>
    fs.mkdtempSync(path.join(os.tmpdir(), `osteo-drill-${port}-`)),
  );
  cleanups.push(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const servers = [];
  for (const [index, port] of SERVER_PORTS.entries()) {
    const started = await serveProduction(port, shared, { dataDir: dataDirs[index] });
    // Stopped once: the drill stops one itself, the clean-up the rest.
    let stopping: Promise<void> | null = null;
    const server = { ...started, stop: () => (stopping ??= started.stop()) };
    cleanups.push(() => server.stop());
    servers.push(server);
  }
  const [one, other] = servers as [(typeof servers)[0], (typeof servers)[0]];
  console.log(`Deux serveurs (${one.url}, ${other.url}) derrière nginx (${PUBLIC_URL}).`);

  const cookie = await signedInCookie(services);
  const admin = async (url: string) =>
    (await fetch(`${url}/admin`, { headers: { cookie }, redirect: "manual" })).status;
  const [adminOne, adminOther] = [await admin(one.url), await admin(other.url)];
  check(
    adminOne === 200 && adminOther === 200,
    "une session ouverte vaut sur les deux serveurs",
    `session : /admin répond ${adminOne} et ${adminOther}`,
  );

  const photo = await sharp({
    create: { width: 320, height: 200, channels: 3, background: "#4a7" },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
  const uploaded = await fetch(`${one.url}/admin/media/upload`, {
    method: "POST",
    headers: { cookie, origin: PUBLIC_URL },
    body: form,
  });
  const answer = (await uploaded.json()) as { ok: boolean; image?: { url: string } };
  const imageUrl = answer.image?.url ?? "";
  const fromOther = await fetch(other.url + imageUrl);
  const [bytesOne, bytesOther] = [
    Buffer.from(await (await fetch(one.url + imageUrl)).arrayBuffer()),
    Buffer.from(await fromOther.arrayBuffer()),
  ];
  check(
    answer.ok && fromOther.status === 200 && bytesOther.length > 0 && bytesOther.equals(bytesOne),
    `une image envoyée par l'un est servie par l'autre (${imageUrl}, ${fromOther.headers.get("cache-control")})`,
    `image : envoi ${uploaded.status}, l'autre serveur répond ${fromOther.status}`,
  );

  await checkPublication(one.url, other.url, cookie, imageUrl);

  const traffic = load(["/", "/blog", imageUrl, "/services/generale"], 8);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await other.stop();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await traffic.stop();
  const { sent, failed, failures: kinds } = traffic.counts;
  check(
    failed === 0 && sent > 100,
    `arrêt (SIGTERM) de l'un sous charge : ${sent} requêtes par nginx, aucune perdue`,
    `arrêt sous charge : ${failed} requêtes en échec sur ${sent} (${[...kinds].map(([kind, n]) => `${n}× ${kind}`).join(", ")})`,
  );
}

try {
  await drill();
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  console.error(error);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
if (failures.length) {
  console.log(`Exercice à deux machines : ${failures.length} vérification(s) en échec.`);
  process.exitCode = 1;
} else {
  console.log("Exercice à deux machines réussi.");
}
