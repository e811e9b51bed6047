/**
 * Who wants to know when articles change (the sitemaps: regeneration and
 * IndexNow submission). The admin's saves and deletions and the scheduling
 * job call `notifyArticlesChanged` after their transaction commits; other
 * features subscribe once at start-up:
 *
 *   onArticlesChanged(async (change, services) => { … });
 *
 * A listener's failure is logged and never undoes or fails the save.
 */
import type { AppServices } from "~/server/context.server";

export interface ArticlesChange {
  kind: "created" | "updated" | "deleted" | "published";
  /** The articles concerned, with their slug after the change. */
  articles: { id: number; slug: string }[];
  /** Slugs that stopped answering publicly (renamed or deleted articles). */
  removedSlugs: string[];
  /** True when the public blog (list, pages, feed, sitemap) may have changed. */
  publicChanged: boolean;
}

type ArticlesChangeListener = (
  change: ArticlesChange,
  services: AppServices,
) => void | Promise<void>;

const listeners = new Set<ArticlesChangeListener>();

/** Subscribes; returns the function that unsubscribes. */
export function onArticlesChanged(listener: ArticlesChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function notifyArticlesChanged(
  services: AppServices,
  change: ArticlesChange,
): Promise<void> {
  await Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener(change, services);
      } catch (error) {
        console.error("Articles : un abonné aux changements a échoué :", error);
      }
    }),
  );
}
