/**
 * An article's preview: the public article page exactly, under
 * a band saying it is not public (a draft, a scheduled or archived article,
 * or changes not yet saved).
 */
import type { ReactNode } from "react";
import { PreviewBand } from "~/components/preview-band";
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

interface ArticlePreviewProps extends ArticlePageContent {
  isPublic: boolean;
  unsavedSince: string | null;
  /** Extra actions in the band (the editor's preview links back to the editor). */
  actions?: ReactNode;
}

export function ArticlePreview({ isPublic, unsavedSince, actions, ...page }: ArticlePreviewProps) {
  return (
    <>
      <PreviewBand>
        <div className="flex-1">
          <p className="font-semibold" data-testid="preview-band">
            {isPublic ? previewMessages.publicArticle : previewMessages.notPublic}
          </p>
          {unsavedSince ? (
            <p className="text-sm">{previewMessages.unsaved(formatAdminDateTime(unsavedSince))}</p>
          ) : null}
        </div>
        {actions}
      </PreviewBand>
      <ArticlePage {...page} />
    </>
  );
}
