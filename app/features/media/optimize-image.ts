/**
 * The browser's half of the image rule: before upload,
 * downscale to fit 1200×1200 keeping the ratio, re-encode at quality 0.85,
 * as PNG only when the image has transparency (JPEG otherwise). When that
 * fails (a format the browser cannot draw, a file that is no image), the
 * original file is sent and the server decides.
 */
import { COVER_MAX_SIZE, COVER_QUALITY } from "./image-rules";

function hasTransparency(context: CanvasRenderingContext2D, width: number, height: number) {
  const { data } = context.getImageData(0, 0, width, height);
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 255) < 255) return true;
  return false;
}

function renamed(name: string, extension: string) {
  const base = name.replace(/\.[^./\\]*$/, "") || "image";
  return `${base}.${extension}`;
}

export async function optimizeImage(file: File): Promise<File> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, COVER_MAX_SIZE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const transparent = file.type !== "image/jpeg" && hasTransparency(context, width, height);
    const type = transparent ? "image/png" : "image/jpeg";
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, type, COVER_QUALITY),
    );
    if (!blob) return file;
    return new File([blob], renamed(file.name, transparent ? "png" : "jpg"), { type });
  } catch {
    return file;
  }
}
