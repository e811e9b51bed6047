import { useEffect, useRef, useState } from "react";
import { ImageOff } from "~/components/icons";
import {
  generatedUrl,
  GENERATED_WIDTHS,
  type Picture as PictureInfo,
  srcSet,
} from "~/content/images";
import { joinClasses } from "~/lib/join-classes";
import { Island } from "~/lib/island";

type Stage = "webp" | "original" | "failed";

interface PictureProps {
  picture: PictureInfo;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  /** Above the fold: load eagerly with high priority (the hero). */
  priority?: boolean;
  className?: string;
}

/**
 * A generated illustration with the fallback chain of the home page:
 * WebP first; if it fails, the original format (JPEG); if that fails too,
 * the text 'Image indisponible'. Width and height are always set, so the
 * page does not move while images load.
 */
export function Picture(props: PictureProps) {
  return <Island name="picture" of={PictureWithFallback} props={props} />;
}

/** The picture itself, hydrated as an island (a failure must be seen by the browser's code). */
export function PictureWithFallback({ picture, sizes, priority = false, className }: PictureProps) {
  const [stage, setStage] = useState<Stage>("webp");
  const imgRef = useRef<HTMLImageElement>(null);
  const fail = () => setStage((current) => (current === "webp" ? "original" : "failed"));

  // An error that happened before hydration is not replayed by React: a
  // finished load with no pixels is such an error.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.currentSrc && img.naturalWidth === 0) fail();
  }, [stage]);

  if (stage === "failed") {
    return (
      <div
        role="img"
        aria-label={`${picture.alt} (image indisponible)`}
        style={{ aspectRatio: `${picture.width} / ${picture.height}` }}
        className={joinClasses(
          "flex flex-col items-center justify-center gap-2 bg-sand-100 text-center text-muted",
          className,
        )}
      >
        <ImageOff className="size-8 text-sage-700" aria-hidden />
        <span aria-hidden>Image indisponible</span>
      </div>
    );
  }

  const largest = GENERATED_WIDTHS[GENERATED_WIDTHS.length - 1] ?? picture.width;
  const img = (
    <img
      key={stage}
      ref={imgRef}
      src={generatedUrl(picture.name, largest, "jpg")}
      srcSet={srcSet(picture.name, "jpg")}
      sizes={sizes}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      onError={fail}
      data-stage={stage}
      className={joinClasses("h-auto w-full", className)}
    />
  );
  if (stage === "original") return img;
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(picture.name, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
