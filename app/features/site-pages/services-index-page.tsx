import { Icon, type IconProps, Euro } from "~/components/icons";
import { BookingLink } from "~/features/booking/booking-link";
import type { PageDocuments } from "~/features/pages/page-schemas";
import { usePractice } from "~/features/practice/practice-view";
import { ServiceCards } from "~/features/services/service-cards";

/** The page's texts, a card per visible service and a booking call to action. */
export function ServicesIndexPage({ page }: { page: PageDocuments["services"] }) {
  const settings = usePractice();
  const facts = [
    { icon: Euro, text: `Consultation : ${settings.pricing.consultation}` },
    { icon: CalendarClock, text: settings.pricing.urgentSlots },
    { icon: Home, text: settings.pricing.homeVisits },
  ];
  return (
    <>
      <section aria-labelledby="services-page-title" className="bg-sand-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">
            {page.eyebrow}
          </p>
          <h1 id="services-page-title" className="mt-2 max-w-3xl text-4xl sm:text-5xl">
            {page.heading}
          </h1>
          {page.intro ? <p className="mt-5 max-w-2xl text-lg text-muted">{page.intro}</p> : null}
        </div>
      </section>

      <section aria-label="Les services" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <ServiceCards headingLevel={2} />
      </section>

      <section
        aria-labelledby="services-booking-title"
        className="mx-auto max-w-6xl px-4 pb-20 sm:px-6"
      >
        <div className="rounded-3xl bg-sage-700 px-6 py-10 text-white sm:px-12 sm:py-14">
          <h2 id="services-booking-title" className="text-3xl text-white">
            {page.bookingTitle}
          </h2>
          <ul className="mt-6 grid gap-4 text-sage-50 md:grid-cols-3">
            {facts.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <BookingLink source="services-page-button" variant="secondary" size="lg" className="mt-8">
            Prendre rendez-vous en ligne
          </BookingLink>
        </div>
      </section>
    </>
  );
}

function CalendarClock(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M16 14v2.2l1.6 1" />
      <path d="M16 2v3" />
      <path d="M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338" />
      <path d="M3 9h5.859" />
      <path d="M8 2v3" />
      <circle cx="16" cy="16" r="6" />
    </Icon>
  );
}

function Home(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" />
      <path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    </Icon>
  );
}
