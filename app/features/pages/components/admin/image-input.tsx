/**
 * A page document's image in the editor: what it shows now, a file to send
 * through the admin's one upload path (the upload is kept once the page is
 * saved), and the alternative text it requires.
 */
import { FieldError, Input, Label } from "~/components/ui/input";
import { mergeClasses } from "~/lib/merge-classes";
import { illustrationOf, uploadedSources, type PageImage } from "../../page-image";
import type { ImageField } from "../../page-schemas";
import { fieldId, type FieldErrors } from "./field-id";
import { generatedUrl } from "~/content/images";
import { ImageUploadInput } from "~/features/media/components/image-upload-input";

function previewUrl(image: PageImage): string {
  const picture = illustrationOf(image);
  return picture ? generatedUrl(picture.name, 480, "jpg") : uploadedSources(image.src).jpg;
}

export function ImageInput({
  field,
  path,
  value,
  errors,
  onChange,
}: {
  field: ImageField;
  path: string;
  value: PageImage;
  errors: FieldErrors;
  onChange(value: PageImage): void;
}) {
  const id = fieldId(path);
  const altError = errors[`${path}.alt`] ?? errors[path];
  return (
    <fieldset className="rounded-xl p-4 ring-1 ring-sand-200">
      <legend className="px-1 text-lg font-semibold text-sage-900">{field.label}</legend>
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={previewUrl(value)}
          alt=""
          width={160}
          height={120}
          className="h-[120px] w-[160px] rounded-lg object-cover ring-1 ring-sand-200"
          data-testid={`${id}-preview`}
        />
        <div className="min-w-60 flex-1">
          <ImageUploadInput
            id={`${id}-file`}
            label="Remplacer l'image"
            hint="JPEG, PNG, WebP, AVIF ou GIF, 10 Mo au plus ; réduite à 1200 pixels."
            error={errors[`${path}.src`]}
            onUploaded={(image) => onChange({ ...value, src: image.name })}
          />
        </div>
      </div>
      <div className="mt-4">
        <Label htmlFor={`${id}-alt`}>Texte alternatif de l'image</Label>
        <Input
          id={`${id}-alt`}
          value={value.alt}
          aria-invalid={altError ? true : undefined}
          aria-describedby={mergeClasses(`${id}-alt-hint`, altError && `${id}-alt-error`)}
          onChange={(event) => onChange({ ...value, alt: event.target.value })}
        />
        <p id={`${id}-alt-hint`} className="mt-1 text-sm text-muted">
          Ce que montre l'image, pour les personnes qui ne la voient pas (5 à 200 caractères).
        </p>
        <FieldError id={`${id}-alt-error`}>{altError}</FieldError>
      </div>
    </fieldset>
  );
}
