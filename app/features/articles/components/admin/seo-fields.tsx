/**
 * The SEO section of the editor (spec admin §2, §5 "SEO hints"): meta title
 * and meta description with n/60 and n/160 counters, advisory hints for the
 * ideal lengths, and a live preview of the search result.
 */
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { usePractice } from "~/features/practice/practice-view";
import { cn } from "~/lib/cn";
import { ARTICLE_LIMITS } from "../../article-form-schema";

export interface SeoFieldsProps {
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

function Counter({
  id,
  length,
  max,
  idealMin,
  hint,
}: {
  id: string;
  length: number;
  max: number;
  idealMin: number;
  hint: string;
}) {
  const ideal = length >= idealMin && length <= max;
  return (
    <p id={id} className="mt-1.5 flex justify-between gap-3 text-sm">
      <span className={ideal ? "text-sage-800" : "text-muted"}>{hint}</span>
      <span
        className={cn("tabular-nums", length > max ? "font-semibold text-red-700" : "text-muted")}
      >
        {length}/{max}
      </span>
    </p>
  );
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
      <div>
        <Label htmlFor="article-meta-title">Méta titre</Label>
        <Input
          id="article-meta-title"
          name="metaTitle"
          value={props.metaTitle}
          disabled={disabled}
          aria-invalid={errors.metaTitle ? true : undefined}
          aria-describedby={cn(
            "article-meta-title-count",
            errors.metaTitle && "article-meta-title-error",
          )}
          onChange={(event) => props.onMetaTitleChange(event.target.value)}
        />
        <Counter
          id="article-meta-title-count"
          length={props.metaTitle.length}
          max={ARTICLE_LIMITS.metaTitleMax}
          idealMin={ARTICLE_LIMITS.metaTitleIdealMin}
          hint="Idéalement entre 30 et 60 caractères (sinon le titre de l'article est utilisé)."
        />
        <FieldError id="article-meta-title-error">{errors.metaTitle}</FieldError>
      </div>
      <div>
        <Label htmlFor="article-meta-description">Méta description</Label>
        <Textarea
          id="article-meta-description"
          name="metaDescription"
          rows={3}
          value={props.metaDescription}
          disabled={disabled}
          aria-invalid={errors.metaDescription ? true : undefined}
          aria-describedby={cn(
            "article-meta-description-count",
            errors.metaDescription && "article-meta-description-error",
          )}
          onChange={(event) => props.onMetaDescriptionChange(event.target.value)}
        />
        <Counter
          id="article-meta-description-count"
          length={props.metaDescription.length}
          max={ARTICLE_LIMITS.metaDescriptionMax}
          idealMin={ARTICLE_LIMITS.metaDescriptionIdealMin}
          hint="Idéalement entre 120 et 160 caractères."
        />
        <FieldError id="article-meta-description-error">{errors.metaDescription}</FieldError>
      </div>
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
