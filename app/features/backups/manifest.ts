import { z } from "zod";

/** Marks a folder as a backup of this application; anything else is foreign. */
export const BACKUP_FORMAT = "cabinet-osteopathie-backup";
export const MANIFEST_FILE = "manifest.json";

const BackupFileSchema = z.object({
  /** Relative to the backup folder, with forward slashes. */
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** The last database migration applied when it was taken. */
  schemaVersion: z.string(),
  database: z.enum(["pglite", "postgres"]),
  counts: z.object({
    articles: z.number().int().nonnegative(),
    leads: z.number().int().nonnegative(),
    settingsVersions: z.number().int().nonnegative(),
    images: z.number().int().nonnegative(),
  }),
  files: z.array(BackupFileSchema),
});

export type BackupManifest = z.infer<typeof BackupManifestSchema>;
export type BackupFile = z.infer<typeof BackupFileSchema>;
