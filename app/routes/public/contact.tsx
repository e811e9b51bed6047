import type { Route } from "./+types/contact";
import { contactPage } from "~/content/contact";
import { ContactSection } from "~/features/contact/contact-section";
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: contactPage.title,
    description: contactPage.description(practiceFrom(matches)),
    path: "/contact",
    publicUrl: publicUrlFrom(matches),
    practice: practiceFrom(matches),
  });

export default function Contact() {
  return <ContactSection headingLevel={1} bookingSource="contact-page-button" />;
}
