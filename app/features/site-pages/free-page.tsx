import type { FreePageDocument, FreePageSection } from "~/features/free-pages/free-page-schema";
import { DisclosureList } from "~/components/ui/disclosure-list";
import { BookingLink } from "~/features/booking/booking-link";
import { ContactSection } from "./contact-section";
import { PagePicture } from "./page-picture";
import { RichText } from "./rich-text";

interface FreePageProps {
  /** Its texts, the practice's settings filled in. */
  page: FreePageDocument;
  /** The page's id: its booking buttons' tracking source ("page-libre-3-button"). */
  id: string;
}

const column = "mx-auto max-w-3xl px-5 sm:px-8";

/**
 * A free page: its title, then its sections in the practitioner's order.
 * Plain server HTML: native disclosures for the questions, the funnel's
 * booking link, the contact page's block for the places and hours.
 */
export function FreePage({ page, id }: FreePageProps) {
  return (
    <article className="pb-16 sm:pb-24">
      <header className={`${column} pt-14 pb-4 sm:pt-20`}>
        <h1 className="text-4xl sm:text-5xl">{page.title}</h1>
      </header>
      {page.sections.map((section, index) => (
        <Section key={index} section={section} index={index} source={`page-libre-${id}-button`} />
      ))}
    </article>
  );
}

function Section({
  section,
  index,
  source,
}: {
  section: FreePageSection;
  index: number;
  source: string;
}) {
  const titleId = `section-${index}`;
  switch (section.type) {
    case "text":
      return (
        <div className={`${column} py-4`}>
          <RichText html={section.body} className="space-y-4 text-lg" />
        </div>
      );
    case "image":
      return (
        <figure className={`${column} py-6`}>
          <PagePicture
            image={section.image}
            sizes="(min-width: 768px) 704px, 100vw"
            className="h-auto w-full rounded-3xl"
          />
          {section.caption ? (
            <figcaption className="mt-2 text-center text-sm text-muted">
              {section.caption}
            </figcaption>
          ) : null}
        </figure>
      );
    case "faq":
      return (
        <section aria-labelledby={titleId} className={`${column} py-8`}>
          <h2 id={titleId} className="text-3xl">
            {section.title}
          </h2>
          <DisclosureList
            name={`faq-${index}`}
            className="mt-6 rounded-3xl"
            items={section.faq.map((item) => ({
              question: item.question,
              // Sanitised when published, sanitised again once filled.
              answer: <div dangerouslySetInnerHTML={{ __html: item.answer }} />,
            }))}
          />
        </section>
      );
    case "booking":
      return (
        <section aria-labelledby={titleId} className={`${column} py-8`}>
          <div className="rounded-3xl bg-sage-50 p-8 text-center ring-1 ring-sage-200">
            <h2 id={titleId} className="text-3xl">
              {section.title}
            </h2>
            {section.text ? <p className="mt-3 text-lg text-muted">{section.text}</p> : null}
            <BookingLink source={source} size="lg" className="mt-6" />
          </div>
        </section>
      );
    case "contact":
      return (
        <ContactSection
          texts={{ eyebrow: "Coordonnées et horaires", heading: section.title, intro: "" }}
          bookingSource={source}
        />
      );
  }
}
