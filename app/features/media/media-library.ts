/**
 * The media library's requests and answers, shared by its page, the image
 * fields' picker and the server (media-library.server.ts). Safe for the browser.
 */
import { z } from "zod";
import { storableText } from "~/lib/storable-text-schema";

export const MEDIA_LIBRARY_PATH = "/admin/medias";
/** Images per page of the grid. */
export const MEDIA_PAGE_SIZE = 24;
/** Far beyond any real library: a larger page number is a hostile request. */
const MAX_PAGE = 10_000;

export const mediaMessages = {
  page: "Numéro de page invalide.",
  query: "Recherche invalide : 100 caractères au plus, sans caractère de contrôle.",
  alt: "Le texte alternatif fait 200 caractères au plus, sans < ni >.",
  unknown: "Cette image n'existe pas (ou plus) dans la médiathèque.",
  intent: "Action inconnue.",
  inUse: "Cette image est utilisée et ne peut pas être supprimée. Retirez-la d'abord de :",
  altSaved: "Texte alternatif enregistré.",
  deleted: "Image supprimée.",
  replaced: "Image remplacée partout où elle est utilisée.",
  uploaded: "Image ajoutée à la médiathèque.",
} as const;

export const MediaListQuerySchema = z.object({
  page: z.coerce
    .number({ message: mediaMessages.page })
    .int(mediaMessages.page)
    .min(1, mediaMessages.page)
    .max(MAX_PAGE, mediaMessages.page)
    .default(1),
  q: storableText(mediaMessages.query)
    .trim()
    .max(100, mediaMessages.query)
    .refine((value) => !/[\u0000-\u001f]/.test(value), mediaMessages.query)
    .default(""),
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;

const fileName = z.string().regex(/^[0-9a-f]{32}\.(?:jpg|png)$/, mediaMessages.unknown);

export const MediaActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("alt"),
      fileName,
      alt: storableText(mediaMessages.alt)
        .trim()
        .max(200, mediaMessages.alt)
        .refine((value) => !/[<>]/.test(value), mediaMessages.alt),
    }),
    z.object({ intent: z.literal("delete"), fileName }),
  ],
  { message: mediaMessages.intent },
);

/** A place where an image is used, with the admin page that edits it. */
export interface MediaUse {
  label: string;
  href: string;
}

/** One image of the grid. */
export interface MediaItem {
  fileName: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
  originalName: string | null;
  alt: string;
  uses: MediaUse[];
}

export interface MediaPage {
  items: MediaItem[];
  total: number;
  page: number;
  pageCount: number;
  q: string;
}

/** What the page's forms get back: a toast, or a French refusal (with the places for an image in use). */
export type MediaActionAnswer =
  { ok: true; toast: string } | { ok: false; error: string; fileName?: string; uses?: MediaUse[] };
