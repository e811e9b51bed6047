import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/page-history";
import { IntentButton } from "~/components/admin/intent-button";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { adminMeta } from "~/features/admin-shell/private-page";
import { VersionHistory } from "~/features/documents/components/version-history";
import { PageCrumbs } from "~/features/pages/components/admin/page-crumbs";
import {
  pageDone,
  pageRefused,
  requirePageOfAddress,
} from "~/features/site-pages/admin-page-route.server";
import { KEPT_PAGE_VERSIONS, pageMessages as messages } from "~/features/pages/page-schemas";
import {
  listPageVersions,
  resetPageToDefaults,
  restorePageVersion,
} from "~/features/pages/pages.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Historique : ${loaderData.label}` : "Historique");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { key, page, label, freePage } = await requirePageOfAddress(
    request,
    params,
    context.services,
  );
  const versions = await listPageVersions<unknown>(context.services, page);
  return {
    key,
    label,
    // A free page has no text of origin to go back to.
    hasOrigin: freePage === null,
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
  const { key, page, author, freePage } = await requirePageOfAddress(
    request,
    params,
    context.services,
  );
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === "reset" && freePage === null) {
    await resetPageToDefaults<unknown>(context.services, page, author);
    return pageDone(key, messages.reset);
  }
  const id = VersionIdSchema.safeParse(form.get("version"));
  if (intent !== "restore" || !id.success) {
    return pageRefused(400, messages.unreadable);
  }
  if (!(await restorePageVersion<unknown>(context.services, page, id.data, author))) {
    return pageRefused(404, messages.versionNotFound);
  }
  return pageDone(key, messages.restored);
}

/** Puts a version, or the text of origin, back as the page's draft. */
function RestoreButton({
  intent,
  busy,
  children,
}: {
  intent: "restore" | "reset";
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <IntentButton intent={intent} disabled={busy}>
      <RotateCcw className="size-4" aria-hidden />
      {children}
    </IntentButton>
  );
}

/** 'Historique': a page's publications, newest first, with what each changed. */
export default function PageHistory({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { key, label, versions, hasOrigin } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <PageCrumbs actionData={actionData}>
        {" › "}
        <Link to={`/admin/pages/${key}`} className="text-sage-700 underline underline-offset-4">
          {label}
        </Link>
      </PageCrumbs>
      <h1 className="mt-1 text-3xl">Historique : {label}</h1>
      <p className="mt-2 text-muted">
        Les {KEPT_PAGE_VERSIONS} dernières publications sont gardées. Restaurer une version, ou le
        texte d'origine, en fait le brouillon de la page (il remplace le brouillon en cours) : le
        site ne change qu'une fois ce brouillon publié.
      </p>
      <VersionHistory
        label={`Publications : ${label}`}
        currentLabel="En ligne"
        className="mt-6"
        entries={[
          ...versions.map((version, index) => ({
            key: version.id,
            title: `${formatAdminDateTime(version.createdAt)} · ${version.authorName || "Auteur inconnu"}`,
            detail: `${
              version.changed.length > 0
                ? `Modifié : ${version.changed.join(", ")}`
                : "Aucun texte modifié"
            }${version.restoredFrom !== null ? " · version restaurée" : ""}`,
            isCurrent: index === 0,
            restore: (
              <Form method="post">
                <input type="hidden" name="version" value={version.id} />
                <RestoreButton intent="restore" busy={busy}>
                  Restaurer cette version
                  <span className="sr-only"> ({formatAdminDateTime(version.createdAt)})</span>
                </RestoreButton>
              </Form>
            ),
          })),
          ...(hasOrigin ? [originEntry(busy)] : []),
        ]}
      />
    </div>
  );
}

/** 'Texte d'origine': the defaults of a fixed page or a service's page, put back as its draft. */
function originEntry(busy: boolean) {
  return {
    key: "defaults",
    title: "Texte d'origine",
    detail: "Celui du site à son installation.",
    isCurrent: false,
    restore: (
      <Form method="post">
        <RestoreButton intent="reset" busy={busy}>
          Rétablir le texte d'origine
        </RestoreButton>
      </Form>
    ),
  };
}
