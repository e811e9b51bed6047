/**
 * Every text the practitioner sees from the sitemap tools, word for word as
 * the product's texts give them. Safe for the browser.
 */
export const sitemapMessages = {
  /** Sitemap update flow, one message per step, in this order. */
  progress: {
    start: "Démarrage de la mise à jour...",
    refresh: "Mise à jour des URLs principales et du blog...",
    sync: "Synchronisation de toutes les URLs...",
    submit: "Soumission des sitemaps aux moteurs de recherche...",
  },
  updateSuccess: "Sitemaps mis à jour et soumis aux moteurs de recherche avec succès.",
  /** Toast of a failed update: 'Erreur: {message}'. */
  updateFailure: (message: string) => `Erreur: ${message}`,
  refreshFailure: (m: string) => `Erreur sitemapSeeder: ${m}`,
  syncFailure: (e: string) => `Erreur: ${e}`,
  submitFailure: (m: string) => `Erreur soumission: ${m}`,

  downloadSuccess:
    "Le fichier sitemap-blog.xml a été généré et téléchargé avec succès. Veuillez le placer dans le dossier public_html/ sur votre hébergement.",
  downloadFailure: (m: string) => `Erreur lors de la génération du fichier: ${m}`,
} as const;
