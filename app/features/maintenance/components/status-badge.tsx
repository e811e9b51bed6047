import { CircleCheck, CircleHelp, CircleX } from "lucide-react";
import { mergeClasses } from "~/lib/merge-classes";
import type { StatusBadge as Label } from "../maintenance-result";

const looks = {
  Succès: { icon: CircleCheck, className: "bg-sage-100 text-sage-800 ring-sage-300" },
  Erreur: { icon: CircleX, className: "bg-red-50 text-red-800 ring-red-200" },
  Inconnu: { icon: CircleHelp, className: "bg-sand-100 text-muted ring-sand-300" },
} as const;

/** A step's or run's result: Succès, Erreur, or Inconnu for any other status. */
export function StatusBadge({ label, className }: { label: Label; className?: string }) {
  const { icon: Icon, className: look } = looks[label];
  return (
    <span
      className={mergeClasses(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset",
        look,
        className,
      )}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </span>
  );
}
