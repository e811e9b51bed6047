/**
 * The services under 'Pages': one row per service in the site's order, each
 * opening its editor, with 'Monter' / 'Descendre' and 'Masquer ce service' /
 * 'Afficher ce service' (plain form buttons: the keyboard does them all),
 * and 'Ajouter un service'.
 */
import { ArrowDown, ArrowUp, Eye, EyeOff, Plus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { IntentButton } from "~/components/admin/intent-button";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";

interface ServiceRowView {
  id: string;
  key: string;
  slug: string;
  title: string;
  hidden: boolean;
  hasDraft: boolean;
}

function RowButton({
  service,
  intent,
  disabled,
  children,
}: {
  service: ServiceRowView;
  intent: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="service" value={service.id} />
      <IntentButton intent={intent} disabled={disabled}>
        {children}
      </IntentButton>
    </Form>
  );
}

export function ServiceCatalogue({
  services,
  errors,
}: {
  services: ServiceRowView[];
  errors: Record<string, string> | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="services-catalogue-title" className="mt-10">
      <h2 id="services-catalogue-title" className="text-2xl">
        Services
      </h2>
      <p className="mt-2 text-muted">
        Chaque service a sa page, sa carte sur /services et sur l'accueil, dans cet ordre. Un
        service masqué quitte le site sans être supprimé.
      </p>
      {errors?._form ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
          {errors._form}
        </p>
      ) : null}
      <DataTable
        className="mt-4"
        caption="Services du site"
        rows={services}
        rowKey={(service) => service.id}
        busy={busy}
        columns={[
          {
            header: "Service",
            rowHeader: true,
            cell: (service) => (
              <Link
                to={`/admin/pages/${service.key}`}
                className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900"
              >
                {service.title}
              </Link>
            ),
          },
          {
            header: "Adresse",
            cell: (service) =>
              service.hidden ? (
                <span className="text-muted">/services/{service.slug}</span>
              ) : (
                <a
                  href={`/services/${service.slug}`}
                  className="text-muted underline underline-offset-4"
                >
                  /services/{service.slug}
                </a>
              ),
          },
          {
            header: "État",
            cell: (service) =>
              service.hidden ? (
                <span className="whitespace-nowrap rounded-full bg-sand-100 px-3 py-1 text-ink ring-1 ring-sand-300">
                  Masqué
                </span>
              ) : service.hasDraft ? (
                <span className="whitespace-nowrap rounded-full bg-amber-50 px-3 py-1 text-amber-900 ring-1 ring-amber-200">
                  Brouillon en cours
                </span>
              ) : (
                <span className="whitespace-nowrap rounded-full bg-sage-50 px-3 py-1 text-sage-800 ring-1 ring-sage-200">
                  En ligne
                </span>
              ),
          },
          {
            header: "Actions",
            hideHeader: true,
            cell: (service) => {
              const index = services.indexOf(service);
              return (
                <div className="flex flex-wrap gap-2">
                  <RowButton service={service} intent="up" disabled={busy || index === 0}>
                    <ArrowUp className="size-4" aria-hidden />
                    Monter<span className="sr-only"> : {service.title}</span>
                  </RowButton>
                  <RowButton
                    service={service}
                    intent="down"
                    disabled={busy || index === services.length - 1}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                    Descendre<span className="sr-only"> : {service.title}</span>
                  </RowButton>
                  {service.hidden ? (
                    <RowButton service={service} intent="show" disabled={busy}>
                      <Eye className="size-4" aria-hidden />
                      Afficher ce service<span className="sr-only"> : {service.title}</span>
                    </RowButton>
                  ) : (
                    <RowButton service={service} intent="hide" disabled={busy}>
                      <EyeOff className="size-4" aria-hidden />
                      Masquer ce service<span className="sr-only"> : {service.title}</span>
                    </RowButton>
                  )}
                </div>
              );
            },
          },
        ]}
      />
      <AddService errors={errors} busy={busy} />
    </section>
  );
}

function AddService({
  errors,
  busy,
}: {
  errors: Record<string, string> | undefined;
  busy: boolean;
}) {
  const field = (name: string) => ({
    id: `new-service-${name}`,
    name,
    "aria-invalid": errors?.[name] ? true : undefined,
    "aria-describedby": errors?.[name] ? `new-service-${name}-error` : undefined,
  });
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="new-service-title"
      className="mt-6 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-7"
    >
      <h3 id="new-service-title" className="font-sans text-lg font-semibold">
        Ajouter un service
      </h3>
      <div>
        <Label htmlFor="new-service-title-input">Nom du service</Label>
        <Input
          {...field("title")}
          id="new-service-title-input"
          aria-describedby={errors?.title ? "new-service-title-error" : undefined}
        />
        <FieldError id="new-service-title-error">{errors?.title}</FieldError>
      </div>
      <div>
        <Label htmlFor="new-service-slug">Adresse de la page (après /services/)</Label>
        <Input {...field("slug")} />
        <FieldError id="new-service-slug-error">{errors?.slug}</FieldError>
      </div>
      <div>
        <Label htmlFor="new-service-cardText">Texte de la carte</Label>
        <Textarea rows={3} {...field("cardText")} />
        <FieldError id="new-service-cardText-error">{errors?.cardText}</FieldError>
      </div>
      <p className="text-sm text-muted">
        Le service est publié aussitôt, avec des textes à compléter dans son éditeur.
      </p>
      <Button type="submit" name="intent" value="add-service" disabled={busy}>
        <Plus className="size-4" aria-hidden />
        Ajouter un service
      </Button>
    </Form>
  );
}
