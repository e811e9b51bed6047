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
 * In place of React Router's scripts on public pages: the islands' entry,
 * written the way React Router writes its own (preloads and one inline
 * module script), so the server can ask for it after the first paint
 * (app/server/deferred-hydration.server.ts).
 */
export function IslandScripts({ nonce }: { nonce: string }) {
  const entry = useContext(IslandsEntryContext);
  if (!entry) return null;
  return (
    <>
      {entry.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script
        nonce={nonce}
        type="module"
        async
        dangerouslySetInnerHTML={{
          __html: [...(entry.preamble ?? []), entry.module]
            .map((module) => `import ${JSON.stringify(module)};`)
            .join(""),
        }}
      />
    </>
  );
}
