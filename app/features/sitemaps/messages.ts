/**
 * Every text the practitioner sees from the sitemap tools and the
 * maintenance (spec admin §4 and §8, copied exactly). Safe for the browser.
 */
export const sitemapMessages = {
  /** Sitemap update flow, one message per step, in this order (spec admin §4). */
  progress: {
    start: "Démarrage de la mise à jour...",
    refresh: "Mise à jour des URLs principales et du blog...",
    sync: "Synchronisation de toutes les URLs...",
    submit: "Soumission des sitemaps aux moteurs de recherche...",
  },
  updateSuccess: "Sitemaps mis à jour et soumis aux moteurs de recherche avec succès.",
  /** Toast of a failed update: 'Erreur: {message}' (spec admin §8). */
  updateFailure: (message: string) => `Erreur: ${message}`,
  refreshFailure: (m: string) => `Erreur sitemapSeeder: ${m}`,
  syncFailure: (e: string) => `Erreur: ${e}`,
  submitFailure: (m: string) => `Erreur soumission: ${m}`,

  downloadSuccess:
    "Le fichier sitemap-blog.xml a été généré et téléchargé avec succès. Veuillez le placer dans le dossier public_html/ sur votre hébergement.",
  downloadFailure: (m: string) => `Erreur lors de la génération du fichier: ${m}`,

  maintenanceSuccess: "Maintenance des sitemaps terminée avec succès",
  maintenancePartialFailure: (n: number) => `Maintenance terminée avec ${n} erreur(s)`,
  maintenanceCallFailure: (m: string) => `Erreur lors de l'appel: ${m}`,
  maintenanceBusy: "une maintenance est déjà en cours, réessayez dans un instant.",

  /** When the server's answer cannot be read (network down, server error page). */
  unreadableAnswer: (status: number) => `réponse inattendue du serveur (HTTP ${status}).`,
  networkFailure: "le serveur ne répond pas. Vérifiez votre connexion.",
} as const;

export const MAINTENANCE_STEP_NAMES = {
  publish: "Publication des articles programmés",
  regenerate: "Régénération des sitemaps",
  checkArticles: "Vérification des articles publiés",
  checkCovers: "Vérification des images de couverture",
  purge: "Purge des données de plus de 3 ans",
  submit: "Soumission à IndexNow",
} as const;

export const TRIGGER_LABELS = {
  daily: "tâche quotidienne de 3 h",
  dashboard: "tableau de bord",
  cli: "npm run maintenance",
} as const;
