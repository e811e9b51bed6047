/**
 * Takes a backup of the running site into DATA_DIR/backups/<date>: the
 * database (database-dump.server.ts), the uploaded images (DATA_DIR/media,
 * unless they live in a bucket)
 * and manifest.json (what it holds, and the SHA-256 of every file). It is
 * written under a hidden name and renamed once complete, so a folder that
 * carries a date is always a whole backup.
 *
 * The manifest's counts are read in the dump itself (the same snapshot,
 * database-dump.server.ts), from other features' tables: a read model
 * (docs/decisions/0011).
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { migrationsFolder } from "~/server/db/database.server";
import { projectRoot } from "~/server/project-root.server";
import { describeFiles, readManifest } from "./backup-files.server";
import { databaseSource, DUMP_FILES, dumpDatabase } from "./database-dump.server";
import { BACKUP_FORMAT, type BackupManifest, MANIFEST_FILE } from "./manifest";
import { backupsToKeep } from "./retention";

export function backupsDir(env: AppServices["env"]): string {
  return path.resolve(projectRoot, env.DATA_DIR, "backups");
}

export function mediaDir(env: AppServices["env"]): string {
  return path.resolve(projectRoot, env.DATA_DIR, "media");
}

const JournalSchema = z.object({ entries: z.array(z.object({ tag: z.string() })).min(1) });

/** The migrations this code knows, oldest first. */
export function knownSchemaVersions(): string[] {
  const journal = JournalSchema.parse(
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")),
  );
  return journal.entries.map((entry) => entry.tag);
}

function appVersion(): string {
  const pkg = z
    .object({ version: z.string() })
    .parse(JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")));
  return pkg.version;
}

export interface StoredBackup {
  name: string;
  dir: string;
  manifest: BackupManifest;
}

export async function createBackup(services: AppServices): Promise<StoredBackup> {
  const createdAt = services.now();
  const root = backupsDir(services.env);
  const name = createdAt.toISOString().replace(/[:.]/g, "-");
  const partial = path.join(root, `.en-cours-${name}`);
  const dir = path.join(root, name);
  await fs.promises.mkdir(partial, { recursive: true });
  try {
    const source = databaseSource(services);
    const dumpFile = path.join(partial, DUMP_FILES[source.kind]);
    const counts = await dumpDatabase(services, source, dumpFile);
    // Copied once the dump is taken: they cover every image it names. Images
    // kept in a bucket (MEDIA_S3_URL) stay out: the bucket's own versioning
    // keeps them (docs/decisions/0022-images-in-a-bucket.md).
    const media = mediaDir(services.env);
    if (!services.env.MEDIA_S3_URL && fs.existsSync(media)) {
      await fs.promises.cp(media, path.join(partial, "media"), { recursive: true });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      appVersion: appVersion(),
      schemaVersion: knownSchemaVersions().at(-1)!,
      database: source.kind,
      counts,
      files: await describeFiles(partial),
    };
    await fs.promises.writeFile(
      path.join(partial, MANIFEST_FILE),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    await fs.promises.rename(partial, dir);
    return { name, dir, manifest };
  } catch (error) {
    await fs.promises.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The backups in DATA_DIR/backups, newest first; folders that are not one are left alone. */
export function listLocalBackups(env: AppServices["env"]): StoredBackup[] {
  const root = backupsDir(env);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .flatMap((entry) => {
      const dir = path.join(root, entry.name);
      try {
        return [{ name: entry.name, dir, manifest: readManifest(dir) }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.manifest.createdAt.localeCompare(a.manifest.createdAt));
}

/** Deletes the local backups the retention does not keep; returns their names. */
export async function pruneLocalBackups(env: AppServices["env"]): Promise<string[]> {
  const backups = listLocalBackups(env).map((backup) => ({
    ...backup,
    createdAt: new Date(backup.manifest.createdAt),
  }));
  const keep = backupsToKeep(backups);
  const removed = backups.filter((backup) => !keep.has(backup));
  for (const backup of removed) await fs.promises.rm(backup.dir, { recursive: true, force: true });
  return removed.map((backup) => backup.name);
}
