/** The `handle` of the preview routes: the public layout loads no tag manager under them. */
export const previewHandle = { preview: true } as const;

export const isPreviewHandle = (handle: unknown): boolean =>
  typeof handle === "object" && handle !== null && "preview" in handle && handle.preview === true;
