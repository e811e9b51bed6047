/**
 * What the forms of 'Cabinet' (/admin/cabinet) share: each
 * section's document is checked in the browser with the schema the server
 * uses again, then posted as one JSON field; a wrong field shows its French
 * message next to it and the first one takes the focus. Admin only (zod).
 */
import { useEffect, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { ToastInput } from "~/lib/toast";
import type { StaleMapPosition } from "../../map-position";
import {
  SECTION_SCHEMAS,
  settingsFieldErrors,
  settingsMessages,
  type SettingsSection,
} from "../../settings-schema";

/** What the page's action answers when it does not redirect. */
export interface SettingsActionData {
  /** The section the errors belong to; "" when the form could not be told. */
  section?: SettingsSection | "";
  errors?: Record<string, string>;
  toast?: ToastInput;
  /** Saved places whose address changed but not their position on the map. */
  staleMapPositions?: StaleMapPosition[];
}

export type FieldErrors = Record<string, string>;

/** The id of the field at a document path ("locations.0.name" → "locations-locations-0-name"). */
export function fieldId(section: SettingsSection, path: string): string {
  return `${section}-${path.replaceAll(".", "-")}`;
}

const summaryId = (section: SettingsSection) => `${section}-form-errors`;

/** Focuses the wrong field first in the page's order, or the form's error summary. */
function focusFirstError(section: SettingsSection, errors: FieldErrors) {
  requestAnimationFrame(() => {
    const fields = Object.keys(errors)
      .map((path) => document.getElementById(fieldId(section, path)))
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    (fields[0] ?? document.getElementById(summaryId(section)))?.focus();
  });
}

/**
 * One section's form: the document as the fields hold it, posted when the
 * schema accepts it; the server's errors (same keys) replace the browser's.
 */
export function SectionForm({
  section,
  document,
  serverErrors,
  errors,
  onErrors,
  submitLabel,
  children,
}: {
  section: SettingsSection;
  /** The section's document as edited; latitude and longitude may still be text. */
  document: unknown;
  serverErrors: FieldErrors | undefined;
  errors: FieldErrors;
  onErrors: (errors: FieldErrors) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "save" &&
    navigation.formData.get("section") === section;

  useEffect(() => {
    if (!serverErrors) return;
    onErrors(serverErrors);
    focusFirstError(section, serverErrors);
    // onErrors is the section's state setter: stable, not a reason to run again.
  }, [serverErrors, section]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const parsed = SECTION_SCHEMAS[section].safeParse(document);
    if (parsed.success) return onErrors({});
    event.preventDefault();
    const found = settingsFieldErrors(parsed.error);
    onErrors(found);
    focusFirstError(section, found);
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Form method="post" noValidate preventScrollReset onSubmit={check} className="space-y-6">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="section" value={section} />
      <input type="hidden" name="document" value={JSON.stringify(document)} />
      {children}
      <div className="flex flex-wrap items-center gap-4 border-t border-sand-200 pt-5">
        <Button type="submit" disabled={saving}>
          {saving ? "Enregistrement…" : submitLabel}
        </Button>
        {hasErrors ? (
          <p
            id={summaryId(section)}
            tabIndex={-1}
            role="alert"
            className="text-sm font-medium text-red-700 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
          >
            {settingsMessages.invalidForm}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
