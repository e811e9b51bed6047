import { DisclosureList } from "~/components/ui/disclosure-list";

/** The general FAQ of the home page; answers are sanitised HTML, placeholders already filled. */
export function FaqSection({
  eyebrow,
  title,
  faq,
}: {
  eyebrow: string;
  title: string;
  faq: { question: string; answer: string }[];
}) {
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="below-fold scroll-mt-24 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">{eyebrow}</p>
        <h2 id="faq-title" className="mt-2 text-3xl sm:text-4xl">
          {title}
        </h2>
        <DisclosureList
          name="faq-generale"
          className="mt-10 rounded-3xl"
          items={faq.map((item) => ({
            question: item.question,
            // Sanitised when published, or the trusted defaults of app/content/faq.ts.
            answer: <div dangerouslySetInnerHTML={{ __html: item.answer }} />,
          }))}
        />
      </div>
    </section>
  );
}
