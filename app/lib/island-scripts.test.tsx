import vm from "node:vm";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IslandScripts, IslandsEntryProvider, type IslandsEntry } from "./island";

const nonce = "bm9uY2U=";
const entry: IslandsEntry = {
  module: "/assets/islands.js",
  imports: ["/assets/preact.js", "/assets/site.js", "/assets/preact.js"],
  // A name no build makes, to show the code cannot close its script element.
  preamble: ["/assets/</script><script>alert(1)//.js"],
};

/** A public page's document as React renders it, the islands' scripts at the end of its body. */
function renderPage(value: IslandsEntry | null) {
  return renderToString(
    <IslandsEntryProvider value={value}>
      <html lang="fr">
        <head>
          <link rel="stylesheet" href="/assets/app.css" />
        </head>
        <body>
          <h1>Titre</h1>
          <IslandScripts nonce={nonce} />
        </body>
      </html>
    </IslandsEntryProvider>,
  );
}

/** Runs the loader as a browser would, then the paint observer and the timer it set. */
function runLoader(html: string, { paints }: { paints: boolean }) {
  const loader = /<script nonce="[^"]*">(\(function\(d\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader");
  const added: { tag: string; props: Record<string, string> }[] = [];
  const element = (tag: string) => {
    const props: Record<string, string> = {};
    added.push({ tag, props });
    return props;
  };
  type PaintList = { getEntriesByName(name: string): unknown[] };
  const paint: { observer?: (list: PaintList) => void } = {};
  const timers: (() => void)[] = [];
  vm.runInNewContext(loader, {
    document: {
      currentScript: { nonce },
      createElement: element,
      head: { appendChild: () => undefined },
      body: { appendChild: () => undefined },
    },
    PerformanceObserver: class {
      constructor(callback: (list: PaintList) => void) {
        paint.observer = callback;
      }
      observe() {}
    },
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const beforePaint = added.length;
  if (paints) {
    paint.observer?.({
      getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []),
    });
  }
  for (const timer of timers) timer();
  return { beforePaint, added };
}

describe("islands' scripts requested after the first paint", () => {
  const page = renderPage(entry);

  it("writes no module preload or module script into the page, only the loader", () => {
    expect(page).not.toMatch(/<link[^>]*modulepreload/);
    expect(page).not.toMatch(/<script[^>]*type="module"/);
    expect(page).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(page.match(/<script\b/g)).toHaveLength(1);
    expect(page).toContain(`<script nonce="${nonce}">(function(d)`);
  });

  it("keeps the code inside the loader without closing its script element early", () => {
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain("<script>alert(1)");
  });

  it("adds nothing before the first paint, then each preload once and the entry's code", () => {
    const { beforePaint, added } = runLoader(page, { paints: true });
    expect(beforePaint).toBe(0);
    expect(added.map(({ tag, props }) => [tag, props.href ?? props.type])).toEqual([
      ["link", "/assets/preact.js"],
      ["link", "/assets/site.js"],
      ["script", "module"],
    ]);
    const script = added[2]?.props;
    expect(script?.textContent).toBe(
      'import "/assets/</script><script>alert(1)//.js";import "/assets/islands.js";',
    );
    expect(script?.nonce).toBe(nonce);
  });

  it("still hydrates a page that never reports a paint (a background tab), after its timer", () => {
    const { added } = runLoader(page, { paints: false });
    expect(added.filter(({ tag }) => tag === "script")).toHaveLength(1);
  });

  it("writes nothing where the server knows no islands' entry", () => {
    expect(renderPage(null)).not.toContain("<script");
  });
});
