/**
 * The one store of uploaded images (article covers and content, page and
 * service images, the practitioner's photo). Files live in the folder
 * DATA_DIR/media/articles, or the bucket of MEDIA_S3_URL
 * (media-storage.server.ts), and are served at /media/articles/{file}: the folder
 * keeps its first name so stored addresses never change. An upload is accepted by its content, never by
 * its name: sharp must recognise a raster format we allow. It is oriented,
 * shrunk to 1200×1200 at most, re-encoded (metadata dropped), and stored
 * under a random name in two variants: WebP, and the original format (JPEG,
 * or PNG when it has transparency). Each file is recorded in media_files.
 */
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

export async function storeUpload(
  services: Pick<AppServices, "db" | "env">,
  file: Blob & { name?: string },
): Promise<StoredImage> {
  if (file.size > COVER_MAX_BYTES) throw new ImageRejectedError(imageMessages.tooLarge, 413);
  if (file.size === 0) throw new ImageRejectedError(imageMessages.empty);
  const input = Buffer.from(await file.arrayBuffer());
  // Loaded on the first upload: libvips takes about 12 MB that a server
  // answering pages never needs.
  const { default: sharp } = await import("sharp");

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

  const base = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      // Turn the photo as the camera meant before its orientation tag is dropped.
      .rotate()
      .resize(COVER_MAX_SIZE, COVER_MAX_SIZE, { fit: "inside", withoutEnlargement: true });

  let original: { data: Buffer; info: OutputInfo };
  let webp: { data: Buffer; info: OutputInfo };
  let transparent: boolean;
  try {
    // PNG only when the image really uses transparency.
    transparent = metadata.hasAlpha === true && !(await base().stats()).isOpaque;
    original = transparent
      ? await base().png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await base()
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: QUALITY, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
    webp = await base().webp({ quality: QUALITY }).toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejectedError(imageMessages.notAnImage);
  }

  const name = randomHex(16);
  const fileName = `${name}.${transparent ? "png" : "jpg"}`;
  const webpFileName = `${name}.webp`;
  const storage = mediaStorage(services.env);
  // Kept for the record only: what cannot be stored is dropped rather than refusing the photo.
  const originalName = file.name ? toStorableText(file.name.slice(0, 200)) || null : null;
  try {
    for (const [target, data, contentType] of [
      [fileName, original.data, transparent ? "image/png" : "image/jpeg"],
      [webpFileName, webp.data, "image/webp"],
    ] as const) {
      await storage.put(target, data, { bytes: data.length, contentType });
    }
    await services.db.insert(mediaFiles).values([
      {
        fileName,
        mimeType: transparent ? "image/png" : "image/jpeg",
        width: original.info.width,
        height: original.info.height,
        bytes: original.data.length,
        originalName,
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
    await removeFiles(storage, [fileName, webpFileName]);
    throw error;
  }
  return { fileName, webpFileName, width: original.info.width, height: original.info.height };
}

/** Removes stored files (and their temporary copies on disk); missing ones are fine. */
async function removeFiles(storage: MediaStorage, fileNames: readonly string[]): Promise<void> {
  await storage.remove(fileNames.flatMap((fileName) => [fileName, `.${fileName}.tmp`]));
}
