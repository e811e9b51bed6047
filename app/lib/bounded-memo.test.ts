import { describe, expect, it } from "vitest";
import { boundedMemo } from "./bounded-memo";

describe("boundedMemo", () => {
  it("computes each argument once, null and undefined results included", () => {
    const calls: string[] = [];
    const lookup = boundedMemo((key) => {
      calls.push(key);
      return key === "none" ? null : key.length;
    }, 10);
    expect([lookup("abc"), lookup("none"), lookup("abc"), lookup("none")]).toEqual([
      3,
      null,
      3,
      null,
    ]);
    expect(calls).toEqual(["abc", "none"]);
  });

  it("forgets what it holds once full, so distinct arguments cannot grow it without limit", () => {
    const calls: string[] = [];
    const lookup = boundedMemo((key) => calls.push(key), 2);
    lookup("a");
    lookup("b");
    lookup("c"); // full: "a" and "b" are forgotten
    lookup("a");
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });
});
