/**
 * Rich-text HTML sanitising: the ONE allow-list of the site, matching the
 * rich-text editor's features (components/rich-text): headings
 * h1-h6, paragraphs, bold/italic/underline/strike/inline code, lists (ordered
 * lists keep `start`), code blocks with their language class, blockquotes,
 * rules, line breaks, links, images and tables (colspan/rowspan/colwidth).
 *
 * Used when rich text is saved (articles, pages, services) and when it is shown:
 *
 *   sanitizeRichText(html)         → safe HTML to store or preview
 *   decodeStoredRichText(content)  → the HTML inside stored content (HTML or a JSON-encoded string)
 *   renderRichText(content)        → what a public page shows (sanitised, heading
 *                                    anchors, lazy images, empty flag)
 *
 * Scripts, event handlers, `javascript:`/`data:` URLs, iframes, forms and
 * styles never survive. Links to other sites open in a new tab with
 * rel="noopener noreferrer nofollow"; links inside the site never do.
 */
import sanitizeHtml from "sanitize-html";
import { slugify } from "~/lib/slugify";
import { EDITOR_CLASSES } from "./editor-classes";

/**
 * Classes the editor may put on links and images. Anything else is dropped:
 * arbitrary utility classes (e.g. "fixed inset-0") could let stored content
 * cover the page. The editor's own come from editor-classes.ts.
 */
const ARTICLE_LINK_CLASSES = [
  EDITOR_CLASSES.sectionLink,
  EDITOR_CLASSES.externalLink,
  ...EDITOR_CLASSES.link.split(" "),
];
const ARTICLE_IMAGE_CLASSES = [
  ...EDITOR_CLASSES.image.split(" "),
  "align-left",
  "align-center",
  "align-right",
  "full-width",
];

/** Table cell alignment (the editor writes style="text-align: …", kept as a class). */
const CELL_ALIGN_CLASSES = ["align-left", "align-center", "align-right"] as const;

const DIGITS = /^\d{1,4}$/;
const COLWIDTH = /^\d{1,4}(,\d{1,4})*$/;

/** Tags whose text is dropped with them (not kept as plain text). */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "template",
  "title",
  "svg",
  "math",
  "object",
  "select",
];

function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function keepIf(attribs: sanitizeHtml.Attributes, name: string, pattern: RegExp) {
  const value = attribs[name];
  if (value !== undefined && !pattern.test(value.trim())) delete attribs[name];
  else if (value !== undefined) attribs[name] = value.trim();
}

function tableCell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next = { ...attribs };
  keepIf(next, "colspan", DIGITS);
  keepIf(next, "rowspan", DIGITS);
  keepIf(next, "colwidth", COLWIDTH);
  const align = /text-align:\s*(left|center|right)/i.exec(attribs.style ?? "")?.[1]?.toLowerCase();
  delete next.style;
  delete next.class;
  if (align) next.class = `align-${align}`;
  return { tagName, attribs: next };
}

export const HEADING_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6"];

/** The allow-list; the functions below apply it. */
const RICH_TEXT_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADING_TAGS,
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    // An image with its caption (imported WordPress [caption] shortcodes).
    "figure",
    "figcaption",
    "table",
    "colgroup",
    "col",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "class"],
    img: ["src", "alt", "title", "width", "height", "class"],
    ol: ["start"],
    th: ["colspan", "rowspan", "colwidth", "class"],
    td: ["colspan", "rowspan", "colwidth", "class"],
    col: ["span"],
  },
  allowedClasses: {
    a: ARTICLE_LINK_CLASSES,
    img: ARTICLE_IMAGE_CLASSES,
    code: [/^language-[a-z0-9+#-]{1,30}$/i],
    th: [...CELL_ALIGN_CLASSES],
    td: [...CELL_ALIGN_CLASSES],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Images: http(s) or a relative path only (no data:, blob:, javascript:).
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  enforceHtmlBoundary: false,
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "col"],
  parseStyleAttributes: false,
  allowedStyles: {},
  transformTags: {
    a(tagName, attribs) {
      const next: sanitizeHtml.Attributes = {};
      const href = attribs.href?.trim();
      if (href) next.href = href;
      if (attribs.class) next.class = attribs.class;
      // Links carry href/target/class; other sites open in a
      // new tab, never with access to this page (rel forced). The editor puts
      // target="_blank" on every link, section links too: those stay in the page.
      if (href !== undefined && isExternalHref(href)) {
        next.target = "_blank";
        next.rel = "noopener noreferrer nofollow";
      }
      return { tagName, attribs: next };
    },
    img(tagName, attribs) {
      const next = { ...attribs };
      keepIf(next, "width", DIGITS);
      keepIf(next, "height", DIGITS);
      return { tagName, attribs: next };
    },
    ol(tagName, attribs) {
      const next = { ...attribs };
      keepIf(next, "start", DIGITS);
      return { tagName, attribs: next };
    },
    th: tableCell,
    td: tableCell,
  },
};

/** Sanitises rich-text HTML against the editor's allow-list. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_SANITIZE_OPTIONS);
}

/**
 * Stored content is HTML, or (older rows) a JSON-encoded
 * string of HTML. If JSON parsing fails or does not give a string, the raw
 * value is the HTML.
 */
export function decodeStoredRichText(content: string | null | undefined): string {
  const raw = content ?? "";
  const trimmed = raw.trim();
  if (!trimmed.startsWith('"')) return raw;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return typeof parsed === "string" ? parsed : raw;
  } catch {
    return raw;
  }
}

interface RenderedRichText {
  /** Sanitised HTML ready for dangerouslySetInnerHTML. */
  html: string;
  /** True when there is nothing to read (no text, no image). */
  isEmpty: boolean;
}

/**
 * What a public page shows: the decoded, sanitised content, with an `id`
 * on every heading (the slug of its text, as the editor's internal links
 * "#slug" expect) and images loaded lazily.
 */
/**
 * What the media library changes in a shown image (features/media/
 * media-rendering.server.ts): the file a replaced upload now is, and the
 * library's alternative text for an image that has none of its own.
 */
export interface ImageRendering {
  src(src: string): string;
  alt(src: string): string;
}

function renderImage(attribs: sanitizeHtml.Attributes, images: ImageRendering | undefined) {
  if (!images || !attribs.src) return { ...attribs };
  const alt = attribs.alt?.trim() ? attribs.alt : images.alt(attribs.src);
  return { ...attribs, src: images.src(attribs.src), alt };
}

/** Stored rich text with the media library applied to its images (already sanitised HTML). */
export function renderRichTextImages(html: string, images: ImageRendering): string {
  return sanitizeHtml(html, {
    ...RICH_TEXT_SANITIZE_OPTIONS,
    transformTags: {
      ...RICH_TEXT_SANITIZE_OPTIONS.transformTags,
      img(tagName, attribs) {
        const next = renderImage(attribs, images);
        keepIf(next, "width", DIGITS);
        keepIf(next, "height", DIGITS);
        return { tagName, attribs: next };
      },
    },
  });
}

export function renderRichText(
  content: string | null | undefined,
  images?: ImageRendering,
): RenderedRichText {
  const headings: { position: number; text: string }[] = [];
  const html = sanitizeHtml(decodeStoredRichText(content), {
    ...RICH_TEXT_SANITIZE_OPTIONS,
    allowedAttributes: {
      ...(RICH_TEXT_SANITIZE_OPTIONS.allowedAttributes || {}),
      img: ["src", "alt", "title", "width", "height", "class", "loading", "decoding"],
    },
    transformTags: {
      ...RICH_TEXT_SANITIZE_OPTIONS.transformTags,
      img(tagName, attribs) {
        const next = renderImage(attribs, images);
        keepIf(next, "width", DIGITS);
        keepIf(next, "height", DIGITS);
        return { tagName, attribs: { ...next, loading: "lazy", decoding: "async" } };
      },
    },
    // Collects each kept heading's text; ordered below by its place in the output.
    exclusiveFilter(frame) {
      if (/^h[1-6]$/.test(frame.tag))
        headings.push({ position: frame.tagPosition, text: frame.text });
      return false;
    },
  });
  const headingTexts = headings.sort((a, b) => a.position - b.position).map((h) => h.text);

  // Headings accept no attribute, so every sanitised heading opens with a
  // bare "<hN>" (text cannot contain "<": it is escaped).
  const used = new Map<string, number>();
  let index = 0;
  const withAnchors = html.replace(/<h([1-6])>/g, (_match, level: string) => {
    const base = slugify(headingTexts[index++] ?? "") || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    return `<h${level} id="${id}">`;
  });

  const text = withAnchors.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "");
  return { html: withAnchors, isEmpty: text === "" && !/<img\s/.test(withAnchors) };
}
