import { describe, expect, it } from "vitest";
import { spreadsheetSafe } from "./spreadsheet-safe";

describe("spreadsheetSafe", () => {
  it.each(['=HYPERLINK("http://x")', "+33 4 65 71 00 00", "-2+3", "@SUM(A1)", "\tx", "\rx"])(
    "turns %j into text a spreadsheet does not evaluate",
    (value) => {
      expect(spreadsheetSafe(value)).toBe(`'${value}`);
    },
  );

  it("keeps ordinary values as they are, formula signs inside included", () => {
    expect(spreadsheetSafe("Jean-Marc")).toBe("Jean-Marc");
    expect(spreadsheetSafe("a=b@example.com")).toBe("a=b@example.com");
    expect(spreadsheetSafe("")).toBe("");
  });
});
