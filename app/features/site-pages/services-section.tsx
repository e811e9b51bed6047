import { usePractice } from "~/features/practice/practice-view";
import { BookingLink } from "~/features/booking/booking-link";
import { ServiceCards } from "~/features/services/service-cards";

/** The home page's services section: heading, intro, the six cards, booking. */
export function ServicesSection() {
  const { identity } = usePractice();
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="below-fold bg-sand-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">Services</p>
          <h2 id="services-title" className="mt-2 text-3xl sm:text-4xl">
            Une ostéopathie adaptée à chaque âge de la vie
          </h2>
          <p className="mt-4 text-lg text-muted">
            Du nourrisson au senior, en passant par la grossesse, le sport ou la douleur qui
            survient sans prévenir : chaque consultation à {identity.town} est pensée pour vous.
          </p>
        </div>
        <ServiceCards headingLevel={3} className="mt-10" />
        <div className="mt-10 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <BookingLink source="services-section-button" size="lg">
            Prendre rendez-vous
          </BookingLink>
          <a
            href="/services"
            className="font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900"
          >
            Tous les services en détail
          </a>
        </div>
      </div>
    </section>
  );
}
