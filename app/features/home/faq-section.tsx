import { ChevronDown } from "lucide-react";
import { generalFaq } from "~/content/faq";
import { homePage } from "~/content/home";

/**
 * The general FAQ as an accordion of native disclosure elements sharing one
 * name: one answer open at a time, closable, usable without JavaScript, and
 * every answer present in the server HTML.
 */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">
          {homePage.faq.eyebrow}
        </p>
        <h2 id="faq-title" className="mt-2 text-3xl sm:text-4xl">
          {homePage.faq.title}
        </h2>
        <div className="mt-10 divide-y divide-sand-200 rounded-3xl bg-white ring-1 ring-sand-200">
          {generalFaq.map((item) => (
            <details key={item.question} name="faq-generale" className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-3xl px-5 py-4 text-left text-lg font-medium text-ink hover:text-sage-800 [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <ChevronDown
                  className="size-5 shrink-0 text-sage-700 transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <div
                className="faq-answer space-y-3 px-5 pb-5 leading-relaxed text-muted [&_a]:text-sage-700 [&_a]:underline [&_strong]:text-ink"
                // Trusted HTML from app/content/faq.ts (spec: answers are HTML).
                dangerouslySetInnerHTML={{ __html: item.answer }}
              />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
