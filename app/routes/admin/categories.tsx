import { PencilLine, Plus } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/categories";
import { DataTable } from "~/components/ui/data-table";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FieldError, Input, Label } from "~/components/ui/input";
import { adminMeta } from "~/features/admin-shell/private-page";
import {
  CategoryForm,
  DeleteForm,
  useActionToast,
} from "~/features/articles/components/admin/taxonomy-forms";
import { categoriesAction } from "~/features/articles/taxonomy-actions.server";
import type { TaxonomyActionData } from "~/features/articles/taxonomy-schema";
import { listTaxonomyForAdmin } from "~/features/articles/taxonomy.server";
import { requireUser } from "~/features/auth/guard.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta("Catégories et tags");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  return listTaxonomyForAdmin(context.services);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  return categoriesAction(context.services, await readFormBody(request));
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { categories, tags } = loaderData;
  const errorsFor = (form: string) => (actionData?.form === form ? actionData.errors : undefined);
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl">Catégories et tags</h1>
      <p className="mt-2 text-muted">
        Une catégorie regroupe des articles sur une page publique (/blog/categorie/…) ; un article a
        une catégorie et autant de tags que voulu, choisis dans l'éditeur.
      </p>

      <section aria-labelledby="categories-title" className="mt-10">
        <h2 id="categories-title" className="text-2xl">
          Catégories
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {categories.length === 0 ? (
            <p className="rounded-2xl bg-sand-50 p-6 text-muted ring-1 ring-sand-200">
              Aucune catégorie pour le moment.
            </p>
          ) : (
            <DataTable
              caption="Catégories"
              rows={categories}
              rowKey={(category) => category.id}
              columns={[
                {
                  header: "Nom",
                  rowHeader: true,
                  cellClassName: () => "font-medium",
                  cell: (category) => category.name,
                },
                {
                  header: "Adresse",
                  cellClassName: () => "text-muted",
                  cell: (category) => `/blog/categorie/${category.slug}`,
                },
                { header: "Articles", cell: (category) => category.articleCount },
                {
                  header: "Actions",
                  hideHeader: true,
                  cell: (category) => (
                    <div className="flex justify-end gap-1">
                      <Button asChild variant="ghost" size="sm">
                        <Link
                          to={`/admin/categories/${category.id}`}
                          aria-label={`Modifier la catégorie ${category.name}`}
                        >
                          <PencilLine className="size-4" aria-hidden />
                          Modifier
                        </Link>
                      </Button>
                      <DeleteForm
                        intent="delete-category"
                        id={category.id}
                        label={`Supprimer la catégorie ${category.name}`}
                        confirmText={`Supprimer la catégorie « ${category.name} » ? Ses ${category.articleCount} article(s) n'auront plus de catégorie.`}
                      />
                    </div>
                  ),
                },
              ]}
            />
          )}
          <section
            aria-labelledby="new-category-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
          >
            <h3 id="new-category-title" className="mb-4 text-xl">
              Nouvelle catégorie
            </h3>
            <CategoryForm
              intent="create-category"
              submitLabel="Créer la catégorie"
              serverErrors={errorsFor("create-category")}
            />
          </section>
        </div>
      </section>

      <section id="tags" aria-labelledby="tags-title" className="mt-12 scroll-mt-20">
        <h2 id="tags-title" className="text-2xl">
          Tags
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {tags.length === 0 ? (
            <p className="rounded-2xl bg-sand-50 p-6 text-muted ring-1 ring-sand-200">
              Aucun tag pour le moment.
            </p>
          ) : (
            <ul className="divide-y divide-sand-200 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
              {tags.map((tag) => (
                <li key={tag.id} className="flex flex-wrap items-start gap-3 p-3">
                  <TagRenameForm tag={tag} errors={errorsFor(`tag-${tag.id}`)} />
                  <DeleteForm
                    intent="delete-tag"
                    id={tag.id}
                    label={`Supprimer le tag ${tag.name}`}
                    confirmText={`Supprimer le tag « ${tag.name} » ? Il sera retiré de ses ${tag.articleCount} article(s).`}
                  />
                </li>
              ))}
            </ul>
          )}
          <NewTagForm errors={errorsFor("new-tag")} />
        </div>
      </section>
    </div>
  );
}

/** Not the shared <Field>: the tag's name is its own label, read by screen readers only. */
function TagRenameForm({
  tag,
  errors,
}: {
  tag: { id: number; name: string; articleCount: number };
  errors: TaxonomyActionData["errors"];
}) {
  const inputId = `tag-${tag.id}-name`;
  return (
    <Form method="post" className="flex flex-1 flex-wrap items-start gap-2">
      <input type="hidden" name="intent" value="rename-tag" />
      <input type="hidden" name="id" value={tag.id} />
      <div className="min-w-48 flex-1">
        <Label htmlFor={inputId} className="sr-only">
          {`Nom du tag ${tag.name}`}
        </Label>
        <Input
          id={inputId}
          name="name"
          defaultValue={tag.name}
          aria-invalid={errors?.name ? true : undefined}
          aria-describedby={errors?.name ? `${inputId}-error` : `${inputId}-count`}
        />
        <p id={`${inputId}-count`} className="mt-1 text-xs text-muted">
          {tag.articleCount} article(s)
        </p>
        <FieldError id={`${inputId}-error`}>{errors?.name}</FieldError>
      </div>
      <Button type="submit" variant="secondary" size="sm" className="mt-1">
        Renommer
      </Button>
    </Form>
  );
}

function NewTagForm({ errors }: { errors: TaxonomyActionData["errors"] }) {
  const [name, setName] = useState("");
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "create-tag";
  return (
    <section
      aria-labelledby="new-tag-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <h3 id="new-tag-title" className="mb-4 text-xl">
        Nouveau tag
      </h3>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="create-tag" />
        <Field
          id="new-tag-name"
          name="name"
          label="Nom"
          value={name}
          onChange={setName}
          error={errors?.name}
        />
        <Button type="submit" disabled={busy}>
          <Plus className="size-4" aria-hidden />
          Créer le tag
        </Button>
      </Form>
    </section>
  );
}
