import { describe, expect, it } from "vitest";
import { spreadsheetSafe, spreadsheetSafeRecord } from "./spreadsheet-safe";

describe("values sent to a spreadsheet", () => {
  it.each([
    ['=HYPERLINK("https://evil.example";"Cliquez")'],
    ["+33 4 65 71 00 00"],
    ["-2+3"],
    ["@SUM(A1:A9)"],
    ["\t=1+1"],
    ["\r=1+1"],
    ["\n=1+1"],
    [" =1+1"],
    ["\u00a0=1+1"],
    ["\u200b=1+1"],
    ["\ufeff\u2060 +33 6"],
    ['＝HYPERLINK("https://evil.example")'],
    ["＋1"],
    ["－1"],
    ["＠SUM(A1)"],
    ["\u3000＝1"],
  ])("neutralises %j with a leading quote", (value) => {
    expect(spreadsheetSafe(value)).toBe(`'${value}`);
  });

  it("leaves ordinary values as they are", () => {
    for (const value of [
      "Durand",
      "Jean-Pierre",
      "claire@example.com",
      "14/07/2026",
      "",
      " Durand",
      "\nLéa",
    ]) {
      expect(spreadsheetSafe(value)).toBe(value);
    }
  });

  it("neutralises every string of a record and keeps numbers and null", () => {
    expect(spreadsheetSafeRecord({ nom: "=1+1", visites: -3, utm: null, prenom: "Léa" })).toEqual({
      nom: "'=1+1",
      visites: -3,
      utm: null,
      prenom: "Léa",
    });
  });
});
