import { Clock } from "~/components/icons";
import { PageHeader } from "~/components/page-header";
import { BookingLink } from "~/features/booking/booking-link";
import type { PageDocuments } from "~/features/pages/page-schemas";

/** The Typical session page ('Séance type'): numbered steps, durations, a closing sentence. */
export function SessionPage({ page }: { page: PageDocuments["session"] }) {
  return (
    <>
      <PageHeader eyebrow="Séance type" title={page.heading}>
        {page.intro ? <p>{page.intro}</p> : null}
      </PageHeader>

      <div className="mx-auto max-w-4xl px-5 py-10 sm:px-8">
        <ol className="relative space-y-6">
          {page.steps.map((step, index) => (
            <li
              key={`${index}-${step.title}`}
              className="flex gap-5 rounded-3xl bg-white p-6 ring-1 ring-sand-200 sm:p-8"
            >
              <span
                aria-hidden
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sage-700 font-serif text-xl font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h2 className="text-2xl">
                  <span className="sr-only">Étape {index + 1} : </span>
                  {step.title}
                </h2>
                {step.text ? (
                  <p className="mt-3 text-lg leading-relaxed text-ink">{step.text}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>

        {page.durations.length > 0 ? (
          <section
            aria-labelledby="durees"
            className="mt-10 rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200 sm:p-8"
          >
            <h2
              id="durees"
              className="flex items-center gap-2 font-sans text-lg font-semibold text-sage-900"
            >
              <Clock className="size-5 text-sage-700" aria-hidden />
              {page.durationsTitle}
            </h2>
            <ul className="mt-3 grid gap-1 text-ink sm:grid-cols-3">
              {page.durations.map((duration, index) => (
                <li key={`${index}-${duration.text}`}>{duration.text}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="mt-12 rounded-3xl bg-sage-50 p-8 text-center ring-1 ring-sage-200">
          {page.closing ? (
            <p className="mx-auto max-w-2xl text-lg leading-relaxed text-sage-900">
              {page.closing}
            </p>
          ) : null}
          <BookingLink source="seance-type-page-button" size="lg" className="mt-6">
            {page.bookingLabel}
          </BookingLink>
        </div>
      </div>
    </>
  );
}
