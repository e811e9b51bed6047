import type { Route } from "./+types/home";
import { HomePage } from "~/features/pages/components/home-page";
import { loadPublicPage } from "~/features/pages/page-content.server";
import { practiceFrom } from "~/features/practice/practice-view";
import { medicalBusinessJsonLd } from "~/features/practice/structured-data";
import { faqPageJsonLd } from "~/lib/structured-data";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return loadPublicPage(context.services, "home");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const publicUrl = publicUrlFrom(matches);
  const settings = practiceFrom(matches);
  return seoMeta({
    title: loaderData?.seoTitle,
    description: loaderData?.seoDescription,
    path: "/",
    publicUrl,
    practice: settings,
    jsonLd: [
      medicalBusinessJsonLd(publicUrl, settings),
      ...(loaderData && loaderData.faq.length > 0 ? [faqPageJsonLd(loaderData.faq)] : []),
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage page={loaderData} />;
}
