import { joinClasses } from "~/lib/join-classes";

/**
 * A page's long text: HTML stored through the articles' sanitiser (or the
 * escaped defaults of app/content/), shown as is.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={joinClasses(
        "leading-relaxed text-ink [&_a]:text-sage-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-sage-900 [&_h3]:text-xl [&_li]:marker:text-sage-600 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
