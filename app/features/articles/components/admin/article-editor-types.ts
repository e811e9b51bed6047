/** What the article editor receives from its route, and what the route's action answers. */
import type { ToastInput } from "~/lib/toast";
import type { ArticleFormErrors, ArticleFormValues, AutosaveData } from "../../article-form-schema";
import type { PreviewLinkAnswer } from "./preview-panel";

export interface EditorArticle extends ArticleFormValues {
  id: number;
  autosave: { data: AutosaveData; savedAt: string } | null;
}

export interface TaxonomyOptions {
  categories: { id: number; name: string }[];
  tags: { id: number; name: string }[];
}

/** What the editor route's action answers (besides the redirect of a successful save). */
export type EditorActionData =
  | { intent: "save"; errors?: ArticleFormErrors; toast?: ToastInput }
  | { intent: "autosave"; ok: true; articleId: number; savedAt: string }
  | { intent: "autosave"; ok: false; error?: string }
  | { intent: "discard-autosave"; ok: boolean }
  | PreviewLinkAnswer;
