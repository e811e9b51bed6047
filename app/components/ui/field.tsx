/**
 * A labelled form field: its label, the input (or a text area), an optional
 * help line, an optional character counter and its error, tied together by
 * ids (`{id}-help`, `{id}-count`, `{id}-error`) in aria-describedby.
 */
import type { ReactNode } from "react";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { mergeClasses } from "~/lib/merge-classes";

/** The ids a field's aria-describedby lists: a shared note, its help, its counter, then its error. */
export function describedBy(
  id: string,
  { help, count, error, note }: { help?: boolean; count?: boolean; error?: string; note?: string },
) {
  const ids = [
    note ?? "",
    help ? `${id}-help` : "",
    count ? `${id}-count` : "",
    error ? `${id}-error` : "",
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export interface FieldCounter {
  max: number;
  /** From this length up to `max` the hint shows as met. */
  idealMin: number;
  hint: string;
}

export function Field({
  id,
  label,
  value,
  onChange,
  error,
  help,
  counter,
  describedBy: note,
  multiline,
  rows = 3,
  className,
  ...inputProps
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: ReactNode;
  counter?: FieldCounter;
  /** The id of a note several fields share (shown once, above them). */
  describedBy?: string;
  multiline?: boolean;
  rows?: number;
  className?: string;
  name?: string;
  disabled?: boolean;
  type?: string;
  inputMode?: "text" | "decimal" | "numeric" | "tel" | "email" | "url";
  placeholder?: string;
  autoComplete?: string;
  spellCheck?: boolean;
}) {
  const common = {
    id,
    value,
    name: inputProps.name,
    disabled: inputProps.disabled,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, {
      help: Boolean(help),
      count: Boolean(counter),
      error,
      note,
    }),
  };
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          {...common}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          placeholder={inputProps.placeholder}
        />
      ) : (
        <Input {...common} {...inputProps} onChange={(event) => onChange(event.target.value)} />
      )}
      {help ? (
        <p id={`${id}-help`} className="mt-1.5 text-sm text-muted">
          {help}
        </p>
      ) : null}
      {counter ? <Counter id={`${id}-count`} length={value.length} {...counter} /> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function Counter({
  id,
  length,
  max,
  idealMin,
  hint,
}: FieldCounter & { id: string; length: number }) {
  const ideal = length >= idealMin && length <= max;
  return (
    <p id={id} className="mt-1.5 flex justify-between gap-3 text-sm">
      <span className={ideal ? "text-sage-800" : "text-muted"}>{hint}</span>
      <span
        className={mergeClasses(
          "tabular-nums",
          length > max ? "font-semibold text-red-700" : "text-muted",
        )}
      >
        {length}/{max}
      </span>
    </p>
  );
}
