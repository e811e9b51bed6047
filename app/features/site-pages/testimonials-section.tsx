import { ChevronDown } from "~/components/icons";
import { StarRating } from "~/components/ui/star-rating";
import { homePage } from "~/content/home";
import { boundedMemo } from "~/lib/bounded-memo";
import { usePractice } from "~/features/practice/practice-view";

/** "octobre 2026": a date-only ISO string is midnight UTC, so format it in UTC. */
const reviewMonthFormat = new Intl.DateTimeFormat("fr-FR", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
/** Formatted once per review date: Intl's formatting was a visible part of a home page's render. */
const reviewMonth = boundedMemo((day) => reviewMonthFormat.format(new Date(day)), 1000);

/** Shown at once; the others are one click away (no script needed). */
const FIRST_SHOWN = 6;

/** One patient's review, as the home page's document holds it. */
export interface Testimonial {
  id?: string;
  /** First name and initial; the card shows the initials. */
  name: string;
  /** The day of the review, "2026-10-14". */
  date: string;
  content: string;
}

/** Every review is shown with five stars: the practice publishes the reviews it received so rated. */
const STARS = 5;

/** The patients' reviews; target of the hero's rating card. */
export function TestimonialsSection({
  texts,
  testimonials,
}: {
  texts: { eyebrow: string; title: string; intro: string };
  testimonials: readonly Testimonial[];
}) {
  const { rating } = usePractice().identity;
  const first = testimonials.slice(0, FIRST_SHOWN);
  const rest = testimonials.slice(FIRST_SHOWN);
  return (
    <section
      id="temoignages"
      aria-labelledby="testimonials-title"
      className="below-fold scroll-mt-24 bg-sage-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">
            {texts.eyebrow}
          </p>
          <h2 id="testimonials-title" className="mt-2 text-3xl sm:text-4xl">
            {texts.title}
          </h2>
          {rating && texts.intro ? <p className="mt-4 text-lg text-muted">{texts.intro}</p> : null}
          {rating?.reviewsUrl ? (
            <p className="mt-3">
              <a
                href={rating.reviewsUrl}
                rel="noopener noreferrer"
                target="_blank"
                className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900"
              >
                Lire tous les avis
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            </p>
          ) : null}
        </div>
        {first.length > 0 ? (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {first.map((item, index) => (
              <TestimonialCard key={item.id ?? index} testimonial={item} />
            ))}
          </ul>
        ) : null}
        {rest.length > 0 ? (
          <details className="group mt-8">
            <summary className="mx-auto flex min-h-11 w-fit cursor-pointer list-none items-center gap-2 rounded-full bg-white px-6 font-medium text-sage-800 ring-1 ring-sage-300 hover:bg-sage-100 [&::-webkit-details-marker]:hidden">
              {homePage.testimonials.moreLabel} ({rest.length})
              <ChevronDown
                className="size-4 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {rest.map((item, index) => (
                <TestimonialCard key={item.id ?? index} testimonial={item} />
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const parts = testimonial.name.split(/\s+/);
  const initials = `${parts[0]?.charAt(0) ?? ""}${parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? "") : ""}`;
  return (
    <li className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <figure className="flex h-full flex-col">
        <p className="flex">
          <StarRating stars={STARS} label={`Note : ${STARS} sur 5`} />
        </p>
        <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
          <p>« {testimonial.content} »</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <span
            aria-hidden
            className="inline-flex size-11 items-center justify-center rounded-full bg-sage-100 font-semibold text-sage-800"
          >
            {initials}
          </span>
          <span className="flex flex-col">
            <span className="font-semibold text-ink">{testimonial.name}</span>
            <time dateTime={testimonial.date} className="text-sm text-muted">
              {reviewMonth(testimonial.date)}
            </time>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
