/**
 * The SEO section of the editor: meta title
 * and meta description with n/60 and n/160 counters, advisory hints for the
 * ideal lengths, and a live preview of the search result.
 */
import { Field } from "~/components/ui/field";
import { usePractice } from "~/features/practice/practice-view";
import { ARTICLE_LIMITS } from "../../article-form-schema";

interface SeoFieldsProps {
  title: string;
  slug: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  publicUrl: string;
  onMetaTitleChange(value: string): void;
  onMetaDescriptionChange(value: string): void;
  errors: { metaTitle?: string; metaDescription?: string };
  disabled: boolean;
}

export function SeoFields(props: SeoFieldsProps) {
  const { errors, disabled } = props;
  const { identity } = usePractice();
  const shownTitle = `${props.metaTitle.trim() || props.title.trim() || "Titre de l'article"} | ${identity.practiceName}`;
  const shownDescription =
    props.metaDescription.trim() || props.excerpt.trim() || "La méta description apparaîtra ici.";
  const url = `${props.publicUrl.replace(/^https?:\/\//, "")} › blog › ${props.slug || "…"}`;
  return (
    <div className="space-y-5">
      <Field
        id="article-meta-title"
        name="metaTitle"
        label="Méta titre"
        value={props.metaTitle}
        disabled={disabled}
        error={errors.metaTitle}
        onChange={props.onMetaTitleChange}
        counter={{
          max: ARTICLE_LIMITS.metaTitleMax,
          idealMin: ARTICLE_LIMITS.metaTitleIdealMin,
          hint: "Idéalement entre 30 et 60 caractères (sinon le titre de l'article est utilisé).",
        }}
      />
      <Field
        id="article-meta-description"
        name="metaDescription"
        label="Méta description"
        multiline
        value={props.metaDescription}
        disabled={disabled}
        error={errors.metaDescription}
        onChange={props.onMetaDescriptionChange}
        counter={{
          max: ARTICLE_LIMITS.metaDescriptionMax,
          idealMin: ARTICLE_LIMITS.metaDescriptionIdealMin,
          hint: "Idéalement entre 120 et 160 caractères.",
        }}
      />
      <figure className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
        <figcaption className="text-sm font-medium text-muted">
          Aperçu dans les résultats de recherche
        </figcaption>
        <div className="mt-3" data-testid="search-preview">
          <p className="truncate text-sm text-muted">{url}</p>
          <p className="mt-1 truncate text-lg text-sage-800">{shownTitle}</p>
          <p className="mt-1 line-clamp-2 text-sm text-ink">{shownDescription}</p>
        </div>
      </figure>
    </div>
  );
}
