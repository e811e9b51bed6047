import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/blog";
import { loadBlogListPage } from "~/features/articles/blog-pages.server";
import { BlogArticleList, blogListTexts } from "~/features/articles/components/blog-article-list";
import { CategoryNav } from "~/features/articles/components/category-nav";
import { withPracticeFields } from "~/features/practice/practice-fields";
import { practiceFrom, usePractice } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import { PendingToast } from "~/components/toaster";
import { Island } from "~/lib/island";
import { publicCacheHeaders, publicPageHeaders } from "~/server/http-cache.server";

/** The blog's texts. */
const blogMessages = {
  title: "Le blog",
  intro:
    "Conseils pratiques, explications et gestes simples pour prendre soin de votre corps au quotidien, par {praticien}, ostéopathe à {ville}.",
  empty: "Aucun article disponible.",
  more: "Voir tous les articles",
  loadErrorTitle: blogListTexts.loadErrorTitle,
  loadErrorDescription: blogListTexts.loadErrorDescription,
} as const;

// ?page=N shows the first N × 6 articles; anything unusable means the first page.
const PageSchema = z.coerce.number().int().min(1).max(500).catch(1);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = PageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const { value, etag } = await loadBlogListPage(context.services, page);
  return data(value, { headers: publicCacheHeaders(etag) });
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const publicUrl = publicUrlFrom(matches);
  const page = loaderData?.page ?? 1;
  const settings = practiceFrom(matches);
  const { practiceName } = settings.identity;
  const seo = seoMeta({
    title: page > 1 ? `Blog (page ${page})` : "Blog",
    description:
      "Conseils d'ostéopathe sur le dos, la grossesse, les nourrissons, le sport, le sommeil et le bien-être, par {praticien} à {ville}.",
    path: page > 1 ? `/blog?page=${page}` : "/blog",
    publicUrl,
    practice: settings,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `Blog – ${practiceName}`,
        url: `${publicUrl}/blog`,
        inLanguage: "fr-FR",
        publisher: { "@type": "Organization", name: practiceName, url: `${publicUrl}/` },
        blogPost: (loaderData?.articles ?? []).map((article) => ({
          "@type": "BlogPosting",
          headline: article.title,
          url: `${publicUrl}/blog/${article.slug}`,
          datePublished: article.publishedIso,
        })),
      },
    ],
  });
  return [
    ...seo,
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `Blog – ${practiceName}`,
      href: "/blog/rss.xml",
    },
  ];
};

function BlogHeader() {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">
        Conseils d'ostéopathe
      </p>
      <h1 className="mt-2 text-4xl text-sage-900 sm:text-5xl">{blogMessages.title}</h1>
      <p className="mt-4 text-lg text-muted">
        {withPracticeFields(blogMessages.intro, usePractice())}
      </p>
    </header>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-sand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <BlogHeader />
        {children}
      </div>
    </div>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <Shell>
      <CategoryNav categories={loaderData.categories} current={null} />
      <BlogArticleList
        data={loaderData}
        path="/blog"
        empty={blogMessages.empty}
        moreLabel={blogMessages.more}
      />
    </Shell>
  );
}

/** A failed load shows a destructive toast and an emptied list. */
export function ErrorBoundary() {
  return (
    <Shell>
      <Island
        name="toast"
        of={PendingToast}
        props={{
          title: blogMessages.loadErrorTitle,
          description: blogMessages.loadErrorDescription,
          variant: "destructive",
        }}
      />
      <p className="mt-12 rounded-2xl bg-white p-8 text-center text-muted ring-1 ring-sand-200">
        {blogMessages.empty}
      </p>
    </Shell>
  );
}
