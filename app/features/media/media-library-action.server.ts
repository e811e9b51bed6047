/**
 * The media library page's actions: 'Texte alternatif', 'Supprimer' and
 * 'Remplacer' (a multipart post with the new file). Every refusal is a 4xx
 * with a French message; an image in use is refused with the places using it.
 */
import { data } from "react-router";
import type { AppServices } from "~/server/context.server";
import { ImageRejectedError } from "./image-store.server";
import { imageMessages } from "./image-rules";
import { IMAGE_UPLOAD_FIELD } from "./image-upload";
import {
  MediaActionSchema,
  mediaMessages,
  type MediaActionAnswer,
  type MediaUse,
} from "./media-library";
import { deleteMedia, replaceMedia, setMediaAlt } from "./media-library.server";

const REPLACED_FILE = /^[0-9a-f]{32}\.(?:jpg|png)$/;

function refused(
  error: string,
  status: number,
  extra: { fileName?: string; uses?: MediaUse[] } = {},
) {
  return data<MediaActionAnswer>({ ok: false, error, ...extra }, { status });
}

async function replace(services: Pick<AppServices, "db" | "env">, form: FormData) {
  const fileName = form.get("fileName");
  if (typeof fileName !== "string" || !REPLACED_FILE.test(fileName))
    return refused(mediaMessages.unknown, 404);
  const file = form.get(IMAGE_UPLOAD_FIELD);
  if (!(file instanceof File)) return refused(imageMessages.noFile, 400, { fileName });
  try {
    const replaced = await replaceMedia(services, fileName, file);
    if (!replaced) return refused(mediaMessages.unknown, 404, { fileName });
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    return refused(error.message, error.status, { fileName });
  }
  return data<MediaActionAnswer>({ ok: true, toast: mediaMessages.replaced });
}

export async function mediaLibraryAction(
  services: Pick<AppServices, "db" | "env">,
  form: FormData,
) {
  if (form.get("intent") === "replace") return replace(services, form);
  const parsed = MediaActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? mediaMessages.intent, 400);
  const action = parsed.data;
  if (action.intent === "alt") {
    if (!(await setMediaAlt(services, action.fileName, action.alt)))
      return refused(mediaMessages.unknown, 404);
    return data<MediaActionAnswer>({ ok: true, toast: mediaMessages.altSaved });
  }
  const deleted = await deleteMedia(services, action.fileName);
  if (deleted.ok) return data<MediaActionAnswer>({ ok: true, toast: mediaMessages.deleted });
  if (deleted.reason === "unknown") return refused(mediaMessages.unknown, 404);
  return refused(mediaMessages.inUse, 409, { fileName: action.fileName, uses: deleted.uses });
}
