import { useEffect, useRef, useState } from "react";
import { joinClasses } from "~/lib/join-classes";
import { Island } from "~/lib/island";
import {
  ARTICLE_IMAGE_PLACEHOLDER,
  ARTICLE_IMAGE_SIZE,
  webpVariantOf,
} from "~/features/media/image-url";

interface ArticleImageProps {
  src: string;
  alt: string;
  /** The page's main image (LCP): loaded first, never lazily. */
  priority?: boolean;
  /** Visible without scrolling, but not the main image. */
  eager?: boolean;
  className?: string;
}

/**
 * An article's image at a fixed 16:9 size (no layout shift), one file at
 * every width: no `srcset`, so no `sizes` (invalid HTML without it). A
 * broken image falls back to the local placeholder,
 * including one that failed before the page became interactive.
 */
export function ArticleImage(props: ArticleImageProps) {
  return <Island name="article-image" of={ArticleImageWithFallback} props={props} />;
}

/** The image itself, hydrated as an island (a failure must be seen by the browser's code). */
export function ArticleImageWithFallback({
  src,
  alt,
  priority,
  eager,
  className,
}: ArticleImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const image = ref.current;
    // An error fired during server-rendered loading, before React listened.
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  const webp = failed ? null : webpVariantOf(src);
  const image = (
    <img
      ref={ref}
      src={failed ? ARTICLE_IMAGE_PLACEHOLDER : src}
      alt={alt}
      width={ARTICLE_IMAGE_SIZE.width}
      height={ARTICLE_IMAGE_SIZE.height}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      onError={() => setFailed(true)}
      className={joinClasses("aspect-video w-full bg-sand-100 object-cover", className)}
    />
  );
  // Uploaded covers: WebP where the browser takes it, the JPEG or PNG otherwise.
  if (!webp) return image;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={webp} />
      {image}
    </picture>
  );
}
