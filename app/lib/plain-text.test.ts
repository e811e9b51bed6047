import { describe, expect, it } from "vitest";
import { isPlainText } from "./plain-text";

describe("isPlainText", () => {
  it.each([
    ["accented French", "Hélène Dupré-Lefèvre"],
    ["an emoji (a surrogate pair)", "Claire 🌿"],
    ["an empty string", ""],
  ])("accepts %s", (_case, text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it.each([
    ["a NUL character", "Dur\u0000and"],
    ["a lone high surrogate", "Mozilla\ud800"],
    ["a lone low surrogate", "\udc00google"],
    ["a pair in the wrong order", "\udc00\ud800"],
  ])("refuses %s", (_case, text) => {
    expect(isPlainText(text)).toBe(false);
  });
});
