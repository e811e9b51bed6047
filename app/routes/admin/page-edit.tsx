import { Eye, History } from "lucide-react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/page-edit";
import { buttonClasses } from "~/components/ui/button";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { adminMeta } from "~/features/admin-shell/private-page";
import { PageCrumbs } from "~/features/pages/components/admin/page-crumbs";
import { PageEditor } from "~/features/pages/components/admin/page-editor";
import { announcePageChange } from "~/features/site-pages/page-changes.server";
import {
  pageDone,
  pageRefused,
  requirePageOfAddress,
} from "~/features/site-pages/admin-page-route.server";
import { pageMessages as messages } from "~/features/pages/page-schemas";
import { publishPage, readPageForEditing, savePageDraft } from "~/features/pages/pages.server";
import { RenameService } from "~/features/services/components/rename-service";
import { FreePageSettings } from "~/features/free-pages/components/free-page-settings";
import { freePageAction, isFreePageIntent } from "~/features/free-pages/free-page-actions.server";
import { renameServiceAction } from "~/features/services/catalogue-actions.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Page : ${loaderData.label}` : "Pages");

export async function loader({ request, params, context: { services } }: Route.LoaderArgs) {
  const { key, page, label, path, service, freePage } = await requirePageOfAddress(
    request,
    params,
    services,
  );
  const editing = await readPageForEditing<unknown>(services, page);
  return {
    key,
    label,
    path,
    service,
    freePage,
    fields: page.type.fieldsOf(page.key),
    document: editing.document as Record<string, unknown>,
    stamp: editing.stamp,
    hasDraft: editing.hasDraft,
    isDefault: editing.isDefault,
    changedAt: editing.changedAt?.toISOString() ?? null,
  };
}

/** The posted document: JSON, or undefined when it cannot be read. */
function readDocument(value: FormDataEntryValue | null): unknown {
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const page = await requirePageOfAddress(request, params, services);
  const { key, author } = page;
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === "rename" && page.service) {
    return renameServiceAction(
      services,
      page.service.id,
      form.get("slug"),
      `/admin/pages/${key}`,
      (path) => announcePageChange(services, path),
    );
  }
  if (page.freePage && isFreePageIntent(intent)) {
    return freePageAction(services, page.freePage, intent, form, (path) =>
      announcePageChange(services, path),
    );
  }
  const document = readDocument(form.get("document"));
  const stamp = form.get("stamp");
  if (
    !["save", "preview", "publish"].includes(String(intent)) ||
    document === undefined ||
    typeof stamp !== "string"
  ) {
    return pageRefused(400, messages.unreadable);
  }
  const editing = await readPageForEditing<unknown>(services, page.page);
  if (intent === "preview" && stamp === editing.stamp) {
    // Nothing changed since the page was loaded: show it without writing a draft.
    if (JSON.stringify(document) === JSON.stringify(editing.document)) {
      return redirect(`/admin/pages/${key}/apercu`);
    }
  }
  const result =
    intent === "publish"
      ? await publishPage<unknown>(services, page.page, document, stamp, author)
      : await savePageDraft<unknown>(services, page.page, document, stamp, author);
  if (!result.ok) {
    if ("stale" in result) {
      return pageRefused(409, messages.stale);
    }
    return pageRefused(400, messages.invalidForm, result.errors);
  }
  if (intent === "publish") {
    announcePageChange(services, page.path);
    return pageDone(key, messages.published);
  }
  if (intent === "preview") return redirect(`/admin/pages/${key}/apercu`);
  return pageDone(key, messages.draftSaved);
}

export default function PageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { key, label, path, service, freePage, fields, document, stamp, hasDraft, changedAt } =
    loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <PageCrumbs actionData={actionData} />
      <h1 className="mt-1 text-3xl">{label}</h1>
      <p className="mt-2 text-muted">
        Adresse :{" "}
        <a href={path} className="underline underline-offset-4">
          {path}
        </a>{" "}
        {service?.hidden ? "· Masqué sur le site " : ""}· <PageState {...loaderData} />
        {changedAt ? ` · modifiée le ${formatAdminDateTime(changedAt)}` : ""}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={`/admin/pages/${key}/historique`} className={buttonClasses("secondary", "sm")}>
          <History className="size-4" aria-hidden />
          Historique
        </Link>
        {hasDraft ? (
          <Link to={`/admin/pages/${key}/apercu`} className={buttonClasses("secondary", "sm")}>
            <Eye className="size-4" aria-hidden />
            Voir l'aperçu du brouillon
          </Link>
        ) : null}
      </div>
      {service ? (
        <RenameService
          slug={service.slug}
          error={
            actionData && "catalogueErrors" in actionData
              ? (actionData.catalogueErrors.slug ?? actionData.catalogueErrors._form)
              : undefined
          }
        />
      ) : null}
      {freePage ? (
        <FreePageSettings
          slug={freePage.slug}
          published={freePage.published}
          title={label}
          error={
            actionData && "freePageErrors" in actionData
              ? (actionData.freePageErrors?.slug ?? actionData.freePageErrors?._form)
              : undefined
          }
        />
      ) : null}
      <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-7">
        <PageEditor
          key={stamp}
          fields={fields}
          initial={document}
          stamp={stamp}
          serverErrors={actionData && "errors" in actionData ? actionData.errors : undefined}
        />
      </div>
    </div>
  );
}

/** Where the page stands: draft, online, or (a free page) off the site. */
function PageState({
  hasDraft,
  isDefault,
  freePage,
}: Pick<Route.ComponentProps["loaderData"], "hasDraft" | "isDefault" | "freePage">) {
  if (freePage) {
    return `${freePage.published ? "Publiée" : "Non publiée"}${hasDraft ? " · Brouillon en cours" : ""}`;
  }
  return hasDraft ? "Brouillon en cours" : isDefault ? "Publiée (texte d'origine)" : "Publiée";
}
