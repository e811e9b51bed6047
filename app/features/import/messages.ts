/** Every French message of the import, in one place (shown in the admin, the CLI and reports). */
export const MAX_IMPORT_FILE_BYTES = 100 * 1024 * 1024;

export const importMessages = {
  fileTooLarge: "Le fichier dépasse la taille maximale de 100 Mo.",
  fileNotFound: (name: string) => `Fichier introuvable : ${name}`,
  fileMissing: "Choisissez le fichier d'export WordPress (.xml).",
  notWxr:
    "Ce fichier n'est pas un export WordPress (WXR). Dans WordPress : Outils > Exporter > Tous les contenus.",
  malformed: (line: number) =>
    `Le fichier XML est mal formé ou incomplet (ligne ${line}). Exportez-le de nouveau depuis WordPress.`,
  doctype:
    "Ce fichier déclare une DTD (entités, références externes) : il est refusé par sécurité. Un export WordPress n'en contient pas.",
  notPostgresUrl:
    "L'adresse de la base de données doit commencer par postgres:// (ou postgresql://).",
  storageUrl: "L'adresse du stockage des images doit être une adresse https:// (ou http://).",
  connectionRefused:
    "Connexion à la base de données de l'ancien site impossible : vérifiez l'adresse, l'utilisateur et le mot de passe.",
  missingTables: (tables: string[]) =>
    `La base de données de l'ancien site ne contient pas les tables attendues : ${tables.join(", ")}.`,
  readFailed: "Lecture de la base de données de l'ancien site impossible.",
  alreadyRunning: "Un import est déjà en cours. Attendez qu'il se termine.",
  addressNeeded:
    "Le serveur a redémarré pendant cet import de l'ancien site : l'adresse de sa base de données n'est jamais conservée. Relancez l'import en la saisissant de nouveau.",
  fileGone:
    "Le serveur a redémarré et le fichier de cet import n'est plus disponible. Relancez l'import.",
  interrupted: "Import interrompu : il reprend là où il s'était arrêté.",
  imageFailed: (url: string, why: string) => `Image non récupérée (${why}) : ${url}`,
  unknownShortcode: (name: string, title: string) =>
    `Code court inconnu [${name}] retiré de « ${title} ».`,
  slugTaken: (slug: string, instead: string, title: string) =>
    `L'adresse /blog/${slug} est déjà prise par un autre article : « ${title} » recevra /blog/${instead}.`,
  untitled: (sourceId: string) =>
    `Un article sans titre (n° ${sourceId}) s'appellera « Sans titre ».`,
  editedHere: (title: string) =>
    `« ${title} » a été modifié ici depuis le dernier import : il n'a pas été écrasé.`,
  passwordProtected: (title: string) =>
    `« ${title} » était protégé par un mot de passe : importé en brouillon.`,
  runFailed: "L'import a échoué. Ce qui a été importé est conservé : relancez-le pour le terminer.",
  articleFailed: (title: string) => `« ${title} » n'a pas pu être importé.`,
} as const;

/** Why an image could not be fetched, in French. */
export const imageFailureReasons = {
  scheme: "adresse non http(s)",
  timeout: "délai dépassé",
  tooLarge: "image trop lourde",
  notImage: "ce n'est pas une image",
  status: (status: number) => `réponse ${status}`,
  redirects: "trop de redirections",
  network: "serveur injoignable",
  rejected: "image refusée",
} as const;

export const PAGES_CATEGORY = { name: "Pages importées", slug: "pages-importees" } as const;
export const UNTITLED = "Sans titre";
