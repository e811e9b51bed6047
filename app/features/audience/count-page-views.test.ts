import { describe, expect, it } from "vitest";
import { countedPath, externalReferrerHost } from "./count-page-views.server";

describe("which requests are page views", () => {
  it("counts public pages, one address per page", () => {
    expect(countedPath("/")).toBe("/");
    expect(countedPath("/services/sport/")).toBe("/services/sport");
  });

  it("leaves out the admin, sign-in, API, assets, media and files", () => {
    for (const path of [
      "/admin",
      "/admin/demandes",
      "/admin.data",
      "/blog.data",
      "/auth",
      "/api/leads",
      "/assets/root-abc.js",
      "/media/articles/x.webp",
      "/sitemap.xml",
      "/robots.txt",
      "/blog/rss.xml",
      "/favicon.ico",
      `/${"x".repeat(400)}`,
    ])
      expect(countedPath(path), path).toBeNull();
  });
});

describe("referring sites", () => {
  it("keeps only the host of another site", () => {
    expect(
      externalReferrerHost("https://www.google.fr/search?q=osteo", ["osteo.example.com"]),
    ).toBe("google.fr");
    expect(externalReferrerHost("https://osteo.example.com/blog", ["osteo.example.com"])).toBe("");
    expect(externalReferrerHost("http://localhost:4360/", ["osteo.example.com", "localhost"])).toBe(
      "",
    );
    expect(externalReferrerHost("android-app://com.google", ["osteo.example.com"])).toBe("");
    expect(externalReferrerHost("pas une adresse", ["osteo.example.com"])).toBe("");
    expect(externalReferrerHost(undefined, ["osteo.example.com"])).toBe("");
  });
});
