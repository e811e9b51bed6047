/**
 * Which page an admin address names (/admin/pages/{key}): one of the static
 * pages, a service of the catalogue ("service-{id}"), hidden ones
 * included, or a free page ("libre/{id}"). Anything else goes back to
 * 'Pages' with a message.
 */
import { redirectWithToast } from "~/lib/toast.server";
import type { AppServices } from "~/server/context.server";
import { readCatalogue, type CatalogueEntry } from "~/features/services/catalogue.server";
import { SERVICE_PAGE_PREFIX, type ServiceDocument } from "~/features/services/service-page-type";
import { servicePage } from "~/features/services/service-pages";
import {
  PAGE_TYPES,
  PageKeySchema,
  pageMessages,
  type PageDocuments,
  type PageKey,
  type PageRef,
} from "~/features/pages/page-schemas";
import { fixedPage, readPageForEditing } from "~/features/pages/pages.server";
import { FREE_PAGE_PREFIX, type FreePageDocument } from "~/features/free-pages/free-page-schema";
import { freePage } from "~/features/free-pages/free-page-type.server";
import {
  findFreePage,
  freePagePath,
  type FreePageRow,
} from "~/features/free-pages/free-pages.server";

/** The admin key of a page's routes: /admin/pages/{page}, or /admin/pages/libre/{id}. */
export function pageKeyOf(params: { page?: string; id?: string }): string | undefined {
  return params.id === undefined ? params.page : `${FREE_PAGE_PREFIX}${params.id}`;
}

interface Named {
  /** Its name in the admin: the page's, or the service's current title. */
  label: string;
  path: string;
}

/** A fixed page, or a service's page with its catalogue entry. */
export type EditablePage = Named &
  (
    | { key: PageKey; page: PageRef<PageDocuments[PageKey]>; service: null; freePage: null }
    | {
        key: `service-${string}`;
        page: PageRef<ServiceDocument>;
        service: CatalogueEntry;
        freePage: null;
      }
    | {
        key: `libre/${number}`;
        page: PageRef<FreePageDocument>;
        service: null;
        freePage: FreePageRow;
      }
  );

async function findFreeEditablePage(
  services: Pick<AppServices, "db">,
  id: string,
): Promise<EditablePage | null> {
  if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) return null;
  const row = await findFreePage(services, Number(id));
  if (!row) return null;
  const page = freePage(row.id);
  const { document } = await readPageForEditing(services, page);
  return {
    key: `${FREE_PAGE_PREFIX}${row.id}`,
    page,
    label: document.title,
    path: freePagePath(row.slug),
    service: null,
    freePage: row,
  };
}

async function findEditablePage(
  services: Pick<AppServices, "db">,
  key: string | undefined,
): Promise<EditablePage | null> {
  const fixed = PageKeySchema.safeParse(key);
  if (fixed.success) {
    const { label, path } = PAGE_TYPES[fixed.data];
    return {
      key: fixed.data,
      page: fixedPage(fixed.data),
      label,
      path,
      service: null,
      freePage: null,
    };
  }
  if (key?.startsWith(FREE_PAGE_PREFIX)) {
    return findFreeEditablePage(services, key.slice(FREE_PAGE_PREFIX.length));
  }
  if (!key?.startsWith(SERVICE_PAGE_PREFIX)) return null;
  const id = key.slice(SERVICE_PAGE_PREFIX.length);
  const service = (await readCatalogue(services)).entries.find((entry) => entry.id === id);
  if (!service) return null;
  const page = servicePage(id);
  const { document } = await readPageForEditing(services, page);
  return {
    key: `${SERVICE_PAGE_PREFIX}${id}`,
    page,
    label: document.title,
    path: `/services/${service.slug}`,
    service,
    freePage: null,
  };
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
