/**
 * How an address is written down for a redirection, the same for what the
 * practitioner types, what an import brings and what a visitor requests, so
 * the three meet in one map:
 *
 * - a path of this site, without its trailing slash (`/a/` and `/a` are one address);
 * - each segment decoded then encoded again (`/%c3%a9t%c3%a9`, `/été` and
 *   `/%C3%A9t%C3%A9` are one address);
 * - no query string, except WordPress's `/?p=123` and `/?page_id=123`,
 *   which name a post whatever its permalink.
 *
 * Client-safe: the form checks the same rules before sending.
 */
import { redirectionMessages as messages } from "./messages";

export const MAX_ADDRESS_LENGTH = 500;

export type Normalised = { ok: true; path: string } | { ok: false; error: string };

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\\]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** WordPress's addresses that name a post by its number. */
const WORDPRESS_QUERY = /^(?:p|page_id)$/;
const POST_NUMBER = /^[1-9][0-9]{0,17}$/;

const fail = (error: string): Normalised => ({ ok: false, error });

/** An absolute address, or null when it is not one. */
function parseUrl(input: string): URL | null {
  try {
    return new URL(input);
  } catch {
    return null;
  }
}

/**
 * The normalised form of a path without its query; `/a/` → `/a`. Refuses
 * what no page address should hold: dot segments (`/../x`, `/%2e%2e`),
 * control characters once decoded (`%00`), `//`, malformed escapes.
 */
export function normalisePathname(pathname: string): Normalised {
  if (!pathname.startsWith("/")) return fail(messages.notAPath);
  if (pathname.startsWith("//")) return fail(messages.outsideSite);
  const segments = pathname.slice(1).split("/");
  if (segments.length > 1 && segments.at(-1) === "") segments.pop();
  const out: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (segment === "" && !(index === 0 && segments.length === 1)) {
      return fail(messages.emptySegment);
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return fail(messages.malformed);
    }
    if (decoded === "." || decoded === "..") return fail(messages.dotSegments);
    if (/[\u0000-\u001f\u007f]/.test(decoded)) return fail(messages.invalidCharacters);
    try {
      out.push(encodeURIComponent(decoded));
    } catch {
      // An unpaired surrogate.
      return fail(messages.malformed);
    }
  }
  const path = `/${out.join("/")}`;
  return path.length > MAX_ADDRESS_LENGTH ? fail(messages.tooLong) : { ok: true, path };
}

/** WordPress's `?p=123` / `?page_id=123` of a query string, normalised, or "". */
function wordpressQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of params) {
    if (WORDPRESS_QUERY.test(name) && POST_NUMBER.test(value)) return `?${name}=${value}`;
  }
  return "";
}

/** Splits "path?query#fragment"; the fragment never reaches the server. */
function splitAddress(address: string) {
  const hashAt = address.indexOf("#");
  const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  return {
    pathname: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    search: queryAt === -1 ? "" : beforeHash.slice(queryAt),
    hash: hashAt === -1 ? "" : address.slice(hashAt),
  };
}

function checkInput(input: string): Normalised | null {
  if (input === "") return fail(messages.empty);
  if (input.length > MAX_ADDRESS_LENGTH * 2) return fail(messages.tooLong);
  if (CONTROL_OR_SPACE.test(input)) return fail(messages.invalidCharacters);
  return null;
}

/**
 * An old address to redirect: a path, or a full address of the old site
 * (its host does not matter: it is usually this site's domain).
 */
export function normaliseFrom(raw: string): Normalised {
  const input = raw.trim();
  const refused = checkInput(input);
  if (refused) return refused;
  let address = input;
  if (SCHEME.test(input)) {
    const url = parseUrl(input);
    if (!url) return fail(messages.malformed);
    if (url.protocol !== "http:" && url.protocol !== "https:") return fail(messages.notAPath);
    address = url.pathname + url.search;
  }
  const { pathname, search } = splitAddress(address);
  const path = normalisePathname(pathname);
  if (!path.ok) return path;
  const query = path.path === "/" ? wordpressQuery(search) : "";
  return { ok: true, path: path.path + query };
}

/**
 * A new address: a page of this site, as a path or a full address on the
 * site's own origin. Its query and fragment are kept (`/blog?page=2`,
 * `/contact#formulaire`); anything that could lead elsewhere is refused:
 * another origin, `//host`, `javascript:` and other schemes, backslashes.
 */
export function normaliseTo(raw: string, publicOrigin: string): Normalised {
  const input = raw.trim();
  const refused = checkInput(input);
  if (refused) return refused;
  let address = input;
  if (SCHEME.test(input)) {
    const url = parseUrl(input);
    if (!url || url.origin !== new URL(publicOrigin).origin) return fail(messages.outsideSite);
    address = url.pathname + url.search + url.hash;
  } else if (input.startsWith("//")) {
    return fail(messages.outsideSite);
  }
  const { pathname, search, hash } = splitAddress(address);
  const path = normalisePathname(pathname);
  if (!path.ok) return path;
  let rest: string;
  try {
    rest = asciiOnly(search === "?" ? "" : search) + asciiOnly(hash === "#" ? "" : hash);
  } catch {
    return fail(messages.malformed);
  }
  const full = path.path + rest;
  return full.length > MAX_ADDRESS_LENGTH ? fail(messages.tooLong) : { ok: true, path: full };
}

/**
 * Escapes what is not ASCII in a query or fragment (`#été` → `#%C3%A9t%C3%A9`):
 * the target goes out in a Location header, which holds ASCII only. Throws
 * on an unpaired surrogate.
 */
function asciiOnly(text: string): string {
  return text.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}

/** The address a target names as a redirection would (its chain link), without query or fragment. */
export function targetKey(to: string): string {
  const { pathname, search } = splitAddress(to);
  const path = normalisePathname(pathname);
  if (!path.ok) return to;
  return path.path + (path.path === "/" ? wordpressQuery(search) : "");
}

/**
 * The key a request's raw URL (path and query, as the request line holds it)
 * is looked up under, or null when it cannot name a redirection.
 */
export function requestKey(rawUrl: string): string | null {
  if (rawUrl.length > MAX_ADDRESS_LENGTH * 2 || !rawUrl.startsWith("/")) return null;
  const { pathname, search } = splitAddress(rawUrl);
  const path = normalisePathname(pathname);
  if (!path.ok) return null;
  return path.path + (path.path === "/" && search ? wordpressQuery(search) : "");
}

/** The address for reading: escapes of letters shown as letters (`/%C3%A9t%C3%A9` → `/été`). */
export function readableAddress(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
