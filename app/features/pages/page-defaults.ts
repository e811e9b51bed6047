/**
 * What a page shows until its first publication: the texts of app/content/
 * as documents of this feature. app/content/ stays the one place a deployer
 * prepares a practice; nothing here is a second copy of its texts.
 */
import escapeHtml from "escape-html";
import { aboutPage } from "~/content/about";
import { contactPage } from "~/content/contact";
import { pictures } from "~/content/images";
import { generalFaq } from "~/content/faq";
import { homePage } from "~/content/home";
import { practice } from "~/content/practice";
import { legalNotice, privacyPolicy, type LegalSection } from "~/content/legal";
import { sessionPage } from "~/content/session-steps";
import { testimonials } from "~/content/testimonials";
import {
  newServiceTexts,
  serviceCta,
  serviceDetails,
  services,
  servicesIndexPage,
  type Service,
} from "~/content/services";
import { illustration } from "./page-image";
import {
  isServicePageKey,
  SERVICE_PAGE_PREFIX,
  type DocumentFor,
  type EditablePageKey,
  type PageDocuments,
  type PageKey,
  type ServiceDocument,
} from "./page-schemas";

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

// ------------------------------------------------------------ services

function serviceDocument(service: Service): ServiceDocument {
  const detail = serviceDetails[service.id];
  const cta = serviceCta(service.id);
  return {
    title: service.title,
    cardText: service.description,
    image: illustration(service.image),
    intro: detail.intro,
    sessionLength: detail.sessionLength,
    reasonsTitle: detail.reasonsTitle,
    reasons: detail.reasons.map((text) => ({ text })),
    sections: detail.sections.map((section) => ({
      title: section.heading,
      body: section.paragraphs.map(paragraph).join(""),
    })),
    faqTitle: detail.faq.title,
    faq: detail.faq.items.map(({ question, answer }) => ({ question, answer })),
    ctaHeadline: cta.headline,
    ctaText: cta.text,
    keywords: service.keywords.join(", "),
    seoTitle: `${service.title} à {ville}`,
    seoDescription: service.metaDescription,
  };
}

/** The six services of app/content/services.ts, in their order: the catalogue of a fresh install. */
export const defaultServices: readonly { id: string; slug: string }[] = services.map(
  ({ id, slug }) => ({ id, slug }),
);

const defaultServiceDocuments = new Map(
  services.map((service) => [service.id as string, serviceDocument(service)]),
);

/** The first texts of a service added from the admin. */
export function newServiceDocument(title: string, cardText: string): ServiceDocument {
  return {
    title,
    cardText,
    image: illustration(newServiceTexts.image),
    intro: newServiceTexts.intro,
    sessionLength: newServiceTexts.sessionLength,
    reasonsTitle: newServiceTexts.reasonsTitle,
    reasons: [],
    sections: [],
    faqTitle: newServiceTexts.faqTitle,
    faq: [],
    ctaHeadline: newServiceTexts.cta.headline,
    ctaText: newServiceTexts.cta.text,
    keywords: "",
    seoTitle: title.length <= 50 ? `${title} à {ville}` : title.slice(0, 60),
    seoDescription:
      cardText.length > 200
        ? `${cardText.slice(0, 199)}…`
        : cardText.length >= 50
          ? cardText
          : `${cardText} Ostéopathie à {ville}, rendez-vous en ligne.`,
  };
}

/** What a service shows until its first publication: its texts of app/content/, or a new service's first texts. */
export function defaultServiceDocument(id: string, title = "Nouveau service"): ServiceDocument {
  return (
    defaultServiceDocuments.get(id) ??
    newServiceDocument(title, "Une consultation adaptée à votre situation.")
  );
}

/** The texts of app/content/ for any page document, a service's included. */
export function defaultDocumentOf<K extends EditablePageKey>(key: K): DocumentFor<K> {
  const document = isServicePageKey(key)
    ? defaultServiceDocument(key.slice(SERVICE_PAGE_PREFIX.length))
    : defaultPages[key as PageKey];
  return document as DocumentFor<K>;
}
