/**
 * What the lists of 'Cabinet' share (locations, payment methods, notices):
 * an add button that stops at the list's limit and focuses the new entry,
 * an error about the whole list, and moving the focus after a change.
 */
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { focusSoon } from "~/lib/focus-soon";
import { mergeClasses } from "~/lib/merge-classes";

/** Adds an item to one of a section's lists, up to its limit, then focuses the new item's first field. */
export function AddItemButton({
  id,
  count,
  limit,
  newItemFieldId,
  onAdd,
  size,
  children,
}: {
  id: string;
  count: number;
  limit: number;
  newItemFieldId: string;
  onAdd(): void;
  size?: "sm";
  children: ReactNode;
}) {
  return (
    <Button
      id={id}
      type="button"
      variant="secondary"
      size={size}
      disabled={count >= limit}
      onClick={() => {
        onAdd();
        focusSoon(newItemFieldId);
      }}
    >
      <Plus className="size-4" aria-hidden />
      {children}
    </Button>
  );
}

/** An error about a whole list (too many entries, no primary location), focusable to be found. */
export function ListError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p
      id={id}
      tabIndex={-1}
      role="alert"
      className={mergeClasses(
        "rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200",
        "focus:outline-2 focus:outline-offset-2 focus:outline-red-700",
      )}
    >
      {error}
    </p>
  );
}
