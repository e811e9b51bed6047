import { describe, expect, it } from "vitest";
import { generalFaq } from "~/content/faq";
import { sessionPage } from "~/content/session-steps";
import { testimonials } from "~/content/testimonials";

describe("the practice's static content", () => {
  it("has the 7 general FAQ entries, each answered in HTML", () => {
    expect(generalFaq).toHaveLength(7);
    for (const item of generalFaq) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer).toMatch(/^<p>[\s\S]+<\/p>$/);
    }
  });

  it("has 15 five-star testimonials signed with a first name and an initial", () => {
    expect(testimonials).toHaveLength(15);
    expect(new Set(testimonials.map((item) => item.id)).size).toBe(15);
    for (const item of testimonials) {
      expect(item.rating).toBe(5);
      expect(item.name).toMatch(/^[A-ZÀ-Ý][\p{L}-]+ [A-Z]\.$/u);
      expect(Number.isNaN(Date.parse(item.date))).toBe(false);
    }
  });

  it("names the five steps of a session", () => {
    expect(sessionPage.steps.map((step) => `${step.number} ${step.title}`)).toEqual([
      "1 Échange & écoute",
      "2 Observation & palpation",
      "3 Traitement personnalisé",
      "4 Conseils & accompagnement",
      "5 Suivi si nécessaire",
    ]);
  });
});
