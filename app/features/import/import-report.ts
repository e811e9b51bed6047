/**
 * What an analysis shows and a run leaves behind (import_runs.report):
 * the figures, each article's outcome and the warnings. Safe for the
 * browser; parsed with zod when read back from the database.
 */
import { z } from "zod";

export const PlanFiguresSchema = z.object({
  published: z.number(),
  drafts: z.number(),
  scheduled: z.number(),
  archived: z.number(),
  pages: z.number(),
  categories: z.number(),
  tags: z.number(),
  images: z.number(),
  /** Not imported, with the reason (French) and how many. */
  leftOut: z.array(z.object({ reason: z.string(), count: z.number() })),
});
export type PlanFigures = z.infer<typeof PlanFiguresSchema>;

export const ARTICLE_OUTCOMES = [
  "created",
  "updated",
  "unchanged",
  "edited-here",
  "deleted-here",
  "failed",
] as const;
export type ArticleOutcome = (typeof ARTICLE_OUTCOMES)[number];

export const ImportReportSchema = z.object({
  figures: PlanFiguresSchema.nullable().default(null),
  /** By source id: a resumed run keeps what it did before the interruption. */
  outcomes: z
    .record(
      z.string(),
      z.object({ title: z.string(), slug: z.string(), outcome: z.enum(ARTICLE_OUTCOMES) }),
    )
    .default({}),
  warnings: z.array(z.string()).default([]),
  redirections: z.number().default(0),
  imagesStored: z.number().default(0),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

export function emptyReport(): ImportReport {
  return ImportReportSchema.parse({});
}

/** French labels of the outcomes, as the report lists them. */
export const outcomeLabels: Record<ArticleOutcome, string> = {
  created: "Créés",
  updated: "Mis à jour",
  unchanged: "Inchangés",
  "edited-here": "Modifiés ici depuis le dernier import (non écrasés)",
  "deleted-here": "Supprimés ici depuis le dernier import (non recréés)",
  failed: "En échec",
};

export function countOutcomes(report: ImportReport): Record<ArticleOutcome, number> {
  const counts = Object.fromEntries(ARTICLE_OUTCOMES.map((o) => [o, 0])) as Record<
    ArticleOutcome,
    number
  >;
  for (const entry of Object.values(report.outcomes)) counts[entry.outcome] += 1;
  return counts;
}
