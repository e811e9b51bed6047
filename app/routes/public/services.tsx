import type { Route } from "./+types/services";
import { loadPublicPage } from "~/features/pages/page-content.server";
import type { ServiceCard } from "~/features/services/service-cards";
import { ServicesIndexPage } from "~/features/site-pages/services-index-page";
import { serviceListJsonLd } from "~/features/services/structured-data";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import { practiceFrom } from "~/features/practice/practice-view";

export function loader({ context }: Route.LoaderArgs) {
  return loadPublicPage(context.services, "services");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const publicUrl = publicUrlFrom(matches);
  const settings = practiceFrom(matches);
  const layout = matches.find((match) => match?.id === "routes/public/layout")?.loaderData as
    { services?: ServiceCard[] } | undefined;
  return seoMeta({
    title: loaderData?.seoTitle,
    description: loaderData?.seoDescription,
    path: "/services",
    publicUrl,
    practice: settings,
    jsonLd: [
      serviceListJsonLd(publicUrl, settings.identity, layout?.services ?? []),
      breadcrumbJsonLd(
        [
          { name: "Accueil", path: "/" },
          { name: "Services", path: "/services" },
        ],
        publicUrl,
      ),
    ],
  });
};

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return <ServicesIndexPage page={loaderData} />;
}
