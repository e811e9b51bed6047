import { describe, expect, it } from "vitest";
import { isSiteOrigin, originOf } from "./site-origin";

describe("whether a request comes from this site", () => {
  const publicUrl = "https://osteo.example/";

  it("accepts the public address and the address the request reached, port included", () => {
    expect(isSiteOrigin("https://osteo.example", "http://127.0.0.1:3000/auth", publicUrl)).toBe(
      true,
    );
    expect(isSiteOrigin("http://127.0.0.1:3000", "http://127.0.0.1:3000/auth", publicUrl)).toBe(
      true,
    );
  });

  it("refuses any other origin, an opaque one and a different port or scheme", () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "http://osteo.example",
      "http://127.0.0.1:1",
    ]) {
      expect(isSiteOrigin(origin, "http://127.0.0.1:3000/auth", publicUrl), origin).toBe(false);
    }
  });

  it("reads an origin from an address, and none from what is not one", () => {
    expect(originOf("https://osteo.example/blog?page=2")).toBe("https://osteo.example");
    for (const url of [null, undefined, "", "http://[bad/x", "/relative"]) {
      expect(originOf(url), String(url)).toBeNull();
    }
  });
});
