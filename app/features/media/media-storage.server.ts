/**
 * Where uploaded images are kept: the folder DATA_DIR/media/articles, or the
 * S3-compatible bucket of MEDIA_S3_URL when several machines serve the site
 * (docs/decisions/0022-images-in-a-bucket.md). Every read, write and removal
 * of an upload goes through this seam; names are the files' names, the same
 * on disk and in the bucket (under MEDIA_S3_URL's folder).
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Env } from "~/server/env.server";
import type { MediaServing } from "~/server/server-features";
import { projectRoot } from "~/server/project-root.server";
import {
  createS3Client,
  deleteAllObjects,
  describeS3Error,
  listAllObjects,
  parseBucketUrl,
} from "~/server/s3-client.server";

export interface StoredFile {
  name: string;
  bytes: number;
  modified: Date;
}

export interface MediaFile extends StoredFile {
  body: Readable;
  /** What the bucket recorded, or null on disk (the name's extension says it there). */
  contentType: string | null;
  /** The bucket's entity tag (quoted), or null on disk. */
  etag: string | null;
}

export interface MediaStorage {
  kind: "disk" | "bucket";
  /** The folder, or `s3://bucket/folder/`, for messages. */
  location: string;
  /** Readers see the whole file or nothing (a temporary name renamed on disk; one PUT in a bucket). */
  put(
    name: string,
    body: Buffer | Readable,
    options: { bytes: number; contentType: string },
  ): Promise<void>;
  /** The file and its metadata, or null when it does not exist. */
  get(name: string): Promise<MediaFile | null>;
  /** Missing files are fine. */
  remove(names: readonly string[]): Promise<void>;
  /** Every file, with its size and modification time. */
  list(): Promise<StoredFile[]>;
  exists(name: string): Promise<boolean>;
}

export class MediaStorageError extends Error {
  override name = "MediaStorageError";
}

/** The uploads' folder on disk (kept as the source of `npm run media:move -- --to-bucket`). */
export function mediaFolder(env: Pick<Env, "DATA_DIR">): string {
  return path.resolve(projectRoot, env.DATA_DIR, "media", "articles");
}

/**
 * Whether `name` can name a stored file: relative, no empty, `.` or `..`
 * segment, no backslash or control character. Older imports kept sub-folders.
 */
export function isStorableName(name: string): boolean {
  if (!name || name.length > 512 || /[\\\u0000-\u001f\u007f]/.test(name)) return false;
  return name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

function checkedName(name: string): string {
  if (!isStorableName(name)) throw new MediaStorageError(`Nom de fichier refusé : ${name}`);
  return name;
}

type MediaEnv = Pick<
  Env,
  | "DATA_DIR"
  | "MEDIA_S3_URL"
  | "MEDIA_S3_ENDPOINT"
  | "AWS_REGION"
  | "AWS_ACCESS_KEY_ID"
  | "AWS_SECRET_ACCESS_KEY"
>;

/** One storage a configuration: the bucket's client keeps its connections between requests. */
const opened = new Map<string, MediaStorage>();

/** The storage of `env`: the bucket of MEDIA_S3_URL, else the folder of DATA_DIR. */
export function mediaStorage(env: MediaEnv): MediaStorage {
  const key = JSON.stringify([
    env.DATA_DIR,
    env.MEDIA_S3_URL,
    env.MEDIA_S3_ENDPOINT,
    env.AWS_REGION,
    env.AWS_ACCESS_KEY_ID,
  ]);
  let storage = opened.get(key);
  if (!storage) {
    storage = env.MEDIA_S3_URL ? bucketStorage(env, env.MEDIA_S3_URL) : diskStorage(env);
    opened.set(key, storage);
  }
  return storage;
}

/** The folder DATA_DIR/media/articles, whatever MEDIA_S3_URL says. */
export function diskStorage(env: Pick<Env, "DATA_DIR">): MediaStorage {
  const dir = mediaFolder(env);
  const fileOf = (name: string) => path.join(dir, checkedName(name));
  const statOf = (name: string) =>
    fs.promises.stat(fileOf(name)).then(
      (stat) => (stat.isFile() ? stat : null),
      () => null,
    );
  return {
    kind: "disk",
    location: dir,
    async put(name, body) {
      const file = fileOf(name);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name, then renamed: a reader never sees half a file.
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
      if (Buffer.isBuffer(body)) await fs.promises.writeFile(temporary, body);
      else await pipeline(body, fs.createWriteStream(temporary));
      await fs.promises.rename(temporary, file);
    },
    async get(name) {
      if (!isStorableName(name)) return null;
      const stat = await statOf(name);
      if (!stat) return null;
      return {
        name,
        bytes: stat.size,
        modified: stat.mtime,
        body: fs.createReadStream(fileOf(name)),
        contentType: null,
        etag: null,
      };
    },
    async remove(names) {
      await Promise.all(names.map((name) => fs.promises.rm(fileOf(name), { force: true })));
    },
    async list() {
      const entries = await fs.promises
        .readdir(dir, { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return [];
          throw error;
        });
      const files: StoredFile[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const name = path.relative(dir, path.join(entry.parentPath, entry.name));
        const stat = await statOf(name.split(path.sep).join("/"));
        if (stat)
          files.push({
            name: name.split(path.sep).join("/"),
            bytes: stat.size,
            modified: stat.mtime,
          });
      }
      return files;
    },
    async exists(name) {
      return isStorableName(name) && (await statOf(name)) !== null;
    },
  };
}

/** S3's answer to a missing key. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === "NoSuchKey" || error.name === "NotFound" || status === 404;
}

function bucketStorage(env: MediaEnv, url: string): MediaStorage {
  const { bucket, prefix, location } = parseBucketUrl(url);
  // Created on first use: a process that never touches an image never loads the SDK.
  let connecting: ReturnType<typeof createS3Client> | null = null;
  const connect = () => (connecting ??= createS3Client(env, env.MEDIA_S3_ENDPOINT));

  /** Runs one request; a failure becomes a French MediaStorageError naming no credential. */
  async function request<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (error) {
      throw new MediaStorageError(
        `Le seau des images (${location}) n'a pas répondu comme prévu : ${describeS3Error(env, error)}`,
      );
    }
  }

  return {
    kind: "bucket",
    location,
    async put(name, body, { bytes, contentType }) {
      const { s3, client } = await connect();
      await request(() =>
        client.send(
          new s3.PutObjectCommand({
            Bucket: bucket,
            Key: prefix + checkedName(name),
            Body: body,
            ContentLength: bytes,
            ContentType: contentType,
          }),
        ),
      );
    },
    async get(name) {
      if (!isStorableName(name)) return null;
      const { s3, client } = await connect();
      const answer = await request(async () => {
        try {
          return await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: prefix + name }));
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      });
      if (!answer) return null;
      if (!(answer.Body instanceof Readable)) {
        throw new MediaStorageError(`Le seau des images (${location}) a rendu ${name} vide.`);
      }
      return {
        name,
        bytes: answer.ContentLength ?? 0,
        modified: answer.LastModified ?? new Date(0),
        body: answer.Body,
        contentType: answer.ContentType ?? null,
        etag: answer.ETag ?? null,
      };
    },
    async remove(names) {
      const failure = await deleteAllObjects(
        await connect(),
        bucket,
        names.map((name) => prefix + checkedName(name)),
        request,
      );
      if (failure) {
        throw new MediaStorageError(
          `Le seau des images (${location}) n'a pas supprimé ${failure.key} : ${failure.reason}`,
        );
      }
    },
    async list() {
      const objects = await listAllObjects(await connect(), bucket, prefix, request);
      return objects.map(({ key, bytes, modified }) => ({ name: key, bytes, modified }));
    },
    async exists(name) {
      if (!isStorableName(name)) return false;
      const { s3, client } = await connect();
      return request(async () => {
        try {
          await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: prefix + name }));
          return true;
        } catch (error) {
          if (isMissing(error)) return false;
          throw error;
        }
      });
    },
  };
}

/** How /media/articles serves the uploads of `env` (~/server/server-features.ts). */
export function mediaServing(env: Env): MediaServing {
  const storage = mediaStorage(env);
  if (storage.kind === "disk") return { kind: "folder", dir: mediaFolder(env) };
  const publicUrl = env.MEDIA_PUBLIC_URL?.replace(/\/+$/, "");
  return {
    kind: "bucket",
    read: (name) => storage.get(name),
    publicAddress: (name) =>
      publicUrl && isStorableName(name)
        ? `${publicUrl}/${name.split("/").map(encodeURIComponent).join("/")}`
        : null,
  };
}
