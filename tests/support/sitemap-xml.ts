/**
 * Reads a sitemap document in tests with a strict XML parser (sax through
 * xml-js, already installed with `feed`): malformed XML or a bad entity
 * throws, entities are decoded as a search engine would.
 */
import { xml2js, type Element } from "xml-js";

export interface ParsedSitemap {
  root: string;
  namespace: string | undefined;
  entries: { loc: string; lastmod?: string }[];
}

function textOf(element: Element | undefined): string | undefined {
  return element?.elements
    ?.filter((child) => child.type === "text")
    .map((child) => String(child.text))
    .join("");
}

export function parseSitemap(xml: string): ParsedSitemap {
  const document = xml2js(xml, { compact: false }) as Element;
  const root = document.elements?.find((element) => element.type === "element");
  if (!root?.name) throw new Error("no root element");
  const entries = (root.elements ?? [])
    .filter((element) => element.type === "element")
    .map((entry) => {
      const child = (name: string) => entry.elements?.find((element) => element.name === name);
      const loc = textOf(child("loc"));
      if (loc === undefined) throw new Error(`<${entry.name}> without <loc>`);
      const lastmod = textOf(child("lastmod"));
      return lastmod === undefined ? { loc } : { loc, lastmod };
    });
  const namespace = root.attributes?.xmlns;
  return {
    root: root.name,
    namespace: namespace === undefined ? undefined : String(namespace),
    entries,
  };
}
