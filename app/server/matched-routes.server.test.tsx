import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  Links,
  Meta,
  Outlet,
  ServerRouter,
  type EntryContext,
  type ServerBuild,
} from "react-router";
import { describe, expect, it } from "vitest";
import { matchedRoutesOnly } from "./matched-routes.server";

const rendered: { full: string; matched: string; context: EntryContext }[] = [];

function route(id: string, parentId: string | undefined, path: string | undefined, module: object) {
  return { id, parentId, path, module };
}

/** A root with a layout, a public page, and admin routes the page never reads. */
const build = {
  entry: {
    module: {
      default(request: Request, status: number, headers: Headers, context: EntryContext) {
        const html = (value: EntryContext) =>
          renderToString(<ServerRouter context={value} url={request.url} />);
        rendered.push({ full: html(context), matched: html(matchedRoutesOnly(context)), context });
        return new Response("ok", { status, headers });
      },
    },
  },
  routes: {
    root: route("root", undefined, "", {
      default: () => (
        <html lang="fr">
          <head>
            <Meta />
            <Links />
          </head>
          <body>
            <Outlet />
          </body>
        </html>
      ),
      links: () => [{ rel: "stylesheet", href: "/app.css" }],
    }),
    "routes/public/layout": route("routes/public/layout", "root", undefined, {
      default: () => (
        <main>
          <Outlet />
        </main>
      ),
    }),
    "routes/public/home": route("routes/public/home", "routes/public/layout", "/", {
      default: () => <h1>Ostéopathe à Lyon</h1>,
      meta: () => [{ title: "Accueil" }],
    }),
    "routes/admin/articles": route("routes/admin/articles", "root", "admin/articles", {
      default: () => <h1>Articles</h1>,
    }),
  },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: Object.fromEntries(
      ["root", "routes/public/layout", "routes/public/home", "routes/admin/articles"].map((id) => [
        id,
        { id, module: `/${id}.js`, hasLoader: false, hasAction: false, css: [`/${id}.css`] },
      ]),
    ),
    url: "/manifest.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

describe("a public page rendered with its matched routes only", () => {
  it("is the same page, without the router data it never sends", async () => {
    const handle = createRequestHandler(build, "production");
    await handle(new Request("http://localhost/"));
    const [render] = rendered.splice(0);
    if (!render) throw new Error("the page was not rendered");
    const { full, matched, context } = render;
    expect(matched).toContain("<h1>Ostéopathe à Lyon</h1>");
    expect(matched).toContain("<title>Accueil</title>");
    expect(matched).toContain('href="/routes/public/home.css"');
    // The full render adds only the (empty) boundary where React Router's data would be read.
    expect(full.replace("<!--$--><!--/$-->", "")).toBe(matched);

    const pruned = matchedRoutesOnly(context);
    expect(Object.keys(pruned.manifest.routes)).toEqual([
      "root",
      "routes/public/layout",
      "routes/public/home",
    ]);
    expect(pruned.serverHandoffStream).toBeUndefined();
    // The request's own context is untouched, and a branch's manifest is made once.
    expect(Object.keys(context.manifest.routes)).toHaveLength(4);
    expect(matchedRoutesOnly(context).manifest).toBe(pruned.manifest);
  });
});
