/**
 * What a public page's loader returns: the page's document with the
 * placeholders filled from the practice's settings (escaped in rich texts).
 * The preview passes a draft through the same function.
 */
import { withPracticeFields, withPracticeFieldsHtml } from "~/features/practice/practice-fields";
import { readPracticeView } from "~/features/practice/practice-settings.server";
import type { PracticeView } from "~/features/practice/practice-view";
import type { AppServices } from "~/server/context.server";
import { PAGE_TYPES, type PageDocuments, type PageField, type PageKey } from "./page-schemas";
import { readPublishedPage } from "./pages.server";

function fill<T>(fields: readonly PageField[], value: T, settings: PracticeView): T {
  const record = { ...(value as Record<string, unknown>) };
  for (const field of fields) {
    const current = record[field.name];
    if (field.kind === "list" && Array.isArray(current)) {
      record[field.name] = current.map((item: unknown) => fill(field.item, item, settings));
    } else if (typeof current === "string") {
      record[field.name] =
        field.kind === "html"
          ? withPracticeFieldsHtml(current, settings)
          : withPracticeFields(current, settings);
    }
  }
  return record as T;
}

/** A document of any page type (its `fields`) with the placeholders filled. */
export async function pageContent<T>(
  services: Pick<AppServices, "db" | "now" | "env">,
  fields: readonly PageField[],
  document: T,
): Promise<T> {
  return fill(fields, document, await readPracticeView(services));
}

/** A public page's loader data: what visitors see, filled in. */
export async function loadPublicPage<K extends PageKey>(
  services: Pick<AppServices, "db" | "now" | "env">,
  key: K,
): Promise<PageDocuments[K]> {
  const document = await readPublishedPage(services, key);
  return fill(PAGE_TYPES[key].fields, document, await readPracticeView(services));
}
