/**
 * Where the practitioner stands with 'Premiers pas', decided from the data
 * itself: the identity, the contact details and the places are done once
 * saved in /admin/cabinet, the services once one was published, added, hidden, moved
 * or renamed (a page publication or the catalogue written down), the demo
 * articles once none is left. What the data cannot tell (the services were
 * read and kept as they are, the demo articles are kept on purpose) is
 * ticked by hand and remembered, like the card being put away, in the
 * `settings` table.
 */
import { count, eq, inArray, like, or } from "drizzle-orm";
import { demoArticles } from "~/server/db/demo-articles";
import { SERVICE_PAGE_PREFIX } from "~/features/pages/page-schemas";
import {
  articles,
  pageVersions,
  practiceSettingVersions,
  serviceCatalogue,
  settings,
} from "~/server/db/schema";
import { slugify } from "~/lib/slugify";
import type { AppServices } from "~/server/context.server";
import { FIRST_STEP_KEYS, type FirstStepKey } from "./first-steps";

type Services = Pick<AppServices, "db" | "now">;

const SETTING_PREFIX = "first-steps:";
const DISMISSED = `${SETTING_PREFIX}dismissed`;
const acknowledgedKey = (step: FirstStepKey) => `${SETTING_PREFIX}${step}`;

const DEMO_SLUGS = demoArticles.map((article) => slugify(article.title));

export interface FirstSteps {
  /** Each step in order, done or not. */
  steps: { key: FirstStepKey; done: boolean }[];
  /** Put away by the practitioner: the dashboard no longer shows the card. */
  dismissed: boolean;
}

export async function readFirstSteps({ db }: Pick<AppServices, "db">): Promise<FirstSteps> {
  const stored = await db
    .select({ key: settings.key })
    .from(settings)
    .where(like(settings.key, `${SETTING_PREFIX}%`));
  const flags = new Set(stored.map((row) => row.key));
  const saved = await db
    .selectDistinct({ section: practiceSettingVersions.section })
    .from(practiceSettingVersions)
    .where(inArray(practiceSettingVersions.section, ["identity", "contact", "locations"]));
  const sections = new Set(saved.map((row) => row.section));
  const [demo] = await db
    .select({ n: count() })
    .from(articles)
    .where(inArray(articles.slug, DEMO_SLUGS));
  const done: Record<FirstStepKey, boolean> = {
    identity: sections.has("identity"),
    contact: sections.has("contact"),
    locations: sections.has("locations"),
    services: flags.has(acknowledgedKey("services")) || (await servicesChanged(db)),
    "demo-articles": (demo?.n ?? 0) === 0 || flags.has(acknowledgedKey("demo-articles")),
  };
  return {
    steps: FIRST_STEP_KEYS.map((key) => ({ key, done: done[key] })),
    dismissed: flags.has(DISMISSED),
  };
}

/** The catalogue is written down at its first change; a service's texts are published pages. */
async function servicesChanged(db: AppServices["db"]): Promise<boolean> {
  const [catalogue] = await db.select({ n: count() }).from(serviceCatalogue);
  if ((catalogue?.n ?? 0) > 0) return true;
  const [published] = await db
    .select({ n: count() })
    .from(pageVersions)
    .where(
      or(eq(pageVersions.page, "services"), like(pageVersions.page, `${SERVICE_PAGE_PREFIX}%`)),
    );
  return (published?.n ?? 0) > 0;
}

async function remember({ db, now }: Services, key: string) {
  await db
    .insert(settings)
    .values({ key, value: now().toISOString() })
    .onConflictDoNothing({ target: settings.key });
}

/** 'C'est relu', 'Je les garde': the step is done. */
export function acknowledgeFirstStep(services: Services, step: "services" | "demo-articles") {
  return remember(services, acknowledgedKey(step));
}

/** 'Masquer': the dashboard no longer shows the card. */
export function dismissFirstSteps(services: Services) {
  return remember(services, DISMISSED);
}
