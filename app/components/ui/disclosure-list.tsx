import { ChevronDown } from "~/components/icons";
import type { ReactNode } from "react";

interface DisclosureItem {
  question: string;
  answer: ReactNode;
}

/**
 * An accordion made of native disclosure elements sharing one `name`: one
 * answer open at a time, the open one closable, keyboard-usable and working
 * without JavaScript, with every answer present in the server HTML.
 */
export function DisclosureList({
  name,
  items,
  className = "",
}: {
  name: string;
  items: DisclosureItem[];
  className?: string;
}) {
  return (
    <div className={`divide-y divide-sand-200 bg-white ring-1 ring-sand-200 ${className}`}>
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-medium text-ink hover:text-sage-800 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              className="size-5 shrink-0 text-sage-700 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <div className="space-y-3 px-5 pb-5 leading-relaxed text-muted [&_a]:text-sage-700 [&_a]:underline [&_strong]:text-ink">
            {item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
