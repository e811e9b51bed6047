import http, { type RequestListener } from "node:http";
import { Socket, type AddressInfo } from "node:net";
import { afterAll, describe, expect, it, vi } from "vitest";
import { addDays } from "date-fns";
import { createTestServices, openSecondProcess } from "../../../tests/support/test-services";
import type { AppServices } from "~/server/context.server";
import { bumpPublicContentVersion } from "~/server/content-version.server";
import { redirections } from "~/server/db/schema";
import { createRedirectFront } from "./redirect-front.server";
import { listNotFoundAddresses, NOT_FOUND_KEPT } from "./not-found-log.server";
import { listRedirections, saveImportedRedirections, saveRedirection } from "./redirections.server";

let clock = new Date("2026-06-01T08:00:00Z");
const services = await createTestServices({ now: () => clock });

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** The site behind the front: its pages answer 200, anything else 404. */
const site: RequestListener = (req, res) => {
  const known = ["/", "/a-propos", "/blog"].includes(req.url?.split("?")[0] ?? "");
  res.writeHead(known ? 200 : 404, { "Content-Type": "text/plain; charset=utf-8" }).end("page");
};

async function serve(target: AppServices) {
  const front = createRedirectFront(target);
  const server = http.createServer(front.front(site));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, userAgent = BROWSER) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      redirect: "manual",
      headers: { "User-Agent": userAgent },
    });
  return { front, get };
}

const { front, get } = await serve(services);

describe("serving redirections", () => {
  it("answers 301 to the target, with or without the trailing slash", async () => {
    await saveRedirection(services, null, { from: "/ancien/", to: "/blog" });
    for (const path of ["/ancien", "/ancien/", "/ancien?utm_source=lettre"]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location")).toBe("/blog");
    }
  });

  it("answers WordPress's /?p= form, and leaves the home page alone", async () => {
    await saveImportedRedirections(services.db, [{ from: "/?p=42", to: "/a-propos" }]);
    const redirected = await get("/?p=42");
    expect(redirected.headers.get("location")).toBe("/a-propos");
    expect((await get("/")).status).toBe(200);
    expect((await get("/?p=43")).status).toBe(200);
  });

  it("never redirects an address the site serves", async () => {
    expect(await saveRedirection(services, null, { from: "/a-propos", to: "/blog" })).toMatchObject(
      {
        ok: false,
      },
    );
    expect((await get("/a-propos")).status).toBe(200);
  });

  it("serves the page, not an error, for a target no header can carry (written by hand)", async () => {
    await services.db
      .insert(redirections)
      .values({ fromPath: "/a-la-main", toPath: "/blog#€", source: "manuel" });
    await bumpPublicContentVersion(services);
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
    expect((await get("/a-la-main")).status).toBe(404);
    spy.mockRestore();
    expect(String(errors[0])).toContain("/a-la-main");
  });

  it("counts visits, written in one batch", async () => {
    await saveRedirection(services, null, { from: "/compte", to: "/blog" });
    await get("/compte");
    await get("/compte/");
    await get("/compte");
    await front.flush();
    const row = (await listRedirections(services)).find((r) => r.fromPath === "/compte");
    expect(row).toMatchObject({ visits: 3, lastVisitAt: clock });
  });
});

describe("the fast lane", () => {
  const stored = (status: number) => ({
    head: Buffer.from(""),
    body: null,
    status,
    contentType: "text/html",
  });
  const request = (url: string) => ({
    method: "GET" as const,
    url,
    headers: { "user-agent": BROWSER },
    close: false,
  });
  const socket = new Socket();

  it("leaves a redirected address to Node's handler, where the 301 is answered", async () => {
    await saveRedirection(services, null, { from: "/par-la-voie-rapide", to: "/blog" });
    const answer = front.lane(() => stored(200));
    expect(await answer(request("/par-la-voie-rapide/"), socket)).toBeNull();
    expect(await answer(request("/a-propos"), socket)).toMatchObject({ status: 200 });
  });

  it("notes the 404 pages it answers from memory", async () => {
    const answer = front.lane(() => stored(404));
    await answer(request("/blog/article-disparu"), socket);
    await front.flush();
    const paths = (await listNotFoundAddresses(services)).map((row) => row.path);
    expect(paths).toContain("/blog/article-disparu");
  });
});

describe("'Adresses introuvables'", () => {
  const logged = async () =>
    Object.fromEntries((await listNotFoundAddresses(services)).map((row) => [row.path, row.hits]));

  it("notes the 404s answered to visitors, without their query string", async () => {
    await get("/vieille-page/?email=marie@example.fr");
    await get("/vieille-page");
    await get("/blog");
    await front.flush();
    expect((await logged())["/vieille-page"]).toBe(2);
    expect(Object.keys(await logged()).some((path) => path.includes("email"))).toBe(false);
  });

  it("counts React Router's data request for a page as the page", async () => {
    await get("/page-par-le-routeur.data");
    await front.flush();
    expect((await logged())["/page-par-le-routeur"]).toBe(1);
  });

  it("leaves out robots and the site's own areas", async () => {
    await get("/page-de-robot", "Googlebot/2.1 (+http://www.google.com/bot.html)");
    await get("/page-sans-navigateur", "");
    await get("/assets/ancien-fichier.js");
    await get("/admin/inconnue");
    await front.flush();
    const paths = Object.keys(await logged());
    expect(paths).not.toContain("/page-de-robot");
    expect(paths).not.toContain("/page-sans-navigateur");
    expect(paths).not.toContain("/assets/ancien-fichier.js");
    expect(paths).not.toContain("/admin/inconnue");
  });

  it("adds up the counts of several processes", async () => {
    const other = createRedirectFront(services);
    await get("/deux-processus");
    const otherServer = http.createServer(other.front(site));
    await new Promise<void>((resolve) => otherServer.listen(0, "127.0.0.1", resolve));
    const { port } = otherServer.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/deux-processus`, { headers: { "User-Agent": BROWSER } });
    await Promise.all([front.flush(), other.flush()]);
    await new Promise<void>((resolve) => otherServer.close(() => resolve()));
    expect((await logged())["/deux-processus"]).toBe(2);
  });

  it("hides an address once it is redirected", async () => {
    await get("/bientot-redirigee");
    await front.flush();
    expect((await logged())["/bientot-redirigee"]).toBe(1);
    await saveRedirection(services, null, { from: "/bientot-redirigee", to: "/blog" });
    expect((await logged())["/bientot-redirigee"]).toBeUndefined();
  });

  it(`keeps the ${NOT_FOUND_KEPT} most visited, of the last 90 days`, async () => {
    for (let n = 0; n < NOT_FOUND_KEPT + 20; n += 1) await get(`/sonde-${n}`);
    await get("/sonde-0");
    await front.flush();
    const rows = await listNotFoundAddresses(services);
    expect(rows).toHaveLength(NOT_FOUND_KEPT);
    expect(rows[0]?.hits).toBe(2);
    expect(rows.map((row) => row.path)).toContain("/sonde-0");

    clock = addDays(clock, 91);
    await get("/apres-trois-mois");
    await front.flush();
    expect((await listNotFoundAddresses(services)).map((row) => row.path)).toEqual([
      "/apres-trois-mois",
    ]);
  });
});

if (services.databaseUrl) {
  const databaseUrl = services.databaseUrl;
  describe("several processes on one PostgreSQL database", async () => {
    const otherServices = await openSecondProcess(databaseUrl, services.env, () => clock);
    const other = await serve(otherServices);

    it("serves a redirection added by another process within a second", async () => {
      expect((await other.get("/ajoutee-ailleurs")).status).toBe(404);
      await saveRedirection(services, null, { from: "/ajoutee-ailleurs", to: "/blog" });
      await expect
        .poll(async () => (await other.get("/ajoutee-ailleurs")).status, { timeout: 2_000 })
        .toBe(301);
    });
  });
}
