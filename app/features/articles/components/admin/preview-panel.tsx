/**
 * The editor's 'Aperçu et historique' panel: open the
 * preview of what the editor holds, the version history, and the shared
 * preview links (create, copy once, revoke).
 */
import { Copy, Eye, History, Link2, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { toast } from "~/lib/toast";
import { formatAdminDateTime } from "~/lib/admin-dates";

export const previewPanelMessages = {
  title: "Aperçu et historique",
  preview: "Aperçu",
  previewHint:
    "Ouvre l'article tel que les visiteurs le verront, avec vos dernières modifications.",
  previewNeedsContent: "Écrivez d'abord le contenu de l'article pour le prévisualiser.",
  history: "Historique",
  share: "Partager l'aperçu",
  shareHint:
    "Un lien qui ouvre l'aperçu sans connexion, valable 7 jours ou jusqu'à sa révocation, pour demander un avis.",
  shareNeedsSave: "Enregistrez l'article pour pouvoir partager son aperçu.",
  linkCreatedTitle: "Lien d'aperçu créé",
  linkCreatedText: "Copiez-le maintenant : il ne sera plus affiché.",
  linkLabel: "Lien d'aperçu à partager",
  copy: "Copier le lien",
  copied: "Lien copié",
  copyFailed: "Copie impossible : sélectionnez le lien et copiez-le.",
  activeLinks: "Liens actifs",
  noLinks: "Aucun lien d'aperçu actif.",
  link: (created: string, expires: string) => `Créé le ${created}, expire le ${expires}`,
  revoke: "Révoquer",
  revokedTitle: "Lien révoqué",
  revokedText: "Ce lien n'ouvre plus l'aperçu.",
  failedTitle: "Erreur",
  failedText: "L'opération n'a pas abouti. Réessayez.",
} as const;

export interface SharedLink {
  id: number;
  createdAt: string;
  expiresAt: string;
}

/** The editor action's answers to the panel's requests. */
export type PreviewLinkAnswer =
  | { intent: "share-preview"; ok: true; url: string }
  | { intent: "revoke-preview"; ok: true }
  | { intent: "share-preview" | "revoke-preview"; ok: false };

const failedToast = {
  title: previewPanelMessages.failedTitle,
  description: previewPanelMessages.failedText,
  variant: "destructive",
} as const;

export function PreviewPanel({
  articleId,
  links,
  onPreview,
}: {
  /** The saved article's id; null for a new article not saved yet. */
  articleId: number | null;
  links: SharedLink[];
  onPreview(): void;
}) {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={onPreview}>
          <Eye className="size-4" aria-hidden />
          {previewPanelMessages.preview}
        </Button>
        {articleId !== null ? (
          <Link
            to={`/admin/articles/${articleId}/historique`}
            className={buttonClasses("secondary")}
          >
            <History className="size-4" aria-hidden />
            {previewPanelMessages.history}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-muted">{previewPanelMessages.previewHint}</p>

      <div className="border-t border-sand-200 pt-4">
        <h3 className="text-base font-semibold text-ink">{previewPanelMessages.share}</h3>
        {articleId === null ? (
          <p className="mt-2 text-sm text-muted">{previewPanelMessages.shareNeedsSave}</p>
        ) : (
          <SharedPreviews articleId={articleId} links={links} />
        )}
      </div>
    </div>
  );
}

/** A saved article's shared preview links: create one (its address shown once), revoke the others. */
function SharedPreviews({ articleId, links }: { articleId: number; links: SharedLink[] }) {
  const share = useFetcher<PreviewLinkAnswer>();
  const [sharedUrl, setSharedUrl] = useState<string | null>(null);

  useEffect(() => {
    const answer = share.data;
    if (share.state !== "idle" || !answer) return;
    if (answer.ok && answer.intent === "share-preview") {
      setSharedUrl(answer.url);
      toast({
        title: previewPanelMessages.linkCreatedTitle,
        description: previewPanelMessages.linkCreatedText,
        variant: "success",
      });
    } else {
      toast(failedToast);
    }
  }, [share.state, share.data]);

  return (
    <>
      <p className="mt-1 text-sm text-muted">{previewPanelMessages.shareHint}</p>
      {/* Buttons, not forms: the panel sits inside the editor's form. */}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={share.state !== "idle"}
        onClick={() =>
          void share.submit(
            { intent: "share-preview", articleId: String(articleId) },
            { method: "post" },
          )
        }
      >
        {share.state !== "idle" ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Link2 className="size-4" aria-hidden />
        )}
        {previewPanelMessages.share}
      </Button>
      {sharedUrl ? <SharedUrl url={sharedUrl} /> : null}
      <h4 className="mt-4 text-sm font-medium text-ink">{previewPanelMessages.activeLinks}</h4>
      <ActiveLinks articleId={articleId} links={links} />
    </>
  );
}

/** The new link's address, selected at once, with a button that copies it. */
function SharedUrl({ url }: { url: string }) {
  const urlInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    urlInput.current?.select();
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: previewPanelMessages.copied, variant: "success", duration: 2000 });
    } catch {
      urlInput.current?.select();
      toast({ title: previewPanelMessages.copyFailed, variant: "destructive" });
    }
  };

  return (
    <div className="mt-3">
      <Label htmlFor="shared-preview-url">{previewPanelMessages.linkLabel}</Label>
      <div className="flex gap-2">
        <Input ref={urlInput} id="shared-preview-url" readOnly value={url} className="text-sm" />
        <Button
          type="button"
          size="icon"
          variant="secondary"
          onClick={() => void copy()}
          aria-label={previewPanelMessages.copy}
        >
          <Copy className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}

function ActiveLinks({ articleId, links }: { articleId: number; links: SharedLink[] }) {
  const revoke = useFetcher<PreviewLinkAnswer>();

  useEffect(() => {
    const answer = revoke.data;
    if (revoke.state !== "idle" || !answer) return;
    toast(
      answer.ok
        ? {
            title: previewPanelMessages.revokedTitle,
            description: previewPanelMessages.revokedText,
            variant: "success",
          }
        : failedToast,
    );
  }, [revoke.state, revoke.data]);

  if (links.length === 0) {
    return <p className="mt-1 text-sm text-muted">{previewPanelMessages.noLinks}</p>;
  }
  return (
    <ul className="mt-2 space-y-2" aria-label={previewPanelMessages.activeLinks}>
      {links.map((link) => (
        <li key={link.id} className="flex items-center justify-between gap-2 text-sm">
          <span>
            {previewPanelMessages.link(
              formatAdminDateTime(link.createdAt),
              formatAdminDateTime(link.expiresAt),
            )}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={revoke.state !== "idle"}
            onClick={() =>
              void revoke.submit(
                { intent: "revoke-preview", articleId: String(articleId), linkId: String(link.id) },
                { method: "post" },
              )
            }
          >
            {previewPanelMessages.revoke}
          </Button>
        </li>
      ))}
    </ul>
  );
}
