/**
 * A page paints from its HTML, stylesheet and heading font alone; its
 * islands' code (about 23 kB) is requested only after that first paint,
 * so on a slow phone connection it does not share the bandwidth of what the
 * visitor sees first (docs/decisions/0010-page-weight.md).
 *
 * The page's entry is written as `<link rel="modulepreload">` tags and one
 * inline module script importing it (IslandScripts, app/lib/island.tsx, in
 * the form React Router uses for its own). Both are
 * taken out of the HTML; a small classic script, carrying the same nonce,
 * adds them back once the browser reports the first contentful paint (or
 * after one second, e.g. in a tab opened in the background, which does not
 * paint). The module script it creates is trusted through the policy's
 * 'strict-dynamic', and carries the nonce too where the page has one. Its
 * code travels inside the loader as a string literal, never read from the
 * page, so nothing injected into the HTML can take its place.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;

/** A value as a JavaScript literal that cannot close its script element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/**
 * The HTML with its entry scripts requested after the first
 * paint. Only the module script carrying this render's nonce is moved: one
 * slipped into the page (say, inside an article) would lack it. Works on
 * the bytes: only the head and the entry script are decoded.
 */
export function deferHydration(html: Buffer<ArrayBuffer>, nonce: string): Buffer<ArrayBuffer> {
  // React puts the preloads in <head>; the entry script is near the end of <body>.
  const headEnd = html.indexOf("</head>");
  const opening = `<script nonce="${nonce}" type="module" async="">`;
  const start = nonce ? html.lastIndexOf(opening) : -1;
  const end = html.indexOf("</script>", start);
  if (headEnd < 0 || start < headEnd || end < 0) return html;
  const code = html.toString("utf8", start + Buffer.byteLength(opening), end);
  const head = html.toString("utf8", 0, headEnd);
  const preloads = [...new Set(Array.from(head.matchAll(MODULE_PRELOAD), ([, href]) => href))];
  const loader =
    `(function(d){var n=d.currentScript.nonce,started=0;function start(){if(started)return;started=1;` +
    `${scriptLiteral(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=${scriptLiteral(code)};d.body.appendChild(s)}` +
    `try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}catch(e){start()}` +
    `setTimeout(start,1000)})(document)`;
  return Buffer.concat([
    Buffer.from(head.replace(MODULE_PRELOAD, "")),
    html.subarray(headEnd, start),
    Buffer.from(`<script nonce="${nonce}">${loader}</script>`),
    html.subarray(end + "</script>".length),
  ]);
}
