/**
 * The one store of uploaded images (article covers and content, page and
 * service images, the practitioner's photo). Files live in the folder
 * DATA_DIR/media/articles, or the bucket of MEDIA_S3_URL
 * (media-storage.server.ts), and are served at /media/articles/{file}: the folder
 * keeps its first name so stored addresses never change. An upload is accepted by its content, never by
 * its name: sharp must recognise a raster format we allow. It is oriented,
 * shrunk to 1200×1200 at most, re-encoded (metadata dropped), and stored
 * under a random name in two variants: WebP, and the original format (JPEG,
 * or PNG when it has transparency), plus a 320-px WebP thumbnail for the
 * media library. Each variant is recorded in media_files. Every file
 * operation on uploads goes through this module.
 */
import { eq, inArray } from "drizzle-orm";
import type { Metadata, OutputInfo } from "sharp";
import { randomHex } from "~/lib/random-hex";
import { toStorableText } from "~/lib/storable-text";
import type { AppServices } from "~/server/context.server";
import type { Env } from "~/server/env.server";
import { mediaFiles } from "~/server/db/schema";
import { mediaFolder, mediaStorage, type MediaStorage } from "./media-storage.server";
import { COVER_MAX_BYTES, COVER_MAX_SIZE, COVER_QUALITY, imageMessages } from "./image-rules";

/** Formats accepted as input; SVG is refused (it can carry scripts). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "gif", "heif"]);
/** Guards against decompression bombs (a 12 000 × 8 000 photo still fits). */
const MAX_INPUT_PIXELS = 100_000_000;
const QUALITY = Math.round(COVER_QUALITY * 100);

/** Where uploaded images live on disk (media-storage.server.ts: or in a bucket). */
export function uploadsDir(env: Pick<Env, "DATA_DIR">): string {
  return mediaFolder(env);
}

/** A refusal the practitioner can act on (French message). */
export class ImageRejectedError extends Error {
  override name = "ImageRejectedError";
  /** 413 for a file over the size limit, 400 for anything else refused. */
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

export interface StoredImage {
  /** The original-format variant: the name documents store to reference the image. */
  fileName: string;
  webpFileName: string;
  width: number;
  height: number;
}

/** The width and height bound of the media library's thumbnails. */
export const THUMBNAIL_SIZE = 320;

/** The small WebP of an upload's grid cell: `{name}.thumb.webp`. */
export function thumbnailNameOf(fileName: string): string {
  return fileName.replace(/\.(?:jpg|png)$/, ".thumb.webp");
}

type Sharp = typeof import("sharp").default;

async function loadSharp(): Promise<Sharp> {
  // Loaded on the first upload: libvips takes about 12 MB that a server
  // answering pages never needs.
  return (await import("sharp")).default;
}

function thumbnailOf(sharp: Sharp, input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}

/** The accepted image's metadata, or a refusal. */
async function readMetadata(sharp: Sharp, input: Buffer): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new ImageRejectedError(imageMessages.notAnImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageRejectedError(imageMessages.notAnImage);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(imageMessages.tooManyPixels);
  }
  return metadata;
}

interface Encoded {
  original: { data: Buffer; info: OutputInfo };
  webp: { data: Buffer; info: OutputInfo };
  thumbnail: Buffer;
  transparent: boolean;
}

async function encodeVariants(sharp: Sharp, input: Buffer, metadata: Metadata): Promise<Encoded> {
  const base = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      // Turn the photo as the camera meant before its orientation tag is dropped.
      .rotate()
      .resize(COVER_MAX_SIZE, COVER_MAX_SIZE, { fit: "inside", withoutEnlargement: true });
  try {
    // PNG only when the image really uses transparency.
    const transparent = metadata.hasAlpha === true && !(await base().stats()).isOpaque;
    const original = transparent
      ? await base().png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await base()
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: QUALITY, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
    const webp = await base().webp({ quality: QUALITY }).toBuffer({ resolveWithObject: true });
    return { original, webp, thumbnail: await thumbnailOf(sharp, original.data), transparent };
  } catch {
    throw new ImageRejectedError(imageMessages.notAnImage);
  }
}

/** Writes files of the media folder under a temporary name, then renames: a reader never sees half a file. */
async function writeFiles(
  storage: MediaStorage,
  files: readonly (readonly [name: string, data: Buffer, contentType: string])[],
) {
  for (const [name, data, contentType] of files)
    await storage.put(name, data, { bytes: data.length, contentType });
}

/** A stored file's bytes, or null when it does not exist. */
async function readFile(storage: MediaStorage, name: string): Promise<Buffer | null> {
  const file = await storage.get(name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function storeUpload(
  services: Pick<AppServices, "db" | "env">,
  file: Blob & { name?: string },
): Promise<StoredImage> {
  if (file.size > COVER_MAX_BYTES) throw new ImageRejectedError(imageMessages.tooLarge, 413);
  if (file.size === 0) throw new ImageRejectedError(imageMessages.empty);
  const input = Buffer.from(await file.arrayBuffer());
  const sharp = await loadSharp();
  const { original, webp, thumbnail, transparent } = await encodeVariants(
    sharp,
    input,
    await readMetadata(sharp, input),
  );

  const name = randomHex(16);
  const fileName = `${name}.${transparent ? "png" : "jpg"}`;
  const webpFileName = `${name}.webp`;
  const thumbFileName = thumbnailNameOf(fileName);
  const storage = mediaStorage(services.env);
  // Kept for the record only: what cannot be stored is dropped rather than refusing the photo.
  const originalName = file.name ? toStorableText(file.name.slice(0, 200)) || null : null;
  try {
    await writeFiles(storage, [
      [fileName, original.data, transparent ? "image/png" : "image/jpeg"],
      [webpFileName, webp.data, "image/webp"],
      [thumbFileName, thumbnail, "image/webp"],
    ]);
    await services.db.insert(mediaFiles).values([
      {
        fileName,
        mimeType: transparent ? "image/png" : "image/jpeg",
        width: original.info.width,
        height: original.info.height,
        bytes: original.data.length,
        originalName,
        thumbFileName,
      },
      {
        fileName: webpFileName,
        mimeType: "image/webp",
        width: webp.info.width,
        height: webp.info.height,
        bytes: webp.data.length,
        originalName,
      },
    ]);
  } catch (error) {
    await removeFiles(storage, [fileName, webpFileName, thumbFileName]);
    throw error;
  }
  return { fileName, webpFileName, width: original.info.width, height: original.info.height };
}

/**
 * Makes the thumbnail of an upload stored before thumbnails existed, from
 * its JPEG or PNG file; returns its name, or null when that file is gone.
 */
export async function writeThumbnail(
  services: Pick<AppServices, "db" | "env">,
  fileName: string,
): Promise<string | null> {
  const storage = mediaStorage(services.env);
  const input = await readFile(storage, fileName);
  if (!input) return null;
  const thumbFileName = thumbnailNameOf(fileName);
  const thumbnail = await thumbnailOf(await loadSharp(), input);
  await writeFiles(storage, [[thumbFileName, thumbnail, "image/webp"]]);
  await services.db
    .update(mediaFiles)
    .set({ thumbFileName })
    .where(eq(mediaFiles.fileName, fileName));
  return thumbFileName;
}

/** Every file of an upload: its JPEG or PNG, its WebP and its thumbnail. */
export function uploadFileNames(baseName: string): string[] {
  return ["jpg", "png", "webp", "thumb.webp"].map((extension) => `${baseName}.${extension}`);
}

/** Removes an upload: its files (those missing are fine), then its rows. */
export async function deleteUpload(
  services: Pick<AppServices, "db" | "env">,
  baseName: string,
): Promise<void> {
  const fileNames = uploadFileNames(baseName);
  await removeFiles(mediaStorage(services.env), fileNames);
  await services.db.delete(mediaFiles).where(inArray(mediaFiles.fileName, fileNames));
}

/** Removes stored files (and their temporary copies on disk); missing ones are fine. */
async function removeFiles(storage: MediaStorage, fileNames: readonly string[]): Promise<void> {
  await storage.remove(fileNames.flatMap((fileName) => [fileName, `.${fileName}.tmp`]));
}
