import { DatabaseBackup } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/backups";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import { backupAdminMessages as messages, describeCounts } from "~/features/backups/admin-messages";
import { listBackupsForAdmin } from "~/features/backups/backup-list.server";
import { backupNow, failureReason, lastBackupFailure } from "~/features/backups/backup-runs.server";
import { BackupFailureAlert } from "~/features/backups/components/backup-failure-alert";
import { BackupTable } from "~/features/backups/components/backup-table";
import { toast, type ToastInput } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta("Sauvegardes");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const { services } = context;
  return {
    backups: listBackupsForAdmin(services.env),
    lastFailure: await lastBackupFailure(services),
  };
}

const refused = (toast: ToastInput, status: number) => data({ toast }, { status });

/** 'Sauvegarder maintenant': the nightly job's backup, now; one at a time. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  const { services } = context;
  const form = await readFormBody(request);
  if (form.get("intent") !== "backup-now") {
    return refused({ title: messages.invalidForm, variant: "destructive" }, 400);
  }
  try {
    const outcome = await backupNow(services, "admin");
    if (!outcome.ran) return refused({ title: messages.busy, variant: "destructive" }, 409);
    return redirectWithToast("/admin/sauvegardes", {
      title: messages.done,
      description: messages.doneDescription(describeCounts(outcome.result.backup.manifest.counts)),
      variant: "success",
      duration: 5000,
    });
  } catch (error) {
    return refused(
      { title: messages.failed, description: failureReason(error), variant: "destructive" },
      500,
    );
  }
}

export default function AdminBackups({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "backup-now";
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl">Sauvegardes</h1>
      <p className="mt-2 text-muted">
        Chaque nuit à 3 h 30, le site enregistre sa base de données et ses images. Sont gardées la
        plus récente de chacun des 7 derniers jours, des 4 dernières semaines et des 12 derniers
        mois. Téléchargez-en une de temps en temps et gardez-la ailleurs que sur ce serveur.
      </p>
      <p className="mt-2 text-muted">{messages.secretsLeftOut}</p>
      {loaderData.lastFailure ? <BackupFailureAlert failure={loaderData.lastFailure} /> : null}
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="backup-now" />
        <Button type="submit" disabled={busy}>
          <DatabaseBackup className="size-4" aria-hidden />
          {busy ? "Sauvegarde en cours…" : "Sauvegarder maintenant"}
        </Button>
      </Form>
      {loaderData.backups.length > 0 ? (
        <BackupTable backups={loaderData.backups} />
      ) : (
        <p className="mt-6 rounded-2xl bg-sand-50 p-6 text-muted">
          Aucune sauvegarde pour l'instant : la première sera faite cette nuit, ou maintenant avec «
          Sauvegarder maintenant ».
        </p>
      )}
    </div>
  );
}
