/** What the operator and the practitioner read about backups. */
export const backupMessages = {
  pgDumpMissing:
    "pg_dump est introuvable : installez le client PostgreSQL de Debian (apt-get install postgresql-client) pour sauvegarder une base PostgreSQL.",
  pgRestoreMissing:
    "pg_restore est introuvable : installez le client PostgreSQL de Debian (apt-get install postgresql-client) pour restaurer une base PostgreSQL.",
  toolFailed: (tool: string, detail: string) => `${tool} a échoué : ${detail}`,
  notABackup: (source: string) =>
    `${source} n'est pas une sauvegarde de ce site (manifeste absent ou illisible). Rien n'a été restauré.`,
  missingFile: (file: string) =>
    `Sauvegarde incomplète : le fichier ${file} manque. Rien n'a été restauré.`,
  damagedFile: (file: string) =>
    `Sauvegarde endommagée : le fichier ${file} ne correspond pas à l'empreinte de son manifeste. Rien n'a été restauré.`,
  unsafePath: (file: string) =>
    `Sauvegarde refusée : le manifeste nomme un fichier hors de la sauvegarde (${file}). Rien n'a été restauré.`,
  newerSchema: (schema: string) =>
    `Cette sauvegarde vient d'une version plus récente de l'application (schéma ${schema}) : mettez l'application à jour avant de la restaurer. Rien n'a été restauré.`,
  wrongDatabase: (backup: string, here: string) =>
    `Cette sauvegarde est celle d'une base ${backup}, ce site utilise une base ${here} : restaurez-la sur une installation du même type. Rien n'a été restauré.`,
  noDatabase: "Aucune base de données ouverte à sauvegarder.",
} as const;

/** A backup or restore that cannot go on, for a reason its French message gives. */
export class BackupError extends Error {
  override name = "BackupError";
}
