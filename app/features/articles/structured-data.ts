/**
 * JSON-LD of the blog's pages, rendered by `seoMeta` into the server HTML:
 * an article's BlogPosting, a category's or a tag's CollectionPage, each with
 * its breadcrumb (Accueil › Blog › …).
 */
import { breadcrumbJsonLd, SCHEMA_CONTEXT } from "~/lib/structured-data";
import type { ArticleView, PublicArticleSummary } from "./types";

/** A category's or a tag's page: the articles it lists, and its breadcrumb. */
export function blogCollectionJsonLd({
  name,
  path,
  articles,
  publicUrl,
  practiceName,
}: {
  name: string;
  path: string;
  articles: readonly Pick<PublicArticleSummary, "title" | "slug" | "publishedIso">[];
  publicUrl: string;
  practiceName: string;
}) {
  const collection = {
    "@context": SCHEMA_CONTEXT,
    "@type": "CollectionPage",
    name: `${name} – Blog – ${practiceName}`,
    url: `${publicUrl}${path}`,
    inLanguage: "fr-FR",
    hasPart: articles.map((article) => ({
      "@type": "BlogPosting",
      headline: article.title,
      url: `${publicUrl}/blog/${article.slug}`,
      datePublished: article.publishedIso,
    })),
  };
  const crumbs = [
    { name: "Accueil", path: "/" },
    { name: "Blog", path: "/blog" },
    { name, path },
  ];
  const list: [typeof collection, ReturnType<typeof breadcrumbJsonLd>] = [
    collection,
    breadcrumbJsonLd(crumbs, publicUrl),
  ];
  return list;
}

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
