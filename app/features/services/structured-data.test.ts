import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { services } from "~/content/services";
import { defaultServiceDocument } from "./service-defaults";
import { practiceView } from "~/features/practice/practice-settings.server";
import { serviceJsonLd, serviceListJsonLd } from "./structured-data";

const publicUrl = "https://osteo.example.com";
const babies = { slug: "nourrissons", ...defaultServiceDocument("babies") };
const cards = services.map(({ id, slug, title, description }) => ({
  id,
  slug,
  title,
  cardText: description,
}));

describe("services structured data", () => {
  it("describes a service with its page, image, the practice as provider and both towns served", () => {
    const settings = practiceView(defaultPracticeSettings, { now: new Date() });
    const data = serviceJsonLd(babies, publicUrl, settings);
    expect(data["@type"]).toBe("Service");
    expect(data.url).toBe("https://osteo.example.com/services/nourrissons");
    expect(data.image).toBe(
      "https://osteo.example.com/images/generated/service-nourrissons-1200.jpg",
    );
    expect(data.provider.name).toBe(defaultPracticeSettings.identity.practiceName);
    expect(data.provider.telephone).toBe("+33465712345");
    expect(data.areaServed.map((place) => place.name)).toEqual(["Manosque", "Volx"]);
  });

  it("lists the six service pages for the services page", () => {
    const { identity } = practiceView(defaultPracticeSettings, { now: new Date() });
    const data = serviceListJsonLd(publicUrl, identity, cards);
    expect(data.itemListElement.map((item) => item.url)).toEqual(
      services.map((service) => `https://osteo.example.com/services/${service.slug}`),
    );
  });
});
