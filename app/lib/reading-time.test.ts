import { describe, expect, it } from "vitest";
import { readingTimeMinutes } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(" ");

describe("readingTimeMinutes", () => {
  it("counts at least one minute, even for an empty text", () => {
    expect(readingTimeMinutes("")).toBe(1);
  });
  it("rounds up: 201 words take 2 minutes", () => {
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
  });
  it("ignores markup", () => {
    expect(readingTimeMinutes(`<p>${words(399)}</p><h2 class="x">titre</h2>`)).toBe(2);
    expect(readingTimeMinutes(`<p>${words(400)}</p><p>un</p>`)).toBe(3);
  });
});
