/**
 * Slug rule: accents removed, lower-cased, trimmed, spaces to
 * hyphens, non-word characters dropped, repeated hyphens collapsed, leading
 * and trailing hyphens removed.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/_/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
