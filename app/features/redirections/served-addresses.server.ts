/**
 * The addresses the site answers itself, which a redirection must never
 * hide: every route of app/routes.ts (served-addresses.test.ts checks each
 * one against this list, so a new route cannot be forgotten), the files of
 * public/, the IndexNow key file, the blog's records in use and the free
 * pages' addresses (a draft's too: it answers there once published).
 */
import fs from "node:fs";
import path from "node:path";
import { freePages, tags } from "~/server/db/schema";
import type { Database } from "~/server/db/database.server";
import type { Transaction } from "~/server/content-version.server";
import { projectRoot } from "~/server/project-root.server";
import { articleSlugsInUse, categorySlugsInUse } from "~/features/articles/public-articles.server";

const EXACT = new Set([
  "/",
  "/a-propos",
  "/seance-type",
  "/contact",
  "/mentions-legales",
  "/politique-confidentialite",
  "/blog",
  "/rendez-vous",
  "/robots.txt",
  "/sitemap.xml",
  "/sitemap-pages.xml",
  "/sitemap-blog.xml",
  "/blog/rss.xml",
  "/healthz",
  // React Router's route manifest (lazy route discovery).
  "/__manifest",
]);

/** Whole areas: the address itself and everything under it. */
const AREAS = ["/services", "/admin", "/auth", "/api", "/apercu", "/assets", "/media"];

/** Text files at the root: robots.txt, and the IndexNow key file whose name is the key. */
const ROOT_TEXT_FILE = /^\/[^/]+\.txt$/;

/** Pages of one record, served while the record exists (or has existed: old slugs redirect). */
const RECORD_PAGES = [
  { prefix: "/blog/categorie/", kind: "category" },
  { prefix: "/blog/tag/", kind: "tag" },
  { prefix: "/blog/", kind: "article" },
] as const;

let publicEntries: { files: Set<string>; folders: string[] } | null = null;

/** The files of public/ (copied to the build's client folder), read once. */
function publicFiles() {
  if (publicEntries) return publicEntries;
  const files = new Set<string>();
  const folders: string[] = [];
  try {
    for (const entry of fs.readdirSync(path.join(projectRoot, "public"), { withFileTypes: true })) {
      const address = `/${encodeURIComponent(entry.name)}`;
      if (entry.isDirectory()) folders.push(address);
      else files.add(address);
    }
  } catch {
    // No public/ folder: nothing of it to protect.
  }
  publicEntries = { files, folders };
  return publicEntries;
}

const under = (address: string, area: string) => address === area || address.startsWith(`${area}/`);

/** Whether the address (normalised, redirection-rules.ts) is one of the site's own whatever the data. */
export function isFixedSiteAddress(address: string): boolean {
  if (EXACT.has(address) || ROOT_TEXT_FILE.test(address)) return true;
  const { files, folders } = publicFiles();
  if (files.has(address)) return true;
  return [...AREAS, ...folders].some((area) => under(address, area));
}

export type ServedCheck = (address: string) => boolean;

/**
 * A check of many addresses against the site's routes and its records as
 * they are now (slugs read once): for an import's hundreds of addresses.
 */
export async function readServedAddresses(db: Database | Transaction): Promise<ServedCheck> {
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const articles = await articleSlugsInUse({ db });
  const categories = await categorySlugsInUse({ db });
  const tagRows = await db.select({ slug: tags.slug }).from(tags);
  const pageRows = await db.select({ slug: freePages.slug }).from(freePages);
  const pages = new Set(pageRows.map((row) => `/${row.slug}`));
  const names = {
    article: articles,
    category: categories,
    tag: new Set(tagRows.map((row) => row.slug)),
  };
  return (address) => {
    if (address.includes("?")) return false; // WordPress's ?p= forms: no page of ours reads them
    if (isFixedSiteAddress(address) || pages.has(address)) return true;
    for (const { prefix, kind } of RECORD_PAGES) {
      if (!address.startsWith(prefix)) continue;
      const rest = address.slice(prefix.length);
      if (rest.includes("/")) return false;
      try {
        return names[kind].has(decodeURIComponent(rest));
      } catch {
        return false;
      }
    }
    return false;
  };
}
