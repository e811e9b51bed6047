import { createContext, useContext, type ComponentType } from "react";

/**
 * The interactive parts of public pages. Those pages are rendered by React
 * Router on the server but not hydrated by it: the browser hydrates each
 * island on its own (app/islands.client.tsx) with Preact, so a page loads
 * Preact and its islands, not React and the router
 * (docs/decisions/0010-page-weight.md).
 */
export type IslandName =
  | "navbar"
  | "mobile-booking-bar"
  | "back-to-top"
  | "consent"
  | "manage-cookies"
  | "toast"
  | "page-view"
  | "picture"
  | "article-image"
  | "location-map"
  | "blog-list";

/**
 * Renders `of` with `props` inside a box the browser can find and hydrate
 * with the same props. Props must survive JSON; the box has no layout of
 * its own (`display: contents`).
 */
export function Island<P extends object>({
  name,
  of: Component,
  props,
}: {
  name: IslandName;
  of: ComponentType<P>;
  props: P;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}

/** The built file of app/islands.client.tsx and the files it imports (virtual:islands-entry). */
export interface IslandsEntry {
  module: string;
  imports: string[];
  /** Modules to run first (development: fast refresh and Vite's client). */
  preamble?: string[];
}

const IslandsEntryContext = createContext<IslandsEntry | null>(null);

/** Set by the server's entry, which alone knows the build. */
export const IslandsEntryProvider = IslandsEntryContext.Provider;

/**
 * In place of React Router's scripts on public pages: a small classic script
 * that asks for the islands' entry once the browser reports the first
 * contentful paint, or after one second (a tab opened in the background
 * does not paint), so on a slow phone connection the islands' code (about
 * 23 kB) does not share the bandwidth of what the visitor sees first
 * (docs/decisions/0010-page-weight.md). It adds the entry's module
 * preloads, then one module script importing the entry, trusted through the
 * policy's 'strict-dynamic' and given this script's nonce.
 */
export function IslandScripts({ nonce }: { nonce: string }) {
  const entry = useContext(IslandsEntryContext);
  if (!entry) return null;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: deferredLoader(entry) }} />;
}

/** The loaders of the entries seen (one per build): the code is the same for every page. */
const loaders = new WeakMap<IslandsEntry, string>();

function deferredLoader(entry: IslandsEntry): string {
  const known = loaders.get(entry);
  if (known !== undefined) return known;
  const entryCode = [...(entry.preamble ?? []), entry.module]
    .map((module) => `import ${JSON.stringify(module)};`)
    .join("");
  const loader =
    `(function(d){var n=d.currentScript.nonce,started=0;function start(){if(started)return;started=1;` +
    `${scriptLiteral([...new Set(entry.imports)])}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=${scriptLiteral(entryCode)};d.body.appendChild(s)}` +
    `try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}catch(e){start()}` +
    `setTimeout(start,1000)})(document)`;
  loaders.set(entry, loader);
  return loader;
}

/** A value as a JavaScript literal that cannot close its script element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
