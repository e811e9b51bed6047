/**
 * Saves a file the page fetched itself (to show progress or a toast) under
 * the name the server gave in Content-Disposition. Browser only.
 */
export function attachmentName(response: Response, fallback: string): string {
  return (
    /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? fallback
  );
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started by then; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
