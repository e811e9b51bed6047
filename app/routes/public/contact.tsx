import type { Route } from "./+types/contact";
import { ContactPage } from "~/features/site-pages/contact-page";
import { loadPublicPage } from "~/features/pages/page-content.server";
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return loadPublicPage(context.services, "contact");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: loaderData?.seoTitle ?? "Contact",
    description: loaderData?.seoDescription,
    path: "/contact",
    publicUrl: publicUrlFrom(matches),
    practice: practiceFrom(matches),
  });

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage page={loaderData} />;
}
