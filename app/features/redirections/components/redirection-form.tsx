/**
 * 'Nouvelle redirection', or the change of one: 'Ancienne adresse' and
 * 'Nouvelle adresse', checked in the browser with the schema the server
 * uses again (redirection-schema.ts). A refused field takes the focus.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import {
  firstErrors,
  redirectionFormSchema,
  type RedirectionFormErrors,
} from "../redirection-schema";

export interface RedirectionFormProps {
  /** The redirection changed, or null for a new one. */
  editing: { id: number; from: string; to: string } | null;
  /** 'Rediriger' of an address answered 404: the old address, filled in. */
  prefilledFrom: string;
  serverErrors?: RedirectionFormErrors;
}

export function RedirectionForm({ editing, prefilledFrom, serverErrors }: RedirectionFormProps) {
  const intent = editing ? "update" : "create";
  const [from, setFrom] = useState(editing?.from ?? prefilledFrom);
  const [to, setTo] = useState(editing?.to ?? "");
  const [errors, setErrors] = useState<RedirectionFormErrors>({});
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;

  useEffect(() => {
    setErrors(serverErrors ?? {});
    if (serverErrors?.from) document.getElementById("redirection-from")?.focus();
    else if (serverErrors?.to) document.getElementById("redirection-to")?.focus();
  }, [serverErrors]);

  // 'Modifier' or 'Rediriger' brought the visitor here: the field to fill takes the focus.
  useEffect(() => {
    if (editing) document.getElementById("redirection-from")?.focus();
    else if (prefilledFrom) document.getElementById("redirection-to")?.focus();
  }, [editing, prefilledFrom]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const parsed = redirectionFormSchema(window.location.origin).safeParse({ from, to });
    if (parsed.success) return setErrors({});
    event.preventDefault();
    const found = firstErrors(parsed.error);
    setErrors(found);
    document.getElementById(found.from ? "redirection-from" : "redirection-to")?.focus();
  };

  return (
    <section
      id="formulaire"
      aria-labelledby="redirection-form-title"
      className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <h2 id="redirection-form-title" className="mb-4 text-xl">
        {editing ? "Modifier la redirection" : "Nouvelle redirection"}
      </h2>
      <Form method="post" noValidate onSubmit={check} className="space-y-4">
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <Field
          id="redirection-from"
          name="from"
          label="Ancienne adresse"
          value={from}
          onChange={setFrom}
          error={errors.from}
          help="Par exemple /2019/05/mal-de-dos/ ou l'adresse complète de l'ancien site."
        />
        <Field
          id="redirection-to"
          name="to"
          label="Nouvelle adresse"
          value={to}
          onChange={setTo}
          error={errors.to}
          help="Une page de ce site, par exemple /blog/mal-de-dos."
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {editing ? "Enregistrer" : "Ajouter la redirection"}
          </Button>
          {editing || prefilledFrom ? (
            <Button asChild variant="ghost">
              <Link to="/admin/redirections">Annuler</Link>
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
