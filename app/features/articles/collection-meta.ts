/** The head of a category or tag page: its title and address by page, its CollectionPage JSON-LD. */
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import { blogCollectionJsonLd } from "./structured-data";
import type { PublicArticleSummary } from "./types";

type Matches = Parameters<typeof publicUrlFrom>[0];

interface CollectionHead {
  name: string;
  /** The first page's address. */
  path: string;
  page: number;
  description: string;
  articles: PublicArticleSummary[];
  noindex: boolean;
}

/** `shown` is undefined when the page is a 404, titled `notFoundTitle`. */
export function collectionMeta(
  { matches, location }: { matches: Matches; location: { pathname: string } },
  notFoundTitle: string,
  shown: CollectionHead | undefined,
) {
  const publicUrl = publicUrlFrom(matches);
  const practice = practiceFrom(matches);
  if (!shown) {
    return seoMeta({
      title: notFoundTitle,
      path: location.pathname,
      publicUrl,
      practice,
      noindex: true,
    });
  }
  const { name, path, page, articles } = shown;
  return seoMeta({
    title: page > 1 ? `${name} – Blog (page ${page})` : `${name} – Blog`,
    description: shown.description,
    path: page > 1 ? `${path}?page=${page}` : path,
    publicUrl,
    practice,
    noindex: shown.noindex,
    jsonLd: blogCollectionJsonLd({
      name,
      path,
      articles,
      publicUrl,
      practiceName: practice.identity.practiceName,
    }),
  });
}
