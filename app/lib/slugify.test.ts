import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it.each([
    ["Ostéopathie et grossesse", "osteopathie-et-grossesse"],
    ["  Bébé : les coliques ?  ", "bebe-les-coliques"],
    ["L'ostéopathe, pour qui ?", "losteopathe-pour-qui"],
    ["Douleurs -- du dos", "douleurs-du-dos"],
    ["Été 2026 : sport & récupération", "ete-2026-sport-recuperation"],
    ["---Titre---", "titre"],
    ["snake_case_title", "snake-case-title"],
  ])("turns %j into %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("gives an empty slug for a title without letters or digits", () => {
    expect(slugify(" ?! ")).toBe("");
  });
});
