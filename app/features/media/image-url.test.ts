import { describe, expect, it } from "vitest";
import { ARTICLE_IMAGE_PLACEHOLDER, resolveArticleImageUrl, webpVariantOf } from "./image-url";

describe("resolveArticleImageUrl", () => {
  it("keeps absolute image addresses", () => {
    expect(resolveArticleImageUrl("https://images.example.com/dos.webp")).toBe(
      "https://images.example.com/dos.webp",
    );
  });

  it("keeps images shipped with the site", () => {
    expect(resolveArticleImageUrl("/images/blog/dos-bureau.svg")).toBe(
      "/images/blog/dos-bureau.svg",
    );
  });

  it("resolves a stored file name against the articles media folder", () => {
    expect(resolveArticleImageUrl("1712-cover.webp")).toBe("/media/articles/1712-cover.webp");
    expect(resolveArticleImageUrl("articles/photo de dos.jpg")).toBe(
      "/media/articles/photo%20de%20dos.jpg",
    );
  });

  it("uses the local placeholder when the image is missing or not an image address", () => {
    expect(resolveArticleImageUrl(null)).toBe(ARTICLE_IMAGE_PLACEHOLDER);
    expect(resolveArticleImageUrl("  ")).toBe(ARTICLE_IMAGE_PLACEHOLDER);
    expect(resolveArticleImageUrl("javascript:alert(1)")).toBe(ARTICLE_IMAGE_PLACEHOLDER);
    expect(resolveArticleImageUrl("//evil.example/x.png")).toBe(ARTICLE_IMAGE_PLACEHOLDER);
    // Stored before addresses were checked with the URL parser.
    expect(resolveArticleImageUrl("http://%%/x.png")).toBe(ARTICLE_IMAGE_PLACEHOLDER);
    expect(resolveArticleImageUrl("http://[bad/x.png")).toBe(ARTICLE_IMAGE_PLACEHOLDER);
  });
});

describe("webpVariantOf", () => {
  it("names the WebP stored beside an uploaded JPEG or PNG cover", () => {
    const name = "0123456789abcdef0123456789abcdef";
    expect(webpVariantOf(`/media/articles/${name}.jpg`)).toBe(`/media/articles/${name}.webp`);
    expect(webpVariantOf(`/media/articles/${name}.png`)).toBe(`/media/articles/${name}.webp`);
  });

  it("has none for other images", () => {
    expect(webpVariantOf("/images/blog/dos-bureau.svg")).toBeNull();
    expect(webpVariantOf("https://images.example.com/dos.jpg")).toBeNull();
    expect(webpVariantOf("/media/articles/ancienne-photo.jpg")).toBeNull();
  });
});
