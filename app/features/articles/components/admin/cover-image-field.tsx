/**
 * The featured image panel: a file input accepting images,
 * or an address; choosing a file clears the address and typing an address
 * clears the file; a preview; the image's alternative text. The chosen file
 * is downscaled in the browser first (optimize-image.ts).
 */
import { ImageOff, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FieldError, Label } from "~/components/ui/input";
import { COVER_MAX_BYTES, imageMessages } from "~/features/media/image-rules";
import { optimizeCoverImage } from "~/features/media/optimize-image";
import { resolveArticleImageUrl } from "~/features/media/image-url";

interface CoverImageFieldProps {
  imageUrl: string;
  onImageUrlChange(value: string): void;
  file: File | null;
  onFileChange(file: File | null): void;
  imageAlt: string;
  onImageAltChange(value: string): void;
  errors: { image?: string; imageUrl?: string; imageAlt?: string };
  onFileError(message: string | null): void;
  disabled: boolean;
}

export function CoverImageField(props: CoverImageFieldProps) {
  const { file, imageUrl, errors, disabled } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Typing an address (or restoring a draft) clears the chosen file.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = "";
  }, [file]);

  const shown = preview ?? (imageUrl.trim() ? resolveArticleImageUrl(imageUrl) : null);

  return (
    <div className="space-y-4">
      <div>
        <Label htmlFor="article-image-file">Fichier image</Label>
        <input
          ref={inputRef}
          id="article-image-file"
          type="file"
          accept="image/*"
          disabled={disabled || preparing}
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={errors.image ? "article-image-error" : "article-image-help"}
          onChange={async (event) => {
            const chosen = event.target.files?.[0];
            if (!chosen) return;
            props.onFileError(null);
            setPreparing(true);
            const optimized = await optimizeCoverImage(chosen);
            setPreparing(false);
            if (optimized.size > COVER_MAX_BYTES) {
              props.onFileError(imageMessages.tooLarge);
              props.onFileChange(null);
              return;
            }
            props.onFileChange(optimized);
            props.onImageUrlChange("");
          }}
          className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-sage-100 file:px-4 file:py-2.5 file:font-medium file:text-sage-900 hover:file:bg-sage-200"
        />
        <p id="article-image-help" className="mt-1.5 text-sm text-muted">
          JPEG, PNG, WebP, AVIF ou GIF, 10 Mo au maximum. L'image est réduite à 1200 × 1200 pixels.
        </p>
        {preparing ? (
          <p role="status" className="mt-1.5 text-sm text-muted">
            Préparation de l'image...
          </p>
        ) : null}
        <FieldError id="article-image-error">{errors.image}</FieldError>
      </div>

      <Field
        id="article-image-url"
        name="imageUrl"
        label="Ou adresse de l'image"
        inputMode="url"
        placeholder="https://…"
        value={imageUrl}
        disabled={disabled}
        error={errors.imageUrl}
        onChange={(value) => {
          props.onImageUrlChange(value);
          if (file) props.onFileChange(null);
        }}
      />

      <div className="overflow-hidden rounded-xl bg-sand-50 ring-1 ring-sand-200">
        {shown ? (
          <img
            src={shown}
            alt="Aperçu de l'image à la une"
            className="aspect-video w-full object-cover"
            data-testid="cover-preview"
          />
        ) : (
          <p className="flex aspect-video flex-col items-center justify-center gap-2 text-sm text-muted">
            <ImageOff className="size-6 text-sage-700" aria-hidden />
            Aucune image
          </p>
        )}
      </div>
      {shown ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => {
            props.onFileChange(null);
            props.onImageUrlChange("");
          }}
        >
          <X className="size-4" aria-hidden />
          Retirer l'image
        </Button>
      ) : null}

      <Field
        id="article-image-alt"
        name="imageAlt"
        label="Texte alternatif de l'image"
        help="Décrit l'image pour les personnes qui ne la voient pas."
        value={props.imageAlt}
        disabled={disabled}
        error={errors.imageAlt}
        onChange={props.onImageAltChange}
      />
    </div>
  );
}
