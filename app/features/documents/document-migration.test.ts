/**
 * The migration to the document store, on a database filled as the code
 * before it filled it: migrated up to 0014, rows written into page_versions,
 * page_drafts and practice_setting_versions, then migrated to the end and
 * read through the store.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { defaultPages } from "~/features/pages/page-defaults";
import { newServiceDocument } from "~/features/services/service-defaults";
import { servicePage } from "~/features/services/service-pages";
import {
  listPageVersions,
  publishPage,
  readPageForEditing,
  readPublishedPages,
  fixedPage,
} from "~/features/pages/pages.server";
import {
  listSettingsVersions,
  readPracticeSettings,
} from "~/features/practice/practice-settings.server";
import type { AppServices } from "~/server/context.server";
import { migrationsFolder } from "~/server/db/database.server";
import * as schema from "~/server/db/schema";

/** The last migration the code before the store knew. */
const BEFORE_STORE = "0014_import";

/** The migrations folder as it was before the store. */
function foldersBeforeStore(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-store-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === BEFORE_STORE);
  const entries = journal.entries.slice(0, last + 1);
  for (const entry of entries) {
    fs.copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  fs.writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  return folder;
}

const at = (day: number) => new Date(Date.UTC(2026, 9, day, 9));
const json = (value: unknown) => JSON.stringify(value);

let client: PGlite;
let services: Pick<AppServices, "db" | "now">;

beforeAll(async () => {
  client = await PGlite.create();
  const db = drizzle({ client, schema });
  const before = foldersBeforeStore();
  await migrate(db, { migrationsFolder: before });
  fs.rmSync(before, { recursive: true });

  // What the code before the store wrote: ids interleaved between the pages and the settings.
  const home = (headline: string) => json({ ...defaultPages.home, heroHeadline: headline });
  const identity = (slogan: string) => json({ ...defaultPracticeSettings.identity, slogan });
  const service = json(
    newServiceDocument("Ostéopathie du sport", "Pour les sportifs, avant et après l'effort."),
  );
  await db.execute(sql`
    insert into "user" (id, name, email) values ('owner-1', 'Claire Martin', 'claire@example.com')`);
  await db.execute(sql`
    insert into page_versions (id, page, data, author_id, author_name, restored_from, created_at) values
      (1, 'home', ${home("Première")}::jsonb, 'owner-1', 'Claire Martin', null, ${at(1)}),
      (2, 'home', ${home("Deuxième")}::jsonb, 'owner-1', 'Claire Martin', null, ${at(2)}),
      (3, 'home', ${home("Première")}::jsonb, null, 'Ancienne associée', 1, ${at(3)}),
      (5, 'service-ab12', ${service}::jsonb, null, '', null, ${at(4)})`);
  await db.execute(sql`
    insert into page_drafts (page, data, revision, author_name, restored_from, updated_at) values
      ('home', ${home("Brouillon")}::jsonb, 4, 'Claire Martin', 2, ${at(5)})`);
  await db.execute(sql`
    insert into practice_setting_versions (id, section, data, author_id, author_name, restored_from, created_at) values
      (1, 'identity', ${identity("Une écoute attentive, un soin précis")}::jsonb, 'owner-1', 'Claire Martin', null, ${at(1)}),
      (2, 'identity', ${identity("Le soin au plus près de chez vous")}::jsonb, 'owner-1', 'Claire Martin', null, ${at(2)}),
      (3, 'identity', ${identity("Une écoute attentive, un soin précis")}::jsonb, 'owner-1', 'Claire Martin', 1, ${at(3)})`);

  await migrate(db, { migrationsFolder });
  services = { db, now: () => at(10) };
});

afterAll(() => client.close());

describe("the migration to the document store", () => {
  it("keeps every page publication, its author and the version it restored", async () => {
    const versions = await listPageVersions(services, fixedPage("home"));
    expect(
      versions.map(({ id, authorName, restoredFrom }) => ({ id, authorName, restoredFrom })),
    ).toEqual([
      { id: 3, authorName: "Ancienne associée", restoredFrom: 1 },
      { id: 2, authorName: "Claire Martin", restoredFrom: null },
      { id: 1, authorName: "Claire Martin", restoredFrom: null },
    ]);
    expect((await readPublishedPages(services)).documents.home.heroHeadline).toBe("Première");
  });

  it("moves a service's page to the services' own kind", async () => {
    const editing = await readPageForEditing(services, servicePage("ab12"));
    expect(editing.isDefault).toBe(false);
    expect(editing.document.title).toBe("Ostéopathie du sport");
    expect(editing.stamp).toBe("5.0");
  });

  it("keeps a page's draft, its revision and the version it came from", async () => {
    const editing = await readPageForEditing(services, fixedPage("home"));
    expect(editing.hasDraft).toBe(true);
    expect(editing.document.heroHeadline).toBe("Brouillon");
    expect(editing.stamp).toBe("3.4");
    expect(editing.changedAt).toEqual(at(5));
  });

  it("keeps the settings' versions, their restores pointing at the same versions", async () => {
    const versions = await listSettingsVersions(services, "identity");
    const [restore, second, first] = versions;
    expect(versions.map((version) => version.authorName)).toEqual(Array(3).fill("Claire Martin"));
    expect(restore?.restoredFrom).toBe(first?.id);
    expect(restore?.createdAt).toEqual(at(3));
    expect(second?.createdAt).toEqual(at(2));
    expect((await readPracticeSettings(services)).settings.identity.slogan).toBe(
      "Une écoute attentive, un soin précis",
    );
  });

  it("keeps the authors' accounts linked and drops the old tables", async () => {
    const linked = await client.query(
      "select count(*)::int as n from document_versions where author_id = 'owner-1'",
    );
    expect(linked.rows).toEqual([{ n: 5 }]);
    const old = await client.query(
      `select count(*)::int as n from information_schema.tables
       where table_name in ('page_versions', 'page_drafts', 'practice_setting_versions')`,
    );
    expect(old.rows).toEqual([{ n: 0 }]);
  });

  it("numbers a new publication after every moved one", async () => {
    const { stamp, document } = await readPageForEditing(services, fixedPage("about"));
    const result = await publishPage(services, fixedPage("about"), document, stamp, null);
    expect(result).toMatchObject({ ok: true, stamp: "9.0" });
  });
});
