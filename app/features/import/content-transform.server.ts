/**
 * From a source's article HTML to ours, in two steps:
 *
 *   prepareContent(raw, context) → HTML with shortcodes expanded, block
 *     comments dropped, embeds as plain links, links to the old site's own
 *     articles rewritten, and the images it shows (to fetch);
 *   finishContent(html, images) → each image pointed at its copy on this
 *     site, or removed when it could not be fetched (never a broken <img>),
 *     then the editor's sanitiser.
 *
 * HTML is walked with htmlparser2, never matched with regular expressions.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import { linkHtml, expandShortcodes, type ShortcodeContext } from "./shortcodes.server";
import { sanitizeRichText } from "~/lib/rich-text/sanitize-rich-text.server";

type Document = ReturnType<typeof parseDocument>;
type Node = Document["children"][number];
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];

export interface ContentContext extends ShortcodeContext {
  /** The old site's address: relative image addresses are resolved against it. */
  siteUrl: string | null;
  /** The new address of a link to the old site's own article, or null to leave it. */
  rewriteLink: (href: string) => string | null;
}

export interface PreparedContent {
  html: string;
  /** Absolute addresses of the images the content shows. */
  images: string[];
  /** Names of the unknown shortcodes removed. */
  unknownShortcodes: string[];
}

/** A chunk that opens with one of these is a block already. */
const BLOCK_START =
  /^<(p|div|h[1-6]|ul|ol|blockquote|pre|table|figure|hr|section|article|dl|address|iframe)[\s>/]/i;
const EMBED_TAGS = new Set(["iframe", "embed", "object", "video", "audio"]);
const BARE_URL = /^https?:\/\/\S+$/;

function isElement(node: Node | null | undefined): node is Element {
  return !!node && "attribs" in node;
}

function fragment(html: string): Node[] {
  return parseDocument(html).children;
}

function replaceWith(node: Node, html: string) {
  const [first, ...rest] = fragment(html);
  if (!first) {
    DomUtils.removeElement(node);
    return;
  }
  DomUtils.replaceElement(node, first);
  let previous = first;
  for (const next of rest) {
    DomUtils.append(previous, next);
    previous = next;
  }
}

/**
 * Classic WordPress content has no paragraphs: WordPress adds them when it
 * shows the post (wpautop). Text separated by blank lines becomes
 * paragraphs, single line breaks <br>, unless the chunk is a block already.
 * Content that has paragraphs of its own (block editor, HTML) is left as is.
 */
function addParagraphs(raw: string, expanded: string): string {
  if (/<p[\s>]/i.test(raw) || raw.includes("<!-- wp:")) return expanded;
  return expanded
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK_START.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, "<br>\n")}</p>`))
    .join("\n");
}

function absolute(src: string, siteUrl: string | null): string | null {
  const value = src.trim();
  if (/^https?:\/\//i.test(value)) return URL.canParse(value) ? value : null;
  if (siteUrl && URL.canParse(value, siteUrl) && !/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    return new URL(value, siteUrl).toString();
  }
  return null;
}

function embedUrl(element: Element): string | null {
  const source = DomUtils.findOne((node) => node.name === "source", element.children, true);
  const url =
    element.attribs.src ?? element.attribs.data ?? (source ? source.attribs.src : undefined);
  return url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}

function visit(node: Node, context: ContentContext, images: string[]) {
  if (node.type === "comment") {
    DomUtils.removeElement(node);
    return;
  }
  if (!isElement(node)) return;
  const name = node.name.toLowerCase();
  const classes = (node.attribs.class ?? "").split(/\s+/);
  // Block editor embeds: <figure class="wp-block-embed"><div class="…__wrapper">URL</div></figure>.
  if (classes.includes("wp-block-embed") || EMBED_TAGS.has(name)) {
    const url = EMBED_TAGS.has(name) ? embedUrl(node) : DomUtils.textContent(node).trim();
    if (url && BARE_URL.test(url)) replaceWith(node, linkHtml(url));
    else DomUtils.removeElement(node);
    return;
  }
  if (name === "p" && node.children.every((child) => child.type === "text")) {
    const text = DomUtils.textContent(node).trim();
    if (BARE_URL.test(text)) {
      replaceWith(node, linkHtml(text));
      return;
    }
  }
  if (name === "a" && node.attribs.href) {
    // Relative links pointed at the old site: kept pointing there, unless it is one of its articles.
    const href = absolute(node.attribs.href, context.siteUrl) ?? node.attribs.href;
    node.attribs.href = context.rewriteLink(href) ?? href;
  }
  if (name === "img") {
    const src = absolute(node.attribs.src ?? "", context.siteUrl);
    if (src) {
      node.attribs.src = src;
      images.push(src);
    } else {
      DomUtils.removeElement(node);
      return;
    }
    delete node.attribs.srcset;
    delete node.attribs.sizes;
  }
  for (const child of [...node.children]) visit(child, context, images);
}

export function prepareContent(raw: string, context: ContentContext): PreparedContent {
  const unknown = new Set<string>();
  const expanded = expandShortcodes(raw, context, (name) => unknown.add(name));
  const document = parseDocument(addParagraphs(raw, expanded));
  const images: string[] = [];
  for (const node of [...document.children]) visit(node, context, images);
  return {
    html: DomUtils.getOuterHTML(document.children),
    images: [...new Set(images)],
    unknownShortcodes: [...unknown],
  };
}

/**
 * `stored` maps an image address to its address on this site, or to null
 * when it could not be fetched: that image is dropped (with the link around
 * it, if that link only led to the image), never left broken.
 */
export function finishContent(html: string, stored: ReadonlyMap<string, string | null>): string {
  const document = parseDocument(html);
  for (const image of DomUtils.findAll((node) => node.name === "img", document.children)) {
    const local = stored.get(image.attribs.src ?? "");
    if (local) {
      image.attribs.src = local;
      continue;
    }
    const parent = image.parent;
    DomUtils.removeElement(image);
    if (isElement(parent) && parent.name === "a" && DomUtils.textContent(parent).trim() === "") {
      DomUtils.removeElement(parent);
    }
  }
  // A link to the full-size image now leads to our copy.
  for (const link of DomUtils.findAll((node) => node.name === "a", document.children)) {
    const local = stored.get(link.attribs.href ?? "");
    if (local) link.attribs.href = local;
  }
  return sanitizeRichText(DomUtils.getOuterHTML(document.children));
}
