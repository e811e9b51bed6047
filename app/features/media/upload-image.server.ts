/**
 * The upload endpoint's work (image-upload.ts): read the file from the posted
 * form, store it through the image store, answer with what was stored. Every
 * refusal is a 4xx with a French message; the route has already answered a
 * wrong method or a body that is not a form.
 */
import { data } from "react-router";
import type { AppServices } from "~/server/context.server";
import { ImageRejectedError, storeUpload } from "./image-store.server";
import { imageMessages } from "./image-rules";
import { IMAGE_UPLOAD_FIELD, type ImageUploadAnswer } from "./image-upload";

const MEDIA_PREFIX = "/media/articles/";

function refused(error: string, status: number) {
  return data<ImageUploadAnswer>({ ok: false, error }, { status });
}

export async function uploadImage(services: Pick<AppServices, "db" | "env">, form: FormData) {
  const file = form.get(IMAGE_UPLOAD_FIELD);
  if (!(file instanceof File)) return refused(imageMessages.noFile, 400);
  try {
    const stored = await storeUpload(services, file);
    return data<ImageUploadAnswer>({
      ok: true,
      image: {
        name: stored.fileName,
        url: `${MEDIA_PREFIX}${stored.fileName}`,
        webpUrl: `${MEDIA_PREFIX}${stored.webpFileName}`,
        width: stored.width,
        height: stored.height,
      },
    });
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    return refused(error.message, error.status);
  }
}
