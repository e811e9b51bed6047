import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/service";
import { pageImageUrl } from "~/features/pages/page-image";
import { pageContent } from "~/features/pages/page-content.server";
import { serviceFields } from "~/features/services/service-page-type";
import { practiceFrom } from "~/features/practice/practice-view";
import { findPublicService } from "~/features/services/catalogue.server";
import { servicePath } from "~/features/services/service-cards";
import { SERVICE_NOT_FOUND, ServiceError, ServicePage } from "~/features/site-pages/service-page";
import { serviceJsonLd } from "~/features/services/structured-data";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd, faqPageJsonLd } from "~/lib/structured-data";

/**
 * A visible service of the catalogue; a renamed one's old address answers a
 * 301 to its current one; anything else (hidden, unknown) is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await findPublicService(context.services, params.slug);
  if (found.kind === "moved") throw redirect(servicePath(found), 301);
  if (found.kind === "unknown") throw data(SERVICE_NOT_FOUND, { status: 404 });
  const { id, slug, document } = found.service;
  // The long texts reach the page only through this loader, with the settings they name filled in.
  return { id, slug, page: await pageContent(context.services, serviceFields, document) };
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
  const { page } = loaderData;
  const path = servicePath(loaderData);
  return [
    ...seoMeta({
      title: page.seoTitle,
      description: page.seoDescription,
      path,
      publicUrl,
      practice,
      image: pageImageUrl(page.image),
      jsonLd: [
        serviceJsonLd({ ...page, slug: loaderData.slug }, publicUrl, practice),
        ...(page.faq.length > 0 ? [faqPageJsonLd(page.faq)] : []),
        breadcrumbJsonLd(
          [
            { name: "Accueil", path: "/" },
            { name: "Services", path: "/services" },
            { name: page.title, path },
          ],
          publicUrl,
        ),
      ],
    }),
    ...(page.keywords ? [{ name: "keywords", content: page.keywords }] : []),
  ];
};

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage id={loaderData.id} page={loaderData.page} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <ServiceError notFound={notFound} />;
}
