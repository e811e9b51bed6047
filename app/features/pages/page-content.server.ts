/**
 * What a public page's loader returns: the page's document with the
 * placeholders filled from the practice's settings (escaped in rich texts).
 * The preview passes a draft through the same function. A rich text is
 * sanitised again once filled: what a visitor receives is always what the
 * cleaner accepts, whatever the settings hold (a town or an address read
 * from an older database, a placeholder slipped inside an attribute).
 */
import { sanitizeRichText } from "~/lib/rich-text/sanitize-rich-text.server";
import { withPracticeFields, withPracticeFieldsHtml } from "~/features/practice/practice-fields";
import { readPracticeView } from "~/features/practice/practice-settings.server";
import type { PracticeView } from "~/features/practice/practice-view";
import type { AppServices } from "~/server/context.server";
import {
  itemFieldsOf,
  PAGE_TYPES,
  type PageDocuments,
  type PageField,
  type PageKey,
} from "./page-schemas";
import { readPublishedPage } from "./pages.server";

/** `value`'s texts with their placeholders filled, rich texts sanitised once filled. */
export function fillPlaceholders<T>(
  fields: readonly PageField[],
  value: T,
  settings: PracticeView,
): T {
  const record = { ...(value as Record<string, unknown>) };
  for (const field of fields) {
    const current = record[field.name];
    if ((field.kind === "list" || field.kind === "sections") && Array.isArray(current)) {
      record[field.name] = current.map((item: unknown) =>
        fillPlaceholders(itemFieldsOf(field, item), item, settings),
      );
    } else if (typeof current === "string") {
      record[field.name] =
        field.kind === "html"
          ? sanitizeRichText(withPracticeFieldsHtml(current, settings))
          : withPracticeFields(current, settings);
    }
  }
  return record as T;
}

/**
 * Filled documents, by stored document and settings: both come from the
 * public read cache, the same objects until the content or the day changes,
 * so a page is filled (and its rich texts sanitised) once per version, not on
 * every render. A draft (the preview) is a new object each time.
 */
const filledDocuments = new WeakMap<object, WeakMap<PracticeView, unknown>>();

function filledOnce<T>(fields: readonly PageField[], document: T, settings: PracticeView): T {
  if (typeof document !== "object" || document === null) {
    return fillPlaceholders(fields, document, settings);
  }
  let bySettings = filledDocuments.get(document);
  if (!bySettings) {
    bySettings = new WeakMap();
    filledDocuments.set(document, bySettings);
  }
  if (!bySettings.has(settings)) {
    bySettings.set(settings, fillPlaceholders(fields, document, settings));
  }
  return bySettings.get(settings) as T;
}

/** A document of any page type (its `fields`) with the placeholders filled. */
export async function pageContent<T>(
  services: Pick<AppServices, "db" | "now" | "env">,
  fields: readonly PageField[],
  document: T,
): Promise<T> {
  return filledOnce(fields, document, await readPracticeView(services));
}

/** A public page's loader data: what visitors see, filled in. */
export async function loadPublicPage<K extends PageKey>(
  services: Pick<AppServices, "db" | "now" | "env">,
  key: K,
): Promise<PageDocuments[K]> {
  const document = await readPublishedPage(services, key);
  return filledOnce(PAGE_TYPES[key].fields, document, await readPracticeView(services));
}
