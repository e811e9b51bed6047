import { describe, expect, it } from "vitest";
import { practice } from "~/content/practice";
import { serviceDetails, services } from "~/content/services";
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  serviceJsonLd,
  serviceListJsonLd,
} from "./structured-data";

const publicUrl = "https://osteo.example.com";
const [babies] = services;

describe("services structured data", () => {
  it("describes a service with its page, image, the practice as provider and both towns served", () => {
    if (!babies) throw new Error("no service");
    const data = serviceJsonLd(babies, publicUrl);
    expect(data["@type"]).toBe("Service");
    expect(data.url).toBe("https://osteo.example.com/services/nourrissons");
    expect(data.image).toBe(
      "https://osteo.example.com/images/generated/service-nourrissons-1200.jpg",
    );
    expect(data.provider.name).toBe(practice.name);
    expect(data.provider.telephone).toBe(practice.contact.phoneE164);
    expect(data.areaServed.map((place) => place.name)).toEqual(["Manosque", "Volx"]);
  });

  it("turns a service's FAQ into a FAQPage with one answered question per item", () => {
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

  it("lists the six service pages for the services page", () => {
    const data = serviceListJsonLd(publicUrl);
    expect(data.itemListElement.map((item) => item.url)).toEqual(
      services.map((service) => `https://osteo.example.com/services/${service.slug}`),
    );
  });
});
