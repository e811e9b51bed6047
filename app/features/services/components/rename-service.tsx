import { Link2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";

/** A service's address: changing it keeps the old one, answered with a 301. */
export function RenameService({ slug, error }: { slug: string; error: string | undefined }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form
      method="post"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-7"
      aria-labelledby="service-address-title"
    >
      <h2 id="service-address-title" className="text-xl">
        Adresse du service
      </h2>
      <div className="mt-3">
        <Label htmlFor="service-slug">Adresse de la page (après /services/)</Label>
        <div className="flex flex-wrap items-center gap-3">
          <Input
            id="service-slug"
            name="slug"
            defaultValue={slug}
            key={slug}
            className="max-w-sm"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "service-slug-hint service-slug-error" : "service-slug-hint"}
          />
          <Button type="submit" name="intent" value="rename" variant="secondary" disabled={busy}>
            <Link2 className="size-4" aria-hidden />
            Changer l'adresse
          </Button>
        </div>
        <p id="service-slug-hint" className="mt-1 text-sm text-muted">
          Minuscules, chiffres et tirets. L'ancienne adresse redirige vers la nouvelle.
        </p>
        <FieldError id="service-slug-error">{error}</FieldError>
      </div>
    </Form>
  );
}
