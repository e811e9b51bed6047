/**
 * 'Nouvelle page': a title and its address, suggested from the title until
 * the practitioner writes one. The server checks both again (who already
 * answers at the address is named in its message).
 */
import { Plus } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { slugify } from "~/lib/slugify";

export function NewFreePage({ errors }: { errors: Partial<Record<string, string>> | undefined }) {
  const busy = useNavigation().state !== "idle";
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState<string | null>(null);
  const address = slug ?? slugify(title).slice(0, 80);
  return (
    <Form
      method="post"
      className="mt-4 grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:grid-cols-2"
      aria-labelledby="new-free-page-title"
    >
      <h3 id="new-free-page-title" className="font-sans text-lg font-semibold sm:col-span-2">
        Nouvelle page
      </h3>
      <div>
        <Label htmlFor="new-page-title">Titre de la page</Label>
        <Input
          id="new-page-title"
          name="title"
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={errors?.title ? true : undefined}
          aria-describedby={errors?.title ? "new-page-title-error" : undefined}
        />
        <FieldError id="new-page-title-error">{errors?.title}</FieldError>
      </div>
      <div>
        <Label htmlFor="new-page-slug">Adresse (après /)</Label>
        <Input
          id="new-page-slug"
          name="slug"
          value={address}
          onChange={(event) => setSlug(event.target.value)}
          aria-invalid={errors?.slug ? true : undefined}
          aria-describedby={
            errors?.slug ? "new-page-slug-hint new-page-slug-error" : "new-page-slug-hint"
          }
        />
        <p id="new-page-slug-hint" className="mt-1 text-sm text-muted">
          Proposée d'après le titre : minuscules sans accent, chiffres et tirets.
        </p>
        <FieldError id="new-page-slug-error">{errors?.slug}</FieldError>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" name="intent" value="free-page-create" disabled={busy}>
          <Plus className="size-4" aria-hidden />
          Créer la page
        </Button>
      </div>
    </Form>
  );
}
