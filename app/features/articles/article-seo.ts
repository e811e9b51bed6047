/** The head tags of an article page, shared by the article route and the previews. */
import { practice } from "~/content/practice";
import { absoluteUrl, seoMeta, shareableImage } from "~/lib/seo";
import { articleJsonLd } from "./structured-data";
import type { ArticleView } from "./types";

/** Title, description, Open Graph, JSON-LD and article:* tags of an article page. */
export function articleMeta(article: ArticleView, publicUrl: string) {
  const image = absoluteUrl(article.imageUrl, publicUrl);
  const description = article.metaDescription || article.excerpt;
  return [
    ...seoMeta({
      // 'seo title | practice name'.
      rawTitle: `${article.metaTitle || article.title} | ${practice.name}`,
      description,
      path: `/blog/${article.slug}`,
      publicUrl,
      image,
      type: "article",
      jsonLd: articleJsonLd(article, { publicUrl, image, description }),
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
