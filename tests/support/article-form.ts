import type { ArticleFormValues } from "~/features/articles/article-form-schema";

/** The article editor's fields with nothing filled in: a test spreads it and sets what it needs. */
export const emptyArticleForm: ArticleFormValues = {
  title: "",
  metaTitle: "",
  metaDescription: "",
  excerpt: "",
  content: "",
  status: "draft",
  scheduledFor: null,
  imageUrl: "",
  imageAlt: "",
  categories: [],
  tags: [],
};
