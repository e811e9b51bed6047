import { describe, expect, it } from "vitest";
import { seoMeta, shareableImage } from "~/lib/seo";

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
      image: "/images/blog/dos-bureau.svg",
    });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://osteo.example.fr/images/og-default.jpg",
    });
  });
});
