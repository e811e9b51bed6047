/**
 * Reads the practice's previous site from its PostgreSQL database: the
 * `fredosteo` articles, `blog_post_categories` and `blog_post_tags`, and the
 * category and tag tables those link tables point to by foreign key (their
 * names vary between installs, so they are read from information_schema).
 *
 * The address (with its password) is used for this connection only: it is
 * never stored, logged or put in a message; every failure becomes a French
 * message of our own.
 */
import type pg from "pg";
import { z } from "zod";
import { importMessages } from "./messages";
import { decodeStoredRichText } from "~/lib/rich-text/sanitize-rich-text.server";
import {
  emptyLeftOut,
  type ImportSource,
  type SourceArticle,
  type SourceStatus,
  type SourceTerm,
} from "./source-model";
import { ImportInputError } from "./wxr-reader.server";

export const OldSiteAddressSchema = z.object({
  databaseUrl: z
    .string()
    .trim()
    .max(2_000)
    .refine((value) => /^postgres(ql)?:\/\//i.test(value) && URL.canParse(value), {
      message: importMessages.notPostgresUrl,
    }),
  storageUrl: z
    .string()
    .trim()
    .max(2_000)
    .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
      message: importMessages.storageUrl,
    }),
});
export type OldSiteAddress = z.infer<typeof OldSiteAddressSchema>;

const REQUIRED_TABLES = ["fredosteo", "blog_post_categories", "blog_post_tags"];

const ArticleRowSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().nullable(),
  slug: z.string().nullable(),
  excerpt: z.string().nullable(),
  content: z.string().nullable(),
  updated_at: z.date().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  image_url: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  status: z.string().nullable(),
  scheduled_for: z.date().nullable(),
});

const TermRowSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string().nullable(),
  slug: z.string().nullable(),
});

const LinkRowSchema = z.object({
  post_id: z.union([z.string(), z.number()]).transform(String),
  term_id: z.union([z.string(), z.number()]).transform(String),
});

/** An http(s) address is kept; anything else is a file of the public bucket `articles`. */
export function oldSiteImageUrl(value: string | null, storageUrl: string): string | null {
  const path = value?.trim();
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const base = storageUrl.replace(/\/+$/, "");
  const file = path
    .replace(/^\/+/, "")
    .replace(/^articles\//, "")
    .split("/")
    .map(encodeURIComponent)
    .join("/");
  return `${base}/storage/v1/object/public/articles/${file}`;
}

const STATUSES: Record<string, SourceStatus> = {
  published: "published",
  draft: "draft",
  scheduled: "scheduled",
  archived: "archived",
};

/** The table a link table's column references, found by its foreign key. */
async function referencedTable(client: pg.Client, table: string, column: string) {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `select ccu.table_name, ccu.column_name
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
       join information_schema.constraint_column_usage ccu
         on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
        and tc.table_name = $1 and kcu.column_name = $2`,
    [table, column],
  );
  return rows[0] ?? null;
}

async function readTerms(client: pg.Client, linkTable: string, column: string) {
  const target = await referencedTable(client, linkTable, column);
  if (!target) throw new ImportInputError(importMessages.missingTables([`${linkTable}.${column}`]));
  const table = client.escapeIdentifier(target.table_name);
  const key = client.escapeIdentifier(target.column_name);
  const terms = z
    .array(TermRowSchema)
    .parse((await client.query(`select ${key} as id, name, slug from ${table}`)).rows);
  const links = z
    .array(LinkRowSchema)
    .parse(
      (
        await client.query(
          `select post_id, ${client.escapeIdentifier(column)} as term_id from ${client.escapeIdentifier(linkTable)}`,
        )
      ).rows,
    );
  const slugById = new Map(terms.map((term) => [term.id, term.slug?.trim() ?? ""]));
  const byPost = new Map<string, string[]>();
  for (const link of links) {
    const slug = slugById.get(link.term_id);
    if (!slug) continue;
    byPost.set(link.post_id, [...(byPost.get(link.post_id) ?? []), slug]);
  }
  const list: SourceTerm[] = terms
    .filter((term) => term.slug?.trim())
    .map((term) => ({
      name: (term.name ?? term.slug ?? "").trim(),
      slug: term.slug?.trim() ?? "",
    }));
  return { list, byPost };
}

function toArticle(
  row: z.infer<typeof ArticleRowSchema>,
  storageUrl: string,
  categories: Map<string, string[]>,
  tags: Map<string, string[]>,
): SourceArticle {
  const status = STATUSES[row.status?.trim() ?? ""] ?? "draft";
  const cover = oldSiteImageUrl(row.cover_image_url ?? row.image_url, storageUrl);
  return {
    sourceId: row.id,
    kind: "post",
    title: row.title?.trim() ?? "",
    slug: row.slug?.trim() ?? "",
    excerpt: row.excerpt?.trim() ?? "",
    content: decodeStoredRichText(row.content),
    status,
    passwordProtected: false,
    date: status === "scheduled" ? (row.scheduled_for ?? row.updated_at) : row.updated_at,
    metaTitle: row.meta_title?.trim() ?? "",
    metaDescription: row.meta_description?.trim() ?? "",
    cover: cover ? { url: cover, alt: "" } : null,
    categories: [...new Set(categories.get(row.id) ?? [])],
    tags: [...new Set(tags.get(row.id) ?? [])],
    oldPaths: [],
    comments: 0,
  };
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  // Loaded here: a server on the embedded database never needs node-postgres otherwise.
  const { Client } = (await import("pg")).default;
  const client = new Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 10_000,
    statement_timeout: 60_000,
  });
  // A connection lost later must not crash the process (pg emits 'error').
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch {
    await client.end().catch(() => undefined);
    throw new ImportInputError(importMessages.connectionRefused);
  }
  return client;
}

/** Reads the old site; throws ImportInputError (French, without the address) when it cannot. */
export async function readOldSite(address: OldSiteAddress): Promise<ImportSource> {
  const client = await connect(address.databaseUrl);
  try {
    const { rows } = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_name = any($1::text[])`,
      [REQUIRED_TABLES],
    );
    const found = new Set(rows.map((row) => row.table_name));
    const missing = REQUIRED_TABLES.filter((table) => !found.has(table));
    if (missing.length) throw new ImportInputError(importMessages.missingTables(missing));
    const categories = await readTerms(client, "blog_post_categories", "category_id");
    const tags = await readTerms(client, "blog_post_tags", "tag_id");
    const articleRows = z.array(ArticleRowSchema).parse(
      (
        await client.query(
          `select id, title, slug, excerpt, content, updated_at, meta_title, meta_description,
                  image_url, cover_image_url, status, scheduled_for
             from fredosteo order by id`,
        )
      ).rows,
    );
    return {
      kind: "old-site",
      siteUrl: null,
      articles: articleRows.map((row) =>
        toArticle(row, address.storageUrl, categories.byPost, tags.byPost),
      ),
      categories: categories.list,
      tags: tags.list,
      attachments: new Map(),
      leftOut: emptyLeftOut(),
      hadFeed: false,
    };
  } catch (error) {
    if (error instanceof ImportInputError) throw error;
    // The driver's message may quote the query or the server: ours says enough.
    throw new ImportInputError(importMessages.readFailed);
  } finally {
    await client.end().catch(() => undefined);
  }
}
