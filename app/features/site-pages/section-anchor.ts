import { slugify } from "~/lib/slugify";

/** The anchor of a page's section: the one app/content/ gave it, else its title's slug. */
export function sectionAnchor(section: { id?: string; title: string }): string {
  return section.id ?? slugify(section.title);
}
