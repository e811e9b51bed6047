/**
 * The toolbar's 'Envoyer une image': a file sent through the admin's one
 * upload path (features/media/image-upload.ts), then placed in the content
 * with its size and the alternative text the writer gives; and 'Choisir
 * dans la médiathèque' for an image already uploaded (an empty alternative
 * text there shows the library's). Browser only.
 */
import type { Editor } from "@tiptap/react";
import { ImageUp, Images } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { UploadedImage } from "~/features/media/image-upload";
import { MediaPickerDialog } from "~/features/media/components/media-picker-dialog";
import { useImageUpload } from "~/features/media/components/use-image-upload";
import { IMAGE_ACCEPT } from "~/features/media/components/image-upload-input";
import { ToolButton } from "./tool-button";

const ALT_PROMPT = "Texte alternatif de l'image (ce qu'elle montre, pour qui ne la voit pas) :";

export function UploadImageButton({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [picking, setPicking] = useState(false);
  const insert = (image: UploadedImage) => {
    const alt = window.prompt(ALT_PROMPT, "")?.trim() ?? "";
    editor
      .chain()
      .focus()
      .setImage({ src: image.url, alt, width: image.width, height: image.height })
      .run();
  };
  const { upload, busy, error } = useImageUpload(insert);
  return (
    <>
      <ToolButton
        icon={Images}
        label="Insérer une image de la médiathèque"
        disabled={disabled || busy}
        onClick={() => setPicking(true)}
      />
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        onChoose={insert}
        onClosed={() => editor.commands.focus()}
      />
      <ToolButton
        icon={ImageUp}
        label="Envoyer une image"
        disabled={disabled || busy}
        onClick={() => inputRef.current?.click()}
      />
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label="Image à envoyer"
        aria-describedby={statusId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) void upload(file);
        }}
      />
      <span
        id={statusId}
        role="status"
        className={error ? "text-sm text-red-700" : "text-sm text-muted"}
      >
        {busy ? "Envoi de l'image…" : error}
      </span>
    </>
  );
}
