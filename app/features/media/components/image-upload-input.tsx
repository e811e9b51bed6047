/**
 * The file input of every image field of the admin: choosing a file sends it
 * through the one upload path (use-image-upload.ts) and hands the stored
 * image to the field; while it travels the hint says so; a refusal shows
 * under the input in French. Beside it, 'Choisir dans la médiathèque' hands
 * the field an image already uploaded. While an image travels, the form
 * around the field is not sent (it would be saved without it): a save asked
 * for meanwhile is sent once the image is in.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, Label } from "~/components/ui/input";
import { mergeClasses } from "~/lib/merge-classes";
import type { UploadedImage } from "../image-upload";
import { MediaPickerDialog } from "./media-picker-dialog";
import { useImageUpload } from "./use-image-upload";

const WAIT_TO_SAVE = "L'enregistrement attend la fin de l'envoi.";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export function ImageUploadInput({
  id,
  label,
  hint,
  error: formError,
  disabled = false,
  fromLibrary = true,
  onUploaded,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  /** The form's own message about this image, shown when the upload has none. */
  error?: string;
  disabled?: boolean;
  /** 'Choisir dans la médiathèque' beside the file; not on the library's own page. */
  fromLibrary?: boolean;
  onUploaded(image: UploadedImage): void;
}) {
  const { upload, busy, preparing, pending, handedOver, error } = useImageUpload(onUploaded);
  const shownError = error ?? formError;
  const [picking, setPicking] = useState(false);
  const pickButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // A save asked for while the image travels: sent once the field holds it.
  const heldSave = useRef<{ submitter: HTMLButtonElement | HTMLInputElement | null } | null>(null);
  useEffect(() => {
    const form = fileInput.current?.form;
    if (!form) return;
    // On the form itself, before the router's handler (which listens higher up).
    const hold = (event: SubmitEvent) => {
      if (!pending.current) return;
      event.preventDefault();
      event.stopPropagation();
      const { submitter } = event;
      heldSave.current = {
        submitter:
          submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
            ? submitter
            : null,
      };
    };
    form.addEventListener("submit", hold);
    return () => form.removeEventListener("submit", hold);
  }, [pending]);
  useEffect(() => {
    const save = heldSave.current;
    heldSave.current = null;
    // A refused image is not saved around: its message is shown instead.
    const form = fileInput.current?.form;
    if (!save || !handedOver?.ok || !form) return;
    form.requestSubmit(save.submitter?.form === form ? save.submitter : null);
  }, [handedOver]);
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={fileInput}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled || busy}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={mergeClasses(`${id}-hint`, shownError && `${id}-error`)}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          heldSave.current = null;
          void upload(file);
        }}
        className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-sage-100 file:px-4 file:py-2.5 file:font-medium file:text-sage-900 hover:file:bg-sage-200"
      />
      {fromLibrary ? (
        <>
          <Button
            ref={pickButton}
            type="button"
            variant="secondary"
            size="sm"
            className="mt-2"
            disabled={disabled || busy}
            onClick={() => setPicking(true)}
          >
            Choisir dans la médiathèque
          </Button>
          <MediaPickerDialog
            open={picking}
            onOpenChange={setPicking}
            onChoose={onUploaded}
            onClosed={() => pickButton.current?.focus()}
          />
        </>
      ) : null}
      <p id={`${id}-hint`} role="status" className="mt-1.5 text-sm text-muted">
        {busy
          ? `${preparing ? "Préparation de l'image..." : "Envoi de l'image…"} ${WAIT_TO_SAVE}`
          : hint}
      </p>
      <FieldError id={`${id}-error`}>{shownError}</FieldError>
    </div>
  );
}
