import { Eye } from "lucide-react";
import type { ReactNode } from "react";

/** The band above a preview (an article's, a page's): what is shown, and links back. */
export function PreviewBand({ children }: { children: ReactNode }) {
  return (
    <section
      aria-label="Aperçu"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:px-6"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
        <Eye className="size-5 shrink-0" aria-hidden />
        {children}
      </div>
    </section>
  );
}
