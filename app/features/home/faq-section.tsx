import { DisclosureList } from "~/components/ui/disclosure-list";
import { generalFaq } from "~/content/faq";
import { homePage } from "~/content/home";
import { withPracticeFieldsHtml } from "~/features/practice/practice-fields";
import { usePractice } from "~/features/practice/practice-view";

/** The general FAQ of the home page; answers are trusted HTML from the content module. */
export function FaqSection() {
  const faq = withPracticeFieldsHtml(generalFaq, usePractice());
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">
          {homePage.faq.eyebrow}
        </p>
        <h2 id="faq-title" className="mt-2 text-3xl sm:text-4xl">
          {homePage.faq.title}
        </h2>
        <DisclosureList
          name="faq-generale"
          className="mt-10 rounded-3xl"
          items={faq.map((item) => ({
            question: item.question,
            // Trusted HTML from app/content/faq.ts (spec: answers are HTML).
            answer: <div dangerouslySetInnerHTML={{ __html: item.answer }} />,
          }))}
        />
      </div>
    </section>
  );
}
