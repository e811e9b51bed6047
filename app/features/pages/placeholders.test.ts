import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { withPracticeFieldsHtml } from "~/features/practice/practice-fields";
import { practiceView } from "~/features/practice/practice-settings.server";
import { HTML_PLACEHOLDERS, placeholdersInTags, unknownPlaceholders } from "./placeholders";

describe("placeholders", () => {
  it("lists only placeholders the site fills", () => {
    const view = practiceView(defaultPracticeSettings, { now: new Date("2026-03-02T10:00:00Z") });
    for (const name of Object.keys(HTML_PLACEHOLDERS)) {
      expect(withPracticeFieldsHtml(`{${name}}`, view)).not.toContain("{");
    }
  });

  it("finds the unknown ones, each once", () => {
    expect(unknownPlaceholders("{tarif} {prix} {prix} {Nom}", HTML_PLACEHOLDERS)).toEqual([
      "prix",
      "Nom",
    ]);
  });

  it("finds the ones written inside a tag, not those of the text", () => {
    expect(
      placeholdersInTags('<p>{ville}</p><a href="{ville}" title="{lien_hebergeur}">{tarif}</a>'),
    ).toEqual(["ville", "lien_hebergeur"]);
    expect(placeholdersInTags("<p>{ville} &lt;{tarif}&gt;</p>")).toEqual([]);
  });
});
