import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { countedPath, countPageViews, externalReferrerHost } from "./count-page-views.server";
import type { PageView, PageViewCounter } from "./page-view-counter.server";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** The pages counted when a browser loads each raw address from a real HTTP server. */
async function countedLoading(rawUrls: string[]): Promise<string[]> {
  const views: PageView[] = [];
  const counter: Pick<PageViewCounter, "record"> = { record: (view) => views.push(view) };
  const { observe } = countPageViews(counter, {
    publicHost: "osteo.example.com",
    trustProxy: false,
    now: () => new Date(),
  });
  const server = createServer((req, res) => {
    observe(req, res);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end("<p>page</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (const rawUrl of rawUrls) {
      // The path goes out as written, as a visitor's client may send it (fetch would normalise it).
      await new Promise<void>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path: rawUrl, headers: { "User-Agent": BROWSER } })
          .on("response", (response) => response.resume().on("end", resolve))
          .on("error", reject)
          .end();
      });
    }
  } finally {
    server.close();
  }
  return views.map((view) => view.path);
}

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
      "/apercu/Xq3V0fN8d2kR7mP1sT4uW6yZ9aC5eG8hJ2kL4nQ6rS8",
      "/APERCU/Xq3V0fN8d2kR7mP1sT4uW6yZ9aC5eG8hJ2kL4nQ6rS8",
      "/Admin/demandes",
      "/admin/articles/3/apercu",
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

describe("counting the pages browsers load", () => {
  it("counts a page once per load whatever its query, and no address too long to be a page", async () => {
    expect(
      await countedLoading([
        "/blog?utm_source=newsletter",
        "/blog?fbclid=abc",
        "/blog/",
        "/services/sport?x=1",
        "/admin?x=1",
        "/a/../contact",
        `/${"x".repeat(2_000)}?page=2`,
        "/blog?page=2",
      ]),
    ).toEqual(["/blog", "/blog", "/blog", "/services/sport", "/contact", "/blog"]);
  });
});
