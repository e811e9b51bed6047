import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/category-edit";
import { adminMeta } from "~/features/admin-shell/private-page";
import {
  CategoryForm,
  DeleteForm,
  useActionToast,
} from "~/features/articles/components/admin/taxonomy-forms";
import { categoryEditAction, categoryNotFound } from "~/features/articles/taxonomy-actions.server";
import { TaxonomyIdSchema, type TaxonomyActionData } from "~/features/articles/taxonomy-schema";
import { getCategory } from "~/features/articles/taxonomy.server";
import { requireUser } from "~/features/auth/guard.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta("Modifier une catégorie");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const id = TaxonomyIdSchema.safeParse(params.id);
  const category = id.success ? await getCategory(context.services, id.data) : null;
  if (!category) throw await categoryNotFound();
  return {
    category: {
      id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  return categoryEditAction(context.services, params.id, await readFormBody(request));
}

export default function CategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const answer: TaxonomyActionData | undefined = actionData;
  useActionToast(answer);
  const { category } = loaderData;
  return (
    <div className="mx-auto max-w-2xl">
      <Link
        to="/admin/categories"
        className="inline-flex items-center gap-2 text-sm text-sage-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Retour aux catégories
      </Link>
      <h1 className="mt-4 text-3xl">Modifier une catégorie</h1>
      <p className="mt-2 text-muted">
        Adresse actuelle :{" "}
        <a
          href={`/blog/categorie/${category.slug}`}
          className="text-sage-700 underline underline-offset-4"
        >
          /blog/categorie/{category.slug}
        </a>
        . Si le nom change, l'adresse suit le nouveau nom et l'ancienne redirige vers la nouvelle.
      </p>
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
        <CategoryForm
          intent="update-category"
          submitLabel="Enregistrer"
          initial={category}
          serverErrors={answer?.errors}
        />
      </div>
      <div className="mt-6 flex justify-end">
        <DeleteForm
          intent="delete-category"
          id={category.id}
          label={`Supprimer la catégorie ${category.name}`}
          confirmText={`Supprimer la catégorie « ${category.name} » ? Ses articles n'auront plus de catégorie.`}
        />
      </div>
    </div>
  );
}
