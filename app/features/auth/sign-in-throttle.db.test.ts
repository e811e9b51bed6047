import { describe, expect, it } from "vitest";
import { createTestServices } from "../../../tests/support/test-services";
import {
  beginSignInAttempt,
  clearSignInAttempts,
  signInThrottleKeys,
  waitAfter,
} from "./sign-in-throttle.server";

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, seconds));

describe("sign-in throttling", async () => {
  const { db } = await createTestServices();

  it("lets 5 attempts on an account through, then makes the 6th wait 30 s", async () => {
    const keys = signInThrottleKeys("owner@example.com", "192.0.2.1");
    for (let i = 0; i < 5; i++)
      expect((await beginSignInAttempt(db, keys, at(i))).allowed).toBe(true);
    expect(await beginSignInAttempt(db, keys, at(10))).toEqual({
      allowed: false,
      retryAfterSeconds: 24,
    });
    expect((await beginSignInAttempt(db, keys, at(34))).allowed).toBe(true);
  });

  it("makes the wait grow with each further attempt", async () => {
    expect(waitAfter(4, 5)).toBe(0);
    expect(waitAfter(5, 5)).toBe(30_000);
    expect(waitAfter(6, 5)).toBe(60_000);
    expect(waitAfter(7, 5)).toBe(120_000);
    expect(waitAfter(40, 5)).toBe(15 * 60_000);
    const keys = signInThrottleKeys("owner@example.com", "192.0.2.1");
    // 6 attempts were counted by the previous test, the last at 34 s: the next waits 60 s.
    expect(await beginSignInAttempt(db, keys, at(44))).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    });
  });

  it("throttles one account whatever the client, and one client whatever the account", async () => {
    const fromElsewhere = signInThrottleKeys("owner@example.com", "192.0.2.200");
    expect((await beginSignInAttempt(db, fromElsewhere, at(45))).allowed).toBe(false);

    for (let i = 0; i < 10; i++) {
      const keys = signInThrottleKeys(`guess${i}@example.com`, "192.0.2.50");
      expect((await beginSignInAttempt(db, keys, at(i))).allowed).toBe(true);
    }
    expect(
      (await beginSignInAttempt(db, signInThrottleKeys("new@example.com", "192.0.2.50"), at(11)))
        .allowed,
    ).toBe(false);
  });

  it("counts parallel attempts one by one", async () => {
    const keys = signInThrottleKeys("parallel@example.com", "192.0.2.77");
    const results = await Promise.all(
      Array.from({ length: 12 }, () => beginSignInAttempt(db, keys, at(0))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  // Two sign-ins at once (the same code given twice): the second reads its
  // clock, then waits for the first's row lock; the first counted its
  // attempt at a later time. Within the free attempts, that must not be a wait.
  it("lets an attempt through that read its clock before a parallel one's", async () => {
    const keys = signInThrottleKeys("racing@example.com", "192.0.2.88");
    expect((await beginSignInAttempt(db, keys, new Date(at(0).getTime() + 5))).allowed).toBe(true);
    expect(await beginSignInAttempt(db, keys, at(0))).toEqual({ allowed: true });
  });

  it("forgets the attempts after a successful sign-in, or an hour after the last one", async () => {
    const keys = signInThrottleKeys("owner@example.com", "192.0.2.1");
    await clearSignInAttempts(db, keys);
    expect((await beginSignInAttempt(db, keys, at(46))).allowed).toBe(true);

    const other = signInThrottleKeys("parallel@example.com", "192.0.2.77");
    expect((await beginSignInAttempt(db, other, at(20))).allowed).toBe(false);
    expect(
      (await beginSignInAttempt(db, other, new Date(at(0).getTime() + 60 * 60_000))).allowed,
    ).toBe(true);
  });
});
