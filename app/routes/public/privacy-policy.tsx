import type { Route } from "./+types/privacy-policy";
import { privacyPolicy } from "~/content/legal";
import { LegalPage } from "~/features/site-pages/legal-page";
import { loadPublicPage } from "~/features/pages/page-content.server";
import { formatParisDate, parisIsoDate } from "~/lib/paris-date";
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  // 'last updated' shows today's date (in Paris).
  const now = context.services.now();
  return {
    page: await loadPublicPage(context.services, "privacy-policy"),
    lastUpdated: { label: formatParisDate(now), iso: parisIsoDate(now) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: loaderData?.page.seoTitle ?? privacyPolicy.title,
    description: loaderData?.page.seoDescription,
    path: "/politique-confidentialite",
    publicUrl: publicUrlFrom(matches),
    practice: practiceFrom(matches),
  });

function PrivacyDate({ lastUpdated }: { lastUpdated: { label: string; iso: string } }) {
  return (
    <p className="mt-4 text-base">
      {privacyPolicy.lastUpdatedLabel} <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
    </p>
  );
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { page, lastUpdated } = loaderData;
  return (
    <LegalPage page={page}>
      <PrivacyDate lastUpdated={lastUpdated} />
    </LegalPage>
  );
}
