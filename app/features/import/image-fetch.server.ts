/**
 * Fetches the images of imported articles: http(s) only, a time limit for
 * the whole fetch (a host that never answers gives up, it does not stall
 * the import), a size limit read as the bytes arrive, image types only,
 * redirects followed 3 times at most, several at a time but bounded.
 */
import { imageFailureReasons } from "./messages";

export interface ImageFetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  concurrency: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageFetchLimits = {
  timeoutMs: 15_000,
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 3,
  concurrency: 6,
};

export type FetchedImage = { ok: true; blob: Blob; name: string } | { ok: false; reason: string };

function isHttp(url: URL): boolean {
  return url.protocol === "http:" || url.protocol === "https:";
}

/** SVG is refused: it can carry scripts, and the image pipeline does not take it. */
function isImageType(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return type.startsWith("image/") && !type.includes("svg");
}

async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array[] | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!response.body) return chunks;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) return null;
    chunks.push(chunk);
  }
  return chunks;
}

async function fetchOnce(
  address: string,
  limits: ImageFetchLimits,
  signal: AbortSignal,
  probe: boolean,
): Promise<FetchedImage> {
  let url = new URL(address);
  for (let hop = 0; ; hop += 1) {
    if (!isHttp(url)) return { ok: false, reason: imageFailureReasons.scheme };
    const response = await fetch(url, { redirect: "manual", signal });
    if (response.status >= 300 && response.status < 400 && response.headers.has("location")) {
      await response.body?.cancel();
      if (hop >= limits.maxRedirects) return { ok: false, reason: imageFailureReasons.redirects };
      url = new URL(response.headers.get("location") ?? "", url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, reason: imageFailureReasons.status(response.status) };
    }
    const contentType = response.headers.get("content-type");
    if (!isImageType(contentType)) {
      await response.body?.cancel();
      return { ok: false, reason: imageFailureReasons.notImage };
    }
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > limits.maxBytes) {
      await response.body?.cancel();
      return { ok: false, reason: imageFailureReasons.tooLarge };
    }
    if (probe) {
      await response.body?.cancel();
      return { ok: true, blob: new Blob([]), name: "" };
    }
    const chunks = await readLimited(response, limits.maxBytes);
    if (!chunks) return { ok: false, reason: imageFailureReasons.tooLarge };
    const name = decodeURIComponent(url.pathname.split("/").pop() ?? "") || "image";
    return {
      ok: true,
      blob: new Blob([new Uint8Array(Buffer.concat(chunks))], { type: contentType ?? "" }),
      name,
    };
  }
}

/** `probe`: stops once the headers say it is an image of an acceptable size (for 'Analyser'). */
export async function fetchImage(
  address: string,
  limits: ImageFetchLimits = DEFAULT_IMAGE_LIMITS,
  { probe = false }: { probe?: boolean } = {},
): Promise<FetchedImage> {
  if (!URL.canParse(address)) return { ok: false, reason: imageFailureReasons.scheme };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    return await fetchOnce(address, limits, signal, probe);
  } catch {
    return {
      ok: false,
      reason: signal.aborted ? imageFailureReasons.timeout : imageFailureReasons.network,
    };
  }
}

/** Runs `task` over `items`, `limit` at a time; results in the items' order. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
