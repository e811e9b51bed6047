/**
 * The publication date of a scheduled article: a French
 * calendar, active only for the 'scheduled' status, past days disabled;
 * picking a day sets the time to the next full hour (defaultScheduleTime),
 * which can then be adjusted; a button clears the date. Times are the
 * practice's (the browser's local time in France).
 */
import { format, startOfToday } from "date-fns";
import { fr } from "date-fns/locale";
import { X } from "lucide-react";
import { useId } from "react";
import { DayPicker } from "react-day-picker";
import { fr as dayPickerFrench } from "react-day-picker/locale";
import "react-day-picker/style.css";
import "./schedule-picker.css";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { mergeClasses } from "~/lib/merge-classes";
import { articleEditorMessages } from "../../article-form-schema";
import { defaultScheduleTime } from "../../schedule-default-time";
import { useHydrated } from "~/lib/use-hydrated";

interface SchedulePickerProps {
  /** ISO instant or null. */
  value: string | null;
  onChange(value: string | null): void;
  disabled: boolean;
  /** The field's error element, when there is an error. */
  errorId?: string;
}

export function SchedulePicker({ value, onChange, disabled, errorId }: SchedulePickerProps) {
  const id = useId();
  const hydrated = useHydrated();
  const selected = value ? new Date(value) : undefined;

  const pickDay = (day: Date | undefined) => {
    if (!day) return;
    onChange(defaultScheduleTime(day, new Date()).toISOString());
  };

  const setTime = (time: string) => {
    const match = /^(\d{2}):(\d{2})$/.exec(time);
    if (!selected || !match) return;
    const date = new Date(selected);
    date.setHours(Number(match[1]), Number(match[2]), 0, 0);
    onChange(date.toISOString());
  };

  // Days and times are the browser's (France); the server may run in another zone.
  if (!hydrated) return <div className="min-h-96 rounded-xl bg-sand-50" aria-hidden />;

  return (
    <fieldset
      disabled={disabled}
      aria-describedby={errorId}
      className={mergeClasses("space-y-3", disabled && "opacity-50")}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">
        Date de publication programmée
      </legend>
      <div className="article-schedule overflow-x-auto rounded-xl ring-1 ring-sand-200">
        <DayPicker
          mode="single"
          locale={dayPickerFrench}
          selected={selected}
          defaultMonth={selected}
          onSelect={pickDay}
          disabled={disabled ? true : { before: startOfToday() }}
          className="p-2 text-sm"
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor={`${id}-time`}>Heure</Label>
          <Input
            id={`${id}-time`}
            type="time"
            step={60}
            lang="fr"
            value={selected ? format(selected, "HH:mm") : ""}
            disabled={disabled || !selected}
            onChange={(event) => setTime(event.target.value)}
            className="w-32"
          />
        </div>
        <Button
          type="button"
          variant="ghost"
          className="whitespace-nowrap"
          disabled={disabled || !selected}
          onClick={() => onChange(null)}
        >
          <X className="size-4" aria-hidden />
          Effacer la date
        </Button>
      </div>
      {selected && !disabled ? (
        <p className="rounded-lg bg-sage-50 p-3 text-sm text-sage-900" role="status">
          {articleEditorMessages.scheduledAt(
            format(selected, "d MMMM yyyy", { locale: fr }),
            format(selected, "HH:mm", { locale: fr }),
          )}
        </p>
      ) : null}
    </fieldset>
  );
}
