import { Link } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/pages";
import { ValueTable } from "~/components/ui/data-table";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import { listPages } from "~/features/pages/pages.server";
import { announcePageChange } from "~/features/site-pages/page-changes.server";
import { catalogueAction } from "~/features/services/catalogue-actions.server";
import { listServiceRows } from "~/features/services/catalogue.server";
import { ServiceCatalogue } from "~/features/services/components/service-catalogue";
import { toast } from "~/lib/toast";
import { createFreePageAction } from "~/features/free-pages/free-page-actions.server";
import { listFreePages } from "~/features/free-pages/free-pages.server";
import { FreePageList } from "~/features/free-pages/components/free-page-list";
import { NewFreePage } from "~/features/free-pages/components/new-free-page";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta("Pages");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const [pages, services, freePages] = await Promise.all([
    listPages(context.services),
    listServiceRows(context.services),
    listFreePages(context.services),
  ]);
  return {
    pages: pages.map((page) => ({ ...page, changedAt: page.changedAt?.toISOString() ?? null })),
    services,
    freePages: freePages.map((page) => ({
      ...page,
      changedAt: page.changedAt?.toISOString() ?? null,
    })),
  };
}

/** 'Créer la page' of 'Nouvelle page', the services catalogue's buttons and 'Ajouter un service'. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context.services);
  const form = await readFormBody(request);
  const author = { id: user.id, name: user.name, email: user.email };
  if (form.get("intent") === "free-page-create") {
    return createFreePageAction(context.services, form, author);
  }
  return catalogueAction(context.services, form, author, "/admin/pages", (path) =>
    announcePageChange(context.services, path),
  );
}

/** 'Pages': every public page, its address, its state and its last change; each opens its editor. */
export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl">Pages</h1>
      <p className="mt-2 text-muted">
        Les textes des pages du site. Une page jamais modifiée affiche le texte d'origine ; vos
        modifications restent en brouillon jusqu'à ce que vous les publiiez.
      </p>
      <ValueTable
        className="mt-6"
        caption="Pages du site"
        headers={["Page", "Adresse", "État", "Dernière modification"]}
        rows={loaderData.pages.map((page) => [
          <Link
            key="edit"
            to={`/admin/pages/${page.key}`}
            className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900"
          >
            {page.label}
          </Link>,
          <a key="path" href={page.path} className="text-muted underline underline-offset-4">
            {page.path}
          </a>,
          page.hasDraft ? (
            <span
              key="state"
              className="rounded-full bg-amber-50 px-3 py-1 text-amber-900 ring-1 ring-amber-200"
            >
              Brouillon en cours
            </span>
          ) : (
            <span
              key="state"
              className="rounded-full bg-sage-50 px-3 py-1 text-sage-800 ring-1 ring-sage-200"
            >
              Publiée
            </span>
          ),
          page.changedAt ? formatAdminDateTime(page.changedAt) : "Texte d'origine",
        ])}
      />
      <section aria-labelledby="free-pages-title" className="mt-10">
        <h2 id="free-pages-title" className="text-2xl">
          Vos pages
        </h2>
        <p className="mt-2 text-muted">
          Des pages que vous composez de sections (texte, image, questions fréquentes, appel à
          prendre rendez-vous, coordonnées et horaires), puis que vous ajoutez aux menus.
        </p>
        <FreePageList pages={loaderData.freePages} />
        <NewFreePage
          errors={
            actionData && "freePageErrors" in actionData ? actionData.freePageErrors : undefined
          }
        />
      </section>
      <ServiceCatalogue
        services={loaderData.services}
        errors={
          actionData && "catalogueErrors" in actionData ? actionData.catalogueErrors : undefined
        }
      />
    </div>
  );
}
