/**
 * The free pages' route sits at the site's root (/{slug}), where static
 * files, the IndexNow key and the app's own routes (/healthz) answer too:
 * the page cache serves a published page from memory, and leaves any other
 * name to the rest of the stack rather than answering it 404 in front.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { EntryContext, ServerBuild } from "react-router";
import * as freePageRoute from "~/routes/public/free-page";
import { publishPage, readPageForEditing } from "~/features/pages/pages.server";
import { PageCache } from "~/server/page-cache/page-cache.server";
import { SERVER_FEATURES } from "~/server/composition.server";
import { user } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { freePage } from "./free-page-type.server";
import { createFreePage } from "./free-pages.server";

const services = await createTestServices();
const owner = { id: "owner", name: "Julien Mercier", email: "praticien@example.com" };
await services.db.insert(user).values(owner);

/** The free page's route under a document renderer writing its title, or "Os perdu!". */
const build = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
        const loaded = context.staticHandlerContext.loaderData["routes/public/free-page"] as
          { page?: { title?: string } } | undefined;
        headers.set("Content-Type", "text/html; charset=utf-8");
        const text = status === 404 ? "Os perdu!" : (loaded?.page?.title ?? "");
        return new Response(`<!doctype html><html><body><h1>${text}</h1></body></html>`, {
          status,
          headers,
        });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/public/free-page": {
      id: "routes/public/free-page",
      parentId: "root",
      path: ":slug",
      module: freePageRoute,
    },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/m.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const cache = new PageCache(services, { build, recordNames: SERVER_FEATURES.recordNames });

function inFront(url: string) {
  return cache.answerPlainRequest({
    method: "GET",
    url,
    headers: { host: "osteo.example.com", "accept-encoding": "identity" },
    close: false,
  });
}

/** What the end of the stack answers (the cache's 404, or 599 when it passes on). */
async function atTheEnd(url: string): Promise<{ status: number; text: string }> {
  const server = http.createServer((req, res) =>
    cache.serveNotFound(req, res, () => {
      res.statusCode = 599;
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    return { status: response.status, text: await response.text() };
  } finally {
    server.close();
  }
}

describe("free pages in the page cache", () => {
  it("leave an unknown name to the files and routes further on, then answer its 404 last", async () => {
    expect(await inFront("/healthz")).toBeNull();
    expect(await inFront("/tarifs")).toBeNull();
    const last = await atTheEnd("/tarifs");
    expect(last).toEqual({ status: 404, text: expect.stringContaining("Os perdu!") as string });
  });

  it("serve a published page from memory, in front", async () => {
    const created = await createFreePage(services, { title: "Tarifs", slug: "tarifs" }, owner);
    if (!created.ok) throw new Error("not created");
    const page = freePage(created.id);
    const { stamp, document } = await readPageForEditing(services, page);
    expect((await publishPage(services, page, document, stamp, owner)).ok).toBe(true);
    const answer = await inFront("/tarifs");
    expect(answer?.status).toBe(200);
    expect(answer?.body?.toString("utf8")).toContain("<h1>Tarifs</h1>");
    expect(await inFront("/healthz")).toBeNull();
  });
});
