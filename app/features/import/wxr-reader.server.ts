/**
 * Reads a WordPress export (WXR 1.0 to 1.2) as a stream, element by element
 * (saxes): the whole file is never held in memory, only what the import keeps.
 *
 * No DTD is processed: a file that declares one is refused, so entity
 * expansion ("billion laughs") and external entities are never resolved.
 * Elements are recognised by namespace, whatever prefix the file gives them.
 */
import { SaxesParser, type SaxesTagNS } from "saxes";
import { importMessages } from "./messages";
import {
  emptyLeftOut,
  type ImportSource,
  type SourceArticle,
  type SourceStatus,
  type SourceTerm,
} from "./source-model";

/** A refusal of the file, with a French message for the practitioner. */
export class ImportInputError extends Error {
  override name = "ImportInputError";
}

const CONTENT_NS = "http://purl.org/rss/1.0/modules/content/";
const DC_NS = "http://purl.org/dc/elements/1.1/";

type Ns = "wp" | "excerpt" | "content" | "dc" | "" | "other";

function nsOf(uri: string): Ns {
  if (/^https?:\/\/wordpress\.org\/export\/[\d.]+\/excerpt\/$/.test(uri)) return "excerpt";
  if (/^https?:\/\/wordpress\.org\/export\/[\d.]+\/$/.test(uri)) return "wp";
  if (uri === CONTENT_NS) return "content";
  if (uri === DC_NS) return "dc";
  return uri === "" ? "" : "other";
}

const STATUSES = new Set<SourceStatus>([
  "publish",
  "draft",
  "pending",
  "private",
  "future",
  "trash",
]);

interface RawItem {
  fields: Map<string, string>;
  meta: Map<string, string>;
  categories: string[];
  tags: string[];
  comments: number;
}

/** "2012-01-05 14:30:46" in UTC; WordPress writes zeros for a draft never dated. */
function parseGmt(value: string | undefined): Date | null {
  if (!value || value.startsWith("0000")) return null;
  const date = new Date(`${value.trim().replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/** The path (and query) of an address of the old site; null if it is not one. */
function pathOf(link: string | undefined): string | null {
  if (!link || !URL.canParse(link)) return null;
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

class WxrCollector {
  items: RawItem[] = [];
  categories: SourceTerm[] = [];
  tags: SourceTerm[] = [];
  authors = 0;
  siteUrl: string | null = null;
  isWxr = false;
  private stack: string[] = [];
  private text = "";
  private item: RawItem | null = null;
  private term = new Map<string, string>();
  private metaKey = "";
  private categoryAttrs: { domain: string; nicename: string } | null = null;

  open(tag: SaxesTagNS) {
    const ns = nsOf(tag.uri);
    const name = ns === "" ? tag.local : `${ns}:${tag.local}`;
    const depth = this.stack.length;
    if (depth === 0 && name !== "rss") throw new ImportInputError(importMessages.notWxr);
    this.stack.push(name);
    this.text = "";
    if (name === "item" && depth === 2) {
      this.item = { fields: new Map(), meta: new Map(), categories: [], tags: [], comments: 0 };
    } else if (this.item && name === "category" && depth === 3) {
      const attr = (key: string) => tag.attributes[key]?.value ?? "";
      this.categoryAttrs = { domain: attr("domain"), nicename: attr("nicename") };
    } else if (!this.item && ["wp:category", "wp:tag", "wp:term"].includes(name)) {
      this.term = new Map();
    } else if (this.item && name === "wp:comment" && depth === 3) {
      this.item.comments += 1;
    }
  }

  characters(text: string) {
    this.text += text;
  }

  close() {
    const name = this.stack.pop() ?? "";
    const parent = this.stack.at(-1) ?? "";
    const text = this.text;
    this.text = "";
    if (name === "wp:wxr_version") this.isWxr = true;
    if (this.item) this.closeInItem(name, parent, text);
    else this.closeInChannel(name, parent, text);
  }

  private closeInItem(name: string, parent: string, text: string) {
    const item = this.item;
    if (!item) return;
    if (name === "item") {
      this.items.push(item);
      this.item = null;
    } else if (parent === "item" && name === "category" && this.categoryAttrs) {
      const slug = decodeSlug(this.categoryAttrs.nicename);
      const term = { name: text.trim(), slug };
      if (this.categoryAttrs.domain === "category") {
        item.categories.push(slug);
        this.categories.push(term);
      } else if (this.categoryAttrs.domain === "post_tag") {
        item.tags.push(slug);
        this.tags.push(term);
      }
      this.categoryAttrs = null;
    } else if (parent === "wp:postmeta" && name === "wp:meta_key") {
      this.metaKey = text.trim();
    } else if (parent === "wp:postmeta" && name === "wp:meta_value") {
      item.meta.set(this.metaKey, text);
    } else if (parent === "item") {
      item.fields.set(name, text);
    }
  }

  private closeInChannel(name: string, parent: string, text: string) {
    if (parent === "channel" && name === "wp:base_site_url") this.siteUrl = text.trim() || null;
    else if (parent === "channel" && name === "wp:author") this.authors += 1;
    else if (["wp:category", "wp:tag", "wp:term"].includes(parent)) this.term.set(name, text);
    else if (parent === "channel" && name === "wp:category") {
      this.categories.push({
        name: (this.term.get("wp:cat_name") ?? "").trim(),
        slug: decodeSlug((this.term.get("wp:category_nicename") ?? "").trim()),
      });
    } else if (parent === "channel" && name === "wp:tag") {
      this.tags.push({
        name: (this.term.get("wp:tag_name") ?? "").trim(),
        slug: decodeSlug((this.term.get("wp:tag_slug") ?? "").trim()),
      });
    } else if (parent === "channel" && name === "wp:term") {
      const taxonomy = this.term.get("wp:term_taxonomy")?.trim();
      const term = {
        name: (this.term.get("wp:term_name") ?? "").trim(),
        slug: decodeSlug((this.term.get("wp:term_slug") ?? "").trim()),
      };
      if (taxonomy === "category") this.categories.push(term);
      else if (taxonomy === "post_tag") this.tags.push(term);
    }
  }
}

/** saxes reports this and reads on; old WordPress versions wrote "]]>" inside CDATA unescaped. */
function isTolerated(message: string): boolean {
  return message.includes('"]]>" is disallowed in char data');
}

/** Parses the stream into raw items; throws ImportInputError with a French message. */
async function collect(chunks: AsyncIterable<string>): Promise<WxrCollector> {
  const collector = new WxrCollector();
  const parser = new SaxesParser({ xmlns: true, position: true });
  let failure: Error | null = null;
  parser.on("doctype", () => {
    failure ??= new ImportInputError(importMessages.doctype);
  });
  parser.on("error", (error) => {
    if (!isTolerated(error.message)) {
      failure ??= new ImportInputError(importMessages.malformed(parser.line));
    }
  });
  parser.on("opentag", (tag) => {
    if (failure) return;
    try {
      collector.open(tag);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
  });
  parser.on("text", (text) => collector.characters(text));
  parser.on("cdata", (text) => collector.characters(text));
  parser.on("closetag", () => {
    if (!failure) collector.close();
  });
  let first = true;
  for await (const chunk of chunks) {
    // A byte order mark is not XML: drop it before the parser sees it.
    parser.write(first ? chunk.replace(/^\uFEFF/, "") : chunk);
    first = false;
    if (failure) throw failure;
  }
  parser.close();
  if (failure) throw failure;
  if (!collector.isWxr) throw new ImportInputError(importMessages.notWxr);
  return collector;
}

function uniqueTerms(terms: SourceTerm[]): SourceTerm[] {
  const bySlug = new Map<string, SourceTerm>();
  for (const term of terms) {
    if (term.slug && !bySlug.has(term.slug)) bySlug.set(term.slug, term);
  }
  return [...bySlug.values()];
}

function field(item: RawItem, name: string): string {
  return item.fields.get(name) ?? "";
}

function toArticle(
  item: RawItem,
  kind: "post" | "page",
  attachments: ImportSource["attachments"],
): SourceArticle {
  const id = field(item, "wp:post_id").trim();
  const rawStatus = field(item, "wp:status").trim() as SourceStatus;
  const status: SourceStatus = STATUSES.has(rawStatus) ? rawStatus : "draft";
  const pubDate = field(item, "pubDate").trim();
  const fallback = pubDate && !Number.isNaN(Date.parse(pubDate)) ? new Date(pubDate) : null;
  const thumbnail = item.meta.get("_thumbnail_id")?.trim();
  const cover = thumbnail ? attachments.get(thumbnail) : undefined;
  const slug = decodeSlug(field(item, "wp:post_name").trim());
  const oldPaths = [kind === "page" ? `/?page_id=${id}` : `/?p=${id}`];
  const permalink = pathOf(field(item, "link").trim());
  if (permalink) oldPaths.push(permalink);
  return {
    sourceId: id,
    kind,
    title: field(item, "title").trim(),
    slug,
    excerpt: field(item, "excerpt:encoded").trim(),
    content: field(item, "content:encoded"),
    status,
    passwordProtected: field(item, "wp:post_password") !== "",
    date: parseGmt(field(item, "wp:post_date_gmt")) ?? fallback,
    metaTitle: (item.meta.get("_yoast_wpseo_title") ?? "").trim(),
    metaDescription: (item.meta.get("_yoast_wpseo_metadesc") ?? "").trim(),
    cover: cover ? { url: cover.url, alt: cover.alt } : null,
    categories: [...new Set(item.categories)],
    tags: [...new Set(item.tags)],
    oldPaths: [...new Set(oldPaths)],
    comments: item.comments,
  };
}

/** Adds the dated permalink form /{yyyy}/{mm}/{slug}/ WordPress sites commonly use. */
function withDatedPath(article: SourceArticle): SourceArticle {
  if (article.kind !== "post" || !article.slug || !article.date) return article;
  const year = String(article.date.getUTCFullYear());
  const month = String(article.date.getUTCMonth() + 1).padStart(2, "0");
  const dated = `/${year}/${month}/${encodeURIComponent(article.slug)}/`;
  return { ...article, oldPaths: [...new Set([...article.oldPaths, dated])] };
}

/** Reads a WXR export from text chunks (a file read as UTF-8, an upload). */
export async function readWxr(chunks: AsyncIterable<string>): Promise<ImportSource> {
  const collected = await collect(chunks);
  const leftOut = emptyLeftOut();
  leftOut.authors = collected.authors;
  const attachments: ImportSource["attachments"] = new Map();
  for (const item of collected.items) {
    if (field(item, "wp:post_type").trim() !== "attachment") continue;
    const url = (field(item, "wp:attachment_url") || field(item, "guid")).trim();
    if (!url) continue;
    attachments.set(field(item, "wp:post_id").trim(), {
      url,
      alt: (item.meta.get("_wp_attachment_image_alt") ?? "").trim(),
      parentId: field(item, "wp:post_parent").trim(),
    });
  }
  const articles: SourceArticle[] = [];
  for (const item of collected.items) {
    const type = field(item, "wp:post_type").trim() || "post";
    const status = field(item, "wp:status").trim();
    leftOut.comments += item.comments;
    if (type === "attachment") leftOut.attachments += 1;
    else if (type === "nav_menu_item") leftOut.menuItems += 1;
    else if ((type === "post" || type === "page") && status === "auto-draft") {
      leftOut.other["auto-draft"] = (leftOut.other["auto-draft"] ?? 0) + 1;
    } else if (type === "post" || type === "page") {
      articles.push(withDatedPath(toArticle(item, type, attachments)));
    } else {
      leftOut.other[type] = (leftOut.other[type] ?? 0) + 1;
    }
  }
  return {
    kind: "wordpress",
    siteUrl: collected.siteUrl,
    articles,
    categories: uniqueTerms(collected.categories),
    tags: uniqueTerms(collected.tags),
    attachments,
    leftOut,
    hadFeed: true,
  };
}
