import { Download } from "lucide-react";
import { DataTable } from "~/components/ui/data-table";
import { buttonClasses } from "~/components/ui/button";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { describeCounts } from "../admin-messages";
import { formatBytes } from "../format-bytes";

interface BackupRow {
  name: string;
  createdAt: string;
  bytes: number;
  counts: { articles: number; leads: number; settingsVersions: number; images: number };
  remote: { location: string; copiedAt: string } | null;
}

/** 'Sauvegardes': date, size, where it is, what it holds, 'Télécharger'. */
export function BackupTable({ backups }: { backups: BackupRow[] }) {
  return (
    <DataTable<BackupRow>
      className="mt-6"
      caption="Sauvegardes disponibles"
      rows={backups}
      rowKey={(backup) => backup.name}
      columns={[
        {
          header: "Date",
          rowHeader: true,
          cell: (backup) => (
            <time dateTime={backup.createdAt}>{formatAdminDateTime(backup.createdAt)}</time>
          ),
        },
        {
          header: "Taille",
          cell: (backup) => formatBytes(backup.bytes),
          className: "whitespace-nowrap tabular-nums",
        },
        {
          header: "Emplacement",
          cell: (backup) => (
            <ul>
              <li>Sur ce serveur</li>
              {backup.remote ? (
                <li className="break-all">
                  Copie dans {backup.remote.location}{" "}
                  <span className="text-muted">
                    (le{" "}
                    <time dateTime={backup.remote.copiedAt}>
                      {formatAdminDateTime(backup.remote.copiedAt)}
                    </time>
                    )
                  </span>
                </li>
              ) : null}
            </ul>
          ),
        },
        { header: "Contenu", cell: (backup) => describeCounts(backup.counts) },
        {
          header: "Actions",
          hideHeader: true,
          cell: (backup) => (
            <a
              href={`/admin/sauvegardes/${backup.name}/archive`}
              download
              className={buttonClasses("secondary", "sm")}
              aria-label={`Télécharger la sauvegarde du ${formatAdminDateTime(backup.createdAt)}`}
            >
              <Download className="size-4" aria-hidden />
              Télécharger
            </a>
          ),
        },
      ]}
    />
  );
}
