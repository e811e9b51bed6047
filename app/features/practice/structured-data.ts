/**
 * JSON-LD of the practice for the home page: a MedicalBusiness
 * practising osteopathy, with each site as a department carrying its own
 * address and opening hours, from the practice's settings; closures coming
 * or under way are closed days (specialOpeningHoursSpecification).
 */
import { pictures, generatedUrl, OG_DEFAULT } from "~/content/images";
import { practice } from "~/content/practice";
import { withPracticeFields } from "./practice-fields";
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

/** `imagePath`: the home page's picture (the site's illustration unless the practitioner changed it). */
export function medicalBusinessJsonLd(
  publicUrl: string,
  settings: PracticeView,
  imagePath = generatedUrl(pictures.hero.name, 1200, "jpg"),
) {
  const { identity } = settings;
  return {
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    "@id": `${publicUrl}/#cabinet`,
    name: identity.practiceName,
    description: withPracticeFields(practice.description, settings),
    slogan: identity.slogan,
    url: `${publicUrl}/`,
    image: [absoluteUrl(imagePath, publicUrl), absoluteUrl(OG_DEFAULT.output, publicUrl)],
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
      name: identity.practitioner.fullName,
      jobTitle: identity.practitioner.title,
    },
    openingHoursSpecification: settings.locations.flatMap((location) =>
      openingHoursSpecification(location.week),
    ),
    ...closedDays(settings),
    department: settings.locations.map((location) => place(location, settings, publicUrl)),
    ...(identity.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: identity.rating.value,
            bestRating: 5,
            worstRating: 1,
            reviewCount: identity.rating.reviewCount,
          },
        }
      : {}),
  };
}
