/**
 * The old site's reader against a throwaway PostgreSQL database laid out like
 * the old site, on the server of TEST_DATABASE_URL (a *.pg.test.ts file runs
 * in the postgres project only).
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { articles } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { startImport } from "./import-service.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OldSiteAddressSchema, oldSiteImageUrl, readOldSite } from "./old-site-reader.server";

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("The old site's tests need TEST_DATABASE_URL");
const name = `oldsite_${crypto.randomUUID().replace(/-/g, "")}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const storageUrl = "https://abcd.supabase.co";
const services = await createTestServices();

async function onServer(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => {
  await onServer(`create database ${name}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // The category and tag tables carry names of their own: found by foreign key.
  await client.query(`
    create table rubriques (id serial primary key, name text not null, slug text not null);
    create table mots_cles (id uuid primary key, name text not null, slug text not null);
    create table fredosteo (id serial primary key, title text, slug text, excerpt text, content text,
      updated_at timestamptz, meta_title text, meta_description text, image_url text,
      cover_image_url text, status text, scheduled_for timestamptz, read_time int);
    create table blog_post_categories (post_id int references fredosteo(id), category_id int references rubriques(id));
    create table blog_post_tags (post_id int references fredosteo(id), tag_id uuid references mots_cles(id));
    insert into rubriques (name, slug) values ('Grossesse', 'grossesse'), ('Sport', 'sport');
    insert into mots_cles values ('6f1c0b52-3c1e-4c39-9a39-1e2f1b3e0a01', 'Dos', 'dos');
    insert into fredosteo (title, slug, excerpt, content, updated_at, meta_title, meta_description,
        image_url, cover_image_url, status, scheduled_for) values
      ('Ostéo et grossesse', 'osteo-grossesse', 'Résumé', '<p>Texte</p>', '2024-02-01T10:00:00Z',
        'Titre SEO', 'Desc SEO', 'dos/photo.jpg', null, 'published', null),
      ('Encodé', 'encode', '', '"<p>Dans une chaîne JSON</p>"', '2024-03-01T10:00:00Z',
        null, null, null, 'https://cdn.example/x.png', 'scheduled', '2030-01-01T08:00:00Z'),
      ('Ancien', 'ancien', '', '<p>a</p>', '2020-01-01T10:00:00Z', null, null, null, null, 'archived', null);
    insert into blog_post_categories values (1, 1), (2, 2);
    insert into blog_post_tags values (1, '6f1c0b52-3c1e-4c39-9a39-1e2f1b3e0a01');
  `);
  await client.end();
});

afterAll(() => onServer(`drop database if exists ${name} with (force)`));

describe("old site reader", () => {
  it("reads articles, their categories and tags through the foreign keys, SEO fields and images", async () => {
    const source = await readOldSite({ databaseUrl, storageUrl });
    expect(source.categories.map((c) => c.slug).sort()).toEqual(["grossesse", "sport"]);
    expect(source.tags).toEqual([{ name: "Dos", slug: "dos" }]);
    const [first, second, third] = source.articles;
    expect(first).toMatchObject({
      slug: "osteo-grossesse",
      status: "published",
      date: new Date("2024-02-01T10:00:00Z"),
      metaTitle: "Titre SEO",
      metaDescription: "Desc SEO",
      categories: ["grossesse"],
      tags: ["dos"],
      cover: { url: `${storageUrl}/storage/v1/object/public/articles/dos/photo.jpg`, alt: "" },
    });
    expect(second).toMatchObject({
      content: "<p>Dans une chaîne JSON</p>",
      status: "scheduled",
      date: new Date("2030-01-01T08:00:00Z"),
      cover: { url: "https://cdn.example/x.png" },
    });
    expect(third?.status).toBe("archived");
  });

  it("says in French that tables are missing, naming them", async () => {
    await expect(readOldSite({ databaseUrl: serverUrl, storageUrl })).rejects.toThrow(
      /ne contient pas les tables attendues : fredosteo, blog_post_categories, blog_post_tags/,
    );
  });

  it("never shows the address or its password when the connection is refused", async () => {
    const refused = "postgres://osteo:motdepasse-secret@127.0.0.1:1/ancien";
    const error = await readOldSite({ databaseUrl: refused, storageUrl }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /^Connexion à la base de données de l'ancien site impossible/,
    );
    expect((error as Error).message).not.toContain("motdepasse-secret");
  });

  it("accepts only postgres:// addresses and an http(s) storage address", () => {
    const bad = OldSiteAddressSchema.safeParse({
      databaseUrl: "mysql://x@y/z",
      storageUrl: "ftp://x",
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      "L'adresse de la base de données doit commencer par postgres:// (ou postgresql://).",
      "L'adresse du stockage des images doit être une adresse https:// (ou http://).",
    ]);
  });

  it("resolves a storage path under the public bucket and keeps http(s) addresses", () => {
    expect(oldSiteImageUrl("/articles/a b.jpg", "https://x.supabase.co/")).toBe(
      "https://x.supabase.co/storage/v1/object/public/articles/a%20b.jpg",
    );
    expect(oldSiteImageUrl("http://cdn/x.jpg", "https://x")).toBe("http://cdn/x.jpg");
    expect(oldSiteImageUrl("  ", "https://x")).toBeNull();
  });

  it("imports the old site: slugs and statuses kept, the cover fetched from the storage's public bucket", async () => {
    const photo = await sharp({
      create: { width: 30, height: 20, channels: 3, background: "#393" },
    })
      .jpeg()
      .toBuffer();
    const storage = http.createServer((request, response) => {
      if (request.url === "/storage/v1/object/public/articles/dos/photo.jpg") {
        response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => storage.listen(0, "127.0.0.1", resolve));
    try {
      const local = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`;
      const deps = {
        redirections: { save: async () => 0 },
        imageLimits: { timeoutMs: 2_000, maxBytes: 1_000_000, maxRedirects: 3, concurrency: 2 },
      };
      await startImport(services, { kind: "old-site", databaseUrl, storageUrl: local }, deps, {
        background: false,
      });
      const rows = await services.db
        .select()
        .from(articles)
        .where(eq(articles.slug, "osteo-grossesse"));
      expect(rows[0]).toMatchObject({
        status: "published",
        metaTitle: "Titre SEO",
        publishedAt: new Date("2024-02-01T10:00:00Z"),
      });
      expect(rows[0]?.imageUrl).toMatch(/^\/media\/articles\/[0-9a-f]{32}\.jpg$/);
      const [archived] = await services.db
        .select()
        .from(articles)
        .where(eq(articles.slug, "ancien"));
      expect(archived?.status).toBe("archived");
    } finally {
      storage.closeAllConnections();
      storage.close();
    }
  });
});
