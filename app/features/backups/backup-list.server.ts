/**
 * The backups as the admin lists them: date, size, where they are, counts.
 * A backup copied off the machine holds `remote.json` (written by the copy):
 * `{ "location": "<bucket address>", "copiedAt": "<ISO date>" }`.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { listLocalBackups, type StoredBackup } from "./create-backup.server";
import { type BackupManifest, MANIFEST_FILE } from "./manifest";

export const REMOTE_COPY_FILE = "remote.json";

export const RemoteCopySchema = z.object({
  location: z.string().min(1).max(2000),
  copiedAt: z.iso.datetime({ offset: true }),
});
export type RemoteCopy = z.infer<typeof RemoteCopySchema>;

/** A backup's folder name as createBackup writes it (its date, `:` and `.` as `-`). */
export const BackupNameSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/);

interface BackupListItem {
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** The backup's files, its manifest included. */
  bytes: number;
  counts: BackupManifest["counts"];
  remote: RemoteCopy | null;
}

/** The bucket's address without anything secret a URL could carry (user, password, query). */
function publicLocation(location: string): string {
  if (!URL.canParse(location)) return location;
  const url = new URL(location);
  return `${url.protocol}//${url.host}${url.pathname === "/" ? "" : url.pathname}`;
}

function readRemoteCopy(dir: string): RemoteCopy | null {
  try {
    const parsed = RemoteCopySchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(dir, REMOTE_COPY_FILE), "utf8")),
    );
    if (!parsed.success) return null;
    return { ...parsed.data, location: publicLocation(parsed.data.location) };
  } catch {
    return null;
  }
}

function sizeOf(backup: StoredBackup): number {
  const manifest = fs.statSync(path.join(backup.dir, MANIFEST_FILE)).size;
  return backup.manifest.files.reduce((total, file) => total + file.bytes, manifest);
}

/** The local backups, newest first. */
export function listBackupsForAdmin(env: AppServices["env"]): BackupListItem[] {
  return listLocalBackups(env).map((backup) => ({
    name: backup.name,
    createdAt: backup.manifest.createdAt,
    bytes: sizeOf(backup),
    counts: backup.manifest.counts,
    remote: readRemoteCopy(backup.dir),
  }));
}

/** The local backup called `name` (already validated by BackupNameSchema), if there is one. */
export function findLocalBackup(env: AppServices["env"], name: string): StoredBackup | null {
  return listLocalBackups(env).find((backup) => backup.name === name) ?? null;
}
