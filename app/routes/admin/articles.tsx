import { Plus, RefreshCw } from "lucide-react";
import { Link, useNavigation, useRevalidator } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/articles";
import { AdminPagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/features/admin-shell/private-page";
import {
  ArticleDataError,
  ARTICLE_SORTS,
  deleteArticle,
  listAdminArticles,
} from "~/features/articles/admin-articles.server";
import { formatAdminDate, formatAdminDateTime } from "~/lib/admin-dates";
import { ARTICLE_STATUS_VALUES, ArticleIdSchema } from "~/features/articles/article-form-schema";
import {
  ArticleListFilters,
  ArticleTable,
  articleListMessages as messages,
} from "~/features/articles/components/admin/article-list";
import { requireUser } from "~/features/auth/guard.server";
import { invalid, refused } from "~/lib/action-results.server";
import type { ToastInput } from "~/lib/toast";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta(messages.title);

/** The list's address: ?page= (1-based), ?sort=, ?status=; anything invalid falls back to the default. */
const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  sort: z.enum(ARTICLE_SORTS).catch("updated_desc"),
  status: z.enum(ARTICLE_STATUS_VALUES).nullable().catch(null),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const params = new URL(request.url).searchParams;
  const query = ListQuerySchema.parse({
    page: params.get("page") ?? undefined,
    sort: params.get("sort") ?? undefined,
    status: params.get("status") || null,
  });
  const list = await listAdminArticles(context.services, {
    page: query.page - 1,
    sort: query.sort,
    status: query.status,
  });
  return {
    sort: query.sort,
    status: query.status,
    pagination: list.pagination,
    articles: list.articles.map((article) => ({
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      status: article.status,
      scheduledFor: article.scheduledFor ? formatAdminDateTime(article.scheduledFor) : null,
      updatedAt: formatAdminDate(article.updatedAt),
      readTime: article.readTime,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  const form = await readFormBody(request);
  const failed = invalid(messages.deleteFailedTitle, messages.deleteFailedText);
  if (form.get("intent") !== "delete") return refused({ ok: false, toast: failed }, 400);
  const id = ArticleIdSchema.safeParse(form.get("id"));
  try {
    const deleted = await deleteArticle(context.services, id.success ? id.data : form.get("id"));
    if (!deleted) return refused({ ok: false, toast: failed }, 404);
  } catch (error) {
    if (!(error instanceof ArticleDataError))
      console.error("Suppression d'article en échec :", error);
    return refused({ ok: false, toast: failed }, error instanceof ArticleDataError ? 400 : 500);
  }
  const deleted: ToastInput = {
    title: messages.deletedTitle,
    description: messages.deletedText,
    variant: "success",
  };
  return { ok: true, toast: deleted };
}

export default function ArticleList({ loaderData }: Route.ComponentProps) {
  const { articles, pagination, sort, status } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const loading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === "/admin/articles");

  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    if (page > 0) params.set("page", String(page + 1));
    if (sort !== "updated_desc") params.set("sort", sort);
    if (status) params.set("status", status);
    const query = params.toString();
    return query ? `/admin/articles?${query}` : "/admin/articles";
  };

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">{messages.title}</h1>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="secondary"
            onClick={() => void revalidator.revalidate()}
            disabled={loading}
          >
            <RefreshCw className={loading ? "size-4 animate-spin" : "size-4"} aria-hidden />
            {messages.refresh}
          </Button>
          <Button asChild>
            <Link to="/admin/articles/edit">
              <Plus className="size-4" aria-hidden />
              {messages.newArticle}
            </Link>
          </Button>
        </div>
      </div>

      <div className="mt-8">
        <ArticleListFilters key={`${sort}-${status ?? ""}`} sort={sort} status={status} />
      </div>

      <p role="status" className="mt-4 min-h-6 text-sm text-muted">
        {loading ? messages.loading : ""}
      </p>

      <div className="mt-2">
        {articles.length === 0 ? (
          <div className="rounded-2xl bg-sand-50 p-10 text-center ring-1 ring-sand-200">
            <p className="text-lg font-medium text-ink">{messages.emptyTitle}</p>
            <p className="mt-2 text-muted">{messages.emptyText}</p>
          </div>
        ) : (
          <ArticleTable articles={articles} busy={loading} />
        )}
      </div>

      <div className="mt-6">
        <AdminPagination pagination={pagination} hrefFor={hrefFor} />
      </div>
    </div>
  );
}
