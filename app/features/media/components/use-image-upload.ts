/**
 * A field's handle on the one upload path (image-upload.ts): the chosen file
 * is downscaled in the browser (optimize-image.ts), refused at once when still
 * over the limit, then sent; `onUploaded` receives the stored image once.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { COVER_MAX_BYTES, imageMessages } from "../image-rules";
import {
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_PATH,
  type ImageUploadAnswer,
  type UploadedImage,
} from "../image-upload";
import { optimizeImage } from "../optimize-image";

export function useImageUpload(onUploaded: (image: UploadedImage) => void) {
  const fetcher = useFetcher<ImageUploadAnswer>();
  const [preparing, setPreparing] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const handled = useRef<ImageUploadAnswer | undefined>(undefined);
  // From the file's choice until the page holds the answer, read by whoever
  // must wait for it (a form's save). Not `busy`: the router renders the
  // fetcher's state in a transition, so one commit comes between the end of
  // the preparation and the start of the sending where `busy` is false.
  const pending = useRef(false);
  const [handedOver, setHandedOver] = useState<{ ok: boolean } | null>(null);

  const answer = fetcher.data;
  useEffect(() => {
    // Each answer is handed over once, even when the page re-renders.
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) onUploadedRef.current(answer.image);
    setHandedOver({ ok: answer.ok });
  }, [answer]);
  // Rendered together with the field's new value (one batch), so a save
  // released here already sends the image.
  useLayoutEffect(() => {
    if (handedOver) pending.current = false;
  }, [handedOver]);

  async function upload(file: File) {
    pending.current = true;
    setLocalError(null);
    setPreparing(true);
    const optimized = await optimizeImage(file);
    setPreparing(false);
    if (optimized.size > COVER_MAX_BYTES) {
      pending.current = false;
      setLocalError(imageMessages.tooLarge);
      return;
    }
    const body = new FormData();
    body.set(IMAGE_UPLOAD_FIELD, optimized, optimized.name);
    await fetcher.submit(body, {
      method: "post",
      action: IMAGE_UPLOAD_PATH,
      encType: "multipart/form-data",
    });
  }

  const busy = preparing || fetcher.state !== "idle";
  const serverError = !busy && answer && !answer.ok ? answer.error : null;
  return {
    upload,
    busy,
    preparing,
    pending,
    /** The last answer, once the field holds it (a new object each time). */
    handedOver,
    error: localError ?? serverError,
  };
}
