import { describe, expect, it } from "vitest";
import { contentSections, sectionLabel } from "./content-sections";
import { renderRichText } from "./sanitize-rich-text.server";

describe("contentSections", () => {
  it("lists every heading h1 to h6 with its type, its text without tags and its slug", () => {
    const sections = contentSections(
      "<h1>Intro</h1><p>texte</p><h2>Les <strong>causes</strong> fréquentes</h2><h6>Détail &amp; fin</h6>",
    );
    expect(sections.map(({ type, title, slug }) => ({ type, title, slug }))).toEqual([
      { type: "h1", title: "Intro", slug: "intro" },
      { type: "h2", title: "Les causes fréquentes", slug: "les-causes-frequentes" },
      { type: "h6", title: "Détail & fin", slug: "detail-fin" },
    ]);
  });

  it("gives no section when the content has no heading", () => {
    expect(contentSections("<p>Un seul paragraphe</p>")).toEqual([]);
  });

  it("labels a section as its type in upper case, a dash and its title", () => {
    const [section] = contentSections("<h3>Quand consulter ?</h3>");
    expect(section && sectionLabel(section)).toBe("H3 - Quand consulter ?");
  });

  it("gives the same anchors as the public article page, repeats included", () => {
    const html = "<h2>Conseils</h2><p>a</p><h2>Conseils</h2><h3>?!</h3>";
    const ids = [...renderRichText(html).html.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(contentSections(html).map((s) => s.slug)).toEqual(ids);
  });
});
