/**
 * A page document's image: `src` is an upload of the articles' image
 * pipeline (its JPEG or PNG variant, the WebP one beside it) or the name of
 * one of the site's illustrations (app/content/images/, generated at build
 * time). Safe for the browser.
 */
import { z } from "zod";
import { generatedUrl, GENERATED_WIDTHS, pictures, type Picture } from "~/content/images";
import { services } from "~/content/services";
import { UPLOADED_IMAGE_FILE } from "~/features/media/image-rules";
import { storableText } from "~/lib/storable-text-schema";

export interface PageImage {
  src: string;
  alt: string;
}

/** The illustrations shipped with the site, by name. */
const ILLUSTRATIONS: ReadonlyMap<string, Picture> = new Map(
  [...Object.values(pictures), ...services.map((service) => service.image)].map((picture) => [
    picture.name,
    picture,
  ]),
);

export const pageImageMessages = {
  alt: "Décrivez l'image en 5 à 200 caractères pour les personnes qui ne la voient pas.",
  src: "Image inconnue : choisissez un fichier à envoyer.",
} as const;

export const pageImageSchema = z.object({
  src: z
    .string()
    .refine(
      (src) => UPLOADED_IMAGE_FILE.test(src) || ILLUSTRATIONS.has(src),
      pageImageMessages.src,
    ),
  alt: storableText()
    .trim()
    .min(5, pageImageMessages.alt)
    .max(200, pageImageMessages.alt)
    .refine((value) => !/[<>]/.test(value), pageImageMessages.alt),
});

/** An illustration of the site as an image value. */
export function illustration(picture: Picture): PageImage {
  return { src: picture.name, alt: picture.alt };
}

/** The site's illustration of that name, or null for an upload. */
export function illustrationOf(image: PageImage): Picture | null {
  const picture = ILLUSTRATIONS.get(image.src);
  return picture ? { ...picture, alt: image.alt } : null;
}

/** An upload's two variants, served from /media/articles/. */
export function uploadedSources(src: string): { jpg: string; webp: string } {
  return {
    jpg: `/media/articles/${src}`,
    webp: `/media/articles/${src.replace(/\.(?:jpg|png)$/, ".webp")}`,
  };
}

/** The largest JPEG (or PNG) of the image: for structured data and social sharing. */
export function pageImageUrl(image: PageImage): string {
  const picture = illustrationOf(image);
  return picture
    ? generatedUrl(picture.name, Math.max(...GENERATED_WIDTHS), "jpg")
    : uploadedSources(image.src).jpg;
}
