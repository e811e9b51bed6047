/**
 * Renders a public page for the page cache (page-cache.server.ts): the app's
 * own render of the address, with no cookie and a nonce nobody sees, turned
 * into a `StoredPage` (its Brotli and gzip copies, its ETag, a content
 * security policy with the hashes of its own inline scripts, and every
 * response head built once). Null for a response that must not be kept.
 */
import crypto from "node:crypto";
import { STATUS_CODES, validateHeaderName, validateHeaderValue } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { AppServices } from "~/server/context.server";
import { contentSecurityPolicy, fixedSecurityHeaders } from "~/server/security-headers.server";
import { hashOwnInlineScripts } from "./inline-scripts.server";
import type { PageBodies, PageEncoding, StoredHead, StoredPage } from "./page-store.server";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Statuses worth keeping: pages, the 404 pages, a renamed article's redirect. */
const STORED_STATUSES = new Set([200, 301, 404]);

/** Renders the page at a path (and kept query), or null when it must not be stored. */
type RenderPage = (url: string) => Promise<StoredPage | null>;

/**
 * `storedBodies` gives the copies already made of the same bytes, if any:
 * compressing is most of a render's memory (Brotli's windows, in the thread
 * pool's malloc arenas), and many addresses show the same body.
 */
export function createPageRenderer(
  services: AppServices,
  build: ServerBuild,
  storedBodies: (identity: Buffer) => PageBodies | undefined,
): RenderPage {
  const { env } = services;
  const render = createRequestHandler(build, "production");
  const fixedHeaders = fixedSecurityHeaders(env, false).flat();

  return async function renderPage(url) {
    // Known only to this render: it marks the inline scripts that are ours.
    const nonce = crypto.randomBytes(18).toString("base64url");
    const request = new globalThis.Request(new URL(url, env.PUBLIC_URL), {
      headers: { Accept: "text/html,*/*" },
    });
    // Page loaders never read the client's address (only actions' rate limits do).
    const context: AppLoadContext = { services, cspNonce: nonce, clientIp: "page-cache" };
    const response = await render(request, context);
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    if (
      !STORED_STATUSES.has(response.status) ||
      response.headers.has("Set-Cookie") ||
      /no-store|private/i.test(cacheControl)
    ) {
      await response.body?.cancel();
      return null;
    }
    const contentType = response.headers.get("Content-Type") ?? "";
    let body = Buffer.from(await response.arrayBuffer());
    let scriptSources: string[] = [];
    if (contentType.startsWith("text/html")) {
      const hashed = hashOwnInlineScripts(body.toString("utf8"), nonce);
      body = Buffer.from(hashed.html, "utf8");
      scriptSources = hashed.scriptHashes;
    }
    const bodies = storedBodies(body) ?? (await compressedBodies(body));
    const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
    const common: string[] = [];
    for (const [name, value] of response.headers) {
      if (!/^(content-length|content-encoding|etag|date|vary)$/i.test(name)) {
        common.push(name, value);
      }
    }
    const bookingUrl = await services.practiceSettings.bookingUrl(services);
    common.push("Content-Security-Policy", contentSecurityPolicy(scriptSources, bookingUrl));
    common.push("Vary", "Accept-Encoding", ...fixedHeaders, "ETag", etag);
    const headOf = (encoding: PageEncoding) =>
      storedHead(response.status, [
        ...common,
        "Content-Length",
        String(bodies[encoding].length),
        ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      ]);
    const heads = { identity: headOf("identity"), br: headOf("br"), gzip: headOf("gzip") };
    return {
      contentType,
      etag,
      // The identity head holds every header, the ETag (so the body) included.
      signature: crypto.createHash("sha256").update(heads.identity.bytes).digest("base64url"),
      heads,
      // Like the rest of the site: a 304 keeps the stored policy (security-headers.server.ts).
      notModified: storedHead(304, ["ETag", etag, "Vary", "Accept-Encoding", ...fixedHeaders]),
      bodies,
    };
  };
}

async function compressedBodies(body: Buffer): Promise<PageBodies> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { identity: body, br, gzip: gz };
}

/** A response head, its headers checked once as Node checks them on every response. */
function storedHead(status: number, headers: string[]): StoredHead {
  let text = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n`;
  for (let index = 0; index < headers.length; index += 2) {
    const name = headers[index] ?? "";
    const value = headers[index + 1] ?? "";
    validateHeaderName(name);
    validateHeaderValue(name, value);
    text += `${name}: ${value}\r\n`;
  }
  return { status, headers, bytes: Buffer.from(text, "latin1") };
}
