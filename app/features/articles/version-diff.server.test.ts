import { describe, expect, it } from "vitest";
import { diffVersions, visibleText } from "./version-diff.server";

const base = {
  title: "Le dos au bureau",
  excerpt: "Cinq gestes.",
  content: "<h2>Posture</h2><p>Asseyez-vous <strong>droit</strong> &amp; respirez.</p>",
  metaTitle: null,
  metaDescription: "Conseils",
  imageUrl: null,
  imageAlt: null,
  status: "draft" as const,
};

describe("version diff", () => {
  it("reads the content as the visible text, one line per block, entities decoded", () => {
    expect(visibleText(base.content)).toBe("Posture\nAsseyez-vous droit & respirez.");
    expect(
      visibleText('<p>Avant</p><img src="/a.jpg" alt="Un dos"><ul><li>Un</li><li>Deux</li></ul>'),
    ).toBe("Avant\n[Image : Un dos]\nUn\nDeux");
  });

  it("marks words removed from the older version and added since, per field", () => {
    const fields = diffVersions(base, {
      ...base,
      title: "Le dos au travail",
      content: "<h2>Posture</h2><p>Asseyez-vous droit &amp; respirez lentement.</p>",
      status: "published",
    });
    const title = fields.find((field) => field.label === "Titre");
    expect(title?.changed).toBe(true);
    expect(title?.parts.filter((part) => part.change === "removed").map((p) => p.value)).toEqual([
      "bureau",
    ]);
    expect(title?.parts.filter((part) => part.change === "added").map((p) => p.value)).toEqual([
      "travail",
    ]);
    const content = fields.find((field) => field.label === "Contenu");
    expect(
      content?.parts.filter((part) => part.change === "added").map((p) => p.value.trim()),
    ).toEqual(["lentement"]);
    expect(fields.find((field) => field.label === "Statut")?.parts.map((p) => p.value)).toEqual([
      "Brouillon",
      "Publié",
    ]);
    expect(fields.find((field) => field.label === "Résumé")?.changed).toBe(false);
  });
});
