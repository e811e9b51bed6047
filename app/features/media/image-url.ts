/**
 * Where an article's image is served from: `/media/articles/{file}` (the
 * files of DATA_DIR/media/articles). Safe for the browser.
 */

/** Shown when an article has no image, or when its image fails to load. */
export const ARTICLE_IMAGE_PLACEHOLDER = "/images/blog/placeholder.svg";

/** Intrinsic size given to every cover (16:9), so nothing moves while it loads. */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 675 } as const;

/**
 * Absolute http(s) URLs are kept when they parse; paths from the site root ("/images/…") are
 * kept; anything else is a file of the articles storage, resolved against
 * /media/articles/; missing (or unusable) gives the local placeholder.
 */
export function resolveArticleImageUrl(imageUrl: string | null | undefined): string {
  const value = imageUrl?.trim() ?? "";
  if (value === "") return ARTICLE_IMAGE_PLACEHOLDER;
  // An address the URL parser refuses ("http://%%/x.png") is not shown, nor put in the feed.
  if (/^https?:\/\//i.test(value)) return URL.canParse(value) ? value : ARTICLE_IMAGE_PLACEHOLDER;
  // Other schemes (javascript:, data:) and protocol-relative URLs are not images we serve.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//"))
    return ARTICLE_IMAGE_PLACEHOLDER;
  if (value.startsWith("/")) return value;
  const file = value.replace(/^\.?\/+/, "").replace(/^articles\//, "");
  return `/media/articles/${file.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * The WebP variant of an uploaded cover: an upload is stored as WebP next to
 * its JPEG or PNG (features/media/image-store.server.ts). Null otherwise.
 */
export function webpVariantOf(src: string): string | null {
  const match = /^(\/media\/articles\/[0-9a-f]{32})\.(?:jpg|png)$/.exec(src);
  return match ? `${match[1]}.webp` : null;
}
