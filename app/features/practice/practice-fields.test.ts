import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { generalFaq } from "~/content/faq";
import { aboutPage, aboutTeaser } from "~/content/about";
import { contactPage } from "~/content/contact";
import { homePage } from "~/content/home";
import { legalNotice, privacyPolicy } from "~/content/legal";
import { sessionPage } from "~/content/session-steps";
import { emergencyAdvice, serviceCtas, serviceDetails, services } from "~/content/services";
import { withPracticeFields, withPracticeFieldsHtml } from "./practice-fields";
import { practiceView } from "./practice-settings.server";

const now = new Date("2026-12-01T10:00:00Z");
const demo = practiceView(defaultPracticeSettings, { now });

describe("page texts naming the practice's settings", () => {
  it("show the current price, phone and notes", () => {
    const settings = structuredClone(defaultPracticeSettings);
    settings.pricing.consultation = "70 €";
    settings.contact.phone = "04 92 00 00 01";
    const shown = withPracticeFields(serviceDetails.emergency, practiceView(settings, { now }));
    expect(JSON.stringify(shown)).toContain("au tarif habituel de 70 €");
    expect(JSON.stringify(shown)).toContain("appelez le cabinet au 04 92 00 00 01");
    expect(JSON.stringify(shown)).not.toMatch(/\{[a-z_]+\}/);
  });

  it("escape the values put into HTML texts, links included", () => {
    const settings = structuredClone(defaultPracticeSettings);
    settings.pricing.consultation = "<b>65 €</b> & plus";
    const [price] = withPracticeFieldsHtml(
      generalFaq.filter((item) => item.answer.includes("{tarif}")),
      practiceView(settings, { now }),
    );
    expect(price?.answer).toContain("&lt;b&gt;65 €&lt;/b&gt; &amp; plus");
    const [contact] = withPracticeFieldsHtml(
      generalFaq.filter((item) => item.answer.includes("{lien_telephone}")),
      demo,
    );
    expect(contact?.answer).toContain('<a href="tel:+33465712345">04 65 71 23 45</a>');
  });

  it("name only placeholders the site fills", () => {
    const texts = [
      generalFaq,
      legalNotice,
      privacyPolicy,
      emergencyAdvice,
      serviceCtas,
      serviceDetails,
      services,
      homePage,
      aboutPage,
      aboutTeaser,
      sessionPage,
      contactPage,
    ];
    const shown = JSON.stringify(withPracticeFieldsHtml(texts, demo));
    expect(shown.match(/\{[a-z_]+\}/g)).toBeNull();
  });

  it("say where the practitioner receives, from one location or several", () => {
    expect(withPracticeFields(contactPage.intro, demo)).toMatch(
      /^Je vous reçois sur rendez-vous dans mes deux cabinets, à Manosque et Volx\./,
    );
    const settings = structuredClone(defaultPracticeSettings);
    settings.locations.locations = settings.locations.locations.slice(0, 1);
    expect(withPracticeFields(contactPage.intro, practiceView(settings, { now }))).toMatch(
      /^Je vous reçois sur rendez-vous à mon cabinet de Manosque\./,
    );
  });
});
