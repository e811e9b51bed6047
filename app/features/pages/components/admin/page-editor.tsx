/**
 * A page's editor: its fields in the order the visitor reads them, checked
 * with the schema the server applies again; 'Enregistrer le brouillon',
 * 'Aperçu' (saves, then shows the page as it will be) and 'Publier'. Leaving
 * with unsaved changes asks first.
 */
import { Eye, Send, Save } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Form, useBlocker, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { documentSchema, pageFieldErrors, pageMessages, type PageField } from "../../page-schemas";
import { fieldId, type FieldErrors } from "./field-id";
import { FieldInput, PlaceholderLegend } from "./page-fields";

/** Focuses the first wrong field in the page's order. */
function focusFirstError(errors: FieldErrors) {
  requestAnimationFrame(() => {
    const fields = Object.keys(errors)
      .map((path) => document.getElementById(fieldId(path)))
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    (fields[0] ?? document.getElementById("page-form-errors"))?.focus();
  });
}

export function PageEditor({
  fields,
  initial,
  stamp,
  serverErrors,
}: {
  /** The page type's fields, in the order the visitor reads them. */
  fields: readonly PageField[];
  initial: Record<string, unknown>;
  stamp: string;
  serverErrors: FieldErrors | undefined;
}) {
  const schema = useMemo(() => documentSchema(fields), [fields]);
  const [document, setDocument] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitting = useRef(false);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const dirty = JSON.stringify(document) !== JSON.stringify(initial);

  useEffect(() => {
    if (!serverErrors) return;
    setErrors(serverErrors);
    focusFirstError(serverErrors);
  }, [serverErrors]);

  useEffect(() => {
    if (!busy) submitting.current = false;
  }, [busy]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !submitting.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(document);
    if (!parsed.success) {
      event.preventDefault();
      const found = pageFieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    submitting.current = true;
  }

  const errorCount = Object.keys(errors).length;
  return (
    <Form method="post" onSubmit={onSubmit} noValidate className="space-y-6">
      <input type="hidden" name="document" value={JSON.stringify(document)} />
      <input type="hidden" name="stamp" value={stamp} />
      <PlaceholderLegend />
      {errorCount > 0 ? (
        <p
          id="page-form-errors"
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-200"
        >
          {pageMessages.invalidForm} ({errorCount})
        </p>
      ) : null}
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          path={field.name}
          value={document[field.name]}
          errors={errors}
          onChange={(value) => setDocument((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
      <div className="sticky bottom-0 z-10 -mx-2 flex flex-wrap gap-3 border-t border-sand-200 bg-white/95 px-2 py-3">
        <Button type="submit" name="intent" value="save" variant="secondary" disabled={busy}>
          <Save className="size-4" aria-hidden />
          Enregistrer le brouillon
        </Button>
        <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
          <Eye className="size-4" aria-hidden />
          Aperçu
        </Button>
        <Button type="submit" name="intent" value="publish" disabled={busy}>
          <Send className="size-4" aria-hidden />
          Publier
        </Button>
        {dirty ? (
          <p className="self-center text-sm text-muted" role="status">
            Modifications non enregistrées
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title="Quitter sans enregistrer ?"
        description={pageMessages.unsavedChanges}
        cancelLabel="Rester sur la page"
        confirmLabel="Quitter sans enregistrer"
        onConfirm={() => {
          if (blocker.state === "blocked") blocker.proceed();
        }}
      />
    </Form>
  );
}
