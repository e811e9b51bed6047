/**
 * A page document's image in the editor: what it shows now, a file to send
 * through the articles' image pipeline (the upload is kept once the page is
 * saved), and the alternative text it requires.
 */
import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { FieldError, Input, Label } from "~/components/ui/input";
import { mergeClasses } from "~/lib/merge-classes";
import { illustrationOf, uploadedSources, type PageImage } from "../../page-image";
import type { ImageField } from "../../page-schemas";
import { fieldId, type FieldErrors } from "./field-id";
import { generatedUrl } from "~/content/images";

const PAGE_IMAGE_UPLOAD_PATH = "/admin/pages/image";

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
  const fileId = useId();
  const upload = useFetcher<{ src?: string; error?: string }>();
  const uploaded = upload.data?.src;
  useEffect(() => {
    if (uploaded && uploaded !== value.src) onChange({ ...value, src: uploaded });
    // Only a new upload changes the image.
  }, [uploaded]);
  const fileError = upload.data?.error ?? errors[`${path}.src`];
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
          <Label htmlFor={fileId}>Remplacer l'image</Label>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            aria-describedby={mergeClasses(`${id}-file-hint`, fileError && `${id}-file-error`)}
            aria-invalid={fileError ? true : undefined}
            disabled={upload.state !== "idle"}
            className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-sage-50 file:px-4 file:py-2 file:font-medium file:text-sage-800"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return;
              const body = new FormData();
              body.set("file", file);
              void upload.submit(body, {
                method: "post",
                action: PAGE_IMAGE_UPLOAD_PATH,
                encType: "multipart/form-data",
              });
            }}
          />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-muted" role="status">
            {upload.state !== "idle"
              ? "Envoi de l'image…"
              : "JPEG, PNG, WebP, AVIF ou GIF, 10 Mo au plus ; réduite à 1200 pixels."}
          </p>
          <FieldError id={`${id}-file-error`}>{fileError}</FieldError>
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
