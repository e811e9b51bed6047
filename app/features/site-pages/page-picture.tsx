import { Picture } from "~/components/picture";
import { joinClasses } from "~/lib/join-classes";
import { illustrationOf, uploadedSources, type PageImage } from "~/features/pages/page-image";

/**
 * A page document's image: one of the site's illustrations (generated
 * variants, with their fallback chain) or an upload (WebP with its JPEG or
 * PNG), drawn in the same frame so nothing moves while it loads.
 */
export function PagePicture({
  image,
  sizes,
  priority = false,
  className,
  width = 1200,
  height = 900,
}: {
  image: PageImage;
  sizes: string;
  priority?: boolean;
  className?: string;
  width?: number;
  height?: number;
}) {
  const picture = illustrationOf(image);
  if (picture) {
    return <Picture picture={picture} sizes={sizes} priority={priority} className={className} />;
  }
  const { jpg, webp } = uploadedSources(image.src);
  return (
    <picture>
      <source type="image/webp" srcSet={webp} />
      <img
        src={jpg}
        alt={image.alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={joinClasses("block h-auto w-full object-cover", className)}
      />
    </picture>
  );
}
