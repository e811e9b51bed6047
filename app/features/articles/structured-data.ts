/**
 * JSON-LD of the article page: the BlogPosting and its breadcrumb
 * (Accueil › Blog › article), rendered by `seoMeta` into the server HTML.
 */
import { breadcrumbJsonLd, SCHEMA_CONTEXT } from "~/lib/structured-data";
import type { ArticleView } from "./types";

export function articleJsonLd(
  article: ArticleView,
  {
    publicUrl,
    image,
    description,
    publisher,
  }: { publicUrl: string; image: string; description: string; publisher: string },
) {
  const path = `/blog/${article.slug}`;
  const url = `${publicUrl}${path}`;
  return [
    {
      "@context": SCHEMA_CONTEXT,
      "@type": "BlogPosting",
      headline: article.title,
      description,
      image: [image],
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      datePublished: article.publishedIso,
      dateModified: article.updatedIso,
      inLanguage: "fr-FR",
      author: {
        "@type": "Person",
        name: article.author.name,
        jobTitle: article.author.title,
        url: `${publicUrl}/a-propos`,
      },
      publisher: { "@type": "Organization", name: publisher, url: `${publicUrl}/` },
      ...(article.categories[0] ? { articleSection: article.categories[0].name } : {}),
      ...(article.readTime ? { timeRequired: `PT${article.readTime}M` } : {}),
    },
    breadcrumbJsonLd(
      [
        { name: "Accueil", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: article.title, path },
      ],
      publicUrl,
    ),
  ];
}
