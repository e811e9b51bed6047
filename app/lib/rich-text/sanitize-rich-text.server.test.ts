import { describe, expect, it } from "vitest";
import {
  decodeStoredRichText,
  renderRichText,
  sanitizeRichText,
} from "./sanitize-rich-text.server";

/** Tags and attributes the allow-list may produce (display adds loading/decoding/id). */
const ALLOWED: Record<string, string[]> = {
  h1: ["id"],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  h5: ["id"],
  h6: ["id"],
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  strike: [],
  del: [],
  code: ["class"],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ["start"],
  li: [],
  a: ["href", "target", "rel", "class"],
  img: ["src", "alt", "title", "width", "height", "class", "loading", "decoding"],
  table: [],
  colgroup: [],
  col: ["span"],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["colspan", "rowspan", "colwidth", "class"],
  td: ["colspan", "rowspan", "colwidth", "class"],
};

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/**
 * Every "<" of sanitised output opens a tag (text is escaped), so listing the
 * tags is enough to check that nothing executable is left.
 */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [, closing, name = "", rest = ""] of html.matchAll(
    /<(\/?)([a-zA-Z0-9:-]+)([^>]*)>/g,
  )) {
    const tag = name.toLowerCase();
    if (!(tag in ALLOWED)) {
      problems.push(`tag <${tag}>`);
      continue;
    }
    if (closing) continue;
    for (const [, attr = "", value = ""] of rest.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      if (!ALLOWED[tag]?.includes(attr.toLowerCase()))
        problems.push(`attribute ${attr} on <${tag}>`);
      const url = decodeEntities(value)
        .replace(/[\u0000-\u0020]/g, "")
        .toLowerCase();
      if (/^(javascript|vbscript|data|blob):/.test(url)) problems.push(`url ${value} on <${tag}>`);
      if (attr === "target" && value !== "_blank") problems.push(`target ${value}`);
    }
    if (
      tag === "a" &&
      /target="_blank"/.test(rest) &&
      !/rel="noopener noreferrer nofollow"/.test(rest)
    ) {
      problems.push("link opening a new tab without rel noopener");
    }
  }
  return problems;
}

// Known XSS payloads (OWASP filter-evasion cheat sheet, PortSwigger's list,
// DOMPurify's and sanitize-html's own regression cases) plus style and
// tab-nabbing tricks that matter for an article page.
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>`,
  `<a href="  javascript:alert(1)">x</a>`,
  `<a href="java\u0000script:alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<img src="javascript:alert(1)">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<img srcset="javascript:alert(1) 1x" src="https://example.com/a.png">`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<body onload=alert(1)>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<p style="position:fixed;inset:0;z-index:9999">x</p>`,
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<link rel=stylesheet href=https://evil.example/x.css>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<input autofocus onfocus=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<base href="javascript:alert(1)//">`,
  `<a href="#" onclick="alert(1)">x</a>`,
  `<h2 onmouseover=alert(1)>Titre</h2>`,
  `<table background="javascript:alert(1)"><tr><td onclick=alert(1)>x</td></tr></table>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<<script>alert(1);//<</script>`,
  `"><script>alert(1)</script>`,
  `<template><script>alert(1)</script></template>`,
  `<img src="x" onerror="alert(1)"//`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<code class="language-js" onclick=alert(1)>x</code>`,
  `<a xlink:href="javascript:alert(1)">x</a>`,
  `<isindex action=javascript:alert(1) type=image>`,
  `<a href="https://evil.example" target="_top" rel="opener">x</a>`,
  `<a href="/interne" target="_blank">x</a>`,
  `<img src="https://example.com/a.png" class="fixed inset-0 z-50">`,
  `<td colspan="1 onmouseover=alert(1)">x</td>`,
  `<ol start="1;alert(1)"><li>x</li></ol>`,
  `<!--<img src=x onerror=alert(1)>-->`,
  `<a href="https://example.com" id="__reactRouterContext">x</a>`,
];

describe("sanitizeRichText against known XSS payloads", () => {
  it.each(PAYLOADS)("neutralises %s", (payload) => {
    expect(unsafeParts(sanitizeRichText(payload))).toEqual([]);
    expect(unsafeParts(renderRichText(payload).html)).toEqual([]);
    // The same payload stored as a JSON-encoded string.
    expect(unsafeParts(renderRichText(JSON.stringify(payload)).html)).toEqual([]);
  });

  it("covers at least 30 payloads", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it("drops scripts with their content instead of printing it", () => {
    expect(sanitizeRichText("<p>Avant</p><script>alert(1)</script><p>Après</p>")).toBe(
      "<p>Avant</p><p>Après</p>",
    );
  });

  it("forces a safe rel and a new tab on links to other sites", () => {
    expect(sanitizeRichText('<a href="https://www.has-sante.fr" rel="opener">HAS</a>')).toBe(
      '<a href="https://www.has-sante.fr" target="_blank" rel="noopener noreferrer nofollow">HAS</a>',
    );
  });

  it("keeps internal links in the same tab, even when the editor marked them for a new one", () => {
    expect(sanitizeRichText('<a href="#respirer" rel="opener">plus bas</a>')).toBe(
      '<a href="#respirer">plus bas</a>',
    );
    expect(
      sanitizeRichText(
        '<a href="#respirer" target="_blank" rel="noopener noreferrer nofollow">plus bas</a>',
      ),
    ).toBe('<a href="#respirer">plus bas</a>');
  });
});

// What the editor (tiptap StarterKit, Link, Image, Table) produces.
const EDITOR_HTML = [
  "<h1>Titre 1</h1><h2>Titre 2</h2><h3>Titre 3</h3><h4>Titre 4</h4><h5>Titre 5</h5><h6>Titre 6</h6>",
  "<p>Du texte <strong>gras</strong>, <em>italique</em>, <u>souligné</u>, <s>barré</s> et <code>du code</code>.<br />Une nouvelle ligne.</p>",
  "<ul><li><p>Un</p></li><li><p>Deux</p></li></ul>",
  '<ol start="3"><li><p>Trois</p></li><li><p>Quatre</p></li></ol>',
  '<pre><code class="language-typescript">const a = 1 &lt; 2;</code></pre>',
  "<blockquote><p>Une citation.</p></blockquote>",
  "<hr />",
  '<p><a href="https://www.ameli.fr" class="text-blue-500 underline cursor-pointer external-link" target="_blank" rel="noopener noreferrer nofollow">Ameli</a> et <a href="#respirer" class="text-blue-500 underline cursor-pointer internal-link">une section</a> et <a href="mailto:cabinet@example.com">un e-mail</a>.</p>',
  '<img src="https://images.example.com/dos.webp" alt="Un dos" title="Posture" class="rounded-lg max-w-full h-auto" />',
  '<img src="/media/articles/photo.webp" alt="Photo" width="800" height="600" class="align-center" />',
  "<table><colgroup><col /><col /></colgroup><tbody>",
  '<tr><th colspan="2" rowspan="1" colwidth="150,200">En-tête</th></tr>',
  '<tr><td colwidth="150"><p>A</p></td><td rowspan="2"><p>B</p></td></tr>',
  "</tbody></table>",
].join("");

describe("sanitizeRichText with the editor's markup", () => {
  it("keeps everything the editor produces", () => {
    expect(sanitizeRichText(EDITOR_HTML)).toBe(EDITOR_HTML);
  });

  it("is stable when run again on its own output", () => {
    const once = sanitizeRichText(EDITOR_HTML);
    expect(sanitizeRichText(once)).toBe(once);
  });

  it("keeps a table cell's alignment as a class, without the inline style", () => {
    expect(
      sanitizeRichText(
        '<table><tbody><tr><td style="text-align: center">x</td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><td class="align-center">x</td></tr></tbody></table>');
  });
});

describe("decodeStoredRichText", () => {
  it("returns HTML unchanged", () => {
    expect(decodeStoredRichText("<p>Bonjour</p>")).toBe("<p>Bonjour</p>");
  });

  it("unwraps a JSON-encoded string of HTML", () => {
    expect(decodeStoredRichText(JSON.stringify("<p>Bonjour</p>"))).toBe("<p>Bonjour</p>");
  });

  it("falls back to the raw value when it is not valid JSON", () => {
    expect(decodeStoredRichText('"<p>pas du JSON')).toBe('"<p>pas du JSON');
  });

  it("treats missing content as empty", () => {
    expect(decodeStoredRichText(null)).toBe("");
  });
});

describe("renderRichText", () => {
  it("gives every heading the anchor the editor's internal links point to", () => {
    const { html } = renderRichText(
      "<h2>Respirer <em>mieux</em></h2><p>x</p><h3>L'été</h3><h2>Respirer mieux</h2>",
    );
    expect(html).toBe(
      `<h2 id="respirer-mieux">Respirer <em>mieux</em></h2><p>x</p><h3 id="lete">L'été</h3><h2 id="respirer-mieux-2">Respirer mieux</h2>`,
    );
  });

  it("loads content images lazily", () => {
    expect(renderRichText('<img src="/media/articles/a.webp" alt="A" />').html).toBe(
      '<img src="/media/articles/a.webp" alt="A" loading="lazy" decoding="async" />',
    );
  });

  it("reports empty content, including content that only held scripts", () => {
    expect(renderRichText("").isEmpty).toBe(true);
    expect(renderRichText("<p> </p><p><br></p>").isEmpty).toBe(true);
    expect(renderRichText("<script>alert(1)</script>").isEmpty).toBe(true);
    expect(renderRichText('"<p></p>"').isEmpty).toBe(true);
    expect(renderRichText("<p>Texte</p>").isEmpty).toBe(false);
    expect(renderRichText('<img src="/a.png" alt="" />').isEmpty).toBe(false);
  });
});
