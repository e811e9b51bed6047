/**
 * What changed between a version and the article as it is now,
 * field by field, as word diffs (jsdiff). The content is compared as the
 * text a reader sees: one line per block, markup left out.
 */
import { diffWordsWithSpace } from "diff";
import { Parser } from "htmlparser2";
import { ARTICLE_STATUS_LABELS } from "./article-form-schema";
import { decodeStoredRichText, HEADING_TAGS } from "~/lib/rich-text/sanitize-rich-text.server";
import type { FieldDiff } from "./types";
import type { ArticleVersion } from "./versions.server";

type Compared = Pick<
  ArticleVersion,
  | "title"
  | "excerpt"
  | "content"
  | "metaTitle"
  | "metaDescription"
  | "imageUrl"
  | "imageAlt"
  | "status"
>;

const BLOCKS = new Set([
  "p",
  ...HEADING_TAGS,
  "li",
  "blockquote",
  "pre",
  "tr",
  "hr",
  "br",
  "table",
]);

/** The visible text of article HTML, one line per block; images appear as "[Image : alt]". */
export function visibleText(html: string): string {
  const lines: string[] = [];
  let line = "";
  const flush = () => {
    const text = line.replace(/\s+/g, " ").trim();
    if (text) lines.push(text);
    line = "";
  };
  const parser = new Parser({
    ontext(text) {
      line += text;
    },
    onopentag(name, attributes) {
      if (name === "img") line += ` [Image : ${attributes.alt ?? ""}] `;
      if (name === "td" || name === "th") line += " | ";
      if (BLOCKS.has(name)) flush();
    },
    onclosetag(name) {
      if (BLOCKS.has(name)) flush();
    },
  });
  parser.write(decodeStoredRichText(html));
  parser.end();
  flush();
  return lines.join("\n");
}

function diffField(label: string, before: string, after: string): FieldDiff {
  const parts = diffWordsWithSpace(before, after).map((part) => ({
    value: part.value,
    change: part.added ? ("added" as const) : part.removed ? ("removed" as const) : null,
  }));
  return { label, changed: before !== after, parts };
}

/** Each field of `older` against `current`, in the editor's order. */
export function diffVersions(older: Compared, current: Compared): FieldDiff[] {
  const text = (value: string | null) => value ?? "";
  return [
    diffField("Titre", older.title, current.title),
    diffField("Méta titre", text(older.metaTitle), text(current.metaTitle)),
    diffField("Méta description", text(older.metaDescription), text(current.metaDescription)),
    diffField("Contenu", visibleText(older.content), visibleText(current.content)),
    diffField("Statut", ARTICLE_STATUS_LABELS[older.status], ARTICLE_STATUS_LABELS[current.status]),
    diffField("Image à la une", text(older.imageUrl), text(current.imageUrl)),
    diffField("Texte alternatif de l'image", text(older.imageAlt), text(current.imageAlt)),
    diffField("Résumé", older.excerpt, current.excerpt),
  ];
}
