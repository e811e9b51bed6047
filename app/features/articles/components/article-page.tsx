/**
 * The public article page's markup, shared by the blog's
 * article route and the previews of the editor and of shared links.
 */
import { Icon, type IconProps, ArrowLeft, Clock } from "~/components/icons";
import { buttonClasses } from "~/components/ui/button";
import { BookingLink } from "~/features/booking/booking-link";
import type { ArticlePageContent } from "../types";
import { ArticleImage } from "./article-image";
import { ArticlePager } from "./article-pager";
import { BlogBreadcrumb } from "./blog-breadcrumb";
import { CategoryBadge } from "./category-badge";
import { RelatedArticles } from "./related-articles";

/** The article page's texts. */
export const articleMessages = {
  notFoundTitle: "Article non trouvé",
  notFoundText: "L'article que vous recherchez n'existe pas ou a été déplacé.",
  backToBlog: "Retour au blog",
  emptyContent: "Cet article ne contient pas encore de contenu.",
} as const;

/**
 * Typography of the sanitised article HTML (the allow-list's tags only;
 * lib/rich-text/sanitize-rich-text.server.ts). Tables scroll sideways on small screens.
 */
const contentClasses = [
  "text-lg leading-relaxed text-ink",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:text-sage-900 [&_h2]:scroll-mt-28",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:text-sage-900 [&_h3]:scroll-mt-28",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-sage-900",
  "[&_h1]:text-3xl [&_h1]:text-sage-900 [&_h5]:font-semibold [&_h6]:font-semibold",
  "[&_a]:text-sage-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-sage-900",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li>p]:mt-0",
  "[&_li::marker]:text-sage-600",
  "[&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-sage-400 [&_blockquote]:bg-sage-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:font-serif [&_blockquote]:text-sage-900",
  "[&_code]:rounded [&_code]:bg-sand-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-sage-900 [&_pre]:p-4 [&_pre]:text-sand-50 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-10 [&_hr]:border-sand-200",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-base [&_table]:border-collapse",
  "[&_th]:border-b-2 [&_th]:border-sage-300 [&_th]:bg-sage-50 [&_th]:p-3 [&_th]:text-left [&_th]:text-sage-900",
  "[&_td]:border-b [&_td]:border-sand-200 [&_td]:p-3 [&_td]:align-top",
  "[&_.align-center]:text-center [&_.align-right]:text-right",
].join(" ");

/** Breadcrumb, header, cover, content, booking call, pager, related. */
export function ArticlePage({
  article,
  contentHtml,
  isEmpty,
  previous,
  next,
  related,
}: ArticlePageContent) {
  return (
    <div className="bg-gradient-to-b from-sand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <BlogBreadcrumb current={article.title} />

        <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <article className="min-w-0">
            <header>
              <CategoryBadge categories={article.categories} linked />
              <h1 className="mt-4 text-3xl leading-tight text-sage-900 sm:text-4xl lg:text-5xl">
                {article.title}
              </h1>
              {article.excerpt ? (
                <p className="mt-5 text-xl leading-relaxed text-muted">{article.excerpt}</p>
              ) : null}
              <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
                <span>
                  Par <span className="font-medium text-ink">{article.author.name}</span>,{" "}
                  {article.author.title}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden />
                  <time dateTime={article.publishedIso}>{article.date}</time>
                </span>
                {article.readTime ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Clock className="size-4" aria-hidden />
                    {article.readTime} min de lecture
                  </span>
                ) : null}
              </p>
            </header>

            <ArticleImage
              src={article.imageUrl}
              alt={article.imageAlt}
              priority
              className="mt-8 rounded-2xl ring-1 ring-sand-200"
            />

            {isEmpty ? (
              <p className="mt-10 rounded-2xl bg-sand-50 p-6 text-muted ring-1 ring-sand-200">
                {articleMessages.emptyContent}
              </p>
            ) : (
              <div
                className={`mt-10 ${contentClasses}`}
                dangerouslySetInnerHTML={{ __html: contentHtml }}
              />
            )}

            {article.tags.length > 0 ? (
              <div className="mt-10 flex flex-wrap items-center gap-2">
                <h2 id="etiquettes" className="text-sm font-semibold text-ink">
                  Étiquettes :
                </h2>
                <ul aria-labelledby="etiquettes" className="flex flex-wrap gap-2">
                  {article.tags.map((tag) => (
                    <li key={tag.slug}>
                      <a
                        href={`/blog/tag/${tag.slug}`}
                        className="inline-flex min-h-8 items-center rounded-full bg-sand-100 px-3 py-1 text-sm text-sage-900 ring-1 ring-sand-300 ring-inset hover:bg-sand-200 hover:underline"
                      >
                        #{tag.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <aside
              aria-label="Prendre rendez-vous"
              className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-sage-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
            >
              <p className="font-serif text-xl">
                Une question, une douleur ? Parlons-en en consultation.
              </p>
              <BookingLink source="blog-article-button" variant="secondary" className="shrink-0" />
            </aside>

            <div className="mt-12">
              <ArticlePager previous={previous} next={next} />
            </div>
          </article>

          <div className="lg:sticky lg:top-28 lg:self-start">
            <RelatedArticles articles={related} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** A blog page that is not there: its title, why, and the way back to the blog. */
export function BlogNotFound({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl text-sage-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">{text}</p>
      <a href="/blog" className={`${buttonClasses("primary", "lg")} mt-8`}>
        <ArrowLeft className="size-5" aria-hidden />
        {articleMessages.backToBlog}
      </a>
    </div>
  );
}

/** Unknown or unpublished slug (or any error): 'Article non trouvé'. */
export function ArticleNotFound() {
  return <BlogNotFound title={articleMessages.notFoundTitle} text={articleMessages.notFoundText} />;
}

function CalendarDays(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 2v3" />
      <path d="M16 2v3" />
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 9h18" />
      <path d="M8 13h.01" />
      <path d="M12 13h.01" />
      <path d="M16 13h.01" />
      <path d="M8 17h.01" />
      <path d="M12 17h.01" />
      <path d="M16 17h.01" />
    </Icon>
  );
}
