import { ContactSection } from "./contact-section";
import { AboutSection } from "./about-section";
import { FaqSection } from "./faq-section";
import { Hero } from "./hero";
import { TestimonialsSection } from "./testimonials-section";
import { ServicesSection } from "./services-section";
import type { PageDocuments } from "~/features/pages/page-schemas";

/**
 * The home page. Every section's text is server-rendered; only costly or
 * interactive parts below the fold (map, floating buttons, lazy images)
 * arrive later (docs/decisions/0004-progressive-loading.md).
 */
export function HomePage({
  page,
  contact,
}: {
  page: PageDocuments["home"];
  /** The contact page's texts, also those of the home page's contact section. */
  contact: PageDocuments["contact"];
}) {
  return (
    <>
      <Hero
        hero={{
          eyebrow: page.heroEyebrow,
          headline: page.heroHeadline,
          lead: page.heroLead,
          benefits: page.benefits.map((benefit) => benefit.text),
          bookingLabel: page.bookingLabel,
          secondaryLinkLabel: page.secondaryLinkLabel,
        }}
        image={page.heroImage}
      />
      <ServicesSection />
      <AboutSection
        texts={{
          eyebrow: page.aboutEyebrow,
          title: page.aboutTitle,
          paragraphs: page.aboutParagraphs.map((paragraph) => paragraph.text),
          quote: page.quote,
          yearsOfExperience: page.yearsOfExperience,
          yearsOfStudy: page.yearsOfStudy,
          linkLabel: page.aboutLinkLabel,
        }}
      />
      <TestimonialsSection
        texts={{
          eyebrow: page.testimonialsEyebrow,
          title: page.testimonialsTitle,
          intro: page.testimonialsIntro,
        }}
        testimonials={page.testimonials}
      />
      <FaqSection eyebrow={page.faqEyebrow} title={page.faqTitle} faq={page.faq} />
      <ContactSection texts={contact} headingLevel={2} bookingSource="contact-section-button" />
    </>
  );
}
