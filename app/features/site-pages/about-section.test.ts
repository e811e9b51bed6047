import { describe, expect, it } from "vitest";
import { placesCount } from "./about-section";

describe("the home page's count of places", () => {
  it("agrees with the number of the practice's towns", () => {
    expect(placesCount(1)).toBe("1 cabinet");
    expect(placesCount(2)).toBe("2 cabinets");
    expect(placesCount(3)).toBe("3 cabinets");
  });
});
