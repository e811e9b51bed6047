import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/page-history";
import { Button } from "~/components/ui/button";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import { editablePageOr404 } from "~/features/pages/editable-page.server";
import { KEPT_PAGE_VERSIONS, pageMessages as messages } from "~/features/pages/page-schemas";
import {
  listPageVersions,
  resetPageToDefaults,
  restorePageVersion,
} from "~/features/pages/pages.server";
import { toast, type ToastInput } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Historique : ${loaderData.label}` : "Historique");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const { key, label } = await editablePageOr404(context.services, params.page);
  const versions = await listPageVersions(context.services, key);
  return {
    key,
    label,
    versions: versions.map((version) => ({
      ...version,
      createdAt: version.createdAt.toISOString(),
    })),
  };
}

const VersionIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context.services);
  const form = await readFormBody(request);
  const { key } = await editablePageOr404(context.services, params.page);
  const author = { id: user.id, name: user.name, email: user.email };
  const intent = form.get("intent");
  const editor = `/admin/pages/${key}`;
  if (intent === "reset") {
    await resetPageToDefaults(context.services, key, author);
    return redirectWithToast(editor, { title: messages.reset, variant: "success", duration: 3000 });
  }
  const id = VersionIdSchema.safeParse(form.get("version"));
  if (intent !== "restore" || !id.success) {
    return data<{ toast: ToastInput }>(
      { toast: { title: messages.unreadable, variant: "destructive" } },
      { status: 400 },
    );
  }
  if (!(await restorePageVersion(context.services, key, id.data, author))) {
    return data<{ toast: ToastInput }>(
      { toast: { title: messages.versionNotFound, variant: "destructive" } },
      { status: 404 },
    );
  }
  return redirectWithToast(editor, {
    title: messages.restored,
    variant: "success",
    duration: 3000,
  });
}

/** 'Historique': a page's publications, newest first, with what each changed. */
export default function PageHistory({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { key, label, versions } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/pages" className="text-sage-700 underline underline-offset-4">
          Pages
        </Link>{" "}
        ›{" "}
        <Link to={`/admin/pages/${key}`} className="text-sage-700 underline underline-offset-4">
          {label}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl">Historique : {label}</h1>
      <p className="mt-2 text-muted">
        Les {KEPT_PAGE_VERSIONS} dernières publications sont gardées. Restaurer une version, ou le
        texte d'origine, en fait le brouillon de la page (il remplace le brouillon en cours) : le
        site ne change qu'une fois ce brouillon publié.
      </p>
      <ol
        aria-label={`Publications : ${label}`}
        className="mt-6 divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200"
      >
        {versions.map((version, index) => (
          <li key={version.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">
                {formatAdminDateTime(version.createdAt)} · {version.authorName || "Auteur inconnu"}
              </p>
              <p className="text-sm text-muted">
                {version.changed.length > 0
                  ? `Modifié : ${version.changed.join(", ")}`
                  : "Aucun texte modifié"}
                {version.restoredFrom !== null ? " · version restaurée" : ""}
              </p>
            </div>
            {index === 0 ? (
              <span className="rounded-full bg-sage-50 px-3 py-1 text-xs font-medium text-sage-800 ring-1 ring-sage-200">
                En ligne
              </span>
            ) : (
              <Form method="post">
                <input type="hidden" name="version" value={version.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="restore"
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                >
                  <RotateCcw className="size-4" aria-hidden />
                  Restaurer cette version
                  <span className="sr-only"> ({formatAdminDateTime(version.createdAt)})</span>
                </Button>
              </Form>
            )}
          </li>
        ))}
        <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink">Texte d'origine</p>
            <p className="text-sm text-muted">Celui du site à son installation.</p>
          </div>
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="reset"
              variant="secondary"
              size="sm"
              disabled={busy}
            >
              <RotateCcw className="size-4" aria-hidden />
              Rétablir le texte d'origine
            </Button>
          </Form>
        </li>
      </ol>
    </div>
  );
}
