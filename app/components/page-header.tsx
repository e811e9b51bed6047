import type { ReactNode } from "react";
import { joinClasses } from "~/lib/join-classes";

/** The top of an inner page: eyebrow, the page's single h1, an intro. */
export function PageHeader({
  eyebrow,
  title,
  wide = false,
  children,
}: {
  eyebrow?: string;
  title: string;
  /** Align with a wide (two-column) page body instead of a reading column. */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-b from-sand-100 to-white">
      <div
        className={joinClasses(
          "mx-auto px-5 pt-12 pb-10 sm:px-8 sm:pt-16",
          wide ? "max-w-6xl" : "max-w-4xl",
        )}
      >
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">{title}</h1>
        {children ? (
          <div className="mt-5 max-w-3xl text-lg leading-relaxed text-muted">{children}</div>
        ) : null}
      </div>
    </header>
  );
}
