import { Eye, History } from "lucide-react";
import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/page-edit";
import { buttonClasses } from "~/components/ui/button";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import { PageEditor } from "~/features/pages/components/admin/page-editor";
import { announcePageChange } from "~/features/pages/page-changes.server";
import { editablePageOr404 } from "~/features/pages/editable-page.server";
import { pageMessages as messages } from "~/features/pages/page-schemas";
import { publishPage, readPageForEditing, savePageDraft } from "~/features/pages/pages.server";
import { RenameService } from "~/features/services/components/rename-service";
import { renameServiceAction } from "~/features/services/catalogue-actions.server";
import { toast, type ToastInput } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Page : ${loaderData.label}` : "Pages");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const { key, label, path, service } = await editablePageOr404(context.services, params.page);
  const editing = await readPageForEditing(context.services, key);
  return {
    key,
    label,
    path,
    service,
    document: editing.document as Record<string, unknown>,
    stamp: editing.stamp,
    hasDraft: editing.hasDraft,
    isDefault: editing.isDefault,
    changedAt: editing.changedAt?.toISOString() ?? null,
  };
}

interface ActionData {
  errors?: Record<string, string>;
  toast: ToastInput;
}

const refused = (answer: ActionData, status: number) => data(answer, { status });

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
  const { user } = await requireUser(request, context.services);
  const { services } = context;
  const form = await readFormBody(request);
  const page = await editablePageOr404(services, params.page);
  const { key } = page;
  const intent = form.get("intent");
  if (intent === "rename" && page.service) {
    return renameServiceAction(services, page.service.id, form.get("slug"), `/admin/pages/${key}`);
  }
  const document = readDocument(form.get("document"));
  const stamp = form.get("stamp");
  if (
    !["save", "preview", "publish"].includes(String(intent)) ||
    document === undefined ||
    typeof stamp !== "string"
  ) {
    return refused({ toast: { title: messages.unreadable, variant: "destructive" } }, 400);
  }
  const author = { id: user.id, name: user.name, email: user.email };
  const editing = await readPageForEditing(services, key);
  if (intent === "preview" && stamp === editing.stamp) {
    // Nothing changed since the page was loaded: show it without writing a draft.
    if (JSON.stringify(document) === JSON.stringify(editing.document)) {
      return redirect(`/admin/pages/${key}/apercu`);
    }
  }
  const result =
    intent === "publish"
      ? await publishPage(services, key, document, stamp, author)
      : await savePageDraft(services, key, document, stamp, author);
  if (!result.ok) {
    if ("stale" in result) {
      return refused({ toast: { title: messages.stale, variant: "destructive" } }, 409);
    }
    return refused(
      { errors: result.errors, toast: { title: messages.invalidForm, variant: "destructive" } },
      400,
    );
  }
  if (intent === "publish") {
    announcePageChange(services, page.path);
    return redirectWithToast(`/admin/pages/${key}`, {
      title: messages.published,
      variant: "success",
      duration: 3000,
    });
  }
  if (intent === "preview") return redirect(`/admin/pages/${key}/apercu`);
  return redirectWithToast(`/admin/pages/${key}`, {
    title: messages.draftSaved,
    variant: "success",
    duration: 3000,
  });
}

export default function PageEdit({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
  const { key, label, path, service, document, stamp, hasDraft, isDefault, changedAt } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/pages" className="text-sage-700 underline underline-offset-4">
          Pages
        </Link>
      </p>
      <h1 className="mt-1 text-3xl">{label}</h1>
      <p className="mt-2 text-muted">
        Adresse :{" "}
        <a href={path} className="underline underline-offset-4">
          {path}
        </a>{" "}
        {service?.hidden ? "· Masqué sur le site " : ""}·{" "}
        {hasDraft ? "Brouillon en cours" : isDefault ? "Publiée (texte d'origine)" : "Publiée"}
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
      <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-7">
        <PageEditor
          key={stamp}
          pageKey={key}
          initial={document}
          stamp={stamp}
          serverErrors={actionData && "errors" in actionData ? actionData.errors : undefined}
        />
      </div>
    </div>
  );
}
