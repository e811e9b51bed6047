/** What the practitioner reads about backups in the admin and in the failure e-mail. */
export const backupAdminMessages = {
  done: "Sauvegarde terminée",
  doneDescription: (counts: string) => `Elle contient ${counts}.`,
  busy: "Une sauvegarde est déjà en cours : attendez qu'elle se termine, puis rechargez la page.",
  failed: "La sauvegarde a échoué",
  invalidForm: "Demande invalide : utilisez le bouton « Sauvegarder maintenant » de la page.",
  invalidName: "Nom de sauvegarde invalide.",
  notFound: "Cette sauvegarde n'existe pas, ou plus : la liste des sauvegardes est à jour.",
  incomplete: (file: string) =>
    `Cette sauvegarde est incomplète (le fichier ${file} manque) : elle ne peut pas être téléchargée.`,
  methodNotAllowed: "Méthode non autorisée : le téléchargement se fait avec GET.",
  alertTitle: "La dernière sauvegarde a échoué",
  mailSubject: "Sauvegarde du site en échec",
  secretsLeftOut:
    "Une sauvegarde ne contient ni les sessions ouvertes, ni les codes envoyés par e-mail, ni le secret de connexion : une archive égarée n'ouvre pas l'administration. Après une restauration, reconnectez-vous ; sur un autre serveur, la double authentification demande de remettre AUTH_SECRET ou d'être réactivée (npm run restore l'indique).",
} as const;

/** Why a backup failed, in a sentence the practitioner can act on. */
export const backupFailureReasons = {
  diskFull: "le disque du serveur est plein : libérez de la place, puis relancez la sauvegarde.",
  notAllowed:
    "le serveur n'a pas le droit d'écrire dans le dossier des sauvegardes (DATA_DIR/backups).",
  unexpected: (code: string) =>
    `erreur inattendue (${code}) : le détail est dans le journal du serveur.`,
} as const;

export const TRIGGER_LABELS = {
  nightly: "sauvegarde de la nuit",
  admin: "lancée depuis l'administration",
  command: "lancée par npm run backup",
} as const;

/** "3 articles, 2 demandes, 2 versions des réglages, 6 images" */
export function describeCounts(counts: {
  articles: number;
  leads: number;
  settingsVersions: number;
  images: number;
}): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
  return [
    plural(counts.articles, "article", "articles"),
    plural(counts.leads, "demande", "demandes"),
    plural(counts.settingsVersions, "version des réglages", "versions des réglages"),
    plural(counts.images, "image", "images"),
  ].join(", ");
}
