import type { LegalSection } from "~/content/legal";
import { withPracticeFieldsHtml } from "~/features/practice/practice-fields";
import { usePractice } from "~/features/practice/practice-view";

/**
 * Long legal text: one h2 per section, paragraphs as trusted HTML from
 * app/content/legal.ts (links and emphasis), an optional list and paragraphs after it.
 */
export function LegalSections({ sections: texts }: { sections: LegalSection[] }) {
  // The contact details in the texts follow the practice's settings.
  const sections = withPracticeFieldsHtml(texts, usePractice());
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-5 pb-8 sm:px-8">
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-titre`}
          className="scroll-mt-24"
        >
          <h2 id={`${section.id}-titre`} className="text-2xl">
            {section.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-ink [&_a]:text-sage-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-sage-900">
            {section.paragraphs.map((html) => (
              <p key={html} dangerouslySetInnerHTML={{ __html: html }} />
            ))}
            {section.list ? (
              <ul className="list-disc space-y-1 pl-6">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.after?.map((html) => (
              <p key={html} dangerouslySetInnerHTML={{ __html: html }} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
