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
  bucketFailed: (location: string, detail: string) =>
    `Le seau ${location} n'a pas répondu comme prévu : ${detail}`,
  copyFailed: (name: string, dir: string, reason: string) =>
    `La sauvegarde ${name} est écrite dans ${dir}, mais sa copie hors de la machine a échoué. ${reason} Les sauvegardes locales sont toutes gardées ; la copie sera retentée à la prochaine sauvegarde.`,
  notInBucket: (name: string, location: string, available: string[]) =>
    `La sauvegarde ${name} n'est pas dans ${location}. ` +
    (available.length > 0
      ? `Sauvegardes disponibles : ${available.join(", ")}.`
      : "Ce seau ne contient aucune sauvegarde."),
  noBucket:
    "BACKUP_S3_URL n'est pas défini : indiquez le seau (et ses identifiants) pour restaurer une sauvegarde qui s'y trouve.",
  passphraseNeeded:
    "Cette sauvegarde est chiffrée : définissez BACKUP_PASSPHRASE (la phrase de passe du serveur qui l'a prise) pour la restaurer. Rien n'a été restauré.",
  wrongPassphrase:
    "BACKUP_PASSPHRASE ne déchiffre pas cette sauvegarde : ce n'est pas la phrase de passe avec laquelle elle a été chiffrée. Rien n'a été restauré.",
  backupBusy: "Une sauvegarde est déjà en cours : attendez qu'elle se termine, puis recommencez.",
} as const;

/** What `npm run restore` says once done, about who can sign in. */
export const restoreMessages = {
  signedOut:
    "Personne n'est connecté : les sessions, les codes envoyés par e-mail et les appareils connus ne sont pas dans les sauvegardes. Reconnectez-vous avec l'adresse et le mot de passe du compte.",
  secretFromEnvironment:
    "Secret de connexion : celui d'AUTH_SECRET. S'il n'est pas celui du serveur où la sauvegarde a été prise, la double authentification ne pourra pas être vérifiée.",
  secretFromBackup: "Secret de connexion : celui que contenait cette sauvegarde, ancienne.",
  secretFromThisMachine: "Secret de connexion : celui de cette installation, gardé.",
  secretMissing: (accounts: number) =>
    `Secret de connexion absent : les sauvegardes ne le contiennent pas, un nouveau sera créé au démarrage.` +
    (accounts > 0
      ? ` La double authentification (${accounts} compte${accounts > 1 ? "s" : ""}) ne pourra pas être vérifiée avec lui : avant de démarrer, définissez AUTH_SECRET avec la valeur du serveur d'origine, ou désactivez-la avec npm run admin:create -- --reset-second-factor puis réactivez-la dans « Mon compte ».`
      : ""),
} as const;

/** The lines `npm run restore` prints about what it put back and who can sign in. */
export function describeRestore(result: {
  restored: string;
  authSecret: "environment" | "backup" | "this-machine" | "none";
  secondFactorAccounts: number;
}): string[] {
  const secret = {
    environment: restoreMessages.secretFromEnvironment,
    backup: restoreMessages.secretFromBackup,
    "this-machine": restoreMessages.secretFromThisMachine,
    none: restoreMessages.secretMissing(result.secondFactorAccounts),
  }[result.authSecret];
  return [`Restauré : ${result.restored}.`, restoreMessages.signedOut, secret];
}

/** A backup or restore that cannot go on, for a reason its French message gives. */
export class BackupError extends Error {
  override name = "BackupError";
}
