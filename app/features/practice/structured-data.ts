/**
 * JSON-LD of the practice for the home page (issue 2 §6): a MedicalBusiness
 * practising osteopathy, with each site as a department carrying its own
 * address and opening hours.
 */
import { pictures, generatedUrl, OG_DEFAULT } from "~/content/images";
import { type Location, practice, primaryLocation } from "~/content/practice";
import { absoluteUrl } from "~/lib/seo";

function postalAddress(location: Location) {
  return {
    "@type": "PostalAddress",
    streetAddress: location.address.street,
    postalCode: location.address.postalCode,
    addressLocality: location.address.city,
    addressCountry: "FR",
  };
}

function openingHours(location: Location) {
  return location.hours.map((slot) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: slot.schemaDays.map((day) => `https://schema.org/${day}`),
    opens: slot.opens,
    closes: slot.closes,
  }));
}

function place(location: Location, publicUrl: string) {
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
    telephone: practice.contact.phoneE164,
    // schema.org has no osteopathy specialty; the closest of its list.
    medicalSpecialty: "https://schema.org/Musculoskeletal",
    openingHoursSpecification: openingHours(location),
  };
}

export function medicalBusinessJsonLd(publicUrl: string) {
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
    telephone: practice.contact.phoneE164,
    email: practice.contact.email,
    priceRange: practice.pricing.consultation,
    currenciesAccepted: "EUR",
    paymentAccepted: practice.pricing.paymentMethods.join(", "),
    // medicineSystem/medicalSpecialty do not apply to a business in schema.org.
    knowsAbout: "Ostéopathie",
    address: postalAddress(primaryLocation),
    areaServed: practice.locations.map((location) => ({
      "@type": "City",
      name: location.address.city,
    })),
    founder: {
      "@type": "Person",
      name: `${practice.practitioner.firstName} ${practice.practitioner.lastName}`,
      jobTitle: practice.practitioner.title,
    },
    openingHoursSpecification: practice.locations.flatMap(openingHours),
    department: practice.locations.map((location) => place(location, publicUrl)),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: practice.rating.value,
      bestRating: 5,
      worstRating: 1,
      reviewCount: practice.rating.reviewCount,
    },
  };
}
