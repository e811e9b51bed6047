/**
 * The address of the leads list (/admin/demandes?q=&du=&au=&bouton=&page=),
 * shared by its loader, its export and its links. Anything invalid falls back
 * to "no filter", so a hand-edited or stale link still opens the list.
 */
import { z } from "zod";
import { BUTTON_ID_PATTERN } from "~/features/tracking/button-id";
import { isRealIsoDay } from "~/lib/paris-date";

export const LEADS_PAGE_SIZE = 20;

const day = z
  .string()
  .refine((value) => isRealIsoDay(value) && value >= "2000-01-01" && value <= "2999-12-31")
  .nullable()
  .catch(null);

const LeadListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    // Search text reaches SQL as a bound value; a NUL byte is refused by PostgreSQL.
    .transform((value) => value.replace(/\0/g, ""))
    .catch(""),
  from: day,
  to: day,
  button: z.string().regex(BUTTON_ID_PATTERN).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;

export function parseLeadListQuery(params: URLSearchParams): LeadListQuery {
  return LeadListQuerySchema.parse({
    q: params.get("q") ?? "",
    from: params.get("du") || null,
    to: params.get("au") || null,
    button: params.get("bouton") || null,
    page: params.get("page") ?? undefined,
  });
}

/** The query string of a list state (page 1 and empty filters are left out). */
export function leadListSearch(query: Partial<LeadListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.from) params.set("du", query.from);
  if (query.to) params.set("au", query.to);
  if (query.button) params.set("bouton", query.button);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
