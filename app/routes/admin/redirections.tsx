import { ArrowRight, PencilLine } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/redirections";
import { DataTable } from "~/components/ui/data-table";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/features/admin-shell/private-page";
import { DeleteForm } from "~/features/articles/components/admin/taxonomy-forms";
import { requireUser } from "~/features/auth/guard.server";
import { RedirectionForm } from "~/features/redirections/components/redirection-form";
import { redirectionsAction } from "~/features/redirections/redirection-actions.server";
import { loadRedirectionsPage } from "~/features/redirections/redirections.server";
import { toast } from "~/lib/toast";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta("Redirections");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  return loadRedirectionsPage(context.services);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  return redirectionsAction(context.services, await readFormBody(request));
}

export default function Redirections({ loaderData, actionData }: Route.ComponentProps) {
  const { redirections, notFound } = loaderData;
  const [params] = useSearchParams();
  const editing = redirections.find((row) => String(row.id) === params.get("modifier")) ?? null;
  const prefilledFrom = editing ? "" : (params.get("de") ?? "");
  const listHeading = useRef<HTMLHeadingElement>(null);
  useDoneFocus(actionData, listHeading);
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl">Redirections</h1>
      <p className="mt-2 text-muted">
        Une ancienne adresse redirigée mène ses visiteurs et les moteurs de recherche vers sa
        nouvelle page (redirection permanente, code 301).
      </p>

      <section aria-labelledby="redirections-title" className="mt-10">
        <h2 id="redirections-title" ref={listHeading} tabIndex={-1} className="text-2xl">
          Redirections
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {redirections.length === 0 ? (
            <p className="rounded-2xl bg-sand-50 p-6 text-muted ring-1 ring-sand-200">
              Aucune redirection pour le moment.
            </p>
          ) : (
            <DataTable
              caption="Redirections"
              rows={redirections}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: "Ancienne adresse",
                  rowHeader: true,
                  cellClassName: () => "font-medium break-all",
                  // Where it comes from, under the address: a column of its own
                  // left the actions no room beside the form.
                  cell: (row) => (
                    <>
                      {row.from}
                      <span className="block text-xs font-normal text-muted">{row.origin}</span>
                    </>
                  ),
                },
                {
                  header: "Nouvelle adresse",
                  cellClassName: () => "break-all",
                  cell: (row) => (
                    <span className="inline-flex items-start gap-1">
                      <ArrowRight className="mt-1 size-4 shrink-0 text-muted" aria-hidden />
                      {row.to}
                    </span>
                  ),
                },
                { header: "Visites", cell: (row) => row.visits },
                {
                  header: "Dernière visite",
                  cellClassName: () => "text-muted",
                  cell: (row) => row.lastVisit ?? "Jamais",
                },
                {
                  header: "Actions",
                  hideHeader: true,
                  cell: (row) => (
                    <div className="flex justify-end gap-1">
                      <Button asChild variant="ghost" size="sm">
                        <Link
                          to={`?modifier=${row.id}#formulaire`}
                          preventScrollReset
                          aria-label={`Modifier la redirection de ${row.from}`}
                        >
                          <PencilLine className="size-4" aria-hidden />
                          Modifier
                        </Link>
                      </Button>
                      <DeleteForm
                        intent="delete"
                        id={row.id}
                        label={`Supprimer la redirection de ${row.from}`}
                        confirmText={`Supprimer la redirection de « ${row.from} » vers « ${row.to} » ? L'ancienne adresse répondra « page introuvable ».`}
                      />
                    </div>
                  ),
                },
              ]}
            />
          )}
          <RedirectionForm
            key={editing ? `edit-${editing.id}` : `new-${prefilledFrom}`}
            editing={editing}
            prefilledFrom={prefilledFrom}
            serverErrors={actionData?.errors}
          />
        </div>
      </section>

      <NotFoundAddresses rows={notFound} />
    </div>
  );
}

/** After a change is done (the action went back to the list), the list's heading takes the focus. */
function useDoneFocus(actionData: unknown, heading: RefObject<HTMLHeadingElement | null>) {
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") submitted.current = true;
    else if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (!actionData) heading.current?.focus();
    }
  }, [navigation.state, actionData, heading]);
}

function NotFoundAddresses({ rows }: { rows: { path: string; hits: number; lastSeen: string }[] }) {
  return (
    <section aria-labelledby="not-found-title" className="mt-12">
      <h2 id="not-found-title" className="text-2xl">
        Adresses introuvables
      </h2>
      <p className="mt-2 text-muted">
        Les adresses demandées par des visiteurs ces 90 derniers jours qui n'existent pas sur le
        site (robots exclus) : redirigez celles qui correspondent à une ancienne page.
      </p>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-sand-50 p-6 text-muted ring-1 ring-sand-200">
          Aucune adresse introuvable ces 90 derniers jours.
        </p>
      ) : (
        <DataTable
          className="mt-4"
          caption="Adresses introuvables"
          rows={rows}
          rowKey={(row) => row.path}
          columns={[
            {
              header: "Adresse",
              rowHeader: true,
              cellClassName: () => "font-medium break-all",
              cell: (row) => row.path,
            },
            { header: "Visites", cell: (row) => row.hits },
            {
              header: "Dernière fois",
              cellClassName: () => "text-muted",
              cell: (row) => row.lastSeen,
            },
            {
              header: "Actions",
              hideHeader: true,
              cell: (row) => (
                <div className="flex justify-end">
                  <Button asChild variant="secondary" size="sm">
                    <Link
                      to={`?${new URLSearchParams({ de: row.path })}#formulaire`}
                      preventScrollReset
                      aria-label={`Rediriger ${row.path}`}
                    >
                      Rediriger
                    </Link>
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
