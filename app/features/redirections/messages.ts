/** What the practitioner reads about redirections (forms, toasts). */
export const redirectionMessages = {
  empty: "Indiquez une adresse.",
  tooLong: "Adresse trop longue (500 caractères au plus).",
  malformed: "Adresse mal formée : vérifiez les caractères « % ».",
  invalidCharacters: "L'adresse contient des espaces ou des caractères invisibles.",
  notAPath: "L'adresse doit commencer par « / » (par exemple /ancien-article).",
  dotSegments: "L'adresse ne peut pas contenir « . » ou « .. » comme partie du chemin.",
  emptySegment: "L'adresse ne peut pas contenir « // ».",
  outsideSite: "La nouvelle adresse doit être une page de ce site (elle commence par « / »).",
  servedBySite: (path: string) =>
    `${path} est une adresse que le site sert lui-même : elle ne peut pas être redirigée.`,
  loop: "Cette redirection tournerait en boucle : la nouvelle adresse mène à l'ancienne.",
  sameAddress: "L'ancienne et la nouvelle adresse sont identiques.",
  alreadyRedirected: (path: string) =>
    `${path} est déjà redirigée : modifiez la redirection existante.`,
  notFound: "Cette redirection n'existe plus.",
  invalidForm: "Formulaire invalide",
  saveFailed: "Impossible d'enregistrer : réessayez dans un instant.",
  created: "Redirection ajoutée.",
  updated: "Redirection modifiée.",
  deleted: "Redirection supprimée.",
  /** Where a redirection comes from, shown under its old address in the list. */
  origins: {
    manuel: "Ajoutée à la main",
    import: "Import de l'ancien site",
    renommage: "Changement d'adresse",
  },
  chained: (to: string) =>
    `Redirection enregistrée vers ${to}, la destination finale de la chaîne.`,
} as const;
