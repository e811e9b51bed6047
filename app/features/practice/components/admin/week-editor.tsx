/**
 * A location's week in 'Lieux et horaires': each day closed, or
 * one to three time ranges; under it, the lines the public site will show.
 */
import { Plus, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { hoursLines, WEEK_DAYS, type TimeRange, type WeeklyHours } from "../../opening-hours";
import { describedBy } from "~/components/ui/field";
import { focusSoon } from "~/lib/focus-soon";
import type { FieldErrors } from "./section-form";
import { SETTINGS_LIMITS } from "../../settings-schema";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What visitors will see, from the ranges already complete. */
export function HoursPreview({ week, id }: { week: WeeklyHours; id: string }) {
  const complete = Object.fromEntries(
    WEEK_DAYS.map((day) => [
      day.key,
      week[day.key].filter((range) => TIME.test(range.opens) && TIME.test(range.closes)),
    ]),
  ) as WeeklyHours;
  const lines = hoursLines(complete);
  return (
    <div className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
      <p id={id} className="text-sm font-medium text-ink">
        Aperçu sur le site
      </p>
      {lines.length === 0 ? (
        <p className="mt-1 text-sm text-muted">Aucun jour d'ouverture affiché.</p>
      ) : (
        <dl aria-labelledby={id} className="mt-1 space-y-0.5 text-sm">
          {lines.map((line) => (
            <div key={line.days} className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-ink">{line.days}</dt>
              <dd className="text-muted">{line.hours}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export function WeekEditor({
  idPrefix,
  pathPrefix,
  week,
  onChange,
  errors,
}: {
  /** Unique on the page (the location's field ids start with it). */
  idPrefix: string;
  /** The document path of the week ("locations.0.hours"). */
  pathPrefix: string;
  week: WeeklyHours;
  onChange: (week: WeeklyHours) => void;
  errors: FieldErrors;
}) {
  return (
    <div className="divide-y divide-sand-200 border-y border-sand-200">
      {WEEK_DAYS.map((day) => {
        const ranges = week[day.key];
        const dayId = `${idPrefix}-${day.key}`;
        const dayError = errors[`${pathPrefix}.${day.key}`];
        const setRanges = (next: TimeRange[]) => onChange({ ...week, [day.key]: next });
        const setTime = (index: number, key: keyof TimeRange, value: string) =>
          setRanges(ranges.map((range, i) => (i === index ? { ...range, [key]: value } : range)));
        const closed = ranges.length === 0;
        return (
          <fieldset
            key={day.key}
            id={dayId}
            tabIndex={-1}
            aria-describedby={dayError ? `${dayId}-error` : undefined}
            className="py-3 focus:outline-2 focus:outline-sage-600 sm:grid sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-4"
          >
            <legend className="float-left pt-2 font-medium text-ink">{day.label}</legend>
            <div className="clear-left space-y-3 pt-2 sm:pt-0">
              <label className="flex min-h-11 w-fit items-center gap-2 text-sm">
                <input
                  id={`${dayId}-closed`}
                  type="checkbox"
                  className="size-5 accent-sage-700"
                  checked={closed}
                  onChange={(event) => {
                    setRanges(event.target.checked ? [] : [{ opens: "", closes: "" }]);
                    if (!event.target.checked) focusSoon(`${dayId}-0-opens`);
                  }}
                />
                Fermé
              </label>
              {ranges.map((range, index) => {
                const rangeId = `${dayId}-${index}`;
                const path = `${pathPrefix}.${day.key}.${index}`;
                const which = ranges.length > 1 ? ` (plage ${index + 1})` : "";
                return (
                  <div key={index} className="flex flex-wrap items-start gap-3">
                    {(["opens", "closes"] as const).map((key) => {
                      const inputId = `${rangeId}-${key}`;
                      const error = errors[`${path}.${key}`];
                      return (
                        <div key={key} className="w-36">
                          <Label htmlFor={inputId}>
                            {key === "opens" ? "Ouverture" : "Fermeture"}
                            {which ? <span className="sr-only">{which}</span> : null}
                          </Label>
                          <Input
                            id={inputId}
                            type="time"
                            step={300}
                            value={range[key]}
                            onChange={(event) => setTime(index, key, event.target.value)}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={describedBy(inputId, { error })}
                          />
                          <FieldError id={`${inputId}-error`}>{error}</FieldError>
                        </div>
                      );
                    })}
                    {ranges.length > 1 ? (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="mt-7"
                        aria-label={`Retirer la plage ${index + 1} du ${day.label.toLowerCase()}`}
                        onClick={() => {
                          setRanges(ranges.filter((_, i) => i !== index));
                          focusSoon(`${dayId}-add`);
                        }}
                      >
                        <X className="size-4" aria-hidden />
                        Retirer
                      </Button>
                    ) : null}
                  </div>
                );
              })}
              {!closed && ranges.length < SETTINGS_LIMITS.rangesPerDay ? (
                <Button
                  id={`${dayId}-add`}
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="-ml-3"
                  aria-label={`Ajouter une plage horaire le ${day.label.toLowerCase()}`}
                  onClick={() => {
                    setRanges([...ranges, { opens: "", closes: "" }]);
                    focusSoon(`${dayId}-${ranges.length}-opens`);
                  }}
                >
                  <Plus className="size-4" aria-hidden />
                  Ajouter une plage
                </Button>
              ) : null}
              <FieldError id={`${dayId}-error`}>{dayError}</FieldError>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
