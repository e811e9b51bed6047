/**
 * WordPress shortcodes, expanded before the HTML is parsed (as WordPress
 * does): `[caption]` becomes a figure with its caption, `[gallery]` its
 * images, `[embed]`, `[video]` and `[audio]` a plain link; any other is
 * removed (its enclosed text kept) and reported. Shortcodes are text, not
 * HTML: this tokenises their own bracket syntax, never HTML elements.
 */
import escapeHtml from "escape-html";
import { DomUtils, parseDocument } from "htmlparser2";
import type { SourceImage } from "./source-model";

/** WordPress's shortcode grammar: [[escaped]], [name attrs], [name attrs /], [name]…[/name]. */
const SHORTCODE =
  /\[(\[?)([A-Za-z][\w-]*)(?![\w-])([^\]/]*(?:\/(?!\])[^\]/]*)*?)(?:(\/)\]|\](?:([\s\S]*?)\[\/\2\])?)(\]?)/g;
const ATTRIBUTE = /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)/g;

export interface ShortcodeContext {
  /** The post's own attachments and every attachment by id (for `[gallery]`). */
  attachments: Map<string, SourceImage & { parentId: string }>;
  sourceId: string;
}

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const key = match[1] ?? match[3] ?? match[5];
    const value = match[2] ?? match[4] ?? match[6] ?? "";
    if (key) attributes[key.toLowerCase()] = value;
  }
  return attributes;
}

export function linkHtml(url: string): string {
  const safe = escapeHtml(url);
  return `<p><a href="${safe}">${safe}</a></p>`;
}

function imageHtml(image: SourceImage): string {
  return `<p><img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}"></p>`;
}

/** `[caption]<a><img></a> Texte[/caption]`: the image (and its link) in a figure, the rest as its caption. */
function caption(inner: string, attributes: Record<string, string>): string {
  const document = parseDocument(inner);
  const image = DomUtils.findOne((node) => node.name === "img", document.children, true);
  if (!image) return inner;
  // The image's outermost element (its link, usually) goes in the figure.
  let top = image;
  while (top.parent && top.parent !== document) top = top.parent as typeof image;
  const media = DomUtils.getOuterHTML(top);
  DomUtils.removeElement(top);
  const text = DomUtils.getOuterHTML(document.children).trim();
  const captionHtml = text || escapeHtml(attributes.caption ?? "");
  return `<figure>${media}${captionHtml ? `<figcaption>${captionHtml}</figcaption>` : ""}</figure>`;
}

function gallery(attributes: Record<string, string>, context: ShortcodeContext): string {
  const ids = (attributes.ids ?? attributes.include ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  const images = ids.length
    ? ids.flatMap((id) => {
        const image = context.attachments.get(id);
        return image ? [image] : [];
      })
    : [...context.attachments.values()].filter((image) => image.parentId === context.sourceId);
  return images.map(imageHtml).join("");
}

function mediaLink(inner: string, attributes: Record<string, string>): string {
  const url =
    inner.trim() ||
    attributes.src ||
    attributes.url ||
    attributes.mp4 ||
    attributes.mp3 ||
    attributes.webm ||
    "";
  return /^https?:\/\//i.test(url) ? linkHtml(url) : "";
}

/** Expands the shortcodes of `content`; `unknown` receives each removed shortcode's name once. */
export function expandShortcodes(
  content: string,
  context: ShortcodeContext,
  unknown: (name: string) => void,
): string {
  return content.replace(
    SHORTCODE,
    (whole, open: string, name: string, rawAttributes: string, _self, inner, close: string) => {
      // [[name]] is how WordPress writes a shortcode meant to be shown as text.
      if (open === "[" && close === "]") return whole.slice(1, -1);
      const attributes = attributesOf(rawAttributes);
      const body = typeof inner === "string" ? expandShortcodes(inner, context, unknown) : "";
      const prefix = open;
      const suffix = close;
      switch (name.toLowerCase()) {
        case "caption":
        case "wp_caption":
          return prefix + caption(body, attributes) + suffix;
        case "gallery":
          return prefix + gallery(attributes, context) + suffix;
        case "embed":
        case "video":
        case "audio":
          return prefix + mediaLink(body, attributes) + suffix;
        default:
          unknown(name);
          return prefix + body + suffix;
      }
    },
  );
}
