import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { slugify } from "~/lib/slugify";
import { demoArticles } from "~/server/db/demo-articles";
import { startCommand } from "../../scripts/support/start-command";
import { rawExchange, rawRequest } from "../support/raw-request";
import { e2ePorts } from "./support/ports";

/** What a visitor or an attacker gets for requests the site does not serve. */

const raw = (method: string, pathname: string, headers: Record<string, string> = {}) =>
  rawRequest(`http://127.0.0.1:${e2ePorts().app}${pathname}`, method, headers);

for (const [method, pathname] of [
  ["TRACE", "/"],
  ["PUT", "/"],
  ["DELETE", "/blog/rss.xml"],
  ["PATCH", "/admin/articles"],
]) {
  test(`${method} ${pathname} is refused with 405, the allowed methods and a French message`, async () => {
    const response = await raw(method ?? "", pathname ?? "");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
    expect(response.body).toContain("Méthode non autorisée");
    expect(response.body).not.toMatch(/ at |node_modules|\/work\//);
  });
}

test("another spelling of a page's address is redirected for good, never a copy of the page", async () => {
  for (const pathname of ["/SERVICES", "/Services", "/sErViCeS", "/services/", "/servic%65s"]) {
    // Twice: the second answer may come from memory, and must still be the redirect.
    for (const attempt of [1, 2]) {
      const response = await raw("GET", pathname);
      expect(response.status, `${pathname} #${attempt}`).toBe(301);
      expect(response.headers.location).toBe("/services");
    }
  }
  const article = slugify(demoArticles[0]?.title ?? "");
  const upper = await raw("GET", `/BLOG/${article}?utm_source=x`);
  expect(upper.status).toBe(301);
  expect(upper.headers.location).toBe(`/blog/${article}?utm_source=x`);
  expect((await raw("GET", `/blog/${article.toUpperCase()}`)).status).toBe(404);
});

test("a Host header no address can hold gets 400, not an error page with a stack", async () => {
  const response = await raw("GET", "/", { Host: "[bad" });
  expect(response.status).toBe(400);
  expect(response.body).toContain("Requête invalide");
  expect(response.body).not.toMatch(/ at |node_modules/);
});

test("an address whose percent-encoding is broken gets 400 and a French message", async () => {
  for (const pathname of ["/blog/%%%%/x", "/services/%ZZ", "/%E0%A4%A"]) {
    const response = await raw("GET", pathname);
    expect(response.status, pathname).toBe(400);
    expect(response.body).toContain("encodage incorrect");
  }
});

test("a form posted to a page that takes none gets 405 and says so, not the page's error screen", async () => {
  const published = demoArticles.find((a) => a.status === "published");
  const article = `/blog/${slugify(published?.title ?? "")}`;
  for (const pathname of ["/contact", "/services/generale", "/blog", article, "/", "/robots.txt"]) {
    const response = await raw("POST", pathname, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(response.status, pathname).toBe(405);
    expect(response.headers.allow, pathname).toBe("GET, HEAD");
    expect(response.body, pathname).toContain(
      "Méthode non autorisée : cette page ne reçoit pas de formulaire.",
    );
    // Before: "Une erreur est survenue… réessayer", "Article non trouvé", the blog's load error.
    expect(response.body, pathname).not.toMatch(/Une erreur est survenue|non trouvé|réessayer/);
  }
});

test("a POST to an unknown address gets 405 and the 404 page's text", async () => {
  const unknown = await raw("POST", "/nulle-part");
  expect(unknown.status).toBe(405);
  expect(unknown.body).toContain("Os perdu!");
  expect(unknown.body).not.toContain("Une erreur est survenue");
});

test("a form posted to the sign-in page from another site gets 403 and a French message", async () => {
  const response = await raw("POST", "/auth", {
    Origin: "https://evil.example",
    "Content-Type": "application/x-www-form-urlencoded",
  });
  expect(response.status).toBe(403);
  expect(response.body).toContain("Requête refusée : elle ne provient pas de ce site.");
});

/** Request heads written by hand, each in its own packet unless joined. */
const get = (pathname: string, ...headers: string[]) =>
  [`GET ${pathname} HTTP/1.1`, "Host: 127.0.0.1", ...headers, "", ""].join("\r\n");
const postWithoutForm = "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n";

/** Bytes a client may write on one connection, and the statuses it must get back, in order. */
const HAND_WRITTEN: ReadonlyArray<[string, string[], number[]]> = [
  ["pages asked for at once", [get("/") + get("/contact") + get("/blog?page=2")], [200, 200, 200]],
  ["a form between two pages", [get("/") + postWithoutForm + get("/contact")], [200, 405, 200]],
  ["a head split in two packets", ["GET /contact HTTP/1.1\r\nHo", "st: 127.0.0.1\r\n\r\n"], [200]],
  ["an unknown address, then a page", [get("/nulle-part") + get("/")], [404, 200]],
  [
    "a revalidation, then a HEAD",
    [get("/", "If-None-Match: *") + "HEAD / HTTP/1.1\r\nHost: a\r\n\r\n"],
    [304, 200],
  ],
  ["HTTP/1.0 without a Host", ["GET / HTTP/1.0\r\n\r\n"], [400]],
  ["a NUL byte in the address", ["GET /\0 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"], [400]],
  ["lines ended by LF alone", ["GET / HTTP/1.1\nHost: 127.0.0.1\n\n"], [400]],
  ["a head longer than 16 kB", [get("/", `X-Long: ${"a".repeat(20_000)}`)], [431]],
  [
    "a TLS handshake on the plain port",
    ["\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03\r\n\r\n"],
    [400],
  ],
];

test("requests written by hand on one connection are answered in order, never with a 500", async () => {
  for (const [name, chunks, statuses] of HAND_WRITTEN) {
    const exchange = await rawExchange(`http://127.0.0.1:${e2ePorts().app}`, chunks);
    expect(exchange.statuses, name).toEqual(statuses);
  }
});

test("a client that asks to close gets its page, then the connection closes", async () => {
  const exchange = await rawExchange(`http://127.0.0.1:${e2ePorts().app}`, [
    get("/", "Connection: close") + get("/contact"),
  ]);
  expect(exchange).toEqual({ statuses: [200], closed: true });
});

test.describe("server process", () => {
  test.setTimeout(150_000);

  test("npm start runs in production mode by default, logs no client's mistake, and restarts at once after kill -9", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-crash-"));
    const port = e2ePorts().app + 5;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      JOBS: "off",
    };
    delete env.NODE_ENV;
    const start = () => {
      // What `npm start` runs, without npm, which would not pass signals on.
      const { command, args } = startCommand();
      const child = spawn(command, args, { env });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      return { child, exited, output: () => output };
    };
    const healthy = () =>
      expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 90_000 },
        )
        .toBe(200);
    const running: ReturnType<typeof start>[] = [];
    try {
      const first = start();
      running.push(first);
      await healthy();
      expect(first.output()).toContain("mode production");

      // A client's odd requests are answered, not logged: anyone could fill the log.
      const logged = first.output().length;
      for (const [method, pathname] of [
        ["POST", "/contact"],
        ["POST", "/services/generale"],
        ["POST", "/nulle-part"],
        ["GET", "/blog/%%%%/x"],
      ] as const) {
        await rawRequest(`http://127.0.0.1:${port}${pathname}`, method, {});
      }
      await rawRequest(`http://127.0.0.1:${port}/auth`, "POST", { Origin: "https://evil.example" });
      for (const [, chunks] of HAND_WRITTEN) await rawExchange(`http://127.0.0.1:${port}`, chunks);
      await expect(healthy()).resolves.toBeUndefined();
      expect(first.output().slice(logged)).toBe("");

      // The server's own process (the one holding the lock), killed without a chance to clean up.
      const owner = JSON.parse(
        fs.readFileSync(path.join(`${fs.realpathSync(dataDir)}.lock`, "owner.json"), "utf8"),
      ) as { pid: number };
      process.kill(owner.pid, "SIGKILL");
      await first.exited;

      const second = start();
      running.push(second);
      await healthy();
      expect(second.output()).not.toContain("déjà utilisé");
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    } finally {
      for (const server of running) server.child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(`${dataDir}.lock`, { recursive: true, force: true });
    }
  });
});
