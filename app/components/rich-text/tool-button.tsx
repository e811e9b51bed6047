/** The toolbar's button and the line between its groups. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { mergeClasses } from "~/lib/merge-classes";

export function Separator(): ReactNode {
  return <span aria-hidden className="mx-1 h-6 w-px bg-stone-300" />;
}

export function ToolButton({
  icon: Icon,
  label,
  active,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
      className={mergeClasses(
        "flex size-9 items-center justify-center rounded-lg text-ink hover:bg-sage-100",
        "focus-visible:outline-2 focus-visible:outline-sage-600 disabled:opacity-40",
        active && "bg-sage-200 text-sage-900",
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
