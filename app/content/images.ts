/**
 * The site's pictures. Sources live in app/content/images/ (SVG, or a photo
 * in JPEG/PNG/WebP); `npm run build` runs scripts/build-images.ts, which
 * writes WebP and JPEG variants of every source at each width below to
 * /images/generated/{name}-{width}.{webp,jpg}. To use your own photo, drop it
 * in the folder under the same name (e.g. portrait.jpg instead of
 * portrait.svg), at least 1200 px wide, and adjust width/height here.
 */

/** Widths generated for every source (pixels). */
export const GENERATED_WIDTHS = [480, 800, 1200] as const;

const GENERATED_IMAGES_PATH = "/images/generated";

export interface Picture {
  /** File name without extension in app/content/images/. */
  name: string;
  alt: string;
  /** Intrinsic size (for the aspect ratio: no layout shift). */
  width: number;
  height: number;
}

export const pictures = {
  hero: {
    name: "cabinet",
    alt: "Illustration de la salle de consultation : table de soin, plantes et fenêtre ouverte sur les collines de Provence",
    width: 1200,
    height: 900,
  },
  portrait: {
    name: "portrait",
    alt: "Portrait de l'ostéopathe",
    width: 800,
    height: 1000,
  },
} satisfies Record<string, Picture>;

/** The default social-sharing image (1200x630), see seoMeta. */
export const OG_DEFAULT = {
  source: "og-default",
  output: "/images/og-default.jpg",
  width: 1200,
  height: 630,
};

export function generatedUrl(name: string, width: number, format: "webp" | "jpg"): string {
  return `${GENERATED_IMAGES_PATH}/${name}-${width}.${format}`;
}

export function srcSet(name: string, format: "webp" | "jpg"): string {
  return GENERATED_WIDTHS.map((width) => `${generatedUrl(name, width, format)} ${width}w`).join(
    ", ",
  );
}
