import type { Route } from "./+types/about";
import { AboutPage } from "~/features/site-pages/about-page";
import { loadPublicPage } from "~/features/pages/page-content.server";
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return loadPublicPage(context.services, "about");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: loaderData?.seoTitle ?? "À propos",
    description: loaderData?.seoDescription,
    path: "/a-propos",
    publicUrl: publicUrlFrom(matches),
    practice: practiceFrom(matches),
  });

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage page={loaderData} />;
}
