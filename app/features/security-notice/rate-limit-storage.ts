/**
 * The browser's memory of server rate-limit blocks:
 * local storage entries `rate_limit_{name}` holding a blockedUntil time,
 * purged once that time has passed. The server is what enforces the limits;
 * this only lets the page stop sending and tell the visitor.
 */
import { browserStore, type KeyValueStore } from "~/lib/browser-storage";

const RATE_LIMIT_PREFIX = "rate_limit_";
/** Dispatched on window when a block or suspicious activity is detected. */
export const SECURITY_EVENT = "security-notice:update";

interface RateLimitEntry {
  /** Epoch milliseconds until which the server refuses this kind of request. */
  blockedUntil: number;
  /** When the block was detected (the notice shows it). */
  detectedAt: number;
}

export function recordRateLimitBlock(
  store: KeyValueStore,
  name: string,
  retryAfterSeconds: number,
  now: number,
): RateLimitEntry {
  const entry = { blockedUntil: now + retryAfterSeconds * 1000, detectedAt: now };
  store.setItem(`${RATE_LIMIT_PREFIX}${name}`, JSON.stringify(entry));
  return entry;
}

function parseEntry(raw: string | null): RateLimitEntry | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { blockedUntil, detectedAt } = value as Record<string, unknown>;
    if (typeof blockedUntil !== "number" || !Number.isFinite(blockedUntil)) return null;
    return {
      blockedUntil,
      detectedAt:
        typeof detectedAt === "number" && Number.isFinite(detectedAt) ? detectedAt : blockedUntil,
    };
  } catch {
    return null;
  }
}

/** Removes entries past their blockedUntil (and unreadable ones); returns the active ones. */
export function purgeExpiredBlocks(
  store: KeyValueStore,
  now: number,
): (RateLimitEntry & { name: string })[] {
  const active: (RateLimitEntry & { name: string })[] = [];
  for (const key of store.keys()) {
    if (!key.startsWith(RATE_LIMIT_PREFIX)) continue;
    const entry = parseEntry(store.getItem(key));
    if (!entry || entry.blockedUntil <= now) {
      store.removeItem(key);
      continue;
    }
    active.push({ name: key.slice(RATE_LIMIT_PREFIX.length), ...entry });
  }
  return active;
}

export function isBlocked(store: KeyValueStore, name: string, now: number): boolean {
  const entry = parseEntry(store.getItem(`${RATE_LIMIT_PREFIX}${name}`));
  return entry !== null && entry.blockedUntil > now;
}

/** Seconds of a Retry-After header (seconds or an HTTP date); one minute when absent. */
export function retryAfterSeconds(header: string | null, now: number): number {
  if (!header) return 60;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(1, Math.ceil((date - now) / 1000)) : 60;
}

/** Browser side of a 429: remember the block and wake the security notice. */
export function noteRateLimited(name: string, response: Response): void {
  const now = Date.now();
  recordRateLimitBlock(
    browserStore("local"),
    name,
    retryAfterSeconds(response.headers.get("Retry-After"), now),
    now,
  );
  window.dispatchEvent(new CustomEvent(SECURITY_EVENT));
}

export function isBlockedInBrowser(name: string): boolean {
  return isBlocked(browserStore("local"), name, Date.now());
}
