import crypto from "node:crypto";
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";
import { legalNotice } from "../../app/content/legal";
import { serviceDetails } from "../../app/content/services";
import { testimonials } from "../../app/content/testimonials";
import { childProcesses } from "../../scripts/support/child-processes";
import { startCommand } from "../../scripts/support/start-command";
import { e2ePorts } from "./support/ports";

/** What the server promises every page: headers, a CSP nothing violates, health, shutdown. */

const pages = ["/", "/services/generale", "/blog", "/contact", "/auth"];

test("every page carries the security headers, and allows only its own inline scripts", async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (const pagePath of pages) {
    const response = await request.get(pagePath);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.match(/script-src [^;]*/)?.[0] ?? "";
    expect(scriptSrc, pagePath).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src [^;]*127\.0\.0\.1:\d+ https:\/\/www\.openstreetmap\.org/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    const inline = [
      ...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g),
    ].filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ""));
    expect(inline.length, pagePath).toBeGreaterThan(0);
    const nonce = scriptSrc.match(/'nonce-([^']+)'/)?.[1];
    if (nonce) {
      // A page rendered for this visitor: a fresh nonce on every inline script.
      nonces.add(nonce);
      for (const [tag] of inline) expect(tag, pagePath).toContain(`nonce="${nonce}"`);
    } else {
      // A page the same for everyone (server/page-cache/): the hash of each inline script.
      for (const [, , code] of inline) {
        const hash = crypto
          .createHash("sha256")
          .update(code ?? "")
          .digest("base64");
        expect(scriptSrc, pagePath).toContain(`'sha256-${hash}'`);
      }
    }
  }
  // /auth is never shared: its nonce is its own.
  expect(nonces.size).toBeGreaterThan(0);
});

test("no page triggers a content security policy violation", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  for (const pagePath of pages) {
    await page.goto(pagePath);
    await page.waitForLoadState("networkidle");
    const violations = await page.evaluate(
      () => (window as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    expect(violations, pagePath).toEqual([]);
  }
});

test("pages and assets are compressed, hashed assets cached for a year", async ({ request }) => {
  const home = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(["br", "gzip"]).toContain(home.headers()["content-encoding"]);
  const asset = (await home.text()).match(/\/assets\/[^"]+\.css/)?.[0];
  expect(asset).toBeTruthy();
  for (const encoding of ["br", "gzip"]) {
    const css = await request.get(asset ?? "", { headers: { "Accept-Encoding": encoding } });
    expect(css.headers()["content-encoding"]).toBe(encoding);
    expect(css.headers()["cache-control"]).toContain("immutable");
    expect(css.headers()["cache-control"]).toContain("max-age=31536000");
  }
});

test("built scripts carry only a static file's headers, the page keeps its policy", async ({
  request,
}) => {
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"]).toContain("script-src");
  const script = (await home.text()).match(/\/assets\/islands-[^"]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const response = await request.get(script ?? "", { headers: { "Accept-Encoding": "br" } });
  const headers = response.headers();
  expect(response.status()).toBe(200);
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["content-type"]).toContain("text/javascript");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toContain("immutable");
  for (const pageOnly of [
    "content-security-policy",
    "referrer-policy",
    "x-frame-options",
    "permissions-policy",
    "cross-origin-opener-policy",
    "etag",
    "last-modified",
  ]) {
    expect(headers[pageOnly], pageOnly).toBeUndefined();
  }
  // A missing file is answered by the site, with the page headers.
  const missing = await request.get("/assets/absent-0000.js");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-security-policy"]).toBeTruthy();
});

/**
 * Every script a page can load, with each script's code: what loads at
 * once, the islands further down (scrolled to) and the information modal
 * (a booking button under the pointer), once the network is quiet.
 */
async function scriptsLoadedBy(page: Page, request: APIRequestContext, pagePath: string) {
  const urls = new Set<string>();
  const onResponse = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === "script") urls.add(response.url());
  };
  page.on("response", onResponse);
  await page.goto(pagePath);
  await expect(page.locator("html[data-islands='hydrated']")).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("a[data-booking-source]:visible").first().hover();
  await expect.poll(() => [...urls].some((url) => url.includes("/information-modal-"))).toBe(true);
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  return Promise.all(
    [...urls].map(async (url) => ({ url, code: await (await request.get(url)).text() })),
  );
}

test("public pages load no React Router, no admin code, no zod, no date-fns, no toast library and no chart library, even at idle", async ({
  page,
  request,
}) => {
  for (const pagePath of ["/", "/services/generale", "/blog", "/page-inexistante"]) {
    const scripts = await scriptsLoadedBy(page, request, pagePath);
    expect(scripts.length, pagePath).toBeGreaterThan(0);
    expect(scripts.length, pagePath).toBeLessThanOrEqual(15);
    for (const { url, code } of scripts) {
      // React Router (islands only), zod, date-fns, the article editor, the autosave line,
      // Radix Toast, Chart.js (statistics page).
      for (const marker of [
        "__reactRouterContext",
        "ZodError",
        "weekStartsOn",
        "Sélectionner une section",
        "Dernière sauvegarde",
        "ToastProvider",
        "Failed to create chart",
      ]) {
        // A boolean, so a failure names the marker instead of printing the whole bundle.
        expect(code.includes(marker), `${pagePath} ${url} contains ${marker}`).toBe(false);
      }
    }
  }
});

// V8 keeps each module's source in memory, at two bytes a character for
// the whole file when one character is beyond Latin-1 (docs/decisions/0016).
// The bundle escapes them, but not in template literals.
test("the server bundle has no character beyond Latin-1", () => {
  const serverDir = path.resolve(process.env.BUILD_DIR ?? "build", "server");
  const files = [
    "index.js",
    ...fs.readdirSync(path.join(serverDir, "assets")).map((name) => `assets/${name}`),
  ].filter((file) => file.endsWith(".js"));
  expect(files.length).toBeGreaterThan(2);
  for (const file of files) {
    const text = fs.readFileSync(path.join(serverDir, file), "utf8");
    const wide = /[^\u0000-\u00ff]/.exec(text);
    expect(wide && text.slice(Math.max(0, wide.index - 40), wide.index + 10), file).toBeNull();
  }
});

test("a public page paints before asking for its hydration code, then becomes interactive", async ({
  page,
}) => {
  for (const pagePath of ["/", "/blog"]) {
    await page.goto(pagePath);
    // The booking buttons answer once the islands are hydrated.
    await expect(page.locator("html[data-islands='hydrated']")).toHaveCount(1);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(paint, pagePath).not.toBeNull();
    expect(scripts.length, pagePath).toBeGreaterThan(0);
    expect(Math.min(...scripts), pagePath).toBeGreaterThanOrEqual(paint ?? Infinity);
  }
});

test("page texts reach the browser in the HTML, never in a public page's scripts", async ({
  page,
  request,
}) => {
  // Up to a text's first placeholder ({ville}…), which the server fills in.
  const literal = (text: string) => text.split("{")[0]?.trim() ?? "";
  const texts = {
    legal: literal(legalNotice.intro),
    service: literal(serviceDetails.general.intro),
    testimonial: literal(testimonials[0]?.content ?? ""),
  };
  expect(texts.testimonial).not.toBe("");
  for (const [pagePath, shown] of [
    ["/", texts.testimonial],
    ["/mentions-legales", texts.legal],
    ["/services/generale", texts.service],
  ] as const) {
    const scripts = await scriptsLoadedBy(page, request, pagePath);
    for (const [name, text] of Object.entries(texts)) {
      const carried = scripts.some(({ code }) => code.includes(text));
      expect(carried, `${name} text in the scripts of ${pagePath}`).toBe(false);
    }
    await expect(page.getByText(shown).first()).toBeVisible();
  }
});

test("health check answers while the database is reachable", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("a body larger than any upload is refused before reaching the app", async ({ request }) => {
  const response = await request.post("/api/leads", {
    headers: { "Content-Type": "application/json" },
    data: "x".repeat(13 * 1024 * 1024),
  });
  expect(response.status()).toBe(413);
});

test("a chunked body, whose size is not declared, is refused before reaching the app", async () => {
  const { app } = e2ePorts();
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: app, method: "POST", path: "/auth" },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.setHeader("Content-Type", "application/x-www-form-urlencoded");
    request.setHeader("Transfer-Encoding", "chunked");
    request.write("email=a%40b.fr&");
    request.end("password=x");
  });
  expect(status).toBe(411);
});

test("behind the proxy, a visitor cannot dodge a rate limit by claiming other addresses", async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let i = 1; i <= 11; i++) {
    // The proxy appends the visitor's real address after whatever the visitor sent.
    const response = await request.post("/api/leads", {
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `203.0.113.${i}, 192.0.2.77`,
      },
      data: "{}",
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
});

test.describe("server process", () => {
  test.setTimeout(120_000);
  // What `npm start` runs, without npm, which would not pass signals on.
  const start = startCommand();

  function startServer(port: number, dataDir: string) {
    const child = spawn(start.command, start.args, {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        JOBS: "off",
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    return { child, exited, output: () => output };
  }

  test("a second server on the same data folder refuses, and SIGTERM stops the first cleanly", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-lifecycle-"));
    const port = e2ePorts().app + 3;
    const first = startServer(port, dataDir);
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          {
            timeout: 90_000,
          },
        )
        .toBe(200);

      const second = startServer(port + 1, dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("déjà utilisé par un autre processus");

      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain("SIGTERM reçu");
      // The lock is released: the folder can be opened again.
      const third = startServer(port, dataDir);
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          {
            timeout: 90_000,
          },
        )
        .toBe(200);
      third.child.kill("SIGTERM");
      expect(await third.exited).toBe(0);
    } finally {
      first.child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("SIGTERM closes a connection holding half a request at once, and the database with it", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-shutdown-"));
    const port = e2ePorts().app + 3;
    const server = startServer(port, dataDir);
    const client = new net.Socket();
    const health = () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.status,
        () => 0,
      );
    try {
      await expect.poll(health, { timeout: 90_000 }).toBe(200);
      await new Promise<void>((resolve) => client.connect(port, "127.0.0.1", resolve));
      const closed = new Promise((resolve) => client.on("close", resolve));
      client.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/");
      await new Promise((resolve) => setTimeout(resolve, 200));

      const started = Date.now();
      server.child.kill("SIGTERM");
      // Exit code 0 comes only after the database is closed (1 after the forced exit).
      expect(await server.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(9_000);
      await closed;
    } finally {
      client.destroy();
      server.child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("PROCESSES=2 on PostgreSQL: two processes serve the site, one that dies is replaced at once, SIGTERM stops them all", async () => {
    const postgres = process.env.TEST_DATABASE_URL;
    test.skip(!postgres, "needs PostgreSQL (TEST_DATABASE_URL, set by .ci/run)");
    // A database of its own: the first process seeds it and creates the owner.
    const name = `osteo_processes_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const databaseUrl = new URL(postgres ?? "");
    databaseUrl.pathname = `/${name}`;
    const port = e2ePorts().app + 6;
    const child = spawn(start.command, start.args, {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl.href,
        PROCESSES: "2",
        JOBS: "off",
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    // The spawned process is the supervisor; the site's processes are its children.
    const siteProcesses = () => childProcesses(child.pid ?? 0);
    // A new connection each time, as a new visitor opens one.
    const contactStatus = () =>
      new Promise<number>((resolve) => {
        const request = http.get(
          { host: "127.0.0.1", port, path: "/contact", agent: false, timeout: 5_000 },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on("timeout", () => request.destroy());
        request.on("error", () => resolve(0));
      });
    try {
      await expect.poll(() => output, { timeout: 90_000 }).toContain("2 processus servent le site");
      // Only the first process seeded the database and says so, once.
      expect(output.match(/Base vide : 17 articles/g)).toHaveLength(1);
      const [first, second] = siteProcesses();
      expect(siteProcesses()).toHaveLength(2);

      // Each process answers from its own page cache: both serve the page.
      for (let i = 0; i < 20; i++) expect(await contactStatus()).toBe(200);
      process.kill(first ?? 0, "SIGKILL");
      // The other process takes every new connection at once: none waits.
      for (let i = 0; i < 10; i++) expect(await contactStatus()).toBe(200);
      await expect.poll(() => output, { timeout: 60_000 }).toContain("en ligne (remplaçant)");
      expect(output).toContain(`Processus ${first} arrêté (SIGKILL) : un autre le remplace.`);
      expect(siteProcesses()).toHaveLength(2);
      expect(siteProcesses()).toContain(second);

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toContain("SIGTERM reçu");
      expect(await contactStatus()).toBe(0);
    } finally {
      for (const pid of [...siteProcesses(), child.pid ?? 0]) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
      await exited;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  test("a bad setting stops the server with a message naming the variable", async () => {
    const child = spawn(start.command, start.args, {
      env: { ...process.env, PORT: "pas-un-port", DATA_DIR: os.tmpdir() },
    });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("PORT: doit être un numéro de port");
    expect(output).not.toContain("    at ");
  });
});
