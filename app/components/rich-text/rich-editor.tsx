/**
 * The page's handle on the rich content editor: renders 'Chargement de
 * l'éditeur...' on the server and until the editor's code (TipTap, a
 * separate chunk loaded only here) is ready in the browser.
 */
import { lazy, Suspense } from "react";
import type { ContentSection } from "~/lib/rich-text/content-sections";
import { useHydrated } from "~/lib/use-hydrated";

/** */
export interface RichEditorProps {
  /** HTML. */
  value: string;
  /** Called with the HTML on every change. */
  onChange(html: string): void;
  /** Headings of the content, for internal links. */
  sections: ContentSection[];
  placeholder?: string;
  /** Read-only while true. */
  disabled?: boolean;
  /** Id of the element naming the editor, and of the ones describing it. */
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
}

const RichEditorClient = lazy(() => import("./rich-editor.client"));

export function EditorFallback() {
  return (
    <p
      role="status"
      className="flex min-h-[400px] items-center justify-center rounded-xl bg-sand-50 text-muted ring-1 ring-stone-300"
    >
      Chargement de l'éditeur...
    </p>
  );
}

export function RichEditor(props: RichEditorProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <EditorFallback />;
  return (
    <Suspense fallback={<EditorFallback />}>
      <RichEditorClient {...props} />
    </Suspense>
  );
}
