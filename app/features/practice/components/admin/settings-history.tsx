/**
 * A section's 'Historique': its kept versions, newest first, the
 * current one marked; an older version, or the defaults, can be put back
 * after a confirmation (as a new version: nothing is lost).
 */
import { History, RotateCcw } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { VersionHistory } from "~/features/documents/components/version-history";
import { KEPT_VERSIONS, SECTION_TITLES, type SettingsSection } from "../../settings-schema";

/** A kept version as the page receives it (dates as ISO strings). */
export interface VersionItem {
  id: number;
  createdAt: string;
  authorName: string;
  restoredFrom: number | null;
}

type Pending = { kind: "version"; version: VersionItem } | { kind: "defaults" };

export function SettingsHistory({
  section,
  versions,
}: {
  section: SettingsSection;
  versions: VersionItem[];
}) {
  const [pending, setPending] = useState<Pending | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const restoring =
    navigation.state !== "idle" &&
    navigation.formData?.get("section") === section &&
    String(navigation.formData.get("intent")).startsWith("restore");
  const title = SECTION_TITLES[section];
  const dateOf = (id: number) => {
    const version = versions.find((v) => v.id === id);
    return version ? `du ${formatAdminDateTime(version.createdAt)}` : "plus ancienne";
  };

  return (
    <details className="group mt-6 rounded-xl bg-sand-50 ring-1 ring-sand-200">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 font-medium text-sage-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600">
        <History className="size-4" aria-hidden />
        Historique
        <span className="sr-only"> : {title}</span>
        <span className="text-sm font-normal text-muted">
          ({versions.length === 0 ? "valeurs par défaut" : `${versions.length} version(s)`})
        </span>
      </summary>
      <div className="px-4 pb-4">
        <p className="text-sm text-muted">
          Les {KEPT_VERSIONS} derniers enregistrements sont gardés. Rétablir une version
          l'enregistre à nouveau : la version actuelle reste dans l'historique.
        </p>
        <VersionHistory
          label={`Versions : ${title}`}
          currentLabel="Version actuelle"
          compact
          className="mt-3"
          entries={[
            ...versions.map((version, index) => ({
              key: version.id,
              title: formatAdminDateTime(version.createdAt),
              detail: `${version.authorName || "Auteur inconnu"}${
                version.restoredFrom !== null
                  ? ` · rétablie depuis la version ${dateOf(version.restoredFrom)}`
                  : ""
              }`,
              isCurrent: index === 0,
              restore: (
                <RestoreButton
                  disabled={restoring}
                  onClick={() => setPending({ kind: "version", version })}
                >
                  Rétablir cette version
                  <span className="sr-only"> ({formatAdminDateTime(version.createdAt)})</span>
                </RestoreButton>
              ),
            })),
            {
              key: "defaults",
              title: "Valeurs par défaut",
              detail: "Celles du site à son installation.",
              isCurrent: versions.length === 0,
              restore: (
                <RestoreButton
                  disabled={restoring}
                  onClick={() => setPending({ kind: "defaults" })}
                >
                  Rétablir les valeurs par défaut
                </RestoreButton>
              ),
            },
          ]}
        />
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={
          pending?.kind === "defaults"
            ? "Rétablir les valeurs par défaut ?"
            : "Rétablir cette version ?"
        }
        description={
          pending?.kind === "version"
            ? `« ${title} » reprend les valeurs enregistrées le ${formatAdminDateTime(pending.version.createdAt)} par ${pending.version.authorName || "un auteur inconnu"}. Le site les affiche aussitôt ; la version actuelle reste dans l'historique.`
            : `« ${title} » reprend les valeurs du site à son installation. Le site les affiche aussitôt ; la version actuelle reste dans l'historique.`
        }
        cancelLabel="Annuler"
        confirmLabel="Rétablir"
        onConfirm={() => {
          if (!pending) return;
          void submit(
            pending.kind === "version"
              ? { intent: "restore", section, version: String(pending.version.id) }
              : { intent: "restore-defaults", section },
            { method: "post", preventScrollReset: true },
          );
        }}
      />
    </details>
  );
}

/** Asks to put an entry back (the confirmation follows). */
function RestoreButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button type="button" variant="secondary" size="sm" disabled={disabled} onClick={onClick}>
      <RotateCcw className="size-4" aria-hidden />
      {children}
    </Button>
  );
}
