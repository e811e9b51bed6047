/**
 * 'Fermetures et annonces': periods with a message shown at the
 * top of every public page and on the appointment page; a closure also
 * marks its days closed in the structured data. Past periods are dropped by
 * the server when the section is saved.
 */
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { randomHex } from "~/lib/random-hex";
import { isPast, type Notice } from "../../notices";
import { Field } from "~/components/ui/field";
import { focusSoon } from "~/lib/focus-soon";
import { AddItemButton, ListError } from "./list-items";
import { fieldId, SectionForm, type FieldErrors } from "./section-form";
import { SETTINGS_LIMITS } from "../../settings-schema";

function periodState(notice: Notice, today: string): { label: string; className: string } {
  if (isPast(notice, today)) {
    return {
      label: "Terminée : retirée au prochain enregistrement",
      className: "bg-stone-100 text-stone-700 ring-stone-300",
    };
  }
  if (notice.startsOn <= today) {
    return { label: "En cours", className: "bg-amber-50 text-amber-900 ring-amber-300" };
  }
  return { label: "À venir", className: "bg-sage-50 text-sage-800 ring-sage-200" };
}

export function NoticesForm({
  initial,
  serverErrors,
  today,
}: {
  initial: Notice[];
  serverErrors: FieldErrors | undefined;
  /** Today in Paris, YYYY-MM-DD: the first day of a new period. */
  today: string;
}) {
  const [notices, setNotices] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = (index: number, change: Partial<Notice>) =>
    setNotices((current) =>
      current.map((notice, i) => (i === index ? { ...notice, ...change } : notice)),
    );

  return (
    <SectionForm
      section="notices"
      document={{ notices }}
      serverErrors={serverErrors}
      errors={errors}
      onErrors={setErrors}
      submitLabel="Enregistrer les fermetures et annonces"
    >
      <p className="text-muted">
        Pendant une période, son message s'affiche en haut de chaque page du site et sur la page de
        rendez-vous ; les périodes passées disparaissent d'elles-mêmes.
      </p>
      <ListError id={fieldId("notices", "notices")} error={errors.notices} />
      {notices.length === 0 ? (
        <p className="rounded-xl bg-sand-50 p-4 text-muted ring-1 ring-sand-200">
          Aucune fermeture ni annonce prévue.
        </p>
      ) : null}
      {notices.map((notice, index) => (
        <NoticeFieldset
          key={notice.id}
          notice={notice}
          index={index}
          today={today}
          errors={errors}
          onChange={(change) => update(index, change)}
          onRemove={() => {
            setNotices((current) => current.filter((_, i) => i !== index));
            focusSoon("notices-add");
          }}
        />
      ))}
      <AddItemButton
        id="notices-add"
        count={notices.length}
        limit={SETTINGS_LIMITS.notices}
        newItemFieldId={fieldId("notices", `notices.${notices.length}.message`)}
        onAdd={() =>
          setNotices((current) => [
            ...current,
            {
              // The schema's id rule: /^[a-z0-9-]{1,40}$/.
              id: `periode-${randomHex(4)}`,
              message: "",
              startsOn: today,
              endsOn: today,
              closed: true,
              announceFrom: "",
            },
          ])
        }
      >
        Ajouter une période
      </AddItemButton>
    </SectionForm>
  );
}

/** One period: its state today, its message, its dates and whether the practice is closed. */
function NoticeFieldset({
  notice,
  index,
  today,
  errors,
  onChange,
  onRemove,
}: {
  notice: Notice;
  index: number;
  today: string;
  errors: FieldErrors;
  onChange: (change: Partial<Notice>) => void;
  onRemove: () => void;
}) {
  const path = `notices.${index}`;
  const id = (key: string) => fieldId("notices", `${path}.${key}`);
  const field = (key: "message" | "startsOn" | "endsOn" | "announceFrom") => ({
    id: id(key),
    value: notice[key],
    error: errors[`${path}.${key}`],
    onChange: (value: string) => onChange({ [key]: value }),
  });
  const state = periodState(notice, today);
  return (
    <fieldset className="space-y-5 rounded-2xl p-5 ring-1 ring-sand-200">
      <legend className="px-2 font-serif text-xl text-sage-900">Période {index + 1}</legend>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className={`rounded-full px-3 py-1 text-xs font-medium ring-1 ${state.className}`}>
          {state.label}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden />
          Retirer cette période
          <span className="sr-only"> (période {index + 1})</span>
        </Button>
      </div>
      <Field
        {...field("message")}
        label="Message affiché"
        placeholder="Cabinet fermé du 22 au 29 décembre, reprise le 30"
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <Field {...field("startsOn")} type="date" label="Début" />
        <Field
          {...field("endsOn")}
          type="date"
          label="Fin"
          help="Dernier jour de la période, inclus."
        />
        <Field
          {...field("announceFrom")}
          type="date"
          label="Annoncer à partir du (facultatif)"
          help="Pour prévenir les patients avant le début."
        />
      </div>
      <label className="flex min-h-11 w-fit items-center gap-2 text-sm font-medium">
        <input
          id={id("closed")}
          type="checkbox"
          className="size-5 accent-sage-700"
          checked={notice.closed}
          onChange={(event) => onChange({ closed: event.target.checked })}
        />
        Le cabinet est fermé pendant cette période
      </label>
    </fieldset>
  );
}
