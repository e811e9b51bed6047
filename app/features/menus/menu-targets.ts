/**
 * From a target to an address: the current slug of a service, category or
 * article, and whether the target is shown at all (a hidden service, an
 * unpublished or deleted article is not). Pure: the server passes what it
 * read, once per public content version.
 */
import { footerLinks, mainMenu, type NavLink } from "~/content/navigation";
import {
  FIXED_PAGES,
  type FixedPage,
  type MenuEntry,
  type MenuId,
  type MenuTarget,
} from "./menu-schema";

export interface LinkTargets {
  services: { id: string; slug: string; hidden: boolean; title: string }[];
  categories: { id: number; slug: string; name: string }[];
  articles: { id: number; slug: string; title: string; isPublic: boolean }[];
  /** The practitioner's pages; `isPublic`: published, with a publication to show. */
  freePages: { id: number; slug: string; title: string; isPublic: boolean }[];
}

export const notShownMessages = {
  serviceHidden: "Non affiché : le service est masqué.",
  serviceDeleted: "Non affiché : le service n'existe plus.",
  categoryDeleted: "Non affiché : la catégorie a été supprimée.",
  articleUnpublished: "Non affiché : l'article n'est pas publié.",
  articleDeleted: "Non affiché : l'article a été supprimé.",
  freePageUnpublished: "Non affiché : la page n'est pas publiée.",
  freePageDeleted: "Non affiché : la page a été supprimée.",
} as const;

export type ResolvedTarget =
  { shown: true; href: string; name: string } | { shown: false; reason: string; name: string };

const shown = (href: string, name: string): ResolvedTarget => ({ shown: true, href, name });
const notShown = (reason: string, name: string): ResolvedTarget => ({
  shown: false,
  reason,
  name,
});

export function resolveTarget(target: MenuTarget, known: LinkTargets): ResolvedTarget {
  switch (target.kind) {
    case "page": {
      const page = FIXED_PAGES[target.page];
      return shown(page.path, page.label);
    }
    case "services":
      return shown("/services", "Services");
    case "blog":
      return shown("/blog", "Blog");
    case "address":
      return shown(target.path, target.path);
    case "service": {
      const service = known.services.find((candidate) => candidate.id === target.id);
      if (!service) return notShown(notShownMessages.serviceDeleted, "Service supprimé");
      if (service.hidden) return notShown(notShownMessages.serviceHidden, service.title);
      return shown(`/services/${encodeURIComponent(service.slug)}`, service.title);
    }
    case "category": {
      const category = known.categories.find((candidate) => candidate.id === target.id);
      if (!category) return notShown(notShownMessages.categoryDeleted, "Catégorie supprimée");
      return shown(`/blog/categorie/${encodeURIComponent(category.slug)}`, category.name);
    }
    case "article": {
      const article = known.articles.find((candidate) => candidate.id === target.id);
      if (!article) return notShown(notShownMessages.articleDeleted, "Article supprimé");
      if (!article.isPublic) return notShown(notShownMessages.articleUnpublished, article.title);
      return shown(`/blog/${encodeURIComponent(article.slug)}`, article.title);
    }
    case "free-page": {
      const page = known.freePages.find((candidate) => candidate.id === target.id);
      if (!page) return notShown(notShownMessages.freePageDeleted, "Page supprimée");
      if (!page.isPublic) return notShown(notShownMessages.freePageUnpublished, page.title);
      return shown(`/${page.slug}`, page.title);
    }
  }
}

/** A link of the public site: what the navbar and the footer render. */
export interface PublicMenuLink {
  label: string;
  href: string;
}

/** The entries a visitor sees: those whose target is shown, at its current address. */
export function publicLinks(entries: MenuEntry[], known: LinkTargets): PublicMenuLink[] {
  return entries.flatMap((entry) => {
    const resolved = resolveTarget(entry.target, known);
    return resolved.shown ? [{ label: entry.label, href: resolved.href }] : [];
  });
}

/** The target of an address of app/content/navigation.ts: a fixed page, a list, or the address. */
function targetOfPath(path: string): MenuTarget {
  if (path === "/services") return { kind: "services" };
  if (path === "/blog") return { kind: "blog" };
  const page = (Object.keys(FIXED_PAGES) as FixedPage[]).find(
    (key) => FIXED_PAGES[key].path === path,
  );
  return page ? { kind: "page", page } : { kind: "address", path };
}

const DEFAULT_LINKS: Record<MenuId, NavLink[]> = { main: mainMenu, footer: footerLinks };

/** The menu shown while the practitioner has not edited it. */
export function defaultMenu(menu: MenuId): MenuEntry[] {
  return DEFAULT_LINKS[menu].map((link, index) => ({
    id: `defaut-${index + 1}`,
    label: link.label,
    target: targetOfPath(link.to),
  }));
}
