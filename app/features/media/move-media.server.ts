/**
 * `npm run media:move`: copies every upload between the data folder and the
 * bucket of MEDIA_S3_URL, either way. Idempotent (a file already there with
 * the same size is left alone), so it can run again after uploads made
 * meanwhile; nothing is deleted from the source. Each copy is checked by its
 * size once the whole move is done.
 */
import type { Env } from "~/server/env.server";
import { diskStorage, mediaStorage, MediaStorageError } from "./media-storage.server";

export type MoveDirection = "bucket" | "disk";

export interface MoveReport {
  from: string;
  to: string;
  copied: number;
  alreadyThere: number;
}

/** What an upload's extension says it is: the bucket records it for its public address. */
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

function contentTypeOf(name: string): string {
  return TYPES[name.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

/** A variant being written on disk (`.{name}.tmp`): never an upload to move. */
const isTemporary = (name: string) => /(^|\/)\.[^/]*\.tmp$/.test(name);

export async function moveMedia(
  env: Parameters<typeof mediaStorage>[0],
  to: MoveDirection,
): Promise<MoveReport> {
  if (!env.MEDIA_S3_URL) {
    throw new MediaStorageError(
      "MEDIA_S3_URL n'est pas défini : indiquez le seau des images (s3://seau ou s3://seau/dossier) et ses identifiants AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY.",
    );
  }
  const disk = diskStorage(env);
  const bucket = mediaStorage(env);
  const [source, target] = to === "bucket" ? [disk, bucket] : [bucket, disk];
  const files = (await source.list()).filter((file) => !isTemporary(file.name));
  const present = new Map((await target.list()).map((file) => [file.name, file.bytes]));
  let copied = 0;
  const vanished = new Set<string>();
  for (const file of files) {
    if (present.get(file.name) === file.bytes) continue;
    const read = await source.get(file.name);
    // Removed meanwhile (an unused upload cleared): nothing left to copy.
    if (!read) {
      vanished.add(file.name);
      continue;
    }
    await target.put(file.name, read.body, {
      bytes: read.bytes,
      contentType: read.contentType ?? contentTypeOf(file.name),
    });
    copied++;
  }
  const after = new Map((await target.list()).map((file) => [file.name, file.bytes]));
  const wrong = files.filter(
    (file) => !vanished.has(file.name) && after.get(file.name) !== file.bytes,
  );
  if (wrong.length) {
    throw new MediaStorageError(
      `Copie incomplète vers ${target.location} : taille différente pour ${wrong.map((file) => file.name).join(", ")}. Relancez la commande.`,
    );
  }
  return {
    from: source.location,
    to: target.location,
    copied,
    alreadyThere: files.length - copied - vanished.size,
  };
}
