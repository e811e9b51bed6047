/**
 * The featured image panel: a file sent at once through the admin's one
 * upload path (its stored name becomes the image's address), or an address
 * typed in; a preview; the image's alternative text.
 */
import { ImageOff, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ImageUploadInput } from "~/features/media/components/image-upload-input";
import { resolveArticleImageUrl } from "~/features/media/image-url";

interface CoverImageFieldProps {
  imageUrl: string;
  onImageUrlChange(value: string): void;
  imageAlt: string;
  onImageAltChange(value: string): void;
  errors: { imageUrl?: string; imageAlt?: string };
  disabled: boolean;
}

export function CoverImageField(props: CoverImageFieldProps) {
  const { imageUrl, errors, disabled } = props;
  const shown = imageUrl.trim() ? resolveArticleImageUrl(imageUrl) : null;

  return (
    <div className="space-y-4">
      <ImageUploadInput
        id="article-image-file"
        label="Fichier image"
        hint="JPEG, PNG, WebP, AVIF ou GIF, 10 Mo au maximum. L'image est réduite à 1200 × 1200 pixels."
        disabled={disabled}
        onUploaded={(image) => props.onImageUrlChange(image.name)}
      />

      <Field
        id="article-image-url"
        name="imageUrl"
        label="Ou adresse de l'image"
        inputMode="url"
        placeholder="https://…"
        value={imageUrl}
        disabled={disabled}
        error={errors.imageUrl}
        onChange={props.onImageUrlChange}
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
          onClick={() => props.onImageUrlChange("")}
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
