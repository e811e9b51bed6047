/**
 * The admin list pages in `npm run bench`: the owner signs in as a person
 * does (the password, then the code e-mailed to the owner, read from the
 * data folder's outbox: the bench's server has no SMTP) and uploads a few
 * images to the media library (a fresh install has none), then each page is
 * requested a fixed number of times over a few connections, BENCH_RUNS
 * series each; the server's CPU time per request and the median latency
 * (medians over the series) are printed against the 25 ms goal
 * (docs/decisions/0016-small-server.md, "Admin list pages").
 */
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";

/** The owner, created before the bench's server starts (`npm run admin:create`). */
export const BENCH_OWNER = {
  ADMIN_EMAIL: "banc-d-essai@exemple.fr",
  ADMIN_PASSWORD: "Banc-d-essai-des-pages-2026",
};

export const ADMIN_PAGES = {
  dashboard: "/admin",
  articles: "/admin/articles",
  requests: "/admin/demandes",
  pages: "/admin/pages",
  menus: "/admin/menus",
  media: "/admin/medias",
};

const GOAL_MS = 25;
const UPLOADS = 6;
const REQUESTS = Math.max(10, Number(process.env.BENCH_ADMIN_REQUESTS ?? 200));
const CONNECTIONS = 4;

const cookiePairs = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="));

/** The newest sign-in code written to the outbox, waited for a few seconds. */
async function emailedCode(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, "outbox");
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      // Quoted-printable: soft line breaks may cut the line.
      const raw = fs.readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, "");
      const code = /Code de connexion : (\d{6})/.exec(raw)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("Aucun code de connexion dans la boîte d'envoi du banc d'essai.");
}

/** Signs the owner in through /auth's forms; the Cookie header of the session. */
export async function signInOwner(url: string, dataDir: string): Promise<string> {
  const post = (fields: Record<string, string>, cookie = "") =>
    fetch(`${url}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: url,
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    });
  const login = await post({
    intent: "login",
    email: BENCH_OWNER.ADMIN_EMAIL,
    password: BENCH_OWNER.ADMIN_PASSWORD,
  });
  const pending = cookiePairs(login);
  const code = await post(
    { intent: "code", method: "email", code: await emailedCode(dataDir) },
    pending.join("; "),
  );
  const cookie = [...pending, ...cookiePairs(code)].join("; ");
  const check = await fetch(`${url}/admin`, { headers: { cookie }, redirect: "manual" });
  if (check.status !== 200)
    throw new Error(`Connexion du banc d'essai refusée (/admin répond ${check.status}).`);
  return cookie;
}

/** Photos through the media library's upload, as its page sends them. */
async function uploadImages(url: string, cookie: string) {
  for (let index = 0; index < UPLOADS; index++) {
    const photo = await sharp({
      create: { width: 640, height: 400, channels: 3, background: `hsl(${index * 60}, 40%, 60%)` },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set(
      "file",
      new File([new Uint8Array(photo)], `photo-${index}.jpg`, { type: "image/jpeg" }),
    );
    const answer = await fetch(`${url}/admin/media/upload`, {
      method: "POST",
      headers: { cookie, origin: url },
      body: form,
    });
    if (!answer.ok) throw new Error(`Envoi d'image du banc d'essai refusé (${answer.status}).`);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function series(url: string, cookie: string, amount: number) {
  const result = await autocannon({
    url,
    amount,
    connections: CONNECTIONS,
    headers: { cookie, "accept-encoding": "gzip" },
  });
  return { p50: result.latency.p50, errors: result.errors + result.non2xx };
}

/**
 * Measures and prints the admin list pages; `serverCpuMs` reads the server's
 * CPU time so far (user + system of all its threads and children).
 */
export async function benchAdminPages(
  url: string,
  dataDir: string,
  serverCpuMs: () => number,
  runs: number,
) {
  const cookie = await signInOwner(url, dataDir);
  await uploadImages(url, cookie);
  const figures = new Map<string, { cpu: number[]; p50: number[]; errors: number }>();
  for (const [name, pagePath] of Object.entries(ADMIN_PAGES)) {
    await series(url + pagePath, cookie, 20); // warm-up
    figures.set(name, { cpu: [], p50: [], errors: 0 });
  }
  for (let run = 0; run < runs; run++) {
    for (const [name, pagePath] of Object.entries(ADMIN_PAGES)) {
      const before = serverCpuMs();
      const { p50, errors } = await series(url + pagePath, cookie, REQUESTS);
      const page = figures.get(name);
      page?.cpu.push((serverCpuMs() - before) / REQUESTS);
      page?.p50.push(p50);
      if (page) page.errors += errors;
    }
  }
  console.log(
    `\nAdmin list pages, signed in: ${REQUESTS} requests × ${runs} series each, ${CONNECTIONS} connections (autocannon), medians`,
  );
  console.log("page        path               server CPU ms/req   p50 ms   errors   goal");
  for (const [name, pagePath] of Object.entries(ADMIN_PAGES)) {
    const page = figures.get(name);
    if (!page) continue;
    const cpu = median(page.cpu);
    console.log(
      [
        name.padEnd(11),
        pagePath.padEnd(18),
        cpu.toFixed(1).padStart(17),
        median(page.p50).toFixed(1).padStart(8),
        String(page.errors).padStart(8),
        `   < ${GOAL_MS} ms ${cpu < GOAL_MS ? "ok" : "NOT REACHED"}`,
      ].join(" "),
    );
  }
}
