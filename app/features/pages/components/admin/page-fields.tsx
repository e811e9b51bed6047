/**
 * The fields of a page's editor, drawn from the page type's field list:
 * short texts as inputs, long texts in the articles' rich-text editor, lists
 * with 'Ajouter', 'Supprimer' and moving an item up or down (buttons, so the
 * keyboard does it too). Each field shows its counter, the placeholders it
 * may hold and, next to it, its error.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { RichEditor } from "~/features/articles/components/admin/rich-editor";
import { cn } from "~/lib/cn";
import type { HtmlField, ListField, PageField, TextField } from "../../page-schemas";
import { HTML_PLACEHOLDERS, TEXT_PLACEHOLDERS } from "../../placeholders";
import type { PageImage } from "../../page-image";
import { ImageInput } from "./image-input";

export type FieldErrors = Record<string, string>;
type Value = Record<string, unknown>;

/** The id of the field at a document path ("sections.2.title" → "page-sections-2-title"). */
export function fieldId(path: string): string {
  return `page-${path.replaceAll(".", "-")}`;
}

export function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

function Placeholders({ id, html }: { id: string; html: boolean }) {
  const list = html ? HTML_PLACEHOLDERS : TEXT_PLACEHOLDERS;
  return (
    <p id={id} className="mt-1 text-xs text-muted">
      Champs disponibles :{" "}
      {Object.entries(list).map(([name, meaning], index) => (
        <span key={name}>
          {index > 0 ? ", " : ""}
          <code className="text-sage-800">{`{${name}}`}</code> ({meaning})
        </span>
      ))}
    </p>
  );
}

function Counter({ id, field, length }: { id: string; field: TextField; length: number }) {
  const hint = field.ideal
    ? `Idéalement entre ${field.ideal[0]} et ${field.ideal[1]} caractères.`
    : field.min > 0
      ? `Entre ${field.min} et ${field.max} caractères.`
      : `${field.max} caractères au plus.`;
  return (
    <p id={id} className="mt-1 flex justify-between gap-3 text-sm text-muted">
      <span>{hint}</span>
      <span className={cn("tabular-nums", length > field.max && "font-semibold text-red-700")}>
        {length}/{field.max}
      </span>
    </p>
  );
}

function TextInput({
  field,
  path,
  value,
  error,
  onChange,
}: {
  field: TextField;
  path: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const id = fieldId(path);
  const describedBy = cn(`${id}-count`, !field.ideal && `${id}-fields`, error && `${id}-error`);
  const props = {
    id,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <Label htmlFor={id}>{field.label}</Label>
      {field.long ? <Textarea rows={4} {...props} /> : <Input {...props} />}
      <Counter id={`${id}-count`} field={field} length={value.length} />
      {field.ideal ? null : <Placeholders id={`${id}-fields`} html={false} />}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function HtmlInput({
  field,
  path,
  value,
  error,
  onChange,
}: {
  field: HtmlField;
  path: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
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
          describedBy={cn(`${id}-fields`, error && `${id}-error`)}
          invalid={Boolean(error)}
        />
      </div>
      <Placeholders id={`${id}-fields`} html />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function emptyItem(field: ListField): Value {
  return Object.fromEntries(field.item.map((item) => [item.name, ""]));
}

function ListInput({
  field,
  path,
  items,
  errors,
  onChange,
}: {
  field: ListField;
  path: string;
  items: Value[];
  errors: FieldErrors;
  onChange(items: Value[]): void;
}) {
  const id = fieldId(path);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    onChange(next);
    // The same button follows the item, or the other one when the item reached an end.
    const up = to < from ? to > 0 : to === next.length - 1;
    focusSoon(`${id}-${to}-${up ? "up" : "down"}`);
  };
  return (
    <fieldset className="rounded-xl p-4 ring-1 ring-sand-200" aria-describedby={`${id}-error`}>
      <legend className="px-1 text-lg font-semibold text-sage-900">{field.label}</legend>
      <FieldError id={`${id}-error`}>{errors[path]}</FieldError>
      <ol className="space-y-4">
        {items.map((item, index) => {
          const name = `${field.itemLabel} ${index + 1}`;
          return (
            <li key={index} className="rounded-lg bg-sand-50 p-4 ring-1 ring-sand-200">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-sans text-base font-semibold text-ink">{name}</h3>
                <div className="flex flex-wrap gap-2">
                  <Button
                    id={`${id}-${index}-up`}
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                    Monter<span className="sr-only"> : {name}</span>
                  </Button>
                  <Button
                    id={`${id}-${index}-down`}
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                    Descendre<span className="sr-only"> : {name}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={items.length <= field.min}
                    onClick={() => {
                      onChange(items.filter((_, other) => other !== index));
                      focusSoon(`${id}-add`);
                    }}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Supprimer<span className="sr-only"> : {name}</span>
                  </Button>
                </div>
              </div>
              <div className="space-y-4">
                {field.item.map((itemField) => (
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
      <Button
        id={`${id}-add`}
        type="button"
        variant="secondary"
        className="mt-4"
        disabled={items.length >= field.max}
        onClick={() => {
          onChange([...items, emptyItem(field)]);
          focusSoon(fieldId(`${path}.${items.length}.${field.item[0]?.name ?? ""}`));
        }}
      >
        <Plus className="size-4" aria-hidden />
        Ajouter<span className="sr-only"> : {field.itemLabel}</span>
      </Button>
    </fieldset>
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
  if (field.kind === "list") {
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
  const text = typeof value === "string" ? value : "";
  if (field.kind === "html") {
    return (
      <HtmlInput field={field} path={path} value={text} error={errors[path]} onChange={onChange} />
    );
  }
  return (
    <TextInput field={field} path={path} value={text} error={errors[path]} onChange={onChange} />
  );
}
