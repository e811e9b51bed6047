/**
 * The one way the admin uploads an image: a multipart POST of the file under
 * `file` to /admin/media/upload, answered with the stored image (its name, which
 * documents keep, its address and size) or a French message. Every image field
 * (article cover and content, page and service images, the practitioner's
 * photo) uses it, and a media library can pick from what it names. Safe for
 * the browser.
 */

export const IMAGE_UPLOAD_PATH = "/admin/media/upload";
export const IMAGE_UPLOAD_FIELD = "file";

export interface UploadedImage {
  /** What a document stores to reference the image (its JPEG or PNG variant). */
  name: string;
  /** Where the image is served, and its WebP variant. */
  url: string;
  webpUrl: string;
  width: number;
  height: number;
}

export type ImageUploadAnswer = { ok: true; image: UploadedImage } | { ok: false; error: string };
