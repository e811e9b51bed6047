import type { ReactNode } from "react";

/** One card of the article editor, with its heading. */
export function EditorPanel({
  title,
  titleId,
  children,
}: {
  title?: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      {title ? (
        <h2 id={titleId} className="mb-4 text-xl">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
