/** The head tags of an article page, shared by the article route and the previews. */
import type { PracticeView } from "~/features/practice/practice-view";
import { absoluteUrl, seoMeta, shareableImage } from "~/lib/seo";
import { articleJsonLd } from "./structured-data";
import type { ArticleView } from "./types";

/** Title, description, Open Graph, JSON-LD and article:* tags of an article page. */
export function articleMeta(article: ArticleView, publicUrl: string, practice: PracticeView) {
  const image = absoluteUrl(article.imageUrl, publicUrl);
  const description = article.metaDescription || article.excerpt;
  return [
    ...seoMeta({
      // 'seo title | practice name'.
      rawTitle: `${article.metaTitle || article.title} | ${practice.identity.practiceName}`,
      description,
      path: `/blog/${article.slug}`,
      publicUrl,
      practice,
      image,
      type: "article",
      jsonLd: articleJsonLd(article, {
        publicUrl,
        image,
        description,
        publisher: practice.identity.practiceName,
      }),
    }),
    ...(shareableImage(article.imageUrl) === article.imageUrl
      ? [{ property: "og:image:alt", content: article.imageAlt || article.title }]
      : []),
    { property: "article:published_time", content: article.publishedIso },
    { property: "article:modified_time", content: article.updatedIso },
    { property: "article:author", content: article.author.name },
    ...article.categories.map((category) => ({
      property: "article:section",
      content: category.name,
    })),
  ];
}
