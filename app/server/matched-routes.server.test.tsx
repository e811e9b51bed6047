import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  data,
  Links,
  Meta,
  Outlet,
  ServerRouter,
  type EntryContext,
  type ServerBuild,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import { matchedRoutesOnly, withRenderOnlyPublicData } from "./matched-routes.server";

const rendered: {
  full: string;
  matched: string;
  context: EntryContext;
  handoff: ReadableStream<Uint8Array> | undefined;
}[] = [];

function route(id: string, parentId: string | undefined, path: string | undefined, module: object) {
  return { id, parentId, path, module };
}

/** A root with a layout, a public page, and admin routes the page never reads. */
const build = {
  entry: {
    module: {
      default(request: Request, status: number, headers: Headers, entry: EntryContext) {
        // A copy of React Router's encoding of the data, which the full render reads.
        const [kept, handoff] = entry.serverHandoffStream?.tee() ?? [];
        const context = { ...entry, serverHandoffStream: kept };
        const html = (value: EntryContext) =>
          renderToString(<ServerRouter context={value} url={request.url} />);
        rendered.push({
          full: html(context),
          matched: html(matchedRoutesOnly(context)),
          context,
          handoff,
        });
        return new Response("ok", { status, headers });
      },
    },
  },
  routes: {
    root: route("root", undefined, "", {
      loader: () => ({ practice: "Cabinet du Parc" }),
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
      loader: () => ({ town: "Lyon" }),
      default: function Home() {
        const { town } = useLoaderData<{ town: string }>();
        const root = useRouteLoaderData<{ practice: string }>("root");
        return (
          <>
            <h1>Ostéopathe à {town}</h1>
            <p>{root?.practice}</p>
          </>
        );
      },
      meta: ({ loaderData }: { loaderData: { town: string } }) => [
        { title: `Accueil, ${loaderData.town}` },
      ],
    }),
    "routes/public/gone": route("routes/public/gone", "routes/public/layout", "ancienne", {
      loader: () => data({ town: "Lyon" }, { status: 404, headers: { "X-Page": "disparue" } }),
      default: () => <h1>Os perdu !</h1>,
    }),
    "routes/admin/articles": route("routes/admin/articles", "root", "admin/articles", {
      loader: () => ({ count: 3, town: "Nîmes" }),
      default: () => <h1>Articles</h1>,
    }),
  },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: Object.fromEntries(
      [
        "root",
        "routes/public/layout",
        "routes/public/home",
        "routes/public/gone",
        "routes/admin/articles",
      ].map((id) => [
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
    expect(matched).toContain("<h1>Ostéopathe à <!-- -->Lyon</h1>");
    expect(matched).toContain("<title>Accueil, Lyon</title>");
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
    expect(Object.keys(context.manifest.routes)).toHaveLength(5);
    expect(matchedRoutesOnly(context).manifest).toBe(pruned.manifest);
  });
});

/** React Router's encoding of a page's data for the browser, as text. */
async function handedOver(render: (typeof rendered)[number]): Promise<string> {
  return render.handoff ? new Response(render.handoff).text() : "";
}

describe("the loader data of public pages", () => {
  const handle = createRequestHandler(withRenderOnlyPublicData(build), "production");

  it("reaches the page's render and meta, not React Router's encoding for the browser", async () => {
    await handle(new Request("http://localhost/"));
    const [render] = rendered.splice(0);
    if (!render) throw new Error("the page was not rendered");
    expect(render.matched).toContain("<h1>Ostéopathe à <!-- -->Lyon</h1>");
    expect(render.matched).toContain("<title>Accueil, Lyon</title>");
    expect(render.matched).toContain("<p>Cabinet du Parc</p>");
    const encoded = await handedOver(render);
    expect(encoded).toContain("routes/public/home");
    expect(encoded).not.toContain("Lyon");
    expect(encoded).not.toContain("Cabinet du Parc");
  });

  it("keeps the status and headers a loader gives with data()", async () => {
    const response = await handle(new Request("http://localhost/ancienne"));
    expect(response.status).toBe(404);
    const [render] = rendered.splice(0);
    expect(render?.matched).toContain("<h1>Os perdu !</h1>");
    expect(
      render?.context.staticHandlerContext.loaderHeaders["routes/public/gone"]?.get("X-Page"),
    ).toBe("disparue");
  });

  it("leaves the data of other pages as React Router sends it", async () => {
    await handle(new Request("http://localhost/admin/articles"));
    const [render] = rendered.splice(0);
    if (!render) throw new Error("the page was not rendered");
    const encoded = await handedOver(render);
    expect(encoded).toContain("Nîmes");
    expect(encoded).toContain("Cabinet du Parc");
  });
});
