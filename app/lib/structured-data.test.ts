import { describe, expect, it } from "vitest";
import { serviceDetails } from "~/content/services";
import { breadcrumbJsonLd, faqPageJsonLd } from "./structured-data";

const publicUrl = "https://osteo.example.com";

describe("shared structured data", () => {
  it("turns a FAQ into a FAQPage with one answered question per item", () => {
    const items = serviceDetails.emergency.faq.items;
    const data = faqPageJsonLd(items);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(items.length);
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: items[0]?.question,
      acceptedAnswer: { "@type": "Answer", text: items[0]?.answer },
    });
  });

  it("numbers breadcrumb items from 1 with absolute addresses", () => {
    const data = breadcrumbJsonLd(
      [
        { name: "Accueil", path: "/" },
        { name: "Services", path: "/services" },
      ],
      publicUrl,
    );
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: "https://osteo.example.com/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Services",
        item: "https://osteo.example.com/services",
      },
    ]);
  });
});
