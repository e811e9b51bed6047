import type { EntryContext } from "react-router";

type Manifest = EntryContext["manifest"];

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
  return { ...context, manifest, serverHandoffStream: undefined };
}
