import { Phone } from "~/components/icons";
import { PageHeader } from "~/components/page-header";
import { BookingLink } from "~/features/booking/booking-link";
import { Portrait } from "./portrait";
import { usePractice } from "~/features/practice/practice-view";
import type { PageDocuments } from "~/features/pages/page-schemas";
import { sectionAnchor } from "./section-anchor";
import { RichText } from "./rich-text";

/** The About page ('À propos'). */
export function AboutPage({ page }: { page: PageDocuments["about"] }) {
  const settings = usePractice();
  return (
    <>
      <PageHeader eyebrow="À propos" title={page.heading} wide>
        {page.intro ? <p>{page.intro}</p> : null}
      </PageHeader>

      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-10 sm:px-8 lg:grid-cols-[1fr_2fr]">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <div className="mx-auto max-w-sm overflow-hidden rounded-[2rem] shadow-lg ring-1 ring-sand-200">
            <Portrait sizes="(min-width: 1024px) 360px, 90vw" priority />
          </div>
          <p className="mt-4 text-center text-sm text-muted">
            {settings.identity.practitioner.fullName}, {settings.identity.practitioner.title}
          </p>
        </div>
        <div className="space-y-12">
          {page.sections.map((section) => {
            const id = sectionAnchor(section);
            return (
              <section key={id} id={id} aria-labelledby={`${id}-titre`} className="scroll-mt-24">
                <h2 id={`${id}-titre`} className="text-2xl sm:text-3xl">
                  {section.title}
                </h2>
                <RichText html={section.body} className="mt-4 space-y-4 text-lg" />
              </section>
            );
          })}

          <section
            aria-labelledby="about-closing"
            className="rounded-3xl bg-sage-50 p-8 ring-1 ring-sage-200"
          >
            <h2 id="about-closing" className="text-2xl">
              {page.closingTitle}
            </h2>
            {page.closingText ? (
              <p className="mt-3 text-lg text-muted">{page.closingText}</p>
            ) : null}
            <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
              <BookingLink source="about-page-button" size="lg" />
              <a
                href={`tel:${settings.contact.phoneE164}`}
                className="inline-flex min-h-11 items-center gap-2 font-medium text-sage-800 underline underline-offset-4"
              >
                <Phone className="size-4" aria-hidden />
                {settings.contact.phone}
              </a>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
