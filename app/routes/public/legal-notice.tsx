import type { Route } from "./+types/legal-notice";
import { LegalPage } from "~/features/site-pages/legal-page";
import { loadPublicPage } from "~/features/pages/page-content.server";
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return loadPublicPage(context.services, "legal-notice");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: loaderData?.seoTitle ?? "Mentions légales",
    description: loaderData?.seoDescription,
    path: "/mentions-legales",
    publicUrl: publicUrlFrom(matches),
    practice: practiceFrom(matches),
  });

export default function LegalNotice({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />;
}
