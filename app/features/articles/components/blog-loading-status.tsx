import { useNavigation } from "react-router";

/** Spec public §2: loading texts while the next article or articles are fetched. */
export const BLOG_LOADING_TEXTS = {
  list: "Chargement des articles...",
  article: "Chargement de l'article...",
} as const;

/**
 * Announces a client-side load of the blog or of an article, from any
 * public page (the navbar's Blog link, a card, previous/next, related).
 */
export function BlogLoadingStatus() {
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const text =
    target === "/blog" || target?.startsWith("/blog/categorie/")
      ? BLOG_LOADING_TEXTS.list
      : target && /^\/blog\/[^/]+$/.test(target)
        ? BLOG_LOADING_TEXTS.article
        : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center px-4"
    >
      {text ? (
        <p className="rounded-full bg-sage-800 px-5 py-2 text-sm font-medium text-white shadow-lg">
          {text}
        </p>
      ) : null}
    </div>
  );
}
