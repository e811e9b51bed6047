/**
 * A field's handle on the one upload path (image-upload.ts): the chosen file
 * is downscaled in the browser (optimize-image.ts), refused at once when still
 * over the limit, then sent; `onUploaded` receives the stored image once.
 */
import { useEffect, useRef, useState } from "react";
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

  const answer = fetcher.data;
  useEffect(() => {
    // Each answer is handed over once, even when the page re-renders.
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) onUploadedRef.current(answer.image);
  }, [answer]);

  async function upload(file: File) {
    setLocalError(null);
    setPreparing(true);
    const optimized = await optimizeImage(file);
    setPreparing(false);
    if (optimized.size > COVER_MAX_BYTES) {
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
  return { upload, busy, preparing, error: localError ?? serverError };
}
