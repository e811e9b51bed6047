import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { withPracticeFields } from "~/features/practice/practice-fields";
import { practiceView } from "~/features/practice/practice-settings.server";
import { serviceCta, serviceCtas, serviceDetails, serviceIds, services } from "./services";

describe("services content", () => {
  it("lists the six services at their routes", () => {
    expect(services.map((service) => [service.id, `/services/${service.slug}`])).toEqual([
      ["babies", "/services/nourrissons"],
      ["pregnant", "/services/femmes-enceintes"],
      ["general", "/services/generale"],
      ["sports", "/services/sport"],
      ["seniors", "/services/seniors"],
      ["emergency", "/services/urgences"],
    ]);
  });

  it("gives every service a unique slug and a unique title", () => {
    expect(new Set(services.map((service) => service.slug)).size).toBe(services.length);
    expect(new Set(services.map((service) => service.title)).size).toBe(services.length);
  });

  it.each(services.map((service) => [service.id, service] as const))(
    "%s has a meta description of at most 160 characters naming the town",
    (_id, service) => {
      expect(service.metaDescription.length).toBeGreaterThan(50);
      expect(service.metaDescription.length).toBeLessThanOrEqual(160);
      expect(service.metaDescription).toContain("{ville}");
    },
  );

  it.each(services.map((service) => [service.id, service] as const))(
    "%s has keywords, an image with its alt text and a source illustration",
    (_id, service) => {
      expect(service.keywords.length).toBeGreaterThanOrEqual(3);
      expect(service.image.alt.trim()).not.toBe("");
      const sources = fs.readdirSync(path.resolve("app/content/images"));
      expect(sources.some((file) => path.parse(file).name === service.image.name)).toBe(true);
    },
  );

  it.each(serviceIds.map((id) => [id, serviceDetails[id]] as const))(
    "%s has reasons, several paragraphs of text and an FAQ group of 3 to 5 answered questions",
    (_id, detail) => {
      expect(detail.reasons.length).toBeGreaterThanOrEqual(4);
      expect(
        detail.sections.flatMap((section) => section.paragraphs).length,
      ).toBeGreaterThanOrEqual(3);
      expect(detail.faq.title.trim()).not.toBe("");
      expect(detail.faq.items.length).toBeGreaterThanOrEqual(3);
      expect(detail.faq.items.length).toBeLessThanOrEqual(5);
      for (const item of detail.faq.items) {
        expect(item.question.trim()).toMatch(/\?$/);
        expect(item.answer.trim().length).toBeGreaterThan(20);
      }
      const questions = detail.faq.items.map((item) => item.question);
      expect(new Set(questions).size).toBe(questions.length);
    },
  );

  it("states the session lengths and the urgent-slot delay", () => {
    expect(serviceDetails.babies.sessionLength).toBe("30 à 45 minutes");
    expect(serviceDetails.pregnant.sessionLength).toBe("environ 45 minutes");
    expect(serviceDetails.general.sessionLength).toBe("45 à 60 minutes");
    expect(serviceDetails.seniors.sessionLength).toBe("45 à 60 minutes");
    const shown = withPracticeFields(
      serviceDetails.emergency.intro,
      practiceView(defaultPracticeSettings, { now: new Date() }),
    );
    expect(shown).toContain("24 à 48 heures");
  });

  it("uses the default call to action for general osteopathy and a specific one elsewhere", () => {
    expect(serviceCta("general")).toBe(serviceCtas.default);
    for (const id of ["babies", "pregnant", "seniors", "sports", "emergency"] as const) {
      expect(serviceCta(id)).toBe(serviceCtas[id]);
      expect(serviceCta(id).headline).not.toBe(serviceCtas.default.headline);
    }
  });
});
