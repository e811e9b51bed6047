/**
 * Where the practitioner stands with 'Premiers pas', decided from the data
 * itself: the identity, the contact details and the places are done once
 * saved in /admin/cabinet with none of the demo's values left
 * (demo-values.ts), the services once one was published, added, hidden,
 * moved or renamed (a page publication or the catalogue written down), the
 * pages' texts once one page was published, the demo articles once none is
 * left. What the data cannot tell (the services or the pages were read and
 * kept as they are, the demo articles are kept on purpose) is ticked by
 * hand and remembered, like the card being put away, in the `settings`
 * table.
 */
import { and, count, eq, inArray, like, or, sql, type SQLWrapper } from "drizzle-orm";
import { demoArticles } from "~/server/db/demo-articles";
import { PAGE_KEYS } from "~/features/pages/page-schemas";
import { readPracticeSettings } from "~/features/practice/practice-settings.server";
import { articles, documentVersions, serviceCatalogue, settings } from "~/server/db/schema";
import { slugify } from "~/lib/slugify";
import type { AppServices } from "~/server/context.server";
import { demoValuesIn, type DemoValue } from "./demo-values";
import { FIRST_STEP_KEYS, type AcknowledgeableStep, type FirstStepKey } from "./first-steps";

type Services = Pick<AppServices, "db" | "now">;

const SETTING_PREFIX = "first-steps:";
const DISMISSED = `${SETTING_PREFIX}dismissed`;
const acknowledgedKey = (step: FirstStepKey) => `${SETTING_PREFIX}${step}`;

const DEMO_SLUGS = demoArticles.map((article) => slugify(article.title));

export interface FirstSteps {
  /** Each step in order, done or not, with the demo values it still holds. */
  steps: { key: FirstStepKey; done: boolean; demoValues: DemoValue[] }[];
  /** Put away by the practitioner: the dashboard no longer shows the card. */
  dismissed: boolean;
}

export async function readFirstSteps(services: Services): Promise<FirstSteps> {
  const state = await readStepState(services.db);
  const flags = new Set(state.flags);
  const sections = new Set(state.sections);
  const demoValues = demoValuesIn((await readPracticeSettings(services)).settings);
  const demoOf = (key: FirstStepKey) => demoValues.filter((value) => value.step === key);
  const savedWithoutDemo = (key: "identity" | "contact" | "locations") =>
    sections.has(key) && demoOf(key).length === 0;
  const done: Record<FirstStepKey, boolean> = {
    identity: savedWithoutDemo("identity"),
    contact: savedWithoutDemo("contact"),
    locations: savedWithoutDemo("locations"),
    // The catalogue is written down at its first change; a service's texts are published pages.
    services:
      flags.has(acknowledgedKey("services")) ||
      state.catalogueRows > 0 ||
      state.servicePublications > 0,
    // One of the site's pages (a service's page does not count) published at least once.
    pages: flags.has(acknowledgedKey("pages")) || state.pagePublications > 0,
    "demo-articles": state.demoArticles === 0 || flags.has(acknowledgedKey("demo-articles")),
  };
  return {
    steps: FIRST_STEP_KEYS.map((key) => ({ key, done: done[key], demoValues: demoOf(key) })),
    dismissed: flags.has(DISMISSED),
  };
}

/**
 * What the steps are decided from, in one query (the dashboard's every
 * request pays for it): the count over the catalogue makes the one row, the
 * other figures are uncorrelated subqueries beside it.
 */
async function readStepState(db: AppServices["db"]) {
  const number = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);
  const [state] = await db
    .select({
      catalogueRows: count(),
      flags: sql<string[]>`array(${db
        .select({ key: settings.key })
        .from(settings)
        .where(like(settings.key, `${SETTING_PREFIX}%`))})`,
      sections: sql<string[]>`array(${db
        .selectDistinct({ section: documentVersions.key })
        .from(documentVersions)
        .where(
          and(
            eq(documentVersions.kind, "practice-settings"),
            inArray(documentVersions.key, ["identity", "contact", "locations"]),
          ),
        )})`,
      demoArticles: number(
        db.select({ n: count() }).from(articles).where(inArray(articles.slug, DEMO_SLUGS)),
      ),
      servicePublications: number(
        db
          .select({ n: count() })
          .from(documentVersions)
          .where(
            or(
              and(eq(documentVersions.kind, "page"), eq(documentVersions.key, "services")),
              eq(documentVersions.kind, "service"),
            ),
          ),
      ),
      pagePublications: number(
        db
          .select({ n: count() })
          .from(documentVersions)
          .where(
            and(eq(documentVersions.kind, "page"), inArray(documentVersions.key, [...PAGE_KEYS])),
          ),
      ),
    })
    .from(serviceCatalogue);
  if (!state) throw new Error("an aggregate query answers one row");
  return state;
}

async function remember({ db, now }: Services, key: string) {
  await db
    .insert(settings)
    .values({ key, value: now().toISOString() })
    .onConflictDoNothing({ target: settings.key });
}

/** 'C'est relu', 'Je les garde': the step is done. */
export function acknowledgeFirstStep(services: Services, step: AcknowledgeableStep) {
  return remember(services, acknowledgedKey(step));
}

/** 'Masquer': the dashboard no longer shows the card. */
export function dismissFirstSteps(services: Services) {
  return remember(services, DISMISSED);
}
