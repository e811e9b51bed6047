/**
 * The fields of a page's editor, drawn from the page type's field list:
 * short texts as inputs, long texts in the articles' rich-text editor, lists
 * with 'Ajouter', 'Supprimer' and moving an item up or down (buttons, so the
 * keyboard does it too). Each field shows its counter, the placeholders it
 * may hold and, next to it, its error.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { describedBy, Field, type FieldCounter } from "~/components/ui/field";
import { FieldError } from "~/components/ui/input";
import { focusSoon } from "~/lib/focus-soon";
import { RichEditor } from "~/components/rich-text/rich-editor";
import {
  itemFieldsOf,
  type DateField,
  type HtmlField,
  type ListField,
  type NumberField,
  type PageField,
  type SectionsField,
  type TextField,
} from "../../page-schemas";
import { HTML_PLACEHOLDERS, TEXT_PLACEHOLDERS } from "../../placeholders";
import type { PageImage } from "../../page-image";
import { fieldId, type FieldErrors } from "./field-id";
import { ImageInput } from "./image-input";

type Value = Record<string, unknown>;

/** The placeholders a text may hold, with what each becomes. */
/** Next to a field: the placeholders it may hold, by name (the legend above the form says what each writes). */
function Placeholders({ html }: { html: boolean }) {
  const list = html ? HTML_PLACEHOLDERS : TEXT_PLACEHOLDERS;
  return (
    <>
      Champs disponibles :{" "}
      {Object.entries(list).map(([name, meaning], index) => (
        <span key={name}>
          {index > 0 ? ", " : ""}
          <code className="text-sage-800" title={meaning}>{`{${name}}`}</code>
        </span>
      ))}
    </>
  );
}

/** Once per editor, folded: what each placeholder writes. */
export function PlaceholderLegend() {
  return (
    <details className="rounded-lg bg-sand-50 p-3 text-sm text-muted ring-1 ring-sand-200">
      <summary className="cursor-pointer font-medium text-ink">
        Champs que les textes peuvent contenir
      </summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {Object.entries({ ...TEXT_PLACEHOLDERS, ...HTML_PLACEHOLDERS }).map(([name, meaning]) => (
          <div key={name} className="contents">
            <dt>
              <code className="text-sage-800">{`{${name}}`}</code>
            </dt>
            <dd>
              {meaning}
              {name in TEXT_PLACEHOLDERS ? "" : " (textes longs seulement)"}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** What draws one text or date of the document at `path`. */
interface InputProps<F> {
  field: F;
  path: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}

/** The counter of a short text, as the articles' forms show it. */
function counterOf(field: TextField): FieldCounter {
  const [idealMin, idealMax] = field.ideal ?? [field.min, field.max];
  const hint = field.ideal
    ? `Idéalement entre ${idealMin} et ${idealMax} caractères.`
    : field.min > 0
      ? `Entre ${field.min} et ${field.max} caractères.`
      : `${field.max} caractères au plus.`;
  return { max: field.max, idealMin, hint };
}

function TextInput({ field, path, value, error, onChange }: InputProps<TextField>) {
  return (
    <Field
      id={fieldId(path)}
      label={field.label}
      value={value}
      onChange={onChange}
      error={error}
      counter={counterOf(field)}
      help={field.ideal ? undefined : <Placeholders html={false} />}
      multiline={field.long}
      rows={4}
    />
  );
}

function DateInput({ field, path, value, error, onChange }: InputProps<DateField>) {
  return (
    <Field
      id={fieldId(path)}
      label={field.label}
      type="date"
      value={value}
      onChange={onChange}
      error={error}
      className="max-w-xs"
    />
  );
}

/**
 * A whole number: what reads as one is kept as a number, anything else as
 * typed, so the schema names the field instead of the value changing under
 * the writer's fingers.
 */
function NumberInput({
  field,
  path,
  value,
  error,
  onChange,
}: Omit<InputProps<NumberField>, "value" | "onChange"> & {
  value: unknown;
  onChange(value: number | string): void;
}) {
  return (
    <Field
      id={fieldId(path)}
      label={field.label}
      inputMode="numeric"
      value={typeof value === "number" || typeof value === "string" ? String(value) : ""}
      onChange={(typed) => onChange(/^\s*\d{1,4}\s*$/.test(typed) ? Number(typed) : typed)}
      error={error}
      help={`Un nombre entier entre ${field.min} et ${field.max}.`}
      className="max-w-xs"
    />
  );
}

function HtmlInput({ field, path, value, error, onChange }: InputProps<HtmlField>) {
  const id = fieldId(path);
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-ink">
        {field.label}
      </p>
      <div id={id} tabIndex={-1}>
        <RichEditor
          value={value}
          onChange={onChange}
          sections={[]}
          labelledBy={`${id}-label`}
          describedBy={describedBy(id, { help: true, error })}
          invalid={Boolean(error)}
        />
      </div>
      <p id={`${id}-help`} className="mt-1.5 text-sm text-muted">
        <Placeholders html />
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A new item of `fields`: empty texts, lists and image (to be filled before saving). */
function emptyItem(fields: readonly PageField[]): Value {
  return Object.fromEntries(
    fields.map((item) => [
      item.name,
      item.kind === "list" || item.kind === "sections"
        ? []
        : item.kind === "image"
          ? { src: "", alt: "" }
          : "",
    ]),
  );
}

/** An item's name: "Question 2", or a section's kind and place ("Texte (section 2)"). */
function itemNameOf(field: ListField | SectionsField, item: Value | undefined, index: number) {
  if (field.kind === "list") return `${field.itemLabel} ${index + 1}`;
  const type = typeof item?.type === "string" ? item.type : "";
  return `${field.kinds[type]?.label ?? "Section"} (section ${index + 1})`;
}

/**
 * Stable React keys for a list's items, moved with them: a rich-text editor
 * follows its item up or down instead of keeping its place.
 */
function useItemKeys(count: number) {
  const next = useRef(count);
  const [keys, setKeys] = useState(() => Array.from({ length: count }, (_, index) => index));
  const addKey = () => setKeys((current) => [...current, next.current++]);
  return { keys, setKeys, addKey };
}

/** The list with its item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number) {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** An item's heading (focused after a removal) and its 'Monter', 'Descendre', 'Supprimer'. */
function ListItemHeader({
  id,
  index,
  name,
  count,
  removable,
  onMove,
  onRemove,
}: {
  id: string;
  index: number;
  name: string;
  count: number;
  removable: boolean;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <h3
        id={`${id}-${index}-heading`}
        tabIndex={-1}
        className="font-sans text-base font-semibold text-ink"
      >
        {name}
      </h3>
      <div className="flex flex-wrap gap-2">
        <Button
          id={`${id}-${index}-up`}
          type="button"
          variant="secondary"
          size="sm"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUp className="size-4" aria-hidden />
          Monter<span className="sr-only"> : {name}</span>
        </Button>
        <Button
          id={`${id}-${index}-down`}
          type="button"
          variant="secondary"
          size="sm"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDown className="size-4" aria-hidden />
          Descendre<span className="sr-only"> : {name}</span>
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={!removable}
          onClick={() => onRemove(index)}
        >
          <Trash2 className="size-4" aria-hidden />
          Supprimer<span className="sr-only"> : {name}</span>
        </Button>
      </div>
    </div>
  );
}

/**
 * Adding, removing and moving a list's items, each said to screen readers
 * and followed by the focus.
 */
function useListActions({
  field,
  path,
  items,
  onChange,
}: {
  field: ListField | SectionsField;
  path: string;
  items: Value[];
  onChange(items: Value[]): void;
}) {
  const id = fieldId(path);
  const { keys, setKeys, addKey } = useItemKeys(items.length);
  const [announcement, setAnnouncement] = useState("");
  const itemName = (index: number, list = items) => itemNameOf(field, list[index], index);
  const move = (from: number, to: number) => {
    onChange(moved(items, from, to));
    setKeys((current) => moved(current, from, to));
    setAnnouncement(`Élément déplacé en position ${to + 1} : ${itemName(from)}.`);
    // The same button follows the item, or the other one when the item reached an end.
    const up = to < from ? to > 0 : to === items.length - 1;
    focusSoon(`${id}-${to}-${up ? "up" : "down"}`);
  };
  const remove = (index: number) => {
    onChange(items.filter((_, other) => other !== index));
    setKeys((current) => current.filter((_, other) => other !== index));
    setAnnouncement(`Élément supprimé : ${itemName(index)}.`);
    // Focus goes to the item that took its place, the one before it, or 'Ajouter'.
    const left = items.length - 1;
    focusSoon(left > 0 ? `${id}-${Math.min(index, left - 1)}-heading` : `${id}-add`);
  };
  /** 'Ajouter', or 'Ajouter une section' of the kind `type`. */
  const add = (type?: string) => {
    const base = type === undefined ? {} : { type };
    const item = { ...emptyItem(itemFieldsOf(field, base)), ...base };
    const next = [...items, item];
    onChange(next);
    addKey();
    setAnnouncement(`Élément ajouté : ${itemName(items.length, next)}.`);
    // A list's item: its first field; a section: its heading (its first field may be a rich text or an image).
    focusSoon(
      field.kind === "list"
        ? fieldId(`${path}.${items.length}.${field.item[0]?.name ?? ""}`)
        : `${id}-${items.length}-heading`,
    );
  };
  return { keys, announcement, itemName, move, remove, add };
}

function ListInput({
  field,
  path,
  items,
  errors,
  onChange,
}: {
  field: ListField | SectionsField;
  path: string;
  items: Value[];
  errors: FieldErrors;
  onChange(items: Value[]): void;
}) {
  const id = fieldId(path);
  const { keys, announcement, itemName, move, remove, add } = useListActions({
    field,
    path,
    items,
    onChange,
  });
  return (
    <fieldset className="rounded-xl p-4 ring-1 ring-sand-200" aria-describedby={`${id}-error`}>
      <legend className="px-1 text-lg font-semibold text-sage-900">{field.label}</legend>
      <FieldError id={`${id}-error`}>{errors[path]}</FieldError>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ol className="space-y-4">
        {items.map((item, index) => {
          const name = itemName(index);
          return (
            <li
              key={keys[index] ?? index}
              className="rounded-lg bg-sand-50 p-4 ring-1 ring-sand-200"
            >
              <ListItemHeader
                id={id}
                index={index}
                name={name}
                count={items.length}
                removable={items.length > (field.kind === "list" ? field.min : 0)}
                onMove={move}
                onRemove={remove}
              />
              <div className="space-y-4">
                {itemFieldsOf(field, item).map((itemField) => (
                  <FieldInput
                    key={itemField.name}
                    field={itemField}
                    path={`${path}.${index}.${itemField.name}`}
                    value={item[itemField.name]}
                    errors={errors}
                    onChange={(value) =>
                      onChange(
                        items.map((other, position) =>
                          position === index ? { ...other, [itemField.name]: value } : other,
                        ),
                      )
                    }
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      {field.kind === "list" ? (
        <Button
          id={`${id}-add`}
          type="button"
          variant="secondary"
          className="mt-4"
          disabled={items.length >= field.max}
          onClick={() => add()}
        >
          <Plus className="size-4" aria-hidden />
          Ajouter<span className="sr-only"> : {field.itemLabel}</span>
        </Button>
      ) : (
        <AddSection id={id} field={field} full={items.length >= field.max} onAdd={add} />
      )}
    </fieldset>
  );
}

/** 'Ajouter une section', then the kind: a select and its button, both reached by the keyboard. */
function AddSection({
  id,
  field,
  full,
  onAdd,
}: {
  id: string;
  field: SectionsField;
  full: boolean;
  onAdd(type: string): void;
}) {
  const kinds = Object.entries(field.kinds);
  const [type, setType] = useState(kinds[0]?.[0] ?? "");
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={`${id}-kind`} className="mb-1.5 block text-sm font-medium text-ink">
          Type de la nouvelle section
        </label>
        <select
          id={`${id}-kind`}
          value={type}
          onChange={(event) => setType(event.target.value)}
          className="min-h-11 rounded-lg border border-sand-300 bg-white px-3"
        >
          {kinds.map(([name, kind]) => (
            <option key={name} value={name}>
              {kind.label}
            </option>
          ))}
        </select>
      </div>
      <Button
        id={`${id}-add`}
        type="button"
        variant="secondary"
        disabled={full}
        onClick={() => onAdd(type)}
      >
        <Plus className="size-4" aria-hidden />
        Ajouter une section
      </Button>
    </div>
  );
}

export function FieldInput({
  field,
  path,
  value,
  errors,
  onChange,
}: {
  field: PageField;
  path: string;
  value: unknown;
  errors: FieldErrors;
  onChange(value: unknown): void;
}) {
  if (field.kind === "list" || field.kind === "sections") {
    return (
      <ListInput
        field={field}
        path={path}
        items={Array.isArray(value) ? (value as Value[]) : []}
        errors={errors}
        onChange={onChange}
      />
    );
  }
  if (field.kind === "image") {
    return (
      <ImageInput
        field={field}
        path={path}
        value={(value ?? { src: "", alt: "" }) as PageImage}
        errors={errors}
        onChange={onChange}
      />
    );
  }
  if (field.kind === "number") {
    return (
      <NumberInput
        field={field}
        path={path}
        value={value}
        error={errors[path]}
        onChange={onChange}
      />
    );
  }
  const text = typeof value === "string" ? value : "";
  if (field.kind === "date") {
    return (
      <DateInput field={field} path={path} value={text} error={errors[path]} onChange={onChange} />
    );
  }
  if (field.kind === "html") {
    return (
      <HtmlInput field={field} path={path} value={text} error={errors[path]} onChange={onChange} />
    );
  }
  return (
    <TextInput field={field} path={path} value={text} error={errors[path]} onChange={onChange} />
  );
}
