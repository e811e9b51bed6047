/**
 * An article's preview: the public article page exactly, under
 * a band saying it is not public (a draft, a scheduled or archived article,
 * or changes not yet saved).
 */
import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { formatAdminDateTime } from "~/lib/admin-dates";
import type { ArticlePageContent } from "../types";
import { ArticlePage } from "./article-page";

export const previewMessages = {
  notPublic: "Aperçu : cet article n'est pas publié",
  publicArticle: "Aperçu : cet article est publié tel quel",
  unsaved: (when: string) =>
    `Vous voyez des modifications pas encore enregistrées (sauvegarde automatique du ${when}).`,
  sharedNotFoundTitle: "Aperçu indisponible",
  sharedNotFoundText:
    "Ce lien d'aperçu n'existe pas, a expiré ou a été révoqué. Demandez un nouveau lien à l'auteur de l'article.",
} as const;

export interface ArticlePreviewProps extends ArticlePageContent {
  isPublic: boolean;
  unsavedSince: string | null;
  /** Extra actions in the band (the editor's preview links back to the editor). */
  actions?: ReactNode;
}

export function ArticlePreview({ isPublic, unsavedSince, actions, ...page }: ArticlePreviewProps) {
  return (
    <>
      <section
        aria-label="Aperçu"
        className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:px-6"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
          <Eye className="size-5 shrink-0" aria-hidden />
          <div className="flex-1">
            <p className="font-semibold" data-testid="preview-band">
              {isPublic ? previewMessages.publicArticle : previewMessages.notPublic}
            </p>
            {unsavedSince ? (
              <p className="text-sm">
                {previewMessages.unsaved(formatAdminDateTime(unsavedSince))}
              </p>
            ) : null}
          </div>
          {actions}
        </div>
      </section>
      <ArticlePage {...page} />
    </>
  );
}
