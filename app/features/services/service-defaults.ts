/**
 * What a service's page shows until its first publication: its texts of
 * app/content/services.ts, or a new service's first texts.
 */
import escapeHtml from "escape-html";
import {
  newServiceTexts,
  serviceCta,
  serviceDetails,
  services,
  type Service,
} from "~/content/services";
import { illustration } from "~/features/pages/page-image";
import type { ServiceDocument } from "./service-page-type";

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

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
