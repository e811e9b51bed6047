/**
 * JSON-LD of the services pages (Service, ItemList), rendered by
 * `seoMeta` into the server HTML. The FAQPage and BreadcrumbList builders
 * they also use are shared: app/lib/structured-data.ts.
 */
import type { IdentityView, PracticeView } from "~/features/practice/practice-view";
import { type Service, serviceImageUrl, servicePath, services } from "~/content/services";
import { absoluteUrl } from "~/lib/seo";
import { SCHEMA_CONTEXT as context } from "~/lib/structured-data";

/** The practice as the provider of a service. */
function provider(publicUrl: string, settings: PracticeView) {
  const { address } = settings.primaryLocation;
  return {
    "@type": "MedicalBusiness",
    // Same node as the home page's full MedicalBusiness (features/practice/structured-data.ts).
    "@id": `${publicUrl}/#cabinet`,
    name: settings.identity.practiceName,
    url: `${publicUrl}/`,
    telephone: settings.contact.phoneE164,
    email: settings.contact.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: "FR",
    },
  };
}

export function serviceJsonLd(service: Service, publicUrl: string, settings: PracticeView) {
  const url = `${publicUrl}${servicePath(service)}`;
  return {
    "@context": context,
    "@type": "Service",
    "@id": `${url}#service`,
    name: `${service.title} à ${settings.identity.town}`,
    serviceType: service.title,
    description: service.metaDescription,
    url,
    image: absoluteUrl(serviceImageUrl(service), publicUrl),
    provider: provider(publicUrl, settings),
    areaServed: settings.locations.map((location) => ({
      "@type": "City",
      name: location.address.city,
    })),
  };
}

/** The /services page lists the six services. */
export function serviceListJsonLd(publicUrl: string, identity: IdentityView) {
  return {
    "@context": context,
    "@type": "ItemList",
    name: `Services d'ostéopathie à ${identity.town}`,
    itemListElement: services.map((service, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: service.title,
      url: `${publicUrl}${servicePath(service)}`,
    })),
  };
}
