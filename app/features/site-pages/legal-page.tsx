import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";
import type { PageDocuments } from "~/features/pages/page-schemas";
import { sectionAnchor } from "./section-anchor";
import { RichText } from "./rich-text";

/** Long legal text (legal notice, privacy policy): one h2 per section. */
export function LegalPage({
  page,
  children,
}: {
  page: PageDocuments["legal-notice"];
  /** Shown under the introduction (the privacy policy's date). */
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={page.heading}>
        {page.intro ? <p>{page.intro}</p> : null}
        {children}
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-10 px-5 pb-8 sm:px-8">
        {page.sections.map((section) => {
          const id = sectionAnchor(section);
          return (
            <section key={id} id={id} aria-labelledby={`${id}-titre`} className="scroll-mt-24">
              <h2 id={`${id}-titre`} className="text-2xl">
                {section.title}
              </h2>
              <RichText html={section.body} className="mt-3 space-y-3" />
            </section>
          );
        })}
      </div>
    </>
  );
}
