/** 'Tarifs et paiements': the prices shown on the site and the payment methods. */
import { X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { type PricingSettings, SETTINGS_LIMITS } from "../../settings-schema";
import { Field } from "~/components/ui/field";
import { focusSoon } from "~/lib/focus-soon";
import { AddItemButton, ListError } from "./list-items";
import { fieldId, SectionForm, type FieldErrors } from "./section-form";

export function PricingForm({
  initial,
  serverErrors,
}: {
  initial: PricingSettings;
  serverErrors: FieldErrors | undefined;
}) {
  const [pricing, setPricing] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Stable keys for the list's rows while entries are added and removed.
  const nextKey = useRef(initial.paymentMethods.length);
  const [keys, setKeys] = useState(() => initial.paymentMethods.map((_, index) => index));
  const set = (change: Partial<PricingSettings>) =>
    setPricing((current) => ({ ...current, ...change }));
  const methods = pricing.paymentMethods;

  return (
    <SectionForm
      section="pricing"
      document={pricing}
      serverErrors={serverErrors}
      errors={errors}
      onErrors={setErrors}
      submitLabel="Enregistrer les tarifs et paiements"
    >
      <div className="grid gap-5">
        <Field
          id={fieldId("pricing", "consultation")}
          className="max-w-xs"
          label="Tarif de la consultation"
          placeholder="65 €"
          value={pricing.consultation}
          error={errors.consultation}
          onChange={(consultation) => set({ consultation })}
        />
        <Field
          id={fieldId("pricing", "homeVisits")}
          label="Visites à domicile (facultatif)"
          multiline
          value={pricing.homeVisits}
          error={errors.homeVisits}
          onChange={(homeVisits) => set({ homeVisits })}
        />
        <Field
          id={fieldId("pricing", "urgentSlots")}
          label="Créneaux d'urgence (facultatif)"
          multiline
          value={pricing.urgentSlots}
          error={errors.urgentSlots}
          onChange={(urgentSlots) => set({ urgentSlots })}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg">Moyens de paiement acceptés</legend>
        <ListError id={fieldId("pricing", "paymentMethods")} error={errors.paymentMethods} />
        <ul className="space-y-3">
          {methods.map((method, index) => (
            <li key={keys[index]} className="flex items-start gap-2">
              <Field
                id={fieldId("pricing", `paymentMethods.${index}`)}
                className="min-w-0 flex-1"
                label={`Moyen de paiement ${index + 1}`}
                value={method}
                error={errors[`paymentMethods.${index}`]}
                onChange={(value) =>
                  set({ paymentMethods: methods.map((m, i) => (i === index ? value : m)) })
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-8"
                disabled={methods.length <= 1}
                onClick={() => {
                  set({ paymentMethods: methods.filter((_, i) => i !== index) });
                  setKeys((current) => current.filter((_, i) => i !== index));
                  focusSoon("pricing-add-method");
                }}
              >
                <X className="size-4" aria-hidden />
                Retirer
                <span className="sr-only"> le moyen de paiement {index + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
        <AddItemButton
          id="pricing-add-method"
          size="sm"
          count={methods.length}
          limit={SETTINGS_LIMITS.paymentMethods}
          newItemFieldId={fieldId("pricing", `paymentMethods.${methods.length}`)}
          onAdd={() => {
            const key = nextKey.current++;
            set({ paymentMethods: [...methods, ""] });
            setKeys((current) => [...current, key]);
          }}
        >
          Ajouter un moyen de paiement
        </AddItemButton>
      </fieldset>
    </SectionForm>
  );
}
