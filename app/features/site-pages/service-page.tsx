import { Icon, type IconProps, Clock, Euro, Phone } from "~/components/icons";
import { emergencyAdvice } from "~/content/services";
import { PagePicture } from "./page-picture";
import { RichText } from "./rich-text";
import type { ServiceDocument } from "~/features/services/service-page-type";
import { buttonClasses } from "~/components/ui/button";
import { BookingLink } from "~/features/booking/booking-link";
import { joinClasses } from "~/lib/join-classes";
import { ServiceFaq } from "./service-faq";
import { servicePath, useServiceCards } from "~/features/services/service-cards";
import { ServiceIcon } from "~/features/services/service-icon";
import { withPracticeFields } from "~/features/practice/practice-fields";
import { usePractice } from "~/features/practice/practice-view";

export const SERVICE_NOT_FOUND = "Service non trouvé";

interface ServicePageProps {
  /** The service's catalogue id (the emergency service has its own block). */
  id: string;
  /** Its texts, the practice's settings filled in. */
  page: ServiceDocument;
}

const container = "mx-auto max-w-6xl px-4 sm:px-6";

/** Hero, reasons, long text, FAQ, call to action. */
export function ServicePage({ id, page }: ServicePageProps) {
  return (
    <>
      <ServiceHero id={id} page={page} />

      {page.reasons.length > 0 ? (
        <section
          aria-labelledby="reasons-title"
          className={joinClasses(container, "py-14 sm:py-20")}
        >
          <h2 id="reasons-title" className="text-3xl">
            {page.reasonsTitle}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {page.reasons.map((reason, index) => (
              <li key={index} className="flex gap-3 rounded-2xl bg-sage-50 p-4">
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sage-700" />
                <span>{reason.text}</span>
              </li>
            ))}
          </ul>
          <BookingLink source={`service-${id}-reasons-button`} size="lg" className="mt-10">
            Prendre rendez-vous en ligne
          </BookingLink>
        </section>
      ) : null}

      <div className={joinClasses(container, "pb-6")}>
        <div className="max-w-3xl space-y-12">
          {page.sections.map((section, index) => (
            <section key={index} aria-labelledby={`section-${index}`}>
              <h2 id={`section-${index}`} className="text-2xl sm:text-3xl">
                {section.title}
              </h2>
              {/* Sanitised when published, or the escaped defaults of app/content/services.ts. */}
              <RichText html={section.body} className="mt-4 space-y-4 text-lg" />
            </section>
          ))}
        </div>
      </div>

      {id === "emergency" ? <EmergencyBlock /> : null}

      {page.faq.length > 0 ? (
        <section aria-labelledby="faq-title" className={joinClasses(container, "py-14 sm:py-20")}>
          <h2 id="faq-title" className="text-3xl">
            {page.faqTitle}
          </h2>
          <div className="mt-8 max-w-3xl">
            <ServiceFaq items={page.faq} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="cta-title" className={joinClasses(container, "pb-16")}>
        <div className="rounded-3xl bg-sage-700 px-6 py-10 text-white sm:px-12 sm:py-14">
          <h2 id="cta-title" className="max-w-2xl text-3xl text-white">
            {page.ctaHeadline}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-sage-50">{page.ctaText}</p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
            <BookingLink source={`service-${id}-cta-button`} variant="secondary" size="lg">
              Prendre rendez-vous en ligne
            </BookingLink>
            <a
              href="/contact"
              className={joinClasses(
                buttonClasses("ghost", "lg"),
                "text-white ring-1 ring-white/70 ring-inset hover:bg-sage-800 hover:text-white focus-visible:outline-white",
              )}
            >
              Me contacter
            </a>
          </div>
        </div>
      </section>

      <OtherServices current={id} />
    </>
  );
}

function ServiceHero({ id, page }: ServicePageProps) {
  const { pricing, identity } = usePractice();
  return (
    <section aria-labelledby="service-title" className="bg-sand-50">
      <div
        className={joinClasses(container, "grid items-center gap-10 py-10 sm:py-16 lg:grid-cols-2")}
      >
        <div>
          <nav aria-label="Fil d'Ariane">
            <ol className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <li>
                <a href="/" className="underline-offset-4 hover:underline">
                  Accueil
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <a href="/services" className="underline-offset-4 hover:underline">
                  Services
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <span aria-current="page">{page.title}</span>
              </li>
            </ol>
          </nav>
          <span className="mt-6 flex h-12 w-12 items-center justify-center rounded-full bg-white text-sage-700 ring-1 ring-sand-200">
            <ServiceIcon id={id} className="h-6 w-6" />
          </span>
          <h1 id="service-title" className="mt-4 text-4xl sm:text-5xl">
            {page.title} à {identity.town}
          </h1>
          {page.intro ? <p className="mt-5 text-lg text-muted">{page.intro}</p> : null}
          <ul className="mt-6 flex flex-wrap gap-3 text-sm">
            <li className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 ring-1 ring-sand-200">
              <Clock aria-hidden="true" className="h-4 w-4 text-sage-700" />
              Séance de {page.sessionLength}
            </li>
            <li className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 ring-1 ring-sand-200">
              <Euro aria-hidden="true" className="h-4 w-4 text-sage-700" />
              Consultation : {pricing.consultation}
            </li>
          </ul>
          <BookingLink source={`service-${id}-hero-button`} size="lg" className="mt-8">
            Prendre rendez-vous en ligne
          </BookingLink>
        </div>
        {/* The page's largest element: loaded first, WebP with a JPEG fallback. */}
        <PagePicture
          image={page.image}
          sizes="(min-width: 1024px) 536px, calc(100vw - 2rem)"
          priority
          className="rounded-3xl shadow-sm"
        />
      </div>
    </section>
  );
}

/** Emergency page only: urgent slots, a call link, when to go to the emergency room. */
function EmergencyBlock() {
  const settings = usePractice();
  const { phone, phoneE164 } = settings.contact;
  const advice = withPracticeFields(emergencyAdvice, settings);
  return (
    <section aria-labelledby="emergency-title" className={joinClasses(container, "pt-14 sm:pt-20")}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-3xl bg-sage-50 p-6 ring-1 ring-sage-200 sm:p-8">
          <h2 id="emergency-title" className="flex items-center gap-3 text-2xl">
            <Clock aria-hidden="true" className="h-6 w-6 shrink-0 text-sage-700" />
            {emergencyAdvice.title}
          </h2>
          <p className="mt-4 text-lg">{advice.text}</p>
          <a
            href={`tel:${phoneE164}`}
            className={joinClasses(buttonClasses("primary", "lg"), "mt-6")}
          >
            <Phone aria-hidden="true" className="h-5 w-5" />
            {emergencyAdvice.callLabel} : {phone}
          </a>
        </div>
        <div className="rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-300 sm:p-8">
          <h2 className="flex items-center gap-3 text-2xl">
            <TriangleAlert aria-hidden="true" className="h-6 w-6 shrink-0 text-red-700" />
            {emergencyAdvice.warningTitle}
          </h2>
          <p className="mt-4">{emergencyAdvice.warningIntro}</p>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            {emergencyAdvice.redFlags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function OtherServices({ current }: { current: string }) {
  const services = useServiceCards();
  return (
    <nav aria-labelledby="other-services-title" className={joinClasses(container, "pb-20")}>
      <h2 id="other-services-title" className="text-2xl">
        Les autres services
      </h2>
      <ul className="mt-6 flex flex-wrap gap-3">
        {services
          .filter((service) => service.id !== current)
          .map((service) => (
            <li key={service.id}>
              <a
                href={servicePath(service)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 font-medium text-sage-800 ring-1 ring-sand-200 hover:bg-sage-50"
              >
                <ServiceIcon id={service.id} className="h-4 w-4" />
                {service.title}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** Unknown slug ('Service non trouvé') or an unexpected failure, inside the site layout. */
export function ServiceError({ notFound }: { notFound: boolean }) {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl sm:text-4xl">
        {notFound ? SERVICE_NOT_FOUND : "Une erreur est survenue"}
      </h1>
      <p className="mt-4 text-lg text-muted">
        {notFound
          ? "Le service que vous recherchez n'existe pas ou a changé d'adresse."
          : "Nous sommes désolés : la page n'a pas pu s'afficher. Veuillez réessayer dans un instant."}
      </p>
      <a href="/services" className={joinClasses(buttonClasses("primary", "lg"), "mt-8")}>
        Voir tous les services
      </a>
    </section>
  );
}

function CircleCheck(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </Icon>
  );
}

function TriangleAlert(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </Icon>
  );
}
