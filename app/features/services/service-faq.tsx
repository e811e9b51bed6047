import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { FaqItem } from "~/content/services";

/**
 * FAQ accordion: one item open at a time, and the open one can be closed
 * (spec §2 "Service pages"). Answers are always rendered (forceMount, hidden
 * by CSS when closed) so they are in the server HTML for search engines.
 */
export function ServiceFaq({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-sans text-lg font-medium text-ink hover:text-sage-800">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 text-sage-700 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-5 text-muted data-[state=closed]:hidden">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
