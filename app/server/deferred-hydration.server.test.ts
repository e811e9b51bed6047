import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration.server";

const nonce = "bm9uY2U=";
const entryCode = `\nimport * as route0 from "/assets/root.js";\nwindow.__routes = { root: route0, first: 1 < 2 };\nimport("/assets/entry.client.js");`;
const page = [
  `<html><head><link rel="stylesheet" href="/assets/app.css"/>`,
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/root.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"/></head>`,
  `<body><h1>Titre</h1><script nonce="${nonce}">window.__context = {};</script>`,
  `<script nonce="${nonce}" type="module" async="">${entryCode}</script>`,
  `<script nonce="${nonce}">window.__context.done = true;</script></body></html>`,
].join("");

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

describe("hydration scripts requested after the first paint", () => {
  const deferred = deferHydration(Buffer.from(page), nonce).toString();

  it("takes React Router's module preloads and entry script out of the HTML", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).not.toMatch(/<script[^>]*type="module"/);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(deferred).toContain(`<script nonce="${nonce}">window.__context = {};</script>`);
    expect(deferred).toContain(`<script nonce="${nonce}">window.__context.done = true;</script>`);
  });

  it("keeps the code inside the loader without closing its script element early", () => {
    const scripts = deferred.match(/<script\b/g) ?? [];
    expect(scripts).toHaveLength(3);
    expect(deferred.match(/<\/script>/g)).toHaveLength(3);
    expect(deferred).not.toContain("1 < 2");
  });

  it("adds nothing before the first paint, then each preload once and the same entry code", () => {
    const { beforePaint, added } = runLoader(deferred, { paints: true });
    expect(beforePaint).toBe(0);
    expect(added.map(({ tag, props }) => [tag, props.href ?? props.type])).toEqual([
      ["link", "/assets/entry.client.js"],
      ["link", "/assets/root.js"],
      ["script", "module"],
    ]);
    const script = added[2]?.props;
    expect(script?.textContent).toBe(entryCode);
    expect(script?.nonce).toBe(nonce);
  });

  it("still hydrates a page that never reports a paint (a background tab), after its timer", () => {
    const { added } = runLoader(deferred, { paints: false });
    expect(added.filter(({ tag }) => tag === "script")).toHaveLength(1);
  });

  it("leaves a document without React Router's entry (an error page without scripts) as it is", () => {
    const plain = "<html><body><p>Bonjour</p></body></html>";
    expect(deferHydration(Buffer.from(plain), nonce).toString()).toBe(plain);
  });

  it("leaves alone a module script without this render's nonce, such as one slipped into an article", () => {
    const slipped = page.replace(
      "<h1>Titre</h1>",
      '<h1>Titre</h1><script type="module" async="">alert(1)</script>',
    );
    const result = deferHydration(Buffer.from(slipped), nonce).toString();
    expect(result).toContain('<script type="module" async="">alert(1)</script>');
    const loader = /<script nonce="[^"]*">(\(function\(d\)[\s\S]*?)<\/script>/.exec(result)?.[1];
    expect(loader).toContain("/assets/entry.client.js");
    expect(loader).not.toContain("alert(1)");
    expect(deferHydration(Buffer.from(page), "another-nonce").toString()).toBe(page);
  });
});
