import { describe, expect, it } from "vitest";
import { practice } from "~/content/practice";
import { medicalBusinessJsonLd } from "./structured-data";

const publicUrl = "https://osteo.example.com";

describe("the practice's structured data", () => {
  const jsonLd = medicalBusinessJsonLd(publicUrl);

  it("describes an osteopathic medical business with its contact and price", () => {
    expect(jsonLd["@type"]).toBe("MedicalBusiness");
    expect(jsonLd.knowsAbout).toBe("Ostéopathie");
    expect(jsonLd).not.toHaveProperty("medicineSystem");
    expect(jsonLd.department.map((site) => site.medicalSpecialty)).toEqual([
      "https://schema.org/Musculoskeletal",
      "https://schema.org/Musculoskeletal",
    ]);
    expect(jsonLd.telephone).toBe(practice.contact.phoneE164);
    expect(jsonLd.email).toBe(practice.contact.email);
    expect(jsonLd.priceRange).toBe("65 €");
    expect(jsonLd.url).toBe("https://osteo.example.com/");
  });

  it("lists both sites with the opening hours of spec §9", () => {
    const byCity = Object.fromEntries(
      jsonLd.department.map((site) => [
        site.address.addressLocality,
        site.openingHoursSpecification,
      ]),
    );
    expect(Object.keys(byCity)).toEqual(["Manosque", "Volx"]);
    expect(byCity.Manosque).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Tuesday", "https://schema.org/Thursday"],
        opens: "09:00",
        closes: "19:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Saturday"],
        opens: "09:00",
        closes: "14:00",
      },
    ]);
    expect(byCity.Volx).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Wednesday", "https://schema.org/Friday"],
        opens: "09:00",
        closes: "19:00",
      },
    ]);
  });

  it("carries the rating shown in the hero", () => {
    expect(jsonLd.aggregateRating).toMatchObject({
      ratingValue: 5,
      reviewCount: 70,
      bestRating: 5,
    });
  });

  it("uses absolute addresses for its images", () => {
    for (const image of jsonLd.image)
      expect(image).toMatch(/^https:\/\/osteo\.example\.com\/images\//);
  });
});
