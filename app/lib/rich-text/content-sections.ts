/**
 * Sections of rich-text content: one per heading h1-h6,
 * with its type, its text and the slug the public page gives it as an id
 * (sanitize-rich-text.server.ts renderRichText: slug of the text, "section" when
 * empty, "-2", "-3"… for repeats), so an internal link "#slug" lands on it.
 * Safe for the browser.
 */
import { slugify } from "~/lib/slugify";

export interface ContentSection {
  id: string;
  type: (typeof HEADING_TYPES)[number];
  title: string;
  slug: string;
}

const HEADING_TYPES = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

const HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&nbsp;": " ",
};

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

export function contentSections(html: string): ContentSection[] {
  const used = new Map<string, number>();
  const sections: ContentSection[] = [];
  for (const match of html.matchAll(HEADING)) {
    const type = HEADING_TYPES[Number(match[1]) - 1] ?? "h2";
    const title = textOf(match[2] ?? "");
    const base = slugify(title) || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const slug = seen === 0 ? base : `${base}-${seen + 1}`;
    sections.push({ id: `section-${sections.length}`, type, title, slug });
  }
  return sections;
}

/** How the internal link dialog lists a section: 'H2 - Titre'. */
export function sectionLabel(section: ContentSection): string {
  return `${section.type.toUpperCase()} - ${section.title}`;
}
