/**
 * The backup archive: what 'Télécharger' streams comes back whole, and
 * `npm run restore <archive>` refuses, before writing anything outside its
 * temporary folder, an archive that is unreadable, foreign, damaged, too
 * large, or holds a link, a path out of its folder or a file its manifest
 * does not list.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import * as tar from "tar";
import { afterAll, describe, expect, it } from "vitest";
import {
  archiveFolder,
  archiveMessages,
  extractBackupArchive,
  packBackup,
  withBackupSource,
} from "./backup-archive.server";
import { describeFiles, verifyBackup } from "./backup-files.server";
import type { StoredBackup } from "./create-backup.server";
import { BACKUP_FORMAT, type BackupManifest, MANIFEST_FILE } from "./manifest";
import { backupMessages } from "./messages";

const root = path.resolve(`.tmp/backup-archive-${crypto.randomUUID()}`);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A backup folder as createBackup leaves it: a dump, two images, the manifest. */
async function fakeBackup(): Promise<StoredBackup> {
  const name = "2026-11-25T02-30-00-000Z";
  const dir = path.join(root, "backups", name);
  fs.mkdirSync(path.join(dir, "media", "articles"), { recursive: true });
  fs.writeFileSync(path.join(dir, "database.tar.gz"), crypto.randomBytes(40_000));
  fs.writeFileSync(path.join(dir, "media", "articles", "dos-1200.webp"), crypto.randomBytes(9_000));
  fs.writeFileSync(path.join(dir, "media", "articles", "dos-600.webp"), crypto.randomBytes(3_000));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: "2026-11-25T02:30:00.000Z",
    appVersion: "1.0.0",
    schemaVersion: "0000_init",
    database: "pglite",
    counts: { articles: 1, leads: 0, settingsVersions: 0, images: 2 },
    files: await describeFiles(dir),
  };
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return { name, dir, manifest };
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

interface CraftedEntry {
  path: string;
  type?: "File" | "Directory" | "SymbolicLink" | "Link" | "FIFO";
  body?: Buffer;
  linkpath?: string;
}

/** A tar.gz written header by header, so it can hold what a careful tool never writes. */
function craftArchive(entries: CraftedEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = entry.body ?? Buffer.alloc(0);
    const header = new tar.Header({
      path: entry.path,
      type: entry.type ?? "File",
      size: body.length,
      mode: 0o644,
      uid: 0,
      gid: 0,
      mtime: new Date("2026-11-25T02:30:00Z"),
      linkpath: entry.linkpath,
    });
    header.encode();
    blocks.push(header.block!, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

/** The backup's files as crafted entries, under the archive's folder. */
function entriesOf(backup: StoredBackup): CraftedEntry[] {
  return [MANIFEST_FILE, ...backup.manifest.files.map((file) => file.path)].map((file) => ({
    path: `${archiveFolder(backup.name)}/${file}`,
    body: fs.readFileSync(path.join(backup.dir, file)),
  }));
}

let written = 0;
function archiveFile(bytes: Buffer): string {
  written += 1;
  const file = path.join(root, "archives", `archive-${written}.tar.gz`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  return file;
}

/** Extracts into a fresh folder and returns what the refusal says; checks nothing leaked beside it. */
async function refusal(file: string, limits?: { maxBytes: number; maxEntries: number }) {
  const into = path.join(root, "extracted", path.basename(file, ".tar.gz"), "inside");
  fs.mkdirSync(into, { recursive: true });
  const error = await extractBackupArchive(file, into, limits).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(fs.readdirSync(path.dirname(into))).toEqual(["inside"]);
  return error instanceof Error ? error.message : "accepté";
}

describe("the backup archive", async () => {
  const backup = await fakeBackup();

  it("holds the manifest and every file it lists, under a folder named after the backup, and comes back whole", async () => {
    const file = archiveFile(await bytesOf(packBackup(backup)));
    const listed: string[] = [];
    await tar.t({ file, onReadEntry: (entry) => listed.push(entry.path) });
    expect(listed.sort()).toEqual(
      [
        "manifest.json",
        "database.tar.gz",
        "media/articles/dos-1200.webp",
        "media/articles/dos-600.webp",
      ]
        .map((entry) => `sauvegarde-2026-11-25T02-30-00-000Z/${entry}`)
        .sort(),
    );
    const restored = await withBackupSource(file, async (dir) => {
      const manifest = await verifyBackup(dir);
      for (const entry of manifest.files) {
        expect(fs.readFileSync(path.join(dir, entry.path))).toEqual(
          fs.readFileSync(path.join(backup.dir, entry.path)),
        );
      }
      return manifest;
    });
    expect(restored).toEqual(backup.manifest);
  });

  it("takes a backup folder as it is", async () => {
    const manifest = await withBackupSource(backup.dir, (dir) => verifyBackup(dir));
    expect(manifest.counts.images).toBe(2);
  });

  it("refuses an archive whose file no longer matches its manifest's hash", async () => {
    const entries = entriesOf(backup);
    const image = entries.find((entry) => entry.path.endsWith("dos-600.webp"))!;
    image.body = Buffer.from(image.body!);
    image.body[100] = image.body[100]! ^ 0xff;
    const file = archiveFile(craftArchive(entries));
    await expect(withBackupSource(file, (dir) => verifyBackup(dir))).rejects.toThrow(
      backupMessages.damagedFile("media/articles/dos-600.webp"),
    );
  });

  it("refuses an entry whose path leaves the backup's folder", async () => {
    for (const evil of ["../evil.txt", "sauvegarde/../../evil.txt", "/tmp/evil.txt"]) {
      const file = archiveFile(
        craftArchive([...entriesOf(backup), { path: evil, body: Buffer.from("pwned") }]),
      );
      expect(await refusal(file)).toBe(archiveMessages.unsafeEntry(evil));
    }
  });

  it("refuses a name with a control character", async () => {
    const file = archiveFile(
      craftArchive([...entriesOf(backup), { path: "media/a\nb.webp", body: Buffer.from("x") }]),
    );
    expect(await refusal(file)).toBe(archiveMessages.unsafeEntry("media/a\nb.webp"));
    expect(archiveMessages.unsafeEntry("media/a\nb.webp")).toContain("« media/a?b.webp »");
  });

  it("refuses links and other entries that are not plain files or folders", async () => {
    const odd: CraftedEntry[] = [
      { path: "sauvegarde/media/passwd", type: "SymbolicLink", linkpath: "/etc/passwd" },
      { path: "sauvegarde/media/copie", type: "Link", linkpath: "/etc/shadow" },
      { path: "sauvegarde/media/tube", type: "FIFO" },
    ];
    for (const entry of odd) {
      const file = archiveFile(craftArchive([...entriesOf(backup), entry]));
      expect(await refusal(file)).toBe(archiveMessages.oddEntry(entry.path));
    }
  });

  it("refuses an archive larger or with more entries than its limits once extracted", async () => {
    const file = archiveFile(await bytesOf(packBackup(backup)));
    expect(await refusal(file, { maxBytes: 50_000, maxEntries: 100 })).toBe(
      archiveMessages.tooLarge(50_000),
    );
    expect(await refusal(file, { maxBytes: 1e9, maxEntries: 3 })).toBe(
      archiveMessages.tooManyEntries(3),
    );
  });

  it("refuses a file that is not an archive, and a truncated one", async () => {
    const garbage = archiveFile(crypto.randomBytes(5_000));
    expect(await refusal(garbage)).toBe(archiveMessages.unreadable(garbage));
    const whole = await bytesOf(packBackup(backup));
    const truncated = archiveFile(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await refusal(truncated)).toBe(archiveMessages.unreadable(truncated));
  });

  it("refuses an archive that is not one of this site's backups", async () => {
    const file = archiveFile(
      craftArchive([{ path: "photos/vacances.jpg", body: crypto.randomBytes(2_000) }]),
    );
    expect(await refusal(file)).toBe(backupMessages.notABackup(file));
    const foreignManifest = archiveFile(
      craftArchive([{ path: "manifest.json", body: Buffer.from('{"format":"autre"}') }]),
    );
    expect(await refusal(foreignManifest)).toBe(backupMessages.notABackup(foreignManifest));
  });

  it("refuses a file its manifest does not list", async () => {
    const file = archiveFile(
      craftArchive([
        ...entriesOf(backup),
        { path: `${archiveFolder(backup.name)}/media/articles/ajout.webp`, body: Buffer.from("x") },
      ]),
    );
    expect(await refusal(file)).toBe(archiveMessages.unlistedFile("media/articles/ajout.webp"));
  });

  it("says so when the backup named is not there", async () => {
    const missing = path.join(root, "nulle-part.tar.gz");
    await expect(withBackupSource(missing, (dir) => verifyBackup(dir))).rejects.toThrow(
      archiveMessages.sourceMissing(missing),
    );
  });
});
