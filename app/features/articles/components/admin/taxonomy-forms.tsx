/**
 * The admin's category and tag forms. Each is checked in the
 * browser with the schema the server uses again (taxonomy-schema.ts).
 */
import { Trash2 } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FieldError, Label, Textarea } from "~/components/ui/input";
import { toast } from "~/lib/toast";
import {
  CategoryFormSchema,
  firstErrors,
  TAXONOMY_LIMITS,
  type TaxonomyActionData,
  type TaxonomyFormErrors,
} from "../../taxonomy-schema";

/** Shows the action's toast, once per answer. */
export function useActionToast(actionData: TaxonomyActionData | undefined) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
}

/**
 * Name and description of a category: the create form and the edit page. The
 * description is not the shared <Field>: its counter counts the trimmed text.
 */
export function CategoryForm({
  intent,
  submitLabel,
  initial,
  serverErrors,
}: {
  intent: string;
  submitLabel: string;
  initial?: { name: string; description: string };
  serverErrors?: TaxonomyFormErrors;
}) {
  const [errors, setErrors] = useState<TaxonomyFormErrors>({});
  const [name, setName] = useState(initial?.name ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = CategoryFormSchema.safeParse({
      name: form.get("name"),
      description: form.get("description"),
    });
    if (parsed.success) return setErrors({});
    event.preventDefault();
    const found = firstErrors(parsed.error);
    setErrors(found);
    document.getElementById(found.name ? `${intent}-name` : `${intent}-description`)?.focus();
  };

  return (
    <Form method="post" noValidate onSubmit={check} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <Field
        id={`${intent}-name`}
        name="name"
        label="Nom"
        value={name}
        onChange={setName}
        error={errors.name}
      />
      <div>
        <Label htmlFor={`${intent}-description`}>Description (page de la catégorie)</Label>
        <Textarea
          id={`${intent}-description`}
          name="description"
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${intent}-description-count${errors.description ? ` ${intent}-description-error` : ""}`}
        />
        <p id={`${intent}-description-count`} className="mt-1 text-sm text-muted">
          {description.trim().length} / {TAXONOMY_LIMITS.descriptionMax} caractères
        </p>
        <FieldError id={`${intent}-description-error`}>{errors.description}</FieldError>
      </div>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** A delete button that asks first. */
export function DeleteForm({
  intent,
  id,
  label,
  confirmText,
}: {
  intent: string;
  id: number;
  label: string;
  confirmText: string;
}) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(confirmText)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="ghost" size="sm" aria-label={label}>
        <Trash2 className="size-4" aria-hidden />
        Supprimer
      </Button>
    </Form>
  );
}
