/**
 * Compression of responses the server has whole in memory: stored pages
 * (page-cache/) and documents rendered for one visitor (entry.server.tsx).
 */
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compressions in progress at once (one per core of the machines we
 * measure on); the others wait their turn here. Each one holds its
 * encoder's memory from its start: under 50 concurrent uncached renders,
 * all of them at once left 7–14 MB more resident after the load, for no
 * more pages a second.
 */
const PARALLEL_COMPRESSIONS = 2;
let compressing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(compress: () => Promise<T>): Promise<T> {
  if (compressing < PARALLEL_COMPRESSIONS) compressing += 1;
  // A finished compression hands its place on (see below): the count stays.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await compress();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else compressing -= 1;
  }
}

/**
 * The encoding to send for an Accept-Encoding value: Brotli, else gzip,
 * else none (RFC 9110 §12.5.3; a q of 0 refuses, "*" stands for the rest).
 */
export function preferredEncoding(header: string): "br" | "gzip" | null {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((item) => item.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}

/** Below this, compressing is not worth its header (the compression middleware's threshold). */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * A rendered document's body as the request accepts it, with the headers
 * that describe it (Content-Encoding, Content-Length, Vary).
 *
 * Compressed in one call: for a finished page this costs about half the
 * CPU of a compression stream (the compression middleware's, which hands
 * every chunk to the thread pool and back), and the middleware leaves a
 * response that already names its encoding alone. The call runs on the
 * thread pool: compressed on this thread, under 50 concurrent renders about
 * one request in a hundred waited 2 to 5 s behind the others (the mean,
 * 0.2 s), where it waited at most 2 s with the middleware.
 * gzip at the middleware's level 3; Brotli at quality 3 (the middleware's
 * 4 took 0.7 ms of CPU for the 75 KB home page, 3 takes 0.3 ms for 4 % more
 * bytes, still less than gzip) with a 256 KB window. These responses are
 * rendered for one visitor; stored pages are compressed harder, once.
 */
export async function encodeDocument(
  acceptEncoding: string | null,
  body: Buffer<ArrayBuffer>,
  headers: Headers,
): Promise<Buffer<ArrayBuffer>> {
  if (!/accept-encoding/i.test(headers.get("Vary") ?? ""))
    headers.append("Vary", "Accept-Encoding");
  const encoding =
    body.length < MIN_COMPRESSED_BYTES ? null : preferredEncoding(acceptEncoding ?? "");
  const encoded =
    encoding === "br"
      ? await inTurn(() =>
          brotliCompress(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
              [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        )
      : encoding === "gzip"
        ? await inTurn(() => gzip(body, { level: 3 }))
        : body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(encoded.length));
  // zlib's results own their memory (never a view of a SharedArrayBuffer).
  return encoded as Buffer<ArrayBuffer>;
}
