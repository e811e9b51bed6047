/**
 * The free pages' document kind, "free-page", keyed by the page's id: the
 * pages' editing, preview, publication and history serve it as they serve
 * the fixed pages (one mechanism). Publishing a page also makes it visible,
 * in the publication's transaction.
 */
import { eq } from "drizzle-orm";
import { readForEditing } from "~/features/documents/document-store.server";
import { definePageType, type PageRef } from "~/features/pages/page-schemas";
import type { AppServices } from "~/server/context.server";
import { freePages } from "~/server/db/schema";
import {
  FREE_PAGE_FIELDS,
  FREE_PAGE_KIND,
  FreePageSchema,
  newFreePageDocument,
  type FreePageDocument,
} from "./free-page-schema";

export const freePageType = definePageType<FreePageDocument>({
  name: FREE_PAGE_KIND,
  fieldsOf: () => FREE_PAGE_FIELDS,
  schemaOf: () => FreePageSchema,
  // Every page is created with its first draft: the defaults are only a stored value gone bad.
  defaultsOf: () => newFreePageDocument("Page sans titre"),
  labelOf: (key) => `page libre ${key}`,
  publishedIn: async (tx, key, now) => {
    await tx
      .update(freePages)
      .set({ published: true, updatedAt: now })
      .where(eq(freePages.id, Number(key)));
  },
});

export function freePage(id: number): PageRef<FreePageDocument> {
  return { type: freePageType, key: String(id) };
}

/** The page's title as its editor shows it (its draft's, else the published one). */
export async function readFreePageTitle(
  services: Pick<AppServices, "db">,
  id: number,
): Promise<string> {
  const { value } = await readForEditing(services, freePageType.kind, String(id));
  return value.title;
}
