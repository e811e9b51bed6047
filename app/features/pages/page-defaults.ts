/**
 * What a page shows until its first publication: the texts of app/content/
 * as documents of this feature. app/content/ stays the one place a deployer
 * prepares a practice; nothing here is a second copy of its texts.
 */
import escapeHtml from "escape-html";
import { aboutPage, aboutTeaser } from "~/content/about";
import { contactPage } from "~/content/contact";
import { pictures } from "~/content/images";
import { generalFaq } from "~/content/faq";
import { homePage } from "~/content/home";
import { practice } from "~/content/practice";
import { legalNotice, privacyPolicy, type LegalSection } from "~/content/legal";
import { sessionPage } from "~/content/session-steps";
import { testimonials } from "~/content/testimonials";
import { servicesIndexPage } from "~/content/services";
import { illustration } from "./page-image";
import type { PageDocuments } from "./page-schemas";

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

/** A legal section's paragraphs are HTML already; its list items are text. */
function legalBody(section: LegalSection): string {
  return [
    ...section.paragraphs.map((html) => `<p>${html}</p>`),
    section.list ? list(section.list) : "",
    ...(section.after ?? []).map((html) => `<p>${html}</p>`),
  ].join("");
}

function legalDocument(texts: typeof legalNotice | typeof privacyPolicy) {
  return {
    heading: texts.title,
    intro: texts.intro,
    sections: texts.sections.map((section) => ({
      id: section.id,
      title: section.title,
      body: legalBody(section),
    })),
    seoTitle: texts.title,
    seoDescription: texts.description,
  };
}

export const defaultPages: PageDocuments = {
  home: {
    heroEyebrow: homePage.hero.eyebrow,
    heroHeadline: homePage.hero.headline,
    heroLead: homePage.hero.lead,
    benefits: homePage.hero.benefits.map((text) => ({ text })),
    bookingLabel: homePage.hero.bookingLabel,
    secondaryLinkLabel: homePage.hero.secondaryLink.label,
    heroImage: illustration(pictures.hero),
    aboutEyebrow: aboutTeaser.eyebrow,
    aboutTitle: aboutTeaser.title,
    aboutParagraphs: aboutTeaser.paragraphs.map((text) => ({ text })),
    quote: practice.practitioner.quote,
    yearsOfExperience: practice.practitioner.yearsOfExperience,
    yearsOfStudy: practice.practitioner.yearsOfStudy,
    aboutLinkLabel: aboutTeaser.linkLabel,
    testimonialsEyebrow: homePage.testimonials.eyebrow,
    testimonialsTitle: homePage.testimonials.title,
    testimonialsIntro: homePage.testimonials.intro,
    testimonials: testimonials.map(({ id, name, date, content }) => ({ id, name, date, content })),
    faqEyebrow: homePage.faq.eyebrow,
    faqTitle: homePage.faq.title,
    faq: generalFaq.map(({ question, answer }) => ({ question, answer })),
    seoTitle: "{slogan}",
    seoDescription: practice.description,
  },
  about: {
    heading: aboutPage.heading,
    intro: aboutPage.intro,
    sections: aboutPage.sections.map((section) => ({
      id: section.id,
      title: section.title,
      body: [
        ...section.paragraphs.map(paragraph),
        "list" in section && section.list ? list(section.list) : "",
      ].join(""),
    })),
    closingTitle: aboutPage.closing.title,
    closingText: aboutPage.closing.text,
    seoTitle: aboutPage.title,
    seoDescription: aboutPage.description,
  },
  session: {
    heading: sessionPage.title,
    intro: sessionPage.intro,
    steps: sessionPage.steps.map((step) => ({ title: step.title, text: step.text })),
    durationsTitle: "Durée d'une séance",
    durations: sessionPage.durations.map((text) => ({ text })),
    closing: sessionPage.closing,
    bookingLabel: "Prendre rendez-vous",
    seoTitle: sessionPage.title,
    seoDescription: sessionPage.description,
  },
  services: {
    eyebrow: servicesIndexPage.eyebrow,
    heading: servicesIndexPage.heading,
    intro: servicesIndexPage.intro,
    bookingTitle: servicesIndexPage.bookingTitle,
    seoTitle: servicesIndexPage.title,
    seoDescription: servicesIndexPage.description,
  },
  contact: {
    eyebrow: contactPage.eyebrow,
    heading: contactPage.heading,
    intro: contactPage.intro,
    seoTitle: contactPage.title,
    seoDescription: contactPage.description,
  },
  "legal-notice": legalDocument(legalNotice),
  "privacy-policy": legalDocument(privacyPolicy),
};
