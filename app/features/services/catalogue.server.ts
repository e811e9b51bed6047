/**
 * The services the site offers (docs/decisions/0017): which exist, in which
 * order, which are hidden, and the address of each. Their texts are page
 * documents ("service-{id}"), published like any page. An empty catalogue
 * is the six services of app/content/services.ts; the first change writes
 * them down before changing anything.
 *
 * Every change runs in `changePublicContent`: /services, the home page's
 * cards, the sitemap and the structured data of every process follow on the
 * next request. A renamed service keeps its old addresses (and theirs),
 * each answered with a 301 to the current one; a service taking an old
 * address wins it.
 */
import { asc, eq, max, sql } from "drizzle-orm";
import type { z } from "zod";
import { randomHex } from "~/lib/random-hex";
import type { AppServices } from "~/server/context.server";
import { changePublicContent, type Transaction } from "~/server/content-version.server";
import { serviceCatalogue, serviceOldSlugs } from "~/server/db/schema";
import { cachedPublicRead } from "~/server/public-read-cache.server";
import { pageContent } from "~/features/pages/page-content.server";
import { pageFieldErrors } from "~/features/pages/page-schemas";
import {
  publishIn,
  readAllPublished,
  readManyForEditing,
} from "~/features/documents/document-store.server";
import type { PageAuthor } from "~/features/pages/pages.server";
import { defaultServiceDocument, defaultServices, newServiceDocument } from "./service-defaults";
import { serviceFields, servicePageAddress, type ServiceDocument } from "./service-page-type";
import { servicePageType } from "./service-pages";
import type { ServiceCard } from "./service-cards";
import { NewServiceSchema, catalogueMessages, ServiceSlugSchema } from "./catalogue-rules";

type Services = Pick<AppServices, "db" | "now">;
type Reader = { db: Services["db"] | Transaction };

export interface CatalogueEntry {
  id: string;
  slug: string;
  hidden: boolean;
}

interface Catalogue {
  /** Every service, hidden ones included, in the site's order. */
  entries: CatalogueEntry[];
  /** Old address → the service it now leads to. */
  oldSlugs: Map<string, string>;
}

/** Every service, hidden ones included, in the site's order. */
async function readEntries({ db }: Reader): Promise<CatalogueEntry[]> {
  const rows = await db
    .select({
      id: serviceCatalogue.id,
      slug: serviceCatalogue.slug,
      hidden: serviceCatalogue.hidden,
    })
    .from(serviceCatalogue)
    .orderBy(asc(serviceCatalogue.position), asc(serviceCatalogue.createdAt));
  return rows.length ? rows : defaultServices.map((service) => ({ ...service, hidden: false }));
}

async function readCatalogueFrom(reader: Reader): Promise<Catalogue> {
  const entries = await readEntries(reader);
  const old = await reader.db.select().from(serviceOldSlugs);
  return { entries, oldSlugs: new Map(old.map((row) => [row.slug, row.serviceId])) };
}

/** The catalogue as the admin edits it (never cached). */
export function readCatalogue(services: Pick<AppServices, "db">): Promise<Catalogue> {
  return readCatalogueFrom(services);
}

/** The catalogue as visitors see it, read once per public content version. */
async function readPublicCatalogue(services: Services): Promise<Catalogue> {
  return (await cachedPublicRead(services, "service-catalogue", () => readCatalogueFrom(services)))
    .value;
}

interface PublicService extends CatalogueEntry {
  document: ServiceDocument;
  /** Its last publication (its sitemap lastmod), if it ever was published. */
  publishedAt: Date | undefined;
}

/** Every service's published page, by catalogue id, read once per public content version. */
async function readPublishedServicePages(services: Services) {
  const { value } = await cachedPublicRead(services, "service-pages", () =>
    readAllPublished(services, servicePageType.kind),
  );
  return value;
}

/** The visible services in the site's order, with their published (or default) texts, unfilled. */
export async function readPublicServices(services: Services): Promise<PublicService[]> {
  const [{ entries }, pages] = await Promise.all([
    readPublicCatalogue(services),
    readPublishedServicePages(services),
  ]);
  return entries
    .filter((entry) => !entry.hidden)
    .map((entry) => {
      const published = pages.get(entry.id);
      return {
        ...entry,
        document: published?.value ?? defaultServiceDocument(entry.id),
        publishedAt: published?.publishedAt,
      };
    });
}

/** The cards of the visible services, the practice's settings filled in. */
export async function loadServiceCards(
  services: Pick<AppServices, "db" | "now" | "env">,
): Promise<ServiceCard[]> {
  const visible = await readPublicServices(services);
  return Promise.all(
    visible.map(async ({ id, slug, document }) => {
      const { title, cardText } = await pageContent(services, serviceFields, document);
      return { id, slug, title, cardText };
    }),
  );
}

/**
 * Every slug a service address may show something for: each service's,
 * hidden ones included, and each old slug kept for a renamed one (what
 * `findPublicService` finds). The page cache answers any other slug with
 * the one stored 404 page.
 */
export async function serviceSlugsInUse(services: Pick<AppServices, "db">) {
  const { entries, oldSlugs } = await readCatalogueFrom(services);
  return new Set([...entries.map((entry) => entry.slug), ...oldSlugs.keys()]);
}

type SlugLookup =
  { kind: "found"; service: PublicService } | { kind: "moved"; slug: string } | { kind: "unknown" };

/** What /services/{slug} shows: a visible service, a 301 to a renamed one, or the 404. */
export async function findPublicService(services: Services, slug: string): Promise<SlugLookup> {
  const [visible, { entries, oldSlugs }] = await Promise.all([
    readPublicServices(services),
    readPublicCatalogue(services),
  ]);
  const service = visible.find((candidate) => candidate.slug === slug);
  if (service) return { kind: "found", service };
  const movedTo = entries.find((entry) => entry.id === oldSlugs.get(slug));
  if (movedTo && !movedTo.hidden) return { kind: "moved", slug: movedTo.slug };
  return { kind: "unknown" };
}

// ------------------------------------------------------------ changes

/** The six defaults become rows before the first change (concurrent first changes agree). */
async function writeDownDefaults(tx: Transaction): Promise<void> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(serviceCatalogue);
  if ((row?.n ?? 0) > 0) return;
  await tx
    .insert(serviceCatalogue)
    .values(defaultServices.map((service, position) => ({ ...service, position })))
    .onConflictDoNothing();
}

export type CatalogueResult =
  | { ok: true; id: string; unchanged?: true }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; message: string };

class Refused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super("refused");
  }
}

async function change(
  services: Services,
  write: (tx: Transaction, catalogue: Catalogue) => Promise<string>,
): Promise<CatalogueResult> {
  try {
    const id = await changePublicContent(services, async (tx) => {
      await writeDownDefaults(tx);
      return write(tx, await readCatalogueFrom({ db: tx }));
    });
    return { ok: true, id };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, errors: error.errors };
    throw error;
  }
}

function slugErrors(
  slug: z.ZodSafeParseResult<string>,
  catalogue: Catalogue,
  id: string | null,
): string {
  if (!slug.success) throw new Refused({ slug: slug.error.issues[0]?.message ?? "" });
  if (catalogue.entries.some((entry) => entry.slug === slug.data && entry.id !== id)) {
    throw new Refused({ slug: catalogueMessages.slugTaken });
  }
  return slug.data;
}

/** A new address of the catalogue is no longer an old one: the service that takes it wins it. */
async function claimSlug(tx: Transaction, slug: string) {
  await tx.delete(serviceOldSlugs).where(eq(serviceOldSlugs.slug, slug));
}

/** 'Ajouter un service': the service and its first page, published and listed at the end. */
export async function addService(
  services: Services,
  input: unknown,
  author: PageAuthor | null,
): Promise<CatalogueResult> {
  const parsed = NewServiceSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: pageFieldErrors(parsed.error) };
  const { title, cardText } = parsed.data;
  return change(services, async (tx, catalogue) => {
    const slug = slugErrors(ServiceSlugSchema.safeParse(parsed.data.slug), catalogue, null);
    const id = randomHex(4);
    const [last] = await tx
      .select({ position: max(serviceCatalogue.position) })
      .from(serviceCatalogue);
    await claimSlug(tx, slug);
    await tx
      .insert(serviceCatalogue)
      .values({ id, slug, position: (last?.position ?? -1) + 1, createdAt: services.now() });
    await publishIn(tx, servicePageType.kind, id, newServiceDocument(title, cardText), {
      stamp: "0.0",
      author,
      now: services.now(),
    });
    console.info(`Services : « ${title} » ajouté par ${author?.email ?? "un script"}`);
    return id;
  });
}

function entryOf(catalogue: Catalogue, id: string): CatalogueEntry {
  const entry = catalogue.entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Refused({ _form: catalogueMessages.notFound });
  return entry;
}

/** 'Masquer ce service' / 'Afficher ce service': off the site (404, out of every list) or back. */
export function setServiceHidden(services: Services, id: string, hidden: boolean) {
  return change(services, async (tx, catalogue) => {
    entryOf(catalogue, id);
    await tx.update(serviceCatalogue).set({ hidden }).where(eq(serviceCatalogue.id, id));
    return id;
  });
}

/** 'Monter' / 'Descendre': swaps the service with its neighbour in the site's order. */
export function moveService(services: Services, id: string, direction: "up" | "down") {
  return change(services, async (tx, catalogue) => {
    entryOf(catalogue, id);
    const order = catalogue.entries.map((entry) => entry.id);
    const from = order.indexOf(id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return id;
    [order[from], order[to]] = [order[to] ?? id, id];
    // Positions are rewritten whole: they stay 0..n-1 whatever happened before.
    for (const [position, other] of order.entries()) {
      await tx.update(serviceCatalogue).set({ position }).where(eq(serviceCatalogue.id, other));
    }
    return id;
  });
}

/**
 * A new address: the old one (and those before it) answer a 301 to it. The
 * service's own current address changes nothing: no old address, no new
 * content version, `unchanged` says so.
 */
export async function renameService(
  services: Services,
  id: string,
  input: unknown,
): Promise<CatalogueResult> {
  const asked = ServiceSlugSchema.safeParse(input);
  const current = (await readCatalogue(services)).entries.find((entry) => entry.id === id);
  if (asked.success && current?.slug === asked.data) return { ok: true, id, unchanged: true };
  return change(services, async (tx, catalogue) => {
    const entry = entryOf(catalogue, id);
    const slug = slugErrors(ServiceSlugSchema.safeParse(input), catalogue, id);
    if (slug === entry.slug) return id;
    await claimSlug(tx, slug);
    await tx.update(serviceCatalogue).set({ slug }).where(eq(serviceCatalogue.id, id));
    await tx
      .insert(serviceOldSlugs)
      .values({ slug: entry.slug, serviceId: id })
      .onConflictDoUpdate({ target: serviceOldSlugs.slug, set: { serviceId: id } });
    console.info(`Services : /services/${entry.slug} devient /services/${slug}`);
    return id;
  });
}

interface ServiceRow extends CatalogueEntry {
  key: string;
  title: string;
  hasDraft: boolean;
}

/** One row per service, hidden ones included, in the site's order: the admin's list. */
export async function listServiceRows(services: Pick<AppServices, "db">): Promise<ServiceRow[]> {
  const entries = await readEntries(services);
  const pages = await readManyForEditing(
    services,
    servicePageType.kind,
    entries.map((entry) => entry.id),
  );
  return entries.map((entry) => {
    const editing = pages.get(entry.id);
    return {
      ...entry,
      key: servicePageAddress(entry.id),
      title: editing?.value.title ?? "",
      hasDraft: editing?.hasDraft ?? false,
    };
  });
}
