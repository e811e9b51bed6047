import { Link } from "react-router";
import { FieldError, Label } from "~/components/ui/input";
import type { TaxonomyOptions } from "../article-editor-types";
import type { ArticleForm } from "../use-article-form";
import { EditorPanel } from "./editor-panel";

/** The article's one category and its tags, chosen among those the admin manages. */
export function TaxonomyPanel({
  form,
  taxonomy,
}: {
  form: ArticleForm;
  taxonomy: TaxonomyOptions;
}) {
  const { values, errors, submitting } = form;
  return (
    <EditorPanel title="Catégories et tags">
      <Label htmlFor="article-category">Catégorie</Label>
      <select
        id="article-category"
        name="category"
        value={values.categories[0] ?? ""}
        disabled={submitting}
        aria-describedby={errors.categories ? "article-category-error" : undefined}
        onChange={(event) =>
          form.set("categories", event.target.value ? [Number(event.target.value)] : [])
        }
        className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
      >
        <option value="">Aucune catégorie</option>
        {taxonomy.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
      <FieldError id="article-category-error">{errors.categories}</FieldError>
      <p className="mt-2 text-sm">
        <Link
          to="/admin/categories"
          className="text-sage-700 underline underline-offset-4 hover:text-sage-900"
        >
          Gérer les catégories et les tags
        </Link>
      </p>
      <div className="mt-5">
        <ChoiceList
          legend="Tags"
          options={taxonomy.tags}
          chosen={values.tags}
          onChange={(ids) => form.set("tags", ids)}
          empty="Aucun tag pour le moment."
          disabled={submitting}
        />
      </div>
    </EditorPanel>
  );
}

function ChoiceList({
  legend,
  options,
  chosen,
  onChange,
  empty,
  disabled,
}: {
  legend: string;
  options: { id: number; name: string }[];
  chosen: number[];
  onChange(ids: number[]): void;
  empty: string;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="space-y-1">
          {options.map((option) => (
            <li key={option.id}>
              <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-sand-50">
                <input
                  type="checkbox"
                  className="size-5 accent-sage-700"
                  checked={chosen.includes(option.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...chosen, option.id]
                        : chosen.filter((id) => id !== option.id),
                    )
                  }
                />
                {option.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
