/**
 * JSON-LD of the practice for the home page: a MedicalBusiness
 * practising osteopathy, with each site as a department carrying its own
 * address and opening hours, from the practice's settings; closures coming
 * or under way are closed days (specialOpeningHoursSpecification).
 */
import { pictures, generatedUrl, OG_DEFAULT } from "~/content/images";
import { practice } from "~/content/practice";
import { absoluteUrl } from "~/lib/seo";
import { specialOpeningHoursSpecification } from "./notices";
import { openingHoursSpecification } from "./opening-hours";
import type { LocationView, PracticeView } from "./practice-view";

function postalAddress(location: LocationView) {
  return {
    "@type": "PostalAddress",
    streetAddress: location.address.street,
    postalCode: location.address.postalCode,
    addressLocality: location.address.city,
    addressCountry: "FR",
  };
}

function place(location: LocationView, settings: PracticeView, publicUrl: string) {
  return {
    "@type": "MedicalClinic",
    "@id": `${publicUrl}/#${location.id}`,
    name: location.name,
    address: postalAddress(location),
    geo: {
      "@type": "GeoCoordinates",
      latitude: location.geo.latitude,
      longitude: location.geo.longitude,
    },
    hasMap: location.mapsUrl,
    telephone: settings.contact.phoneE164,
    // schema.org has no osteopathy specialty; the closest of its list.
    medicalSpecialty: "https://schema.org/Musculoskeletal",
    openingHoursSpecification: openingHoursSpecification(location.week),
    ...closedDays(settings),
  };
}

function closedDays(settings: PracticeView) {
  return settings.closures.length > 0
    ? {
        specialOpeningHoursSpecification: specialOpeningHoursSpecification(settings.closures),
      }
    : {};
}

export function medicalBusinessJsonLd(publicUrl: string, settings: PracticeView) {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    "@id": `${publicUrl}/#cabinet`,
    name: practice.name,
    description: practice.description,
    slogan: practice.slogan,
    url: `${publicUrl}/`,
    image: [
      absoluteUrl(generatedUrl(pictures.hero.name, 1200, "jpg"), publicUrl),
      absoluteUrl(OG_DEFAULT.output, publicUrl),
    ],
    logo: absoluteUrl("/favicon.svg", publicUrl),
    telephone: settings.contact.phoneE164,
    email: settings.contact.email,
    priceRange: settings.pricing.consultation,
    currenciesAccepted: "EUR",
    paymentAccepted: settings.pricing.paymentMethods.join(", "),
    // medicineSystem/medicalSpecialty do not apply to a business in schema.org.
    knowsAbout: "Ostéopathie",
    address: postalAddress(settings.primaryLocation),
    areaServed: settings.locations.map((location) => ({
      "@type": "City",
      name: location.address.city,
    })),
    founder: {
      "@type": "Person",
      name: `${practice.practitioner.firstName} ${practice.practitioner.lastName}`,
      jobTitle: practice.practitioner.title,
    },
    openingHoursSpecification: settings.locations.flatMap((location) =>
      openingHoursSpecification(location.week),
    ),
    ...closedDays(settings),
    department: settings.locations.map((location) => place(location, settings, publicUrl)),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: practice.rating.value,
      bestRating: 5,
      worstRating: 1,
      reviewCount: practice.rating.reviewCount,
    },
  };
}
