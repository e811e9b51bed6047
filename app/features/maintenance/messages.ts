/**
 * Every text the practitioner sees from the maintenance routine, word for
 * word as the product's texts give them. Safe for the browser.
 */
export const maintenanceMessages = {
  success: "Maintenance des sitemaps terminée avec succès",
  partialFailure: (n: number) => `Maintenance terminée avec ${n} erreur(s)`,
  callFailure: (m: string) => `Erreur lors de l'appel: ${m}`,
  busy: "une maintenance est déjà en cours, réessayez dans un instant.",
  failed: "la maintenance a échoué (détails dans le journal du serveur).",
} as const;

export const MAINTENANCE_STEP_NAMES = {
  publish: "Publication des articles programmés",
  regenerate: "Régénération des sitemaps",
  checkArticles: "Vérification des articles publiés",
  checkCovers: "Vérification des images de couverture",
  removeUnusedImages: "Suppression des images inutilisées",
  purge: "Purge des données de plus de 3 ans",
  purgeAudience: "Purge des statistiques de plus de 25 mois",
  submit: "Soumission à IndexNow",
} as const;

export const TRIGGER_LABELS = {
  daily: "tâche quotidienne de 3 h",
  dashboard: "tableau de bord",
  cli: "npm run maintenance",
} as const;
