import { ContactSection } from "./contact-section";
import type { PageDocuments } from "~/features/pages/page-schemas";

/** The contact page: the contact section as the page's heading, with the page's texts. */
export function ContactPage({ page }: { page: PageDocuments["contact"] }) {
  return <ContactSection texts={page} headingLevel={1} bookingSource="contact-page-button" />;
}
