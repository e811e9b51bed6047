import { z } from "zod";
import type { Route } from "./+types/blog-articles";
import {
  loadBlogListPage,
  loadCategoryPage,
  loadTagPage,
} from "~/features/articles/blog-pages.server";
import type { BlogListData } from "~/features/articles/components/blog-article-list";
import { jsonError } from "~/server/public-api.server";
import { publicCacheHeaders } from "~/server/http-cache.server";

/**
 * The cards of a blog list as JSON, for 'Voir tous les articles' (the list
 * island of /blog, of a category page and of a tag page): the first `page` × 6 articles,
 * as the page's own `?page=` shows them.
 */
const blogArticlesMessages = {
  invalid: "Paramètres invalides : page (1 à 500) et, au besoin, la catégorie ou l'étiquette.",
  missingCategory: "Cette catégorie n'existe pas ou a été supprimée.",
  missingTag: "Cette étiquette n'existe pas ou a été supprimée.",
  methodNotAllowed: "Méthode non autorisée : utilisez GET.",
} as const;

const QuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(500),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,200}$/)
    .optional(),
  tag: z
    .string()
    .regex(/^[a-z0-9-]{1,200}$/)
    .optional(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, blogArticlesMessages.invalid);
  const { page, category, tag } = query.data;
  if (tag) {
    if (category) return jsonError(400, blogArticlesMessages.invalid);
    const { value, etag } = await loadTagPage(context.services, tag, page);
    if (value.kind !== "tag") return jsonError(404, blogArticlesMessages.missingTag);
    const list: BlogListData = {
      articles: value.articles,
      page: value.page,
      hasMore: value.hasMore,
    };
    return Response.json(list, { headers: publicCacheHeaders(etag) });
  }
  const { value, etag } = category
    ? await loadCategoryPage(context.services, category, page)
    : await loadBlogListPage(context.services, page);
  if ("kind" in value && value.kind !== "category")
    return jsonError(404, blogArticlesMessages.missingCategory);
  const list: BlogListData = { articles: value.articles, page: value.page, hasMore: value.hasMore };
  return Response.json(list, { headers: publicCacheHeaders(etag) });
}

export const action = () =>
  jsonError(405, blogArticlesMessages.methodNotAllowed, { Allow: "GET, HEAD" });
