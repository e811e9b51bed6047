import { Phone } from "~/components/icons";
import type { Route } from "./+types/about";
import { PageHeader } from "~/components/page-header";
import { Portrait } from "~/features/home/portrait";
import { aboutPage as aboutTexts } from "~/content/about";
import { BookingLink } from "~/features/booking/booking-link";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import { withPracticeFields } from "~/features/practice/practice-fields";
import { practiceFrom, usePractice } from "~/features/practice/practice-view";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: aboutTexts.title,
    description: aboutTexts.description,
    path: "/a-propos",
    publicUrl: publicUrlFrom(matches),
    practice: practiceFrom(matches),
  });

export default function About() {
  const settings = usePractice();
  const aboutPage = withPracticeFields(aboutTexts, settings);
  const { practitioner } = settings.identity;
  return (
    <>
      <PageHeader eyebrow={aboutPage.title} title={aboutPage.heading} wide>
        <p>{aboutPage.intro}</p>
      </PageHeader>

      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-10 sm:px-8 lg:grid-cols-[1fr_2fr]">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <div className="mx-auto max-w-sm overflow-hidden rounded-[2rem] shadow-lg ring-1 ring-sand-200">
            <Portrait sizes="(min-width: 1024px) 360px, 90vw" priority />
          </div>
          <p className="mt-4 text-center text-sm text-muted">
            {practitioner.fullName}, {practitioner.title}
          </p>
        </div>
        <div className="space-y-12">
          {aboutPage.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-titre`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-titre`} className="text-2xl sm:text-3xl">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul className="list-disc space-y-2 pl-6 marker:text-sage-600">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}

          <section
            aria-labelledby="about-closing"
            className="rounded-3xl bg-sage-50 p-8 ring-1 ring-sage-200"
          >
            <h2 id="about-closing" className="text-2xl">
              {aboutPage.closing.title}
            </h2>
            <p className="mt-3 text-lg text-muted">{aboutPage.closing.text}</p>
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
