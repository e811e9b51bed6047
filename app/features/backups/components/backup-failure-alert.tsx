import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { backupAdminMessages } from "../admin-messages";

/** The last backup's failure (dashboard, 'Sauvegardes'), shown until a backup succeeds. */
export function BackupFailureAlert({
  failure,
  linkToBackups = false,
}: {
  failure: { failedAt: string; reason: string };
  linkToBackups?: boolean;
}) {
  return (
    <section
      aria-labelledby="sauvegarde-en-echec"
      className="mt-6 flex gap-3 rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <h2 id="sauvegarde-en-echec" className="font-sans text-base font-semibold">
          {backupAdminMessages.alertTitle}
        </h2>
        <p className="mt-1">
          Le <time dateTime={failure.failedAt}>{formatAdminDateTime(failure.failedAt)}</time> :{" "}
          {failure.reason}
        </p>
        {linkToBackups ? (
          <p className="mt-2">
            <Link to="/admin/sauvegardes" className="font-medium underline underline-offset-4">
              Voir les sauvegardes
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
