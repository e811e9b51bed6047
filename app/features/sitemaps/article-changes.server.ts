/**
 * Sitemaps and IndexNow follow the articles: the admin's saves and deletions
 * and the scheduled publication notify `notifyArticlesChanged`
 * (articles/article-events.server.ts); `followArticleChanges()`, called once
 * at start-up, subscribes to it. Each public change drops this process's
 * built sitemaps (other processes see it through the content version) and
 * submits the addresses concerned, with the blog's list, to IndexNow in the
 * background: the practitioner's save never waits for the search engine.
 */
import type { AppServices } from "~/server/context.server";
import { onArticlesChanged, type ArticlesChange } from "~/features/articles/article-events.server";
import { articlePath } from "~/features/articles/public-urls.server";
import { submitToIndexNow } from "./indexnow.server";
import { invalidateSitemaps } from "./sitemaps.server";

/** The IndexNow submission of one change; resolves when done, never rejects. */
export async function submitArticleChange(
  services: Pick<AppServices, "db" | "env" | "now">,
  change: ArticlesChange,
): Promise<void> {
  const slugs = [...change.articles.map((article) => article.slug), ...change.removedSlugs].filter(
    (slug) => slug.trim() !== "",
  );
  if (!change.publicChanged || slugs.length === 0) return;
  const origin = services.env.PUBLIC_URL;
  const urls = [...slugs.map((slug) => `${origin}${articlePath(slug)}`), `${origin}/blog`];
  try {
    const outcome = await submitToIndexNow(services, urls);
    if (outcome.kind === "failed")
      console.warn(`IndexNow : soumission de ${urls.join(", ")} en échec : ${outcome.error}`);
  } catch (error) {
    console.error("IndexNow : soumission en arrière-plan impossible", error);
  }
}

/** Subscribes the sitemaps to article changes; returns the unsubscribe function. */
export function followArticleChanges(): () => void {
  return onArticlesChanged((change, services) => {
    if (!change.publicChanged) return;
    invalidateSitemaps();
    void submitArticleChange(services, change);
  });
}
