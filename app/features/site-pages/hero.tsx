import { Icon, type IconProps } from "~/components/icons";
import { StarRating } from "~/components/ui/star-rating";
import { BookingLink } from "~/features/booking/booking-link";
import { PagePicture } from "./page-picture";
import type { PageImage } from "~/features/pages/page-image";
import { withPracticeFields } from "~/features/practice/practice-fields";
import { type IdentityView, usePractice } from "~/features/practice/practice-view";
import { joinClasses } from "~/lib/join-classes";

/**
 * The home page's first screen: headline, benefits, booking button and the
 * rating card that leads to the testimonials. It runs under the transparent
 * navbar (negative margin, see the public layout), unless the practice's
 * announcement band sits between them.
 */
interface HeroTexts {
  eyebrow: string;
  headline: string;
  lead: string;
  benefits: string[];
  bookingLabel: string;
  secondaryLinkLabel: string;
}

/** `image`: the home page's own, the site's illustration until the practitioner changes it. */
export function Hero({ hero, image }: { hero: HeroTexts; image: PageImage }) {
  const settings = usePractice();
  const underNavbar = settings.notices.length === 0;
  return (
    <section
      aria-labelledby="hero-title"
      className={joinClasses(
        "bg-gradient-to-b from-sand-100 via-sand-50 to-white",
        underNavbar && "-mt-16 pt-16 lg:-mt-20 lg:pt-20",
      )}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-12 sm:px-8 lg:grid-cols-[1.05fr_1fr] lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl leading-tight sm:text-5xl">
            {hero.headline}
          </h1>
          {hero.lead ? (
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">{hero.lead}</p>
          ) : null}
          <ul className="mt-7 grid gap-3">
            {hero.benefits.map((benefit, index) => (
              <li key={`${index}-${benefit}`} className="flex items-start gap-3 text-ink">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-sage-100">
                  <Check className="size-4 text-sage-700" aria-hidden />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-col gap-4 sm:flex-row sm:items-center">
            <BookingLink source="hero-button" size="lg">
              {hero.bookingLabel}
            </BookingLink>
            <a
              href="/seance-type"
              className="inline-flex min-h-11 items-center font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900"
            >
              {hero.secondaryLinkLabel}
            </a>
          </div>
        </div>

        <div className="relative">
          <div className="overflow-hidden rounded-[2rem] shadow-xl ring-1 ring-sand-200">
            {/* The page's largest element: loaded at once, with high priority. */}
            <PagePicture
              image={image}
              sizes="(min-width: 1024px) 540px, 100vw"
              priority
              className="block"
            />
          </div>
          {settings.identity.rating ? <RatingCard rating={settings.identity.rating} /> : null}
        </div>
      </div>
    </section>
  );
}

/** 'Excellent, based on +70 reviews', scrolls to the testimonials. */
function RatingCard({ rating }: { rating: NonNullable<IdentityView["rating"]> }) {
  return (
    <a
      href="#temoignages"
      className="absolute -bottom-6 left-4 flex items-center gap-3 rounded-2xl bg-white px-5 py-3.5 shadow-lg ring-1 ring-sand-200 transition-transform hover:-translate-y-0.5 sm:left-6"
    >
      <StarRating stars={rating.value} size="1.25rem" />
      <span className="flex flex-col leading-tight">
        <span className="font-semibold text-ink">{rating.label}</span>
        <span className="text-sm text-muted">{rating.detail}</span>
      </span>
      <span className="sr-only">: lire les témoignages</span>
    </a>
  );
}

function Check(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}
