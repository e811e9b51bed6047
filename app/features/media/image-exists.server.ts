/**
 * Whether the image an article's cover address points to exists: an upload
 * (media-storage.server.ts), a file of the site (public/), or a remote
 * image that answers. The maintenance checks covers with it.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "~/server/project-root.server";
import { ARTICLE_IMAGE_PLACEHOLDER, resolveArticleImageUrl } from "./image-url";
import { mediaStorage } from "./media-storage.server";

/** Time allowed to a remote image to answer. */
const IMAGE_CHECK_TIMEOUT_MS = 5_000;

/** A file under `base`, or null when the path would leave it. */
function fileUnder(base: string, urlPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
  return file.startsWith(`${base}${path.sep}`) ? file : null;
}

async function fileExists(file: string | null): Promise<boolean> {
  if (!file) return false;
  return fs
    .stat(file)
    .then((stat) => stat.isFile())
    .catch(() => false);
}

async function uploadExists(
  env: Parameters<typeof mediaStorage>[0],
  urlPath: string,
): Promise<boolean> {
  let name: string;
  try {
    name = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  // An unreachable bucket is an error, not a missing image.
  return mediaStorage(env).exists(name);
}

async function remoteImageExists(url: string): Promise<boolean> {
  const ask = (method: "HEAD" | "GET") =>
    fetch(url, { method, redirect: "follow", signal: AbortSignal.timeout(IMAGE_CHECK_TIMEOUT_MS) });
  try {
    let response = await ask("HEAD");
    // Some servers refuse HEAD: ask again with GET.
    if (response.status === 405 || response.status === 501) response = await ask("GET");
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Whether the image a cover address points to exists (uploads, site images, remote). */
export async function articleImageExists(
  env: Parameters<typeof mediaStorage>[0],
  imageUrl: string,
): Promise<boolean> {
  const resolved = resolveArticleImageUrl(imageUrl);
  if (resolved === ARTICLE_IMAGE_PLACEHOLDER) return false;
  if (/^https?:\/\//i.test(resolved)) return remoteImageExists(resolved);
  const mediaPrefix = "/media/articles/";
  if (resolved.startsWith(mediaPrefix))
    return uploadExists(env, resolved.slice(mediaPrefix.length));
  return fileExists(fileUnder(path.join(projectRoot, "public"), resolved));
}
