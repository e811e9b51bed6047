/**
 * The editor's 'Historique': the list of an article's saved
 * versions, and one version with what changed since, field by field.
 */
import { ArrowLeft, History, RotateCcw } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { mergeClasses } from "~/lib/merge-classes";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { ARTICLE_STATUS_LABELS } from "../../article-form-schema";
import type { FieldDiff, VersionSummary } from "../../types";

export const historyMessages = {
  title: "Historique",
  intro:
    "Chaque enregistrement de l'article garde une version (les 50 dernières). Ouvrez-en une pour voir ce qui a changé depuis, et la restaurer si besoin.",
  empty: "Aucune version enregistrée pour le moment : la prochaine sauvegarde en créera une.",
  backToEditor: "Retour à l'éditeur",
  backToHistory: "Retour à l'historique",
  current: "Version actuelle",
  restoredFrom: (id: number) => `restauration de la version n° ${id}`,
  unknownAuthor: "Auteur inconnu",
  versionTitle: (date: string) => `Version du ${date}`,
  compareIntro:
    "Ce qui a changé entre cette version et la version actuelle : le texte barré sur fond rouge n'existe que dans cette version, le texte souligné sur fond vert a été ajouté depuis.",
  unchanged: "Identique à la version actuelle.",
  noChange: "Cette version est identique à la version actuelle.",
  restore: "Restaurer cette version",
  restoreNote:
    "Restaurer reprend le titre, le résumé, le contenu, le référencement et l'image de cette version, dans un nouvel enregistrement. Le statut de publication, la catégorie et les tags restent ceux d'aujourd'hui.",
  restoredTitle: "Version restaurée",
  restoredText: "La version a été restaurée et enregistrée.",
  versionNotFoundTitle: "Version introuvable",
  versionNotFoundText: "Cette version n'existe pas ou n'est plus conservée.",
  restoreFailedTitle: "Restauration impossible",
  restoreFailedText: "La version n'a pas pu être restaurée.",
  restoreSlugTaken:
    "Un autre article porte déjà le titre de cette version (même adresse) : renommez-le d'abord.",
} as const;

function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 text-sm text-sage-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}

export function VersionList({
  articleId,
  articleTitle,
  versions,
}: {
  articleId: number;
  articleTitle: string;
  versions: VersionSummary[];
}) {
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={`/admin/articles/edit/${articleId}`}>{historyMessages.backToEditor}</BackLink>
      <h1 className="mt-4 flex items-center gap-3 text-3xl">
        <History className="size-7 text-sage-700" aria-hidden />
        {historyMessages.title}
      </h1>
      <p className="mt-2 text-lg text-ink">{articleTitle}</p>
      <p className="mt-2 text-muted">{historyMessages.intro}</p>
      {versions.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-sand-50 p-8 text-center text-muted ring-1 ring-sand-200">
          {historyMessages.empty}
        </p>
      ) : (
        <ol
          aria-label="Versions enregistrées"
          className="mt-8 divide-y divide-sand-200 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200"
        >
          {versions.map((version, index) => (
            <li key={version.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/admin/articles/${articleId}/historique/${version.id}`}
                  className="font-medium text-sage-800 underline-offset-4 hover:underline"
                >
                  {historyMessages.versionTitle(formatAdminDateTime(version.createdAt))}
                </Link>
                <p className="truncate text-sm text-muted">
                  {version.authorName || historyMessages.unknownAuthor} ·{" "}
                  {ARTICLE_STATUS_LABELS[version.status]} · {version.title}
                  {version.restoredFrom
                    ? ` · ${historyMessages.restoredFrom(version.restoredFrom)}`
                    : ""}
                </p>
              </div>
              {index === 0 ? (
                <span className="rounded-full bg-sage-50 px-3 py-1 text-xs font-medium text-sage-800 ring-1 ring-sage-200">
                  {historyMessages.current}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function VersionView({
  articleId,
  version,
  fields,
  isCurrent,
}: {
  articleId: number;
  version: VersionSummary;
  fields: FieldDiff[];
  /** The newest version: identical to the article, nothing to restore. */
  isCurrent: boolean;
}) {
  const navigation = useNavigation();
  const restoring = navigation.state === "submitting";
  const changed = fields.filter((field) => field.changed);
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={`/admin/articles/${articleId}/historique`}>
        {historyMessages.backToHistory}
      </BackLink>
      <h1 className="mt-4 text-3xl">
        {historyMessages.versionTitle(formatAdminDateTime(version.createdAt))}
      </h1>
      <p className="mt-2 text-muted">
        {version.authorName || historyMessages.unknownAuthor} ·{" "}
        {ARTICLE_STATUS_LABELS[version.status]}
      </p>

      {changed.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-sand-50 p-6 text-muted ring-1 ring-sand-200">
          {historyMessages.noChange}
        </p>
      ) : (
        <>
          <p className="mt-6 text-muted">{historyMessages.compareIntro}</p>
          <dl className="mt-6 space-y-5">
            {fields.map((field) => (
              <div
                key={field.label}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
              >
                <dt className="text-sm font-semibold text-sage-900">{field.label}</dt>
                <dd
                  className={mergeClasses(
                    "mt-2 leading-relaxed break-words whitespace-pre-wrap",
                    !field.changed && "text-muted",
                  )}
                >
                  {field.changed ? <DiffText field={field} /> : historyMessages.unchanged}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}

      {isCurrent || changed.length === 0 ? null : (
        <Form method="post" className="mt-8 rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
          <p className="text-sm text-muted">{historyMessages.restoreNote}</p>
          <Button type="submit" name="intent" value="restore" className="mt-4" disabled={restoring}>
            <RotateCcw className="size-4" aria-hidden />
            {historyMessages.restore}
          </Button>
        </Form>
      )}
    </div>
  );
}

function DiffText({ field }: { field: FieldDiff }) {
  return (
    <>
      {field.parts.map((part, index) =>
        part.change === "removed" ? (
          <del key={index} className="rounded bg-red-100 text-red-900 line-through">
            <span className="sr-only">[retiré : </span>
            {part.value}
            <span className="sr-only">]</span>
          </del>
        ) : part.change === "added" ? (
          <ins key={index} className="rounded bg-emerald-100 text-emerald-900 underline">
            <span className="sr-only">[ajouté : </span>
            {part.value}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
}
