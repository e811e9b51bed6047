import type { Route } from "./+types/legal-notice";
import { LegalSections } from "~/components/legal-sections";
import { PageHeader } from "~/components/page-header";
import { legalNotice } from "~/content/legal";
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: legalNotice.title,
    description: legalNotice.description,
    path: "/mentions-legales",
    publicUrl: publicUrlFrom(matches),
    practice: practiceFrom(matches),
  });

export default function LegalNotice() {
  return (
    <>
      <PageHeader title={legalNotice.title}>
        <p>{legalNotice.intro}</p>
      </PageHeader>
      <LegalSections sections={legalNotice.sections} />
    </>
  );
}
