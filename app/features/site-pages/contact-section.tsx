import { Icon, type IconProps, Clock, ExternalLink, Mail, MapPin, Phone } from "~/components/icons";
import { BookingLink } from "~/features/booking/booking-link";
import { usePractice } from "~/features/practice/practice-view";
import { Island } from "~/lib/island";
import { LocationMap } from "./location-map";
import { joinClasses } from "~/lib/join-classes";

export interface ContactSectionProps {
  /** The contact page's texts, placeholders filled. */
  texts: { eyebrow: string; heading: string; intro: string };
  /** 1 on the contact page, 2 inside the home page. */
  headingLevel?: 1 | 2;
  bookingSource?: string;
}

/**
 * Map of the primary site, directions, addresses, phone, hours per site,
 * urgent-slot note, payment methods and a booking button.
 */
export function ContactSection({
  texts,
  headingLevel = 2,
  bookingSource = "contact-section-button",
}: ContactSectionProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const settings = usePractice();
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      // Inside the home page it is below the fold; on the contact page it is the page.
      className={joinClasses(headingLevel === 2 && "below-fold", "scroll-mt-24 py-16 sm:py-24")}
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">
            {texts.eyebrow}
          </p>
          <Heading id="contact-title" className="mt-2 text-3xl sm:text-4xl">
            {texts.heading}
          </Heading>
          {texts.intro ? <p className="mt-4 text-lg text-muted">{texts.intro}</p> : null}
        </div>

        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <PrimaryLocationMap location={settings.primaryLocation} />
          <div className="grid gap-6">
            <div className="grid gap-4 sm:grid-cols-2">
              {settings.locations.map((location) => (
                <LocationCard
                  key={location.id}
                  location={location}
                  headingLevel={headingLevel === 1 ? "h2" : "h3"}
                />
              ))}
            </div>
            <ContactDetails bookingSource={bookingSource} />
          </div>
        </div>
      </div>
    </section>
  );
}

type Location = ReturnType<typeof usePractice>["primaryLocation"];

function PrimaryLocationMap({ location }: { location: Location }) {
  return (
    <div className="flex flex-col gap-4">
      <Island
        name="location-map"
        of={LocationMap}
        props={{
          name: location.name,
          street: location.address.street,
          postalCode: location.address.postalCode,
          city: location.address.city,
          embedUrl: location.embedUrl,
        }}
      />
      <a
        href={location.mapsUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-white px-6 py-2 text-center font-medium text-sage-800 ring-1 ring-sage-300 ring-inset hover:bg-sage-50"
      >
        <MapPin className="size-5" aria-hidden />
        Itinéraire vers le cabinet de {location.address.city}
        <ExternalLink className="size-4" aria-hidden />
        <span className="sr-only">(nouvel onglet)</span>
      </a>
    </div>
  );
}

/** One place's address and hours, with directions for the places other than the map's. */
function LocationCard({
  location,
  headingLevel,
}: {
  location: Location;
  headingLevel: "h2" | "h3";
}) {
  const SubHeading = headingLevel;
  return (
    <div className="rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200">
      <SubHeading className="flex items-center gap-2 font-sans text-lg font-semibold text-sage-900">
        <MapPin className="size-5 text-sage-700" aria-hidden />
        {location.name}
      </SubHeading>
      <address className="mt-3 leading-relaxed text-ink not-italic">
        {location.address.building ? (
          <>
            {location.address.building}
            <br />
          </>
        ) : null}
        {location.address.street}
        <br />
        {location.address.postalCode} {location.address.city}
        {location.address.details ? (
          <span className="mt-1 block text-sm text-muted">{location.address.details}</span>
        ) : null}
      </address>
      <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-sage-900">
        <Clock className="size-4 text-sage-700" aria-hidden />
        Horaires
      </p>
      <ul className="mt-1 text-sm text-ink">
        {location.hours.map((slot) => (
          <li key={slot.days} className="flex justify-between gap-3 py-0.5">
            <span>{slot.days}</span>
            <span className="font-medium whitespace-nowrap">{slot.hours}</span>
          </li>
        ))}
        {location.hours.length === 0 ? <li className="py-0.5">Sur rendez-vous</li> : null}
      </ul>
      {location.isPrimary ? null : (
        <a
          href={location.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-10 items-center gap-1.5 text-sm font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900"
        >
          Itinéraire vers le cabinet de {location.address.city}
          <span className="sr-only">(nouvel onglet)</span>
        </a>
      )}
    </div>
  );
}

/** Phone, e-mail, urgent slots, price and payment methods, and the booking button. */
function ContactDetails({ bookingSource }: { bookingSource: string }) {
  const { contact, pricing } = usePractice();
  return (
    <div className="grid gap-4 rounded-3xl bg-white p-6 ring-1 ring-sand-200">
      <a
        href={`tel:${contact.phoneE164}`}
        className="inline-flex min-h-11 items-center gap-3 text-lg font-semibold text-sage-800 hover:underline"
      >
        <Phone className="size-5" aria-hidden />
        <span>
          <span className="sr-only">Appeler le </span>
          {contact.phone}
        </span>
      </a>
      <a
        href={`mailto:${contact.email}`}
        className="inline-flex min-h-11 items-center gap-3 text-ink hover:text-sage-800 hover:underline"
      >
        <Mail className="size-5 text-sage-700" aria-hidden />
        {contact.email}
      </a>
      <p className="flex gap-3 rounded-2xl bg-sage-50 p-4 text-sage-900">
        <Zap className="mt-0.5 size-5 shrink-0 text-sage-700" aria-hidden />
        <span>
          <strong className="font-semibold">Urgences : </strong>
          {pricing.urgentSlots}
        </span>
      </p>
      <div>
        <p className="flex items-center gap-2 font-semibold text-sage-900">
          <CreditCard className="size-5 text-sage-700" aria-hidden />
          Consultation : {pricing.consultation}
        </p>
        <p className="mt-2 text-sm text-muted">Moyens de paiement acceptés :</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {pricing.paymentMethods.map((method) => (
            <li key={method} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-ink">
              {method}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">{pricing.homeVisits}</p>
      </div>
      <BookingLink source={bookingSource} size="lg" className="mt-2 w-full sm:w-auto" />
    </div>
  );
}

function CreditCard(props: IconProps) {
  return (
    <Icon {...props}>
      <rect width="20" height="14" x="2" y="5" rx="2" />
      <line x1="2" x2="22" y1="10" y2="10" />
      <path d="M6 14h2" />
    </Icon>
  );
}

function Zap(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z" />
    </Icon>
  );
}
