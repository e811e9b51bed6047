import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes";

describe("a size in French", () => {
  it("uses the largest unit under 1024 of it, with one decimal at most", () => {
    // Intl puts a no-break space between the number and its unit.
    const size = (bytes: number) => formatBytes(bytes).replace(/\s/g, " ");
    expect(size(840)).toBe("840 octets");
    expect(size(50_000)).toBe("48,8 ko");
    expect(size(12.3 * 1024 ** 2)).toBe("12,3 Mo");
    expect(size(20 * 1024 ** 3)).toBe("20 Go");
  });
});
