import { Clock } from "~/components/icons";
import type { Route } from "./+types/session";
import { PageHeader } from "~/components/page-header";
import { sessionPage } from "~/content/session-steps";
import { BookingLink } from "~/features/booking/booking-link";
import { Island } from "~/lib/island";
import { PageViewEvent } from "~/lib/page-view";
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

const PATH = "/seance-type";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: sessionPage.title,
    description: sessionPage.description,
    path: PATH,
    publicUrl: publicUrlFrom(matches),
    practice: practiceFrom(matches),
  });

export default function TypicalSession() {
  return (
    <>
      {/* Spec public §2: a page view (title Séance Type, path /seance-type). */}
      <Island
        name="page-view"
        of={PageViewEvent}
        props={{ title: sessionPage.analyticsTitle, path: PATH }}
      />
      <PageHeader eyebrow="Séance type" title={sessionPage.title}>
        <p>{sessionPage.intro}</p>
      </PageHeader>

      <div className="mx-auto max-w-4xl px-5 py-10 sm:px-8">
        <ol className="relative space-y-6">
          {sessionPage.steps.map((step) => (
            <li
              key={step.number}
              className="flex gap-5 rounded-3xl bg-white p-6 ring-1 ring-sand-200 sm:p-8"
            >
              <span
                aria-hidden
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sage-700 font-serif text-xl font-semibold text-white"
              >
                {step.number}
              </span>
              <div>
                <h2 className="text-2xl">
                  <span className="sr-only">Étape {step.number} : </span>
                  {step.title}
                </h2>
                <p className="mt-3 text-lg leading-relaxed text-ink">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>

        <section
          aria-labelledby="durees"
          className="mt-10 rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200 sm:p-8"
        >
          <h2
            id="durees"
            className="flex items-center gap-2 font-sans text-lg font-semibold text-sage-900"
          >
            <Clock className="size-5 text-sage-700" aria-hidden />
            Durée d'une séance
          </h2>
          <ul className="mt-3 grid gap-1 text-ink sm:grid-cols-3">
            {sessionPage.durations.map((duration) => (
              <li key={duration}>{duration}</li>
            ))}
          </ul>
        </section>

        <div className="mt-12 rounded-3xl bg-sage-50 p-8 text-center ring-1 ring-sage-200">
          <p className="mx-auto max-w-2xl text-lg leading-relaxed text-sage-900">
            {sessionPage.closing}
          </p>
          <BookingLink source="seance-type-page-button" size="lg" className="mt-6">
            Prendre rendez-vous
          </BookingLink>
        </div>
      </div>
    </>
  );
}
