/**
 * The public site's menus: stored one row per menu (`site_menus`), the
 * defaults of app/content/navigation.ts while there is none. Every change
 * runs in `changePublicContent`, so the page cache and every process show
 * the new menu on their next request; visitors' menus are resolved once per
 * public content version (a renamed slug, a hidden service, an article
 * unpublished: each of those writes changes the version too).
 */
import { eq, inArray } from "drizzle-orm";
import { randomHex } from "~/lib/random-hex";
import type { AppServices } from "~/server/context.server";
import { changePublicContent, type Transaction } from "~/server/content-version.server";
import { siteMenus } from "~/server/db/schema";
import { cachedPublicRead } from "~/server/public-read-cache.server";
import {
  listArticleLinkTargets,
  listCategoryLinkTargets,
} from "~/features/articles/link-targets.server";
import { listServiceRows, readCatalogue } from "~/features/services/catalogue.server";
import { listFreePageLinkTargets } from "~/features/free-pages/free-pages.server";
import {
  MENU_IDS,
  MenuLinkSchema,
  menuFieldErrors,
  menuMessages,
  MenuSchema,
  type MenuEntry,
  type MenuId,
} from "./menu-schema";
import {
  defaultMenu,
  publicLinks,
  resolveTarget,
  type LinkTargets,
  type PublicMenuLink,
  type ResolvedTarget,
} from "./menu-targets";

type Services = Pick<AppServices, "db" | "now">;
type Reader = { db: Services["db"] | Transaction };

interface StoredMenu {
  entries: MenuEntry[];
  /** False while the menu is the default one. */
  edited: boolean;
}

async function readMenuFrom({ db }: Reader, menu: MenuId): Promise<StoredMenu> {
  const [row] = await db
    .select({ entries: siteMenus.entries })
    .from(siteMenus)
    .where(eq(siteMenus.name, menu));
  return storedMenu(menu, row);
}

/** Every menu in one query (the editor shows them all). */
async function readAllMenus({ db }: Reader): Promise<StoredMenu[]> {
  const rows = await db
    .select({ name: siteMenus.name, entries: siteMenus.entries })
    .from(siteMenus)
    .where(inArray(siteMenus.name, [...MENU_IDS]));
  return MENU_IDS.map((menu) =>
    storedMenu(
      menu,
      rows.find((row) => row.name === menu),
    ),
  );
}

function storedMenu(menu: MenuId, row: { entries: unknown } | undefined): StoredMenu {
  if (!row) return { entries: defaultMenu(menu), edited: false };
  const parsed = MenuSchema.safeParse(row.entries);
  if (parsed.success) return { entries: parsed.data, edited: true };
  // Only a hand-edited row gets here: the site keeps a menu rather than failing.
  console.warn(`Menus : le menu « ${menu} » enregistré est illisible, menu par défaut affiché`);
  return { entries: defaultMenu(menu), edited: true };
}

// ------------------------------------------------------------ visitors

export type PublicMenus = Record<MenuId, PublicMenuLink[]>;

async function readPublicTargets(services: Services): Promise<LinkTargets> {
  const [catalogue, categories, articles, freePages] = await Promise.all([
    readCatalogue(services),
    listCategoryLinkTargets(services),
    listArticleLinkTargets(services),
    listFreePageLinkTargets(services),
  ]);
  return {
    services: catalogue.entries.map((entry) => ({ ...entry, title: entry.slug })),
    categories,
    articles,
    freePages,
  };
}

/** The menus as visitors see them, read and resolved once per public content version. */
export async function loadPublicMenus(services: Services): Promise<PublicMenus> {
  const cached = await cachedPublicRead(services, "menus", async () => {
    const [main, footer, targets] = await Promise.all([
      readMenuFrom(services, "main"),
      readMenuFrom(services, "footer"),
      readPublicTargets(services),
    ]);
    return {
      main: publicLinks(main.entries, targets),
      footer: publicLinks(footer.entries, targets),
    };
  });
  return cached.value;
}

// ------------------------------------------------------------ the editor

export interface EditorEntry extends MenuEntry {
  resolved: ResolvedTarget;
}

export interface MenusForEditing {
  menus: { id: MenuId; edited: boolean; entries: EditorEntry[] }[];
  /** What 'Lien vers' offers. */
  targets: LinkTargets;
}

/** Both menus with each entry's current target and state, and the targets to choose from. */
export async function readMenusForEditing(services: Services): Promise<MenusForEditing> {
  const [rows, categories, articles, freePages, menus] = await Promise.all([
    listServiceRows(services),
    listCategoryLinkTargets(services),
    listArticleLinkTargets(services),
    listFreePageLinkTargets(services),
    readAllMenus(services),
  ]);
  const targets: LinkTargets = {
    services: rows.map(({ id, slug, hidden, title }) => ({ id, slug, hidden, title })),
    categories,
    articles,
    freePages,
  };
  return {
    targets,
    menus: MENU_IDS.map((id, index) => {
      const menu = menus[index] ?? { entries: [], edited: false };
      return {
        id,
        edited: menu.edited,
        entries: menu.entries.map((entry) => ({
          ...entry,
          resolved: resolveTarget(entry.target, targets),
        })),
      };
    }),
  };
}

// ------------------------------------------------------------ changes

export type MenuChangeResult = { ok: true } | { ok: false; errors: Record<string, string> };

class Refused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super("refused");
  }
}

/**
 * Applies `change` to the menu as it is now (its defaults included) and
 * stores the result, checked whole, in one transaction with the content
 * version: a refused change stores nothing.
 */
async function changeMenu(
  services: Services,
  menu: MenuId,
  change: (entries: MenuEntry[]) => MenuEntry[],
): Promise<MenuChangeResult> {
  try {
    await changePublicContent(services, async (tx) => {
      const { entries } = await readMenuFrom({ db: tx }, menu);
      await writeMenu(tx, menu, change(entries), services.now());
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, errors: error.errors };
    throw error;
  }
}

async function writeMenu(tx: Transaction, menu: MenuId, input: unknown, now: Date) {
  const parsed = MenuSchema.safeParse(input);
  if (!parsed.success) throw new Refused({ _form: parsed.error.issues[0]?.message ?? "" });
  await tx
    .insert(siteMenus)
    .values({ name: menu, entries: parsed.data, updatedAt: now })
    .onConflictDoUpdate({ target: siteMenus.name, set: { entries: parsed.data, updatedAt: now } });
}

/** 'Ajouter un lien': at the end of the menu. */
export function addMenuEntry(services: Services, menu: MenuId, link: unknown) {
  const parsed = MenuLinkSchema.safeParse(link);
  if (!parsed.success) return Promise.resolve({ ok: false, errors: menuFieldErrors(parsed.error) });
  return changeMenu(services, menu, (entries) => [
    ...entries,
    { id: randomHex(6), ...parsed.data },
  ]);
}

function indexOf(entries: MenuEntry[], id: string): number {
  const index = entries.findIndex((entry) => entry.id === id);
  if (index < 0) throw new Refused({ _form: menuMessages.entryNotFound });
  return index;
}

/** 'Renommer': the label shown, the target unchanged. */
export function renameMenuEntry(services: Services, menu: MenuId, id: string, label: unknown) {
  const parsed = MenuLinkSchema.shape.label.safeParse(label);
  if (!parsed.success) {
    return Promise.resolve({ ok: false, errors: { label: parsed.error.issues[0]?.message ?? "" } });
  }
  return changeMenu(services, menu, (entries) => {
    const index = indexOf(entries, id);
    return entries.map((entry, at) => (at === index ? { ...entry, label: parsed.data } : entry));
  });
}

/** 'Monter' / 'Descendre': swaps the entry with its neighbour (the ends stay put). */
export function moveMenuEntry(
  services: Services,
  menu: MenuId,
  id: string,
  direction: "up" | "down",
) {
  return changeMenu(services, menu, (entries) => {
    const from = indexOf(entries, id);
    const to = direction === "up" ? from - 1 : from + 1;
    const moved = [...entries];
    const [entry, other] = [moved[from], moved[to]];
    if (!entry || !other) return entries;
    [moved[from], moved[to]] = [other, entry];
    return moved;
  });
}

/** 'Retirer': the entry leaves the menu. */
export function removeMenuEntry(services: Services, menu: MenuId, id: string) {
  return changeMenu(services, menu, (entries) => {
    const index = indexOf(entries, id);
    return entries.filter((_, at) => at !== index);
  });
}

/** 'Rétablir le menu par défaut': the row goes, the defaults of app/content/ are back. */
export async function resetMenu(services: Services, menu: MenuId): Promise<MenuChangeResult> {
  await changePublicContent(services, (tx) => tx.delete(siteMenus).where(eq(siteMenus.name, menu)));
  return { ok: true };
}
