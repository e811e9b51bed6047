import type { Route } from "./+types/home";
import { HomePage } from "~/features/site-pages/home-page";
import { loadPublicPage } from "~/features/pages/page-content.server";
import { pageImageUrl } from "~/features/pages/page-image";
import { practiceFrom } from "~/features/practice/practice-view";
import { medicalBusinessJsonLd } from "~/features/practice/structured-data";
import { faqPageJsonLd } from "~/lib/structured-data";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  const [page, contact] = await Promise.all([
    loadPublicPage(context.services, "home"),
    loadPublicPage(context.services, "contact"),
  ]);
  return { page, contact };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const publicUrl = publicUrlFrom(matches);
  const settings = practiceFrom(matches);
  return seoMeta({
    title: loaderData?.page.seoTitle,
    description: loaderData?.page.seoDescription,
    path: "/",
    publicUrl,
    practice: settings,
    jsonLd: [
      medicalBusinessJsonLd(
        publicUrl,
        settings,
        loaderData ? pageImageUrl(loaderData.page.heroImage) : undefined,
      ),
      ...(loaderData && loaderData.page.faq.length > 0 ? [faqPageJsonLd(loaderData.page.faq)] : []),
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage page={loaderData.page} contact={loaderData.contact} />;
}
