import { Picture } from "~/components/picture";
import { pictures } from "~/content/images";
import { usePractice } from "~/features/practice/practice-view";

/**
 * The practitioner's photo from the identity (an upload, WebP with its JPEG
 * or PNG), or the demo portrait; in a 4:5 frame either way.
 */
export function Portrait({ sizes, priority = false }: { sizes: string; priority?: boolean }) {
  const { photo, photoAlt } = usePractice().identity;
  if (!photo) {
    return (
      <Picture
        picture={{ ...pictures.portrait, alt: photoAlt }}
        sizes={sizes}
        priority={priority}
      />
    );
  }
  return (
    <picture>
      <source type="image/webp" srcSet={photo.webp} />
      <img
        src={photo.jpg}
        alt={photoAlt}
        width={pictures.portrait.width}
        height={pictures.portrait.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className="block aspect-[4/5] w-full object-cover"
      />
    </picture>
  );
}
