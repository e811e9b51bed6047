import type { Route } from "./+types/home";
import { generalFaq } from "~/content/faq";
import { ContactSection } from "~/features/contact/contact-section";
import { AboutSection } from "~/features/home/about-section";
import { FaqSection } from "~/features/home/faq-section";
import { Hero } from "~/features/home/hero";
import { TestimonialsSection } from "~/features/home/testimonials-section";
import { withPracticeFieldsHtml } from "~/features/practice/practice-fields";
import { practiceFrom } from "~/features/practice/practice-view";
import { medicalBusinessJsonLd } from "~/features/practice/structured-data";
import { ServicesSection } from "~/features/services/services-section";
import { faqPageJsonLd } from "~/lib/structured-data";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const publicUrl = publicUrlFrom(matches);
  const settings = practiceFrom(matches);
  return seoMeta({
    path: "/",
    publicUrl,
    practice: settings,
    jsonLd: [
      medicalBusinessJsonLd(publicUrl, settings),
      faqPageJsonLd(withPracticeFieldsHtml(generalFaq, settings)),
    ],
  });
};

/**
 * Every section's text is server-rendered; only costly or interactive parts
 * below the fold (map, floating buttons, lazy images) arrive later
 * (docs/decisions/0004-progressive-loading.md).
 */
export default function Home() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <AboutSection />
      <TestimonialsSection />
      <FaqSection />
      <ContactSection headingLevel={2} bookingSource="contact-section-button" />
    </>
  );
}
