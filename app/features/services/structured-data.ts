/**
 * JSON-LD of the services pages (Service, ItemList), rendered by
 * `seoMeta` into the server HTML. The FAQPage and BreadcrumbList builders
 * they also use are shared: app/lib/structured-data.ts.
 */
import type { IdentityView, PracticeView } from "~/features/practice/practice-view";
import { pageImageUrl, type PageImage } from "~/features/pages/page-image";
import { servicePath, type ServiceCard } from "./service-cards";
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

/** What a service's JSON-LD names: its texts (settings filled in) and its address. */
interface ServiceFacts {
  slug: string;
  title: string;
  seoDescription: string;
  image: PageImage;
}

export function serviceJsonLd(service: ServiceFacts, publicUrl: string, settings: PracticeView) {
  const url = `${publicUrl}${servicePath(service)}`;
  return {
    "@context": context,
    "@type": "Service",
    "@id": `${url}#service`,
    name: `${service.title} à ${settings.identity.town}`,
    serviceType: service.title,
    description: service.seoDescription,
    url,
    image: absoluteUrl(pageImageUrl(service.image), publicUrl),
    provider: provider(publicUrl, settings),
    areaServed: settings.locations.map((location) => ({
      "@type": "City",
      name: location.address.city,
    })),
  };
}

/** The /services page lists the visible services. */
export function serviceListJsonLd(
  publicUrl: string,
  identity: IdentityView,
  services: readonly ServiceCard[],
) {
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
