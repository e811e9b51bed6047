import type { Route } from "./+types/privacy-policy";
import { LegalSections } from "~/components/legal-sections";
import { PageHeader } from "~/components/page-header";
import { privacyPolicy } from "~/content/legal";
import { formatParisDate, parisIsoDate } from "~/lib/paris-date";
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  // Spec public §2: 'last updated' shows today's date (in Paris).
  const now = context.services.now();
  return { lastUpdated: { label: formatParisDate(now), iso: parisIsoDate(now) } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.description,
    path: "/politique-confidentialite",
    publicUrl: publicUrlFrom(matches),
    practice: practiceFrom(matches),
  });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { lastUpdated } = loaderData;
  return (
    <>
      <PageHeader title={privacyPolicy.title}>
        <p>{privacyPolicy.intro}</p>
        <p className="mt-4 text-base">
          {privacyPolicy.lastUpdatedLabel}{" "}
          <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
        </p>
      </PageHeader>
      <LegalSections sections={privacyPolicy.sections} />
    </>
  );
}
