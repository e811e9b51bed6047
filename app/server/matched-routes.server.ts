import { data, type EntryContext, type ServerBuild } from "react-router";

type Manifest = EntryContext["manifest"];

/** The layout of every public page (app/routes.ts); its routes are rendered as below. */
export const PUBLIC_LAYOUT_ID = "routes/public/layout";

/**
 * A public page's loader data, hidden from React Router's serialisation in
 * a private field: React Router encodes every page's loader data for the
 * browser (its turbo-stream) before the entry renders, and a public page
 * never sends it. Encoding the home page's data took about a tenth of an
 * uncached render's time and allocations. Only the render opens it
 * (`matchedRoutesOnly`).
 */
class RenderOnly {
  readonly #data: unknown;
  constructor(value: unknown) {
    this.#data = value;
  }
  static open(value: unknown): unknown {
    return value instanceof RenderOnly ? value.#data : value;
  }
}

/**
 * The build with the loaders of the public pages giving their data as
 * `RenderOnly`: the routes of the public layout that render a component,
 * and the routes above the layout (the root) when the page is public.
 * Redirects and responses pass as they are; `data(value, init)` keeps its
 * status and headers. Public pages are never loaded by React Router in the
 * browser (the layout's clientLoader loads the document), so no `.data`
 * request needs these loaders' data; the admin's pages get the root's data
 * as before.
 */
export function withRenderOnlyPublicData(build: ServerBuild): ServerBuild {
  const chain = (id: string | undefined) => {
    const ids: string[] = [];
    for (let route = id; route; route = build.routes[route]?.parentId) ids.push(route);
    return ids;
  };
  const inLayout = (id: string) => chain(id).includes(PUBLIC_LAYOUT_ID);
  const aboveLayout = new Set(chain(PUBLIC_LAYOUT_ID).slice(1));
  // The pattern React Router gives loaders (the matched paths joined) of each public page.
  const publicPatterns = new Set(
    Object.keys(build.routes)
      .filter(inLayout)
      .map((id) => routePattern(chain(id).map((route) => build.routes[route]?.path))),
  );
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    routes[id] = route;
    if (!route || !loader || !route.module.default) continue;
    const boxes: ((pattern: string) => boolean) | null = inLayout(id)
      ? () => true
      : aboveLayout.has(id)
        ? (pattern) => publicPatterns.has(pattern)
        : null;
    if (!boxes) continue;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        loader: async (args) => {
          const result: unknown = await loader(args);
          return boxes(args.pattern) ? renderOnly(result) : result;
        },
      },
    };
  }
  return { ...build, routes };
}

/** As React Router joins a match's paths into the `pattern` of its loaders. */
function routePattern(paths: (string | undefined)[]): string {
  const joined = paths.filter(Boolean).reverse().join("/").replace(/\/\/+/g, "/");
  return joined || "/";
}

function renderOnly(result: unknown): unknown {
  if (result instanceof Response) return result;
  // React Router's `data()`: its status and headers stay readable.
  if (
    result instanceof Object &&
    "type" in result &&
    result.type === "DataWithResponseInit" &&
    "data" in result &&
    "init" in result
  ) {
    return data(new RenderOnly(result.data), (result.init as ResponseInit | null) ?? undefined);
  }
  return new RenderOnly(result);
}

/** Per build manifest: the manifest of each matched branch (a few dozen at most: one per page route). */
const branchManifests = new WeakMap<Manifest, Map<string, Manifest>>();

/**
 * The router context of a public page, for its render only: its manifest
 * lists just the routes the page matched, and it carries no router data.
 *
 * React Router's `ServerRouter` turns every route of the manifest into a
 * route object and converts them all again for its static router on every
 * render (about a twentieth of an uncached public render, with the admin's
 * routes in the manifest). A public page reads only its matched routes (its
 * components, error boundaries, meta and links); the rest of the manifest
 * serves `<Scripts>` and link prefetching, which public pages do not render
 * (they have islands, app/lib/island.tsx). Their router data is never sent
 * either, so the part of the render that would read it is left out.
 */
export function matchedRoutesOnly(context: EntryContext): EntryContext {
  const ids = context.staticHandlerContext.matches.map((match) => match.route.id);
  const key = ids.join("\n");
  let byBranch = branchManifests.get(context.manifest);
  if (!byBranch) {
    byBranch = new Map();
    branchManifests.set(context.manifest, byBranch);
  }
  let manifest = byBranch.get(key);
  if (!manifest) {
    const routes: Manifest["routes"] = {};
    for (const id of ids) routes[id] = context.manifest.routes[id];
    manifest = { ...context.manifest, routes };
    byBranch.set(key, manifest);
  }
  const handler = context.staticHandlerContext;
  const loaderData: typeof handler.loaderData = {};
  for (const [id, value] of Object.entries(handler.loaderData)) {
    loaderData[id] = RenderOnly.open(value);
  }
  return {
    ...context,
    manifest,
    serverHandoffStream: undefined,
    staticHandlerContext: { ...handler, loaderData },
  };
}
