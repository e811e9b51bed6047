import { describe, expect, it } from "vitest";
import { createTestServices } from "../../tests/support/test-services";
import { hitRateLimit } from "./rate-limit.server";

describe("hitRateLimit", async () => {
  const { db } = await createTestServices();
  const rule = { limit: 3, windowMs: 60_000 };
  const t0 = new Date("2026-01-01T10:00:00Z");

  it("allows the limit, then blocks with the time left in the window", async () => {
    for (let i = 0; i < 3; i++) expect((await hitRateLimit(db, "a", rule, t0)).allowed).toBe(true);
    const blocked = await hitRateLimit(db, "a", rule, new Date(t0.getTime() + 20_000));
    expect(blocked).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it("starts a new window once the previous one has ended", async () => {
    const later = new Date(t0.getTime() + 60_000);
    expect((await hitRateLimit(db, "a", rule, later)).allowed).toBe(true);
  });

  it("counts each key on its own", async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit(db, "b", rule, t0);
    expect((await hitRateLimit(db, "b", rule, t0)).allowed).toBe(false);
    expect((await hitRateLimit(db, "c", rule, t0)).allowed).toBe(true);
  });
});
