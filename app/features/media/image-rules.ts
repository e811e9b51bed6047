/**
 * Cover image rules shared by the browser and the server. Safe for the browser.
 */

/** Images at most 1200×1200, quality 0.85. */
export const COVER_MAX_SIZE = 1200;
export const COVER_QUALITY = 0.85;

/** Largest upload accepted (the server's request limit is 12 MB). */
export const COVER_MAX_BYTES = 10 * 1024 * 1024;

export const imageMessages = {
  tooLarge: "L'image est trop lourde : 10 Mo au maximum.",
  empty: "Ce fichier est vide : choisissez une image.",
  noFile: "Aucun fichier reçu : choisissez une image.",
  notAnImage: "Ce fichier n'est pas une image valide (JPEG, PNG, WebP, AVIF ou GIF).",
  tooManyPixels: "L'image est trop grande (100 millions de pixels au maximum).",
  failed: "L'image n'a pas pu être enregistrée. Réessayez.",
} as const;

/** A stored upload's name (image-store.server.ts): 32 hex digits and its JPEG or PNG variant. */
export const UPLOADED_IMAGE_FILE = /^[0-9a-f]{32}\.(?:jpg|png)$/;
