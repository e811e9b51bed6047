/**
 * Who already answers at an address a free page asks for: the site itself
 * (every route of app/routes.ts, public/ files, the IndexNow key file: the
 * redirections' list of served addresses, which served-addresses.test.ts
 * checks against the route table), a redirection, or another free page.
 * Each refusal names who answers there.
 */
import { and, eq, ne } from "drizzle-orm";
import { readFreePageTitle } from "./free-page-type.server";
import { isFixedSiteAddress } from "~/features/redirections/served-addresses.server";
import { PAGE_KEYS, PAGE_TYPES } from "~/features/pages/page-schemas";
import { readableAddress } from "~/features/redirections/redirection-rules";
import type { AppServices } from "~/server/context.server";
import { freePages, redirections } from "~/server/db/schema";

/** The site's areas by their first segment, as the practitioner knows them. */
const AREA_NAMES: Readonly<Record<string, string>> = {
  admin: "l'administration du site",
  auth: "la page de connexion",
  api: "les échanges internes du site",
  blog: "le blog",
  services: "la page « Services »",
  "rendez-vous": "la prise de rendez-vous",
  apercu: "les aperçus d'articles",
  media: "les images envoyées",
  assets: "les fichiers du site",
  healthz: "la surveillance du serveur",
};

/** Who answers at a fixed address of the site, in words. */
function siteOwnerOf(path: string): string {
  const page = PAGE_KEYS.find((key) => PAGE_TYPES[key].path === path);
  if (page) return `la page « ${PAGE_TYPES[page].label} »`;
  const first = path.split("/")[1] ?? "";
  if (first.includes(".")) return "un fichier du site";
  return AREA_NAMES[first] ?? "le site";
}

export const addressMessages = {
  site: (path: string, owner: string) =>
    `L'adresse ${path} est déjà prise par ${owner} : choisissez-en une autre.`,
  redirection: (path: string, to: string) =>
    `Une redirection part déjà de ${path} (vers ${to}) : supprimez-la dans « Redirections » ou choisissez une autre adresse.`,
  page: (path: string, title: string) =>
    `La page « ${title} » a déjà l'adresse ${path} : choisissez-en une autre.`,
} as const;

interface AddressCheck {
  /** The page asking (its own address is no conflict), or null for a new page. */
  pageId: number | null;
  /** A redirection from the address leading to this one is no conflict: the page takes its place. */
  redirectionTo?: string;
}

/** Null when a free page may answer at /{slug}; else who already does, in a French sentence. */
export async function addressTakenBy(
  { db }: Pick<AppServices, "db">,
  slug: string,
  { pageId, redirectionTo }: AddressCheck,
): Promise<string | null> {
  const path = `/${slug}`;
  if (isFixedSiteAddress(path)) return addressMessages.site(path, siteOwnerOf(path));
  const [redirection] = await db
    .select({ to: redirections.toPath })
    .from(redirections)
    .where(eq(redirections.fromPath, path));
  if (redirection && redirection.to !== redirectionTo) {
    return addressMessages.redirection(path, readableAddress(redirection.to));
  }
  const [other] = await db
    .select({ id: freePages.id })
    .from(freePages)
    .where(
      pageId === null
        ? eq(freePages.slug, slug)
        : and(eq(freePages.slug, slug), ne(freePages.id, pageId)),
    );
  if (other) return addressMessages.page(path, await readFreePageTitle({ db }, other.id));
  return null;
}
