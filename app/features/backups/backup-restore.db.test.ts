import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/server/context.server";
import {
  articles,
  blogPostCategories,
  categories,
  leads,
  trackingEvents,
} from "~/server/db/schema";
import { storeUpload } from "~/features/media/image-store.server";
import { defaultPracticeSettings } from "~/content/default-settings";
import { savePracticeSettings } from "~/features/practice/practice-settings.server";
import { erasePersonData, findPersonData, isEmpty } from "~/features/leads/privacy-requests.server";
import {
  everything,
  filesOf,
  newRestoreTarget,
  withServices,
} from "../../../tests/support/restore-targets";
import { createTestServices } from "../../../tests/support/test-services";
import { createBackup, mediaDir } from "./create-backup.server";
import { MANIFEST_FILE } from "./manifest";
import { backupMessages } from "./messages";
import { restoreBackup } from "./restore-backup.server";

const onPostgres = process.env.TEST_DB === "postgres";
const root = path.resolve(`.tmp/backups-${crypto.randomUUID()}`);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The running site: a database, and its data folder for images and backups. */
async function openSite(): Promise<AppServices> {
  const test = await createTestServices({ env: { DATA_DIR: path.join(root, "site") } });
  if (!test.databaseUrl) return test;
  return { ...test, env: { ...test.env, DATABASE_URL: test.databaseUrl } };
}

/** Where a restore goes: a new data folder (and on PostgreSQL, a new empty database). */
const newTarget = (name: string) => newRestoreTarget(root, name);

const photo = (hue: number) =>
  sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: hue, g: 150, b: 90 } },
  })
    .jpeg()
    .toBuffer();

// Each restore loads a database, migrates it and opens it again: seconds on a busy machine.
describe("a backup of the running site, restored elsewhere", { timeout: 120_000 }, async () => {
  const site = await openSite();
  const { db } = site;
  const now = new Date();

  // A filled site: categories, articles with their cover, settings saved twice, leads.
  const [category] = await db
    .insert(categories)
    .values([
      { name: "Dos", slug: "dos", description: "Le dos" },
      { name: "Sport", slug: "sport" },
    ])
    .returning();
  for (const [i, hue] of [40, 120, 200].entries()) {
    const cover = await storeUpload(
      site,
      new File([new Uint8Array(await photo(hue))], `couverture-${i}.jpg`),
    );
    const [article] = await db
      .insert(articles)
      .values({
        title: `Article ${i} : le mal de dos`,
        slug: `article-${i}`,
        content: `<p>Texte ${i}, accentué : « é à ç ».</p>`,
        imageUrl: `/media/articles/${cover.fileName}`,
        status: "published",
        publishedAt: now,
      })
      .returning();
    await db.insert(blogPostCategories).values({ postId: article!.id, categoryId: category!.id });
  }
  for (const phone of ["04 90 00 00 01", "04 90 00 00 02"]) {
    const saved = await savePracticeSettings(
      site,
      "contact",
      { ...defaultPracticeSettings.contact, phone },
      null,
    );
    expect(saved.ok).toBe(true);
  }
  const lead = (email: string, prenom: string) => ({
    nom: "Durand",
    prenom,
    email,
    date: "01/06/2026",
    heure: "14:00:00",
    timestamp: now,
    sessionId: `session-${prenom}`,
    buttonId: "hero-button",
    createdAt: now,
  });
  await db
    .insert(leads)
    .values([lead("claire@example.fr", "Claire"), lead("paul@example.fr", "Paul")]);

  // Visitors keep coming while the backup is taken, each request its own turn of the event loop.
  let serving = true;
  let served = 0;
  const visitors = (async () => {
    while (serving) {
      await new Promise((resolve) => setImmediate(resolve));
      await db.select().from(articles).limit(5);
      await db
        .insert(trackingEvents)
        .values({ sessionId: `visite-${served}`, event: "click", createdAt: new Date() });
      served += 1;
    }
  })();
  const backup = await createBackup(site);
  serving = false;
  await visitors;

  it("writes a manifest with the counts and the SHA-256 of every file", () => {
    const { manifest } = backup;
    expect(manifest).toMatchObject({
      database: onPostgres ? "postgres" : "pglite",
      appVersion: "1.0.0",
      counts: { articles: 3, leads: 2, settingsVersions: 2, images: 6 },
    });
    expect(manifest.schemaVersion).toMatch(/^\d{4}_/);
    const listed = manifest.files.map((file) => file.path);
    expect(listed).toContain(onPostgres ? "database.pgdump" : "database.tar.gz");
    // Three uploads, each a JPEG or PNG, a WebP and a thumbnail.
    expect(listed.filter((file) => file.startsWith("media/articles/"))).toHaveLength(9);
    for (const file of manifest.files) {
      const bytes = fs.readFileSync(path.join(backup.dir, file.path));
      expect(crypto.createHash("sha256").update(bytes).digest("hex")).toBe(file.sha256);
    }
    expect(served).toBeGreaterThan(0);
  });

  it("restores into a new data folder: every table the same, images byte for byte", async () => {
    const target = await newTarget("restored");
    const result = await restoreBackup({ backupDir: backup.dir, env: target });
    expect(result.manifest.counts.articles).toBe(3);
    const original = await everything(site, ["tracking_events", "job_locks"]);
    const restored = await withServices(target, (services) =>
      everything(services, ["tracking_events", "job_locks"]),
    );
    expect(restored).toEqual(original);
    expect(Object.keys(original.articles ?? {})).toHaveLength(3);
    expect(filesOf(mediaDir(target))).toEqual(filesOf(mediaDir(site.env)));
    expect(Object.keys(filesOf(mediaDir(target)))).toHaveLength(9);
    // The visits recorded before the dump, and none invented.
    const visits = await withServices(target, (services) => services.db.$count(trackingEvents));
    expect(visits).toBeLessThanOrEqual(await db.$count(trackingEvents));
  });

  it("erases again, at the next restore, a person erased since the backup, and keeps what was there beside", async () => {
    const target = await newTarget("erased-since");
    await restoreBackup({ backupDir: backup.dir, env: target });
    await withServices(target, (services) =>
      erasePersonData(services, "claire@example.fr", "Dr Martin"),
    );
    const result = await restoreBackup({ backupDir: backup.dir, env: target });
    expect(result.erasedAgain).toBe(1);
    // The database (on PostgreSQL, its dump and the settings kept beside it) and the images.
    expect(result.keptBeside).toHaveLength(onPostgres ? 3 : 2);
    for (const beside of result.keptBeside) expect(fs.existsSync(beside)).toBe(true);
    await withServices(target, async (services) => {
      expect(isEmpty(await findPersonData(services, "claire@example.fr"))).toBe(true);
      expect(isEmpty(await findPersonData(services, "paul@example.fr"))).toBe(false);
    });
  });

  it("refuses a damaged backup with a French message, before touching anything", async () => {
    const damaged = path.join(root, "damaged");
    fs.cpSync(backup.dir, damaged, { recursive: true });
    const image = backup.manifest.files.find((file) => file.path.startsWith("media/"))!;
    const bytes = fs.readFileSync(path.join(damaged, image.path));
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0xff;
    fs.writeFileSync(path.join(damaged, image.path), bytes);
    const target = await newTarget("untouched");
    await expect(restoreBackup({ backupDir: damaged, env: target })).rejects.toThrow(
      backupMessages.damagedFile(image.path),
    );
    expect(fs.existsSync(target.DATA_DIR)).toBe(false);
  });

  it("refuses a folder that is not one of its backups, and one from a newer version", async () => {
    const foreign = path.join(root, "foreign");
    fs.mkdirSync(foreign, { recursive: true });
    fs.writeFileSync(path.join(foreign, MANIFEST_FILE), JSON.stringify({ format: "autre" }));
    const target = await newTarget("untouched-2");
    await expect(restoreBackup({ backupDir: foreign, env: target })).rejects.toThrow(
      backupMessages.notABackup(foreign),
    );
    const newer = path.join(root, "newer");
    fs.cpSync(backup.dir, newer, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(newer, MANIFEST_FILE), "utf8"));
    fs.writeFileSync(
      path.join(newer, MANIFEST_FILE),
      JSON.stringify({ ...manifest, schemaVersion: "9999_plus_tard" }),
    );
    await expect(restoreBackup({ backupDir: newer, env: target })).rejects.toThrow(
      backupMessages.newerSchema("9999_plus_tard"),
    );
    expect(fs.existsSync(target.DATA_DIR)).toBe(false);
  });
});
