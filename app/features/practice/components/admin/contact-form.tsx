/** 'Coordonnées': phone, e-mail, booking address, tag manager. */
import { useState } from "react";
import type { ContactSettings } from "../../settings-schema";
import { Field } from "~/components/ui/field";
import { fieldId, SectionForm, type FieldErrors } from "./section-form";

export function ContactForm({
  initial,
  serverErrors,
  bookingUrlOverridden,
}: {
  initial: ContactSettings;
  serverErrors: FieldErrors | undefined;
  /** BOOKING_URL is set on this server: it wins over the field. */
  bookingUrlOverridden: boolean;
}) {
  const [contact, setContact] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (key: keyof ContactSettings) => ({
    id: fieldId("contact", key),
    value: contact[key],
    error: errors[key],
    onChange: (value: string) => setContact((current) => ({ ...current, [key]: value })),
  });

  return (
    <SectionForm
      section="contact"
      document={contact}
      serverErrors={serverErrors}
      errors={errors}
      onErrors={setErrors}
      submitLabel="Enregistrer les coordonnées"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          {...field("phone")}
          label="Téléphone"
          type="tel"
          autoComplete="off"
          help="Affiché tel que vous l'écrivez ; le lien d'appel s'en déduit."
        />
        <Field {...field("email")} label="E-mail" type="email" autoComplete="off" />
        <Field
          {...field("bookingUrl")}
          className="sm:col-span-2"
          label="Adresse de prise de rendez-vous (Doctolib)"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          help={
            bookingUrlOverridden
              ? "La variable BOOKING_URL remplace cette adresse sur ce serveur."
              : "Une adresse https:// complète, copiée depuis votre page Doctolib."
          }
        />
        <Field
          {...field("tagManagerId")}
          label="Identifiant Google Tag Manager"
          autoComplete="off"
          spellCheck={false}
          placeholder="GTM-AB12CD"
          help="GTM- suivi de lettres et de chiffres ; laissez vide pour ne pas en utiliser."
        />
      </div>
    </SectionForm>
  );
}
