import { DisclosureList } from "~/components/ui/disclosure-list";
import type { FaqItem } from "~/content/services";

/** The service's FAQ: one answer open at a time, closable. */
export function ServiceFaq({ items }: { items: FaqItem[] }) {
  return (
    <DisclosureList
      name="faq-service"
      className="rounded-2xl"
      items={items.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))}
    />
  );
}
