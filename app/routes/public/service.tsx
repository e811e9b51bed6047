import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/service";
import {
  findServiceBySlug,
  serviceCta,
  serviceDetails,
  serviceImageUrl,
  servicePath,
} from "~/content/services";
import { withPracticeFields } from "~/features/practice/practice-fields";
import { readPracticeView } from "~/features/practice/practice-settings.server";
import { practiceFrom } from "~/features/practice/practice-view";
import { SERVICE_NOT_FOUND, ServiceError, ServicePage } from "~/features/services/service-page";
import { serviceJsonLd } from "~/features/services/structured-data";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd, faqPageJsonLd } from "~/lib/structured-data";

/** The slug must be one of the six services; anything else is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const service = findServiceBySlug(params.slug);
  if (!service) throw data(SERVICE_NOT_FOUND, { status: 404 });
  // The long texts reach the browser only through this loader's data, so the
  // home page's cards do not carry them; the settings they name are filled in.
  const settings = await readPracticeView(context.services);
  return withPracticeFields(
    { service, detail: serviceDetails[service.id], cta: serviceCta(service.id) },
    settings,
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const publicUrl = publicUrlFrom(matches);
  const practice = practiceFrom(matches);
  if (!loaderData) {
    return seoMeta({
      title: SERVICE_NOT_FOUND,
      path: location.pathname,
      publicUrl,
      practice,
      noindex: true,
    });
  }
  const { service, detail } = loaderData;
  const path = servicePath(service);
  return [
    ...seoMeta({
      title: `${service.title} à ${practice.identity.town}`,
      description: service.metaDescription,
      path,
      publicUrl,
      practice,
      image: serviceImageUrl(service),
      jsonLd: [
        serviceJsonLd(service, publicUrl, practice),
        faqPageJsonLd(detail.faq.items),
        breadcrumbJsonLd(
          [
            { name: "Accueil", path: "/" },
            { name: "Services", path: "/services" },
            { name: service.title, path },
          ],
          publicUrl,
        ),
      ],
    }),
    { name: "keywords", content: service.keywords.join(", ") },
  ];
};

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <ServiceError notFound={notFound} />;
}
