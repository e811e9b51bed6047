/**
 * Which page an admin address names (/admin/pages/{key}): one of the static
 * pages, or a service of the catalogue ("service-{id}"), hidden ones
 * included. Anything else goes back to 'Pages' with a message.
 */
import { redirectWithToast } from "~/lib/toast.server";
import type { AppServices } from "~/server/context.server";
import { readCatalogue, type CatalogueEntry } from "~/features/services/catalogue.server";
import {
  isServicePageKey,
  PAGE_TYPES,
  PageKeySchema,
  pageMessages,
  SERVICE_PAGE_PREFIX,
  type EditablePageKey,
} from "~/features/pages/page-schemas";
import { readPageForEditing } from "~/features/pages/pages.server";

export interface EditablePage {
  key: EditablePageKey;
  /** Its name in the admin: the page's, or the service's current title. */
  label: string;
  path: string;
  /** The service's catalogue entry, for a service's page. */
  service: CatalogueEntry | null;
}

async function findEditablePage(
  services: Pick<AppServices, "db">,
  key: string | undefined,
): Promise<EditablePage | null> {
  const page = PageKeySchema.safeParse(key);
  if (page.success) {
    const { label, path } = PAGE_TYPES[page.data];
    return { key: page.data, label, path, service: null };
  }
  if (!key || !isServicePageKey(key)) return null;
  const id = key.slice(SERVICE_PAGE_PREFIX.length);
  const service = (await readCatalogue(services)).entries.find((entry) => entry.id === id);
  if (!service) return null;
  const { document } = await readPageForEditing(services, key);
  return { key, label: document.title, path: `/services/${service.slug}`, service };
}

/** The page the address names; an unknown one redirects to 'Pages' with a message. */
export async function requireEditablePage(
  services: Pick<AppServices, "db">,
  key: string | undefined,
  init?: ResponseInit,
): Promise<EditablePage> {
  const page = await findEditablePage(services, key);
  if (page) return page;
  throw await redirectWithToast(
    "/admin/pages",
    { title: pageMessages.pageNotFound, variant: "destructive" },
    init,
  );
}
