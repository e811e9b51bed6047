import { describe, expect, it } from "vitest";
import { memoryStore } from "~/lib/browser-storage";
import {
  isBlocked,
  purgeExpiredBlocks,
  recordRateLimitBlock,
  retryAfterSeconds,
} from "./rate-limit-storage";

const t0 = Date.parse("2026-05-04T10:00:00Z");

describe("local rate-limit entries", () => {
  it("records a block as rate_limit_{name} with its blockedUntil time", () => {
    const store = memoryStore();
    recordRateLimitBlock(store, "leads", 90, t0);
    expect(JSON.parse(store.getItem("rate_limit_leads") ?? "")).toEqual({
      blockedUntil: t0 + 90_000,
      detectedAt: t0,
    });
    expect(isBlocked(store, "leads", t0 + 89_999)).toBe(true);
    expect(isBlocked(store, "leads", t0 + 90_000)).toBe(false);
    expect(isBlocked(store, "tracking", t0)).toBe(false);
  });

  it("purges the entries whose time has passed and unreadable ones, keeping the others", () => {
    const store = memoryStore({
      rate_limit_old: JSON.stringify({ blockedUntil: t0 - 1 }),
      rate_limit_broken: "{not json",
      rate_limit_wrong: JSON.stringify({ blockedUntil: "demain" }),
      savedName: "Durand",
    });
    recordRateLimitBlock(store, "leads", 60, t0);
    const active = purgeExpiredBlocks(store, t0 + 1000);
    expect(active).toEqual([{ name: "leads", blockedUntil: t0 + 60_000, detectedAt: t0 }]);
    expect(store.keys().sort()).toEqual(["rate_limit_leads", "savedName"]);
  });
});

describe("Retry-After", () => {
  it.each([
    ["seconds", "120", 120],
    ["an HTTP date", new Date(t0 + 30_000).toUTCString(), 30],
    ["nothing", null, 60],
    ["garbage", "bientôt", 60],
  ])("is read from %s", (_case, header, seconds) => {
    expect(retryAfterSeconds(header, t0)).toBe(seconds);
  });
});
