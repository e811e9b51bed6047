import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { practiceView } from "~/features/practice/practice-settings.server";
import { seoMeta, shareableImage } from "~/lib/seo";

const now = new Date("2026-12-01T10:00:00Z");
const demo = practiceView(defaultPracticeSettings, { now });

describe("shareableImage", () => {
  it("keeps a raster cover for link previews", () => {
    expect(shareableImage("/media/articles/abc.webp")).toBe("/media/articles/abc.webp");
    expect(shareableImage("https://cdn.example.org/cover.jpg")).toBe(
      "https://cdn.example.org/cover.jpg",
    );
  });

  it("gives way to the default JPEG for an SVG cover or none", () => {
    expect(shareableImage("/images/blog/placeholder.svg")).toBe("/images/og-default.jpg");
    expect(shareableImage("/images/blog/DOS.SVG?v=2")).toBe("/images/og-default.jpg");
    expect(shareableImage(undefined)).toBe("/images/og-default.jpg");
  });
});

describe("seoMeta", () => {
  it("never announces an SVG as the page's og:image", () => {
    const meta = seoMeta({
      title: "Article",
      path: "/blog/article",
      publicUrl: "https://osteo.example.fr",
      practice: demo,
      image: "/images/blog/dos-bureau.svg",
    });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://osteo.example.fr/images/og-default.jpg",
    });
  });

  it("ends every title with the practice's current name and town, and fills the description's placeholders", () => {
    const settings = structuredClone(defaultPracticeSettings);
    settings.identity.practiceName = "Cabinet Claire Dubois";
    settings.identity.towns = ["Forcalquier"];
    settings.identity.slogan = "L'ostéopathie douce à Forcalquier";
    const practice = practiceView(settings, { now });
    const page = seoMeta({
      title: "Mentions légales",
      description: "Mentions légales du site de {cabinet}.",
      path: "/mentions-legales",
      publicUrl: "https://osteo.example.fr",
      practice,
    });
    expect(page).toContainEqual({
      title: "Mentions légales | Cabinet Claire Dubois - Ostéopathe à Forcalquier",
    });
    expect(page).toContainEqual({
      name: "description",
      content: "Mentions légales du site de Cabinet Claire Dubois.",
    });
    expect(page).toContainEqual({ property: "og:site_name", content: "Cabinet Claire Dubois" });
    const home = seoMeta({ path: "/", publicUrl: "https://osteo.example.fr", practice });
    expect(home).toContainEqual({
      title: "L'ostéopathie douce à Forcalquier | Cabinet Claire Dubois - Ostéopathe à Forcalquier",
    });
  });
});
