import { X } from "~/components/icons";
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import {
  buildLeadSubmission,
  leadToasts,
  postLead,
  readLeadPrefill,
  rememberLeadSent,
  saveLeadLocally,
  type LeadOrigin,
} from "~/features/leads/lead-client";
import { checkLeadForm, type LeadField, type LeadForm } from "~/features/leads/lead-rules";
import { browserStore, increment, storageKeys } from "~/lib/browser-storage";
import { pushToDataLayer } from "~/lib/data-layer";
import { toast } from "~/lib/toast";
import { joinClasses } from "~/lib/join-classes";

const modalTexts = {
  title: "Prendre rendez-vous",
  intro: "Merci de confirmer vos informations afin d'accéder aux créneaux disponibles.",
  submit: "Voir les créneaux sur Doctolib",
  sending: "Envoi en cours...",
  skip: "Continuer sans laisser mes coordonnées",
  close: "Fermer",
  privacy:
    "Vos nom, prénom et e-mail servent uniquement à préparer votre rendez-vous ; aucune donnée médicale n'est demandée et rien n'est transmis à des tiers à des fins commerciales.",
  privacyLink: "Politique de confidentialité",
} as const;

/** The form is reset 300 ms after the modal closes. */
const MODAL_RESET_DELAY_MS = 300;

const EMPTY: LeadForm = { nom: "", prenom: "", email: "" };
const FIELDS: { name: LeadField; label: string; type: string; autoComplete: string }[] = [
  { name: "nom", label: "Nom *", type: "text", autoComplete: "family-name" },
  { name: "prenom", label: "Prénom *", type: "text", autoComplete: "given-name" },
  { name: "email", label: "Email *", type: "email", autoComplete: "email" },
];

export interface InformationModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the visitor is done: after a submission (whatever its outcome) or when skipping. */
  onContinue: (submitted: boolean) => void;
  /** Where focus goes back when the modal is closed: the button that opened it. */
  returnFocusTo?: HTMLElement | null;
  /** The booking session and button the lead belongs to. */
  origin?: LeadOrigin;
}

/**
 * The information modal: name, first name and
 * email, validated with the rules the server applies, posted as a lead; the
 * flow continues to booking in every outcome. Full screen under 1024 px.
 */
export function InformationModal({
  open,
  onOpenChange,
  onContinue,
  returnFocusTo,
  origin,
}: InformationModalProps) {
  const form = useLeadForm(open, origin, onContinue);
  const { dialog, onClose, onBackdropClick } = useModalDialog(open, onOpenChange, returnFocusTo);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const introId = `${baseId}-intro`;
  const { submitting } = form;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onClose={onClose}
      onClick={onBackdropClick}
      className={joinClasses(
        "fixed inset-0 m-0 size-full max-h-none max-w-none flex-col overflow-y-auto border-0 bg-white px-5 pt-6 pb-8 text-ink shadow-xl backdrop:bg-ink/50 open:flex focus:outline-none",
        "lg:m-auto lg:h-fit lg:max-h-[90vh] lg:w-full lg:max-w-lg lg:rounded-2xl lg:px-8",
      )}
    >
      <div className="mx-auto w-full max-w-md lg:max-w-none">
        <h2 id={titleId} className="pr-12 font-serif text-2xl text-sage-900">
          {modalTexts.title}
        </h2>
        <p id={introId} className="mt-3 text-base leading-relaxed text-muted">
          {modalTexts.intro}
        </p>

        <form noValidate onSubmit={form.submit} className="mt-6 grid gap-5" aria-busy={submitting}>
          {FIELDS.map((field) => (
            <LeadFieldInput
              key={field.name}
              field={field}
              id={`${baseId}-${field.name}`}
              form={form}
            />
          ))}

          <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
            {submitting ? modalTexts.sending : modalTexts.submit}
          </Button>
        </form>

        <p className="mt-5 text-sm leading-relaxed text-muted">
          {modalTexts.privacy}{" "}
          <a
            href="/politique-confidentialite"
            className="text-sage-800 underline underline-offset-4 hover:text-sage-900"
            onClick={() => onOpenChange(false)}
          >
            {modalTexts.privacyLink}
          </a>
        </p>

        <div className="mt-4 text-center">
          <button
            type="button"
            onClick={() => onContinue(false)}
            disabled={submitting}
            className="min-h-11 px-2 text-sm text-sage-800 underline underline-offset-4 hover:text-sage-900"
          >
            {modalTexts.skip}
          </button>
        </div>
      </div>

      <button
        type="button"
        aria-label={modalTexts.close}
        onClick={() => onOpenChange(false)}
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-sand-100 hover:text-ink"
      >
        <X className="size-5" aria-hidden />
      </button>
    </dialog>
  );
}

type LeadFormState = ReturnType<typeof useLeadForm>;

function LeadFieldInput({
  field,
  id,
  form,
}: {
  field: (typeof FIELDS)[number];
  id: string;
  form: LeadFormState;
}) {
  const errorId = `${id}-error`;
  const error = form.errors[field.name];
  return (
    <div>
      <Label htmlFor={id}>{field.label}</Label>
      <Input
        ref={(element) => {
          form.inputs.current[field.name] = element;
        }}
        id={id}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        inputMode={field.type === "email" ? "email" : undefined}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={form.values[field.name]}
        onChange={(event) => form.update(field.name, event.target.value)}
        disabled={form.submitting}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/**
 * The form's values, errors and submission: prefilled from what the visitor
 * gave before when the modal opens, reset once it has closed.
 */
function useLeadForm(
  open: boolean,
  origin: LeadOrigin | undefined,
  onContinue: (submitted: boolean) => void,
) {
  const [values, setValues] = useState<LeadForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<LeadField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<LeadField, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (open) {
      const store = browserStore("local");
      increment(store, storageKeys.contactFormInteractions);
      // Reopened before the reset below ran: start clean all the same.
      setValues(readLeadPrefill(store));
      setErrors({});
      setSubmitting(false);
      return;
    }
    const timer = window.setTimeout(() => {
      setValues(EMPTY);
      setErrors({});
      setSubmitting(false);
    }, MODAL_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const update = (field: LeadField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Editing a field clears its error.
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const checked = checkLeadForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELDS.find((field) => checked.errors[field.name]);
      if (first) inputs.current[first.name]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const store = browserStore("local");
      saveLeadLocally(store, checked.form);
      const outcome = await postLead(
        buildLeadSubmission(store, checked.form, new URL(window.location.href), origin),
      );
      if (outcome.kind === "sent") rememberLeadSent(store, outcome.id, new Date());
      toast(outcome.kind === "failed" ? leadToasts.failed : leadToasts.sent);
      pushToDataLayer({ event: "lead_submit", lead_status: outcome.kind });
    } catch {
      toast(leadToasts.unexpected);
    }
    onContinue(true);
  };

  return { values, errors, submitting, inputs, update, submit };
}

/**
 * A native modal dialog (showModal): the browser keeps focus inside, puts
 * it on the first field, closes on Escape and leaves the rest of the page
 * inert; the page behind does not scroll (app.css). Focus goes back to the
 * button that opened it.
 */
function useModalDialog(
  open: boolean,
  onOpenChange: (open: boolean) => void,
  returnFocusTo: HTMLElement | null | undefined,
) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      element.close();
      // The button that opened it, wherever it is on the page.
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    }
  }, [open, returnFocusTo]);

  // Escape (or the browser's other close requests) closed it.
  const onClose = () => {
    if (open) onOpenChange(false);
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
  };

  // A click on the backdrop lands on the dialog element itself, outside its box.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onOpenChange(false);
  };

  return { dialog, onClose, onBackdropClick };
}
