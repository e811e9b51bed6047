import fs from "node:fs";
import path from "node:path";
import { backupsDir } from "~/features/backups/create-backup.server";
import { BACKUP_FORMAT, MANIFEST_FILE } from "~/features/backups/manifest";
import type { Env } from "~/server/env.server";

/** A backup made of its manifest alone, dated `createdAt`: only the dates matter to retention. */
export function writeBareBackup(env: Env, createdAt: string): string {
  const dir = path.join(backupsDir(env), createdAt.replace(/[:.]/g, "-"));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, MANIFEST_FILE),
    JSON.stringify({
      format: BACKUP_FORMAT,
      createdAt,
      appVersion: "1.0.0",
      schemaVersion: "0000_init",
      database: "pglite",
      counts: { articles: 0, leads: 0, settingsVersions: 0, images: 0 },
      files: [],
    }),
  );
  return dir;
}
