import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { practiceView } from "./practice-settings.server";
import { medicalBusinessJsonLd } from "./structured-data";

const publicUrl = "https://osteo.example.com";
const now = new Date("2026-12-01T10:00:00Z");

describe("the practice's structured data", () => {
  const jsonLd = medicalBusinessJsonLd(publicUrl, practiceView(defaultPracticeSettings, { now }));

  it("describes an osteopathic medical business with its contact and price", () => {
    expect(jsonLd["@type"]).toBe("MedicalBusiness");
    expect(jsonLd.knowsAbout).toBe("Ostéopathie");
    expect(jsonLd).not.toHaveProperty("medicineSystem");
    expect(jsonLd.department.map((site) => site.medicalSpecialty)).toEqual([
      "https://schema.org/Musculoskeletal",
      "https://schema.org/Musculoskeletal",
    ]);
    expect(jsonLd.telephone).toBe("+33465712345");
    expect(jsonLd.email).toBe("cabinet@example.com");
    expect(jsonLd.priceRange).toBe("65 €");
    expect(jsonLd.url).toBe("https://osteo.example.com/");
  });

  it("lists both sites with their opening hours", () => {
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

  it("follows the hours set in the admin, several ranges a day included", () => {
    const settings = structuredClone(defaultPracticeSettings);
    const [manosque] = settings.locations.locations;
    if (!manosque) throw new Error("no location");
    manosque.hours.tuesday = [
      { opens: "08:30", closes: "12:00" },
      { opens: "14:00", closes: "19:30" },
    ];
    const data = medicalBusinessJsonLd(publicUrl, practiceView(settings, { now }));
    expect(data.department[0]?.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Tuesday"],
        opens: "08:30",
        closes: "12:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Tuesday"],
        opens: "14:00",
        closes: "19:30",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Thursday"],
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
  });

  it("marks the days of a coming closure as closed, and forgets it once over", () => {
    const settings = structuredClone(defaultPracticeSettings);
    settings.notices.notices = [
      {
        id: "noel",
        message: "Cabinet fermé du 22 au 29 décembre, reprise le 30",
        startsOn: "2026-12-22",
        endsOn: "2026-12-29",
        closed: true,
        announceFrom: "",
      },
      {
        id: "nouveau-service",
        message: "Nouveau : consultations le lundi",
        startsOn: "2026-12-01",
        endsOn: "2026-12-31",
        closed: false,
        announceFrom: "",
      },
    ];
    const closedDays = [
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-22",
        validThrough: "2026-12-29",
        opens: "00:00",
        closes: "00:00",
      },
    ];
    const before = medicalBusinessJsonLd(publicUrl, practiceView(settings, { now }));
    expect(before.specialOpeningHoursSpecification).toEqual(closedDays);
    expect(before.department[0]?.specialOpeningHoursSpecification).toEqual(closedDays);
    const after = medicalBusinessJsonLd(
      publicUrl,
      practiceView(settings, { now: new Date("2026-12-30T08:00:00Z") }),
    );
    expect(after).not.toHaveProperty("specialOpeningHoursSpecification");
  });
});
