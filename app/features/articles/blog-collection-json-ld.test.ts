import { describe, expect, it } from "vitest";
import { blogCollectionJsonLd } from "./structured-data";

describe("blogCollectionJsonLd", () => {
  const [collection, breadcrumb] = blogCollectionJsonLd({
    name: "Dos",
    path: "/blog/tag/dos",
    articles: [{ title: "Le mal de dos", slug: "mal-de-dos", publishedIso: "2026-11-02" }],
    publicUrl: "https://osteo.example.com",
    practiceName: "Cabinet Exemple",
  });

  it("names the page after the category or tag and the practice, at its own address", () => {
    expect(collection).toMatchObject({
      "@type": "CollectionPage",
      name: "Dos – Blog – Cabinet Exemple",
      url: "https://osteo.example.com/blog/tag/dos",
      inLanguage: "fr-FR",
    });
  });

  it("lists each article with its absolute address and publication date", () => {
    expect(collection.hasPart).toEqual([
      {
        "@type": "BlogPosting",
        headline: "Le mal de dos",
        url: "https://osteo.example.com/blog/mal-de-dos",
        datePublished: "2026-11-02",
      },
    ]);
  });

  it("ends its breadcrumb with the page itself, after Accueil and Blog", () => {
    expect(breadcrumb).toMatchObject({ "@type": "BreadcrumbList" });
    expect(breadcrumb.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      ["Accueil", "https://osteo.example.com/"],
      ["Blog", "https://osteo.example.com/blog"],
      ["Dos", "https://osteo.example.com/blog/tag/dos"],
    ]);
  });
});
