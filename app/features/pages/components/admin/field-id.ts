export type FieldErrors = Record<string, string>;

/** The id of the field at a document path ("sections.2.title" → "page-sections-2-title"). */
export function fieldId(path: string): string {
  return `page-${path.replaceAll(".", "-")}`;
}
