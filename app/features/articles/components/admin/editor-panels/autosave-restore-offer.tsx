import { History } from "lucide-react";
import { Button } from "~/components/ui/button";
import { formatAdminDateTime } from "~/lib/admin-dates";

/** Offered when the server holds an autosave newer than the saved article. */
export function AutosaveRestoreOffer({
  savedAt,
  onRestore,
  onIgnore,
}: {
  savedAt: string;
  onRestore(): void;
  onIgnore(): void;
}) {
  return (
    <section
      aria-label="Sauvegarde automatique"
      className="mt-6 flex flex-wrap items-center gap-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300"
    >
      <History className="size-5 shrink-0 text-amber-900" aria-hidden />
      <p className="flex-1 text-amber-950">
        Une sauvegarde automatique plus récente que l'article enregistré existe (
        {formatAdminDateTime(savedAt)}).
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restaurer la sauvegarde
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onIgnore}>
          Ignorer
        </Button>
      </div>
    </section>
  );
}
