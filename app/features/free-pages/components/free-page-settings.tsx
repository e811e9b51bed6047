/**
 * A free page's address and place on the site, beside its texts' editor:
 * 'Changer l'adresse' (a published page's old address then redirects),
 * 'Dépublier', and 'Supprimer' for a page off the site, after confirmation.
 */
import { EyeOff, Link2, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FieldError, Input, Label } from "~/components/ui/input";

export function FreePageSettings({
  slug,
  published,
  title,
  error,
}: {
  slug: string;
  published: boolean;
  title: string;
  error: string | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-7"
      aria-labelledby="free-page-address-title"
    >
      <h2 id="free-page-address-title" className="text-xl">
        Adresse et mise en ligne
      </h2>
      <Form method="post" className="mt-3">
        <Label htmlFor="free-page-slug">Adresse de la page (après /)</Label>
        <div className="flex flex-wrap items-center gap-3">
          <Input
            id="free-page-slug"
            name="slug"
            defaultValue={slug}
            key={slug}
            className="max-w-sm"
            aria-invalid={error ? true : undefined}
            aria-describedby={
              error ? "free-page-slug-hint free-page-slug-error" : "free-page-slug-hint"
            }
          />
          <Button type="submit" name="intent" value="address" variant="secondary" disabled={busy}>
            <Link2 className="size-4" aria-hidden />
            Changer l'adresse
          </Button>
        </div>
        <p id="free-page-slug-hint" className="mt-1 text-sm text-muted">
          Minuscules sans accent, chiffres et tirets.
          {published ? " L'ancienne adresse redirigera vers la nouvelle." : ""}
        </p>
        <FieldError id="free-page-slug-error">{error}</FieldError>
      </Form>
      <div className="mt-5 flex flex-wrap gap-3">
        {published ? (
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="unpublish"
              variant="secondary"
              disabled={busy}
            >
              <EyeOff className="size-4" aria-hidden />
              Dépublier
            </Button>
          </Form>
        ) : (
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden />
            Supprimer
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Supprimer cette page ?"
        description="La page, ses brouillons et son historique seront supprimés définitivement."
        cancelLabel="Annuler"
        confirmLabel="Supprimer la page"
        onConfirm={() => submit({ intent: "delete" }, { method: "post" })}
      >
        <p className="mt-2 font-medium text-ink">{title}</p>
      </ConfirmDialog>
    </section>
  );
}
