/**
 * The practitioner's view of the leads (/admin/demandes): the filtered list,
 * its CSV export streamed page by page, and sending a failed lead again.
 */
import { stringify } from "csv-stringify/sync";
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { leads } from "~/server/db/schema";
import { addIsoDays, parisDayStart } from "~/lib/paris-date";
import { forwardLead, parisDateTime } from "./leads.server";
import { LEADS_PAGE_SIZE, type LeadListQuery } from "./lead-list-query";
import { spreadsheetSafe } from "./spreadsheet-safe";
import { describeForwardState, type ForwardState } from "./forward-state";

export type LeadRow = typeof leads.$inferSelect;
type LeadFilters = Omit<LeadListQuery, "page">;

/** Where a lead stands with LEAD_WEBHOOK_URL; null when no webhook is configured. */
export function forwardState(services: AppServices, row: LeadRow): ForwardState | null {
  if (!services.env.LEAD_WEBHOOK_URL) return null;
  if (row.forwardedAt) return { kind: "sent" };
  if (row.forwardError)
    return { kind: "failed", attempts: row.forwardAttempts, error: row.forwardError };
  return { kind: "pending" };
}

/** LIKE's wildcards typed in the search box are searched for as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function whereFilters(filters: LeadFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    const pattern = containing(filters.q);
    conditions.push(
      or(
        ilike(leads.email, pattern),
        ilike(leads.nom, pattern),
        ilike(leads.prenom, pattern),
        ilike(sql`${leads.prenom} || ' ' || ${leads.nom}`, pattern),
      ),
    );
  }
  if (filters.from) conditions.push(gte(leads.createdAt, parisDayStart(filters.from)));
  if (filters.to) conditions.push(lt(leads.createdAt, parisDayStart(addIsoDays(filters.to, 1))));
  if (filters.button) conditions.push(eq(leads.buttonId, filters.button));
  return and(...conditions);
}

export async function countLeads(services: AppServices, filters: LeadFilters): Promise<number> {
  const [row] = await services.db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .where(whereFilters(filters));
  return row?.count ?? 0;
}

/** One page of the list, newest first. */
export async function listLeads(services: AppServices, query: LeadListQuery) {
  const total = await countLeads(services, query);
  const pageCount = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await services.db
    .select()
    .from(leads)
    .where(whereFilters(query))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_PAGE_SIZE)
    .offset((page - 1) * LEADS_PAGE_SIZE);
  return { rows, total, page, pageCount };
}

/** The buttons that brought leads, for the filter's choices. */
export async function leadButtons(services: AppServices): Promise<string[]> {
  const rows = await services.db
    .selectDistinct({ buttonId: leads.buttonId })
    .from(leads)
    .where(sql`${leads.buttonId} is not null`)
    .orderBy(leads.buttonId);
  return rows.flatMap((row) => (row.buttonId ? [row.buttonId] : []));
}

/** The path of a page address, for display ("/services/sport"). */
export function pagePath(url: string | null): string {
  if (!url) return "";
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

const CSV_HEADER = [
  "Date",
  "Heure",
  "Prénom",
  "Nom",
  "E-mail",
  "Bouton",
  "Page",
  "Source UTM",
  "Support UTM",
  "Campagne UTM",
  "Transfert",
];

const CSV_OPTIONS = { delimiter: ";", record_delimiter: "windows" } as const;

/** Rows read from the database per step of the export. */
export const EXPORT_BATCH_SIZE = 1000;

function csvLine(services: AppServices, row: LeadRow): string[] {
  const { date, heure } = parisDateTime(row.createdAt);
  const state = forwardState(services, row);
  const values = [
    row.prenom,
    row.nom,
    row.email,
    row.buttonId ?? "",
    pagePath(row.pageUrl),
    row.utmSource ?? "",
    row.utmMedium ?? "",
    row.utmCampaign ?? "",
    state ? describeForwardState(state) : "",
  ];
  return [date, heure, ...values.map(spreadsheetSafe)];
}

/**
 * The filtered leads as a CSV a French Excel opens as it is: UTF-8 with a
 * byte-order mark, semicolons, Paris dates. Read in keyset pages of
 * EXPORT_BATCH_SIZE and written as they come, so memory stays flat.
 */
export function leadsCsvStream(
  services: AppServices,
  filters: LeadFilters,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId: number | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(stringify([CSV_HEADER], { ...CSV_OPTIONS, bom: true })));
        return;
      }
      // Keyset page after the last row sent, compared with its stored time
      // (microseconds, which a JavaScript date would round).
      const after =
        afterId === null
          ? undefined
          : sql`(${leads.createdAt}, ${leads.id}) < (select l.created_at, l.id from leads l where l.id = ${afterId})`;
      const rows = await services.db
        .select()
        .from(leads)
        .where(and(whereFilters(filters), after))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(EXPORT_BATCH_SIZE);
      if (rows.length > 0) {
        const lines = rows.map((row) => csvLine(services, row));
        controller.enqueue(encoder.encode(stringify(lines, CSV_OPTIONS)));
        afterId = rows[rows.length - 1]?.id ?? null;
      }
      if (rows.length < EXPORT_BATCH_SIZE) controller.close();
    },
  });
}

/** Sends one lead to the webhook again; null when it no longer exists. */
export async function resendLead(services: AppServices, id: number): Promise<boolean | null> {
  const [row] = await services.db.select().from(leads).where(eq(leads.id, id));
  if (!row) return null;
  return forwardLead(services, row);
}
