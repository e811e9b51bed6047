/**
 * The actions of /admin/categories and /admin/categories/:id: create, rename
 * and delete categories and tags. A refused request answers which form its
 * errors belong to, with a French toast; a done one goes back to the list.
 */
import { redirectWithToast } from "~/lib/toast.server";
import { done, invalid, refused } from "~/lib/action-results.server";
import type { AppServices } from "~/server/context.server";
import {
  CategoryFormSchema,
  firstErrors,
  TagFormSchema,
  taxonomyMessages as messages,
  TaxonomyIdSchema,
  type TaxonomyActionData,
} from "./taxonomy-schema";
import {
  createCategory,
  createTag,
  deleteCategory,
  deleteTag,
  renameTag,
  TaxonomyError,
  updateCategory,
} from "./taxonomy.server";

type Services = Pick<AppServices, "db" | "now">;

const LIST = "/admin/categories";
const invalidForm = invalid(messages.invalidForm);

const answer = (form: string, body: TaxonomyActionData, status: number) =>
  refused({ form, ...body } satisfies TaxonomyActionData, status);

const categoryForm = (form: FormData) =>
  CategoryFormSchema.safeParse({
    name: form.get("name"),
    description: form.get("description") ?? "",
  });

/** The list page's intents: create or delete a category, create, rename or delete a tag. */
export async function categoriesAction(services: Services, form: FormData) {
  const intent = form.get("intent");
  const id = TaxonomyIdSchema.safeParse(form.get("id"));
  const categoryGone = { toast: invalid(messages.categoryNotFound) };
  const tagGone = { toast: invalid(messages.tagNotFound) };
  try {
    switch (intent) {
      case "create-category": {
        const parsed = categoryForm(form);
        if (!parsed.success) {
          const errors = firstErrors(parsed.error);
          return answer("create-category", { errors, toast: invalidForm }, 400);
        }
        await createCategory(services, parsed.data);
        return done(LIST, messages.categoryCreated);
      }
      case "delete-category": {
        if (!id.success || !(await deleteCategory(services, id.data))) {
          return answer("categories", categoryGone, 404);
        }
        return done(LIST, messages.categoryDeleted);
      }
      case "create-tag": {
        const parsed = TagFormSchema.safeParse({ name: form.get("name") });
        if (!parsed.success) {
          return answer("new-tag", { errors: firstErrors(parsed.error), toast: invalidForm }, 400);
        }
        await createTag(services, parsed.data);
        return done(LIST, messages.tagCreated);
      }
      case "rename-tag": {
        const parsed = TagFormSchema.safeParse({ name: form.get("name") });
        if (!id.success) return answer("tags", tagGone, 404);
        if (!parsed.success) {
          const errors = firstErrors(parsed.error);
          return answer(`tag-${id.data}`, { errors, toast: invalidForm }, 400);
        }
        await renameTag(services, id.data, parsed.data);
        return done(LIST, messages.tagUpdated);
      }
      case "delete-tag": {
        if (!id.success || !(await deleteTag(services, id.data))) {
          return answer("tags", tagGone, 404);
        }
        return done(LIST, messages.tagDeleted);
      }
      default:
        return answer("", { toast: invalidForm }, 400);
    }
  } catch (error) {
    if (error instanceof TaxonomyError) {
      const isTag = typeof intent === "string" && intent.endsWith("-tag");
      const formName =
        intent === "rename-tag" && id.success
          ? `tag-${id.data}`
          : isTag
            ? "new-tag"
            : "create-category";
      if (error.code === "slug-taken") {
        const message = isTag ? messages.tagSlugTaken : messages.categorySlugTaken;
        return answer(formName, { errors: { name: message }, toast: invalid(message) }, 409);
      }
      return answer(formName, isTag ? tagGone : categoryGone, 404);
    }
    console.error("Catégories et tags : enregistrement en échec :", error);
    return answer("", { toast: invalid(messages.saveFailed) }, 500);
  }
}

/** Back to the list, saying the category is gone. */
export const categoryNotFound = () => redirectWithToast(LIST, invalid(messages.categoryNotFound));

/** The edit page's intents: save the category, or delete it. */
export async function categoryEditAction(services: Services, rawId: unknown, form: FormData) {
  const id = TaxonomyIdSchema.safeParse(rawId);
  if (!id.success) return categoryNotFound();
  if (form.get("intent") === "delete-category") {
    if (!(await deleteCategory(services, id.data))) return categoryNotFound();
    return done(LIST, messages.categoryDeleted);
  }
  const parsed = categoryForm(form);
  if (!parsed.success) {
    return refused(
      { errors: firstErrors(parsed.error), toast: invalidForm } satisfies TaxonomyActionData,
      400,
    );
  }
  try {
    await updateCategory(services, id.data, parsed.data);
  } catch (error) {
    if (error instanceof TaxonomyError && error.code === "not-found") return categoryNotFound();
    if (error instanceof TaxonomyError) {
      const taken = messages.categorySlugTaken;
      return refused(
        { errors: { name: taken }, toast: invalid(taken) } satisfies TaxonomyActionData,
        409,
      );
    }
    console.error("Catégorie : enregistrement en échec :", error);
    return refused({ toast: invalid(messages.saveFailed) } satisfies TaxonomyActionData, 500);
  }
  return done(LIST, messages.categoryUpdated);
}
