/**
 * The sitemap maintenance routine (spec admin §7 "sitemap-maintenance",
 * issue 7): the same code whether started from the dashboard panel, from
 * `npm run maintenance`, or by the daily job at 03:00 Europe/Paris. Its
 * steps, in order:
 *
 *   1. publish the scheduled articles whose time has come;
 *   2. rebuild the sitemaps;
 *   3. check that every published article is in them and answers 200;
 *   4. check that every cover image exists;
 *   5. purge leads and tracking rows older than 3 years (privacy policy);
 *   6. submit what changed to IndexNow.
 *
 * A failing step does not stop the next ones. The result (success, steps,
 * errors, timestamp) is stored in maintenance_runs; when there are errors
 * the owner gets an e-mail. One run at a time across processes (a database
 * lock), and the daily run at most once per Paris day.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { TZDate } from "@date-fns/tz";
import { format, startOfDay } from "date-fns";
import { fr } from "date-fns/locale";
import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { maintenanceRuns, rateLimitBuckets, user } from "~/server/db/schema";
import { withJobLock } from "~/server/job-lock.server";
import { sendMail } from "~/server/mail.server";
import { projectRoot } from "~/server/project-root.server";
import { PRACTICE_TIME_ZONE } from "~/lib/paris-date";
import { loadArticlePage } from "~/features/articles/blog-pages.server";
import { ARTICLE_IMAGE_PLACEHOLDER, resolveArticleImageUrl } from "~/features/articles/image-url";
import { publishDueArticles } from "~/features/articles/scheduling.server";
import { purgeExpiredLeads } from "~/features/leads/leads.server";
import { articleMediaDir } from "~/features/media/article-images.server";
import { purgeExpiredTracking } from "~/features/tracking/tracking.server";
import {
  MaintenanceResultSchema,
  stepBadge,
  type MaintenanceResult,
  type MaintenanceTrigger,
} from "./maintenance-result";
import { MAINTENANCE_STEP_NAMES as STEP, sitemapMessages, TRIGGER_LABELS } from "./messages";
import { articlePath } from "./public-pages";
import { locXml } from "./sitemap-xml.server";
import {
  blogSitemapPartCount,
  listPublicArticleUrls,
  loadBlogSitemap,
  regenerateSitemaps,
} from "./sitemaps.server";
import { submitChangedUrls } from "./submission.server";
import { indexNowMessages } from "./indexnow.server";

export const MAINTENANCE_LOCK = "sitemap-maintenance";
/** Far longer than a run takes; a crashed holder frees the lock after it. */
const MAINTENANCE_LOCK_TTL_MS = 30 * 60_000;
/** Time allowed to a remote cover image to answer. */
const IMAGE_CHECK_TIMEOUT_MS = 5_000;
const DAY_MS = 24 * 3600_000;

interface StepOutcome {
  status: "success" | "error" | "skipped";
  detail?: string;
  errors?: string[];
}

type Step = (services: AppServices) => Promise<StepOutcome>;

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

const publishStep: Step = async (services) => {
  const published = await publishDueArticles(services);
  return {
    status: "success",
    detail: `${plural(published.length, "article publié", "articles publiés")}.`,
  };
};

const regenerateStep: Step = async (services) => {
  const built = await regenerateSitemaps(services);
  return {
    status: "success",
    detail: `${plural(built.pages, "page", "pages")} et ${plural(built.articles, "article", "articles")} dans ${plural(built.files, "sitemap", "sitemaps")}.`,
  };
};

/** The status the article page answers, through the very code the page runs. */
async function articlePageStatus(services: AppServices, slug: string): Promise<number> {
  try {
    const { value } = await loadArticlePage(services, slug);
    return value.kind === "article" ? 200 : value.kind === "renamed" ? 301 : 404;
  } catch {
    return 500;
  }
}

const checkArticlesStep: Step = async (services) => {
  const published = await listPublicArticleUrls(services);
  const parts = blogSitemapPartCount(published.length);
  const documents: string[] = [];
  for (let part = 1; part <= parts; part++)
    documents.push((await loadBlogSitemap(services, part))?.value ?? "");
  const xml = documents.join("\n");
  const errors: string[] = [];
  for (const article of published) {
    const page = articlePath(article.slug);
    if (!xml.includes(locXml(`${services.env.PUBLIC_URL}${page}`)))
      errors.push(`L'article « ${article.title} » (${page}) n'est pas dans le sitemap.`);
    const status = await articlePageStatus(services, article.slug);
    if (status !== 200)
      errors.push(`L'article « ${article.title} » (${page}) répond ${status} au lieu de 200.`);
  }
  return {
    status: errors.length ? "error" : "success",
    detail: `${plural(published.length, "article publié vérifié", "articles publiés vérifiés")}.`,
    errors,
  };
};

/** A file under `base`, or null when the path would leave it. */
function fileUnder(base: string, urlPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
  return file.startsWith(`${base}${path.sep}`) ? file : null;
}

async function fileExists(file: string | null): Promise<boolean> {
  if (!file) return false;
  return fs
    .stat(file)
    .then((stat) => stat.isFile())
    .catch(() => false);
}

async function remoteImageExists(url: string): Promise<boolean> {
  const ask = (method: "HEAD" | "GET") =>
    fetch(url, { method, redirect: "follow", signal: AbortSignal.timeout(IMAGE_CHECK_TIMEOUT_MS) });
  try {
    let response = await ask("HEAD");
    // Some servers refuse HEAD: ask again with GET.
    if (response.status === 405 || response.status === 501) response = await ask("GET");
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Whether the image a cover address points to exists (uploads, site images, remote). */
async function coverExists(services: AppServices, imageUrl: string): Promise<boolean> {
  const resolved = resolveArticleImageUrl(imageUrl);
  if (resolved === ARTICLE_IMAGE_PLACEHOLDER) return false;
  if (/^https?:\/\//i.test(resolved)) return remoteImageExists(resolved);
  const mediaPrefix = "/media/articles/";
  if (resolved.startsWith(mediaPrefix))
    return fileExists(fileUnder(articleMediaDir(services.env), resolved.slice(mediaPrefix.length)));
  return fileExists(fileUnder(path.join(projectRoot, "public"), resolved));
}

const checkCoversStep: Step = async (services) => {
  const published = await listPublicArticleUrls(services);
  const errors: string[] = [];
  let checked = 0;
  for (const article of published) {
    const imageUrl = article.imageUrl?.trim();
    // No image: the page shows the placeholder, by design.
    if (!imageUrl) continue;
    checked += 1;
    if (!(await coverExists(services, imageUrl)))
      errors.push(`Image de couverture introuvable pour « ${article.title} » : ${imageUrl}`);
  }
  return {
    status: errors.length ? "error" : "success",
    detail: `${plural(checked, "image vérifiée", "images vérifiées")}.`,
    errors,
  };
};

const purgeStep: Step = async (services) => {
  const leads = await purgeExpiredLeads(services);
  const tracking = await purgeExpiredTracking(services);
  // Finished rate-limit windows hold nothing: a new window starts from zero anyway.
  await services.db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowEndsAt, new Date(services.now().getTime() - DAY_MS)));
  return {
    status: "success",
    detail: `${plural(leads, "lead supprimé", "leads supprimés")}, ${plural(tracking, "ligne de suivi supprimée", "lignes de suivi supprimées")}.`,
  };
};

const submitStep: Step = async (services) => {
  const outcome = await submitChangedUrls(services);
  if (outcome.kind === "submitted")
    return {
      status: "success",
      detail: `${plural(outcome.urls, "adresse soumise", "adresses soumises")} (réponse ${outcome.status}).`,
    };
  if (outcome.kind === "skipped" && outcome.reason === indexNowMessages.nothingToSubmit)
    return { status: "success", detail: "Aucun changement depuis la dernière soumission." };
  // Not an error of the site (a local install): shown as 'Inconnu' with its reason.
  if (outcome.kind === "skipped") return { status: "skipped", detail: outcome.reason };
  return { status: "error", errors: [outcome.error] };
};

const STEPS: [string, Step][] = [
  [STEP.publish, publishStep],
  [STEP.regenerate, regenerateStep],
  [STEP.checkArticles, checkArticlesStep],
  [STEP.checkCovers, checkCoversStep],
  [STEP.purge, purgeStep],
  [STEP.submit, submitStep],
];

/** Runs every step, stores the result, e-mails the owner on errors. Prefer `runMaintenance`. */
export async function performMaintenance(
  services: AppServices,
  trigger: MaintenanceTrigger,
): Promise<MaintenanceResult> {
  const steps: MaintenanceResult["steps"] = [];
  const errors: string[] = [];
  for (const [name, run] of STEPS) {
    let outcome: StepOutcome;
    try {
      outcome = await run(services);
    } catch (error) {
      console.error(`Maintenance : l'étape « ${name} » a échoué`, error);
      outcome = { status: "error", errors: [describeError(error)] };
    }
    steps.push({
      step: name,
      status: outcome.status,
      ...(outcome.detail ? { detail: outcome.detail } : {}),
    });
    errors.push(...(outcome.errors ?? []).map((message) => `${name} : ${message}`));
  }
  const timestamp = services.now();
  const result: MaintenanceResult = {
    success: errors.length === 0,
    steps,
    errors,
    timestamp: timestamp.toISOString(),
    trigger,
  };
  await services.db
    .insert(maintenanceRuns)
    .values({ trigger, success: result.success, steps, errors, timestamp });
  if (!result.success) await emailOwner(services, result);
  return result;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type MaintenanceRun = { ran: true; result: MaintenanceResult } | { ran: false };

/** One run now, unless another process or request is already running one. */
export function runMaintenance(
  services: AppServices,
  trigger: MaintenanceTrigger,
): Promise<MaintenanceRun> {
  return withJobLock(
    services.db,
    MAINTENANCE_LOCK,
    MAINTENANCE_LOCK_TTL_MS,
    () => performMaintenance(services, trigger),
    services.now,
  );
}

/** Start of the Paris day of `now`, as an instant. */
function startOfParisDay(now: Date): Date {
  return new Date(startOfDay(new TZDate(now, PRACTICE_TIME_ZONE)).getTime());
}

/**
 * The daily run: skipped when today's (Paris) daily run is already stored.
 * The check happens inside the lock, and the result is stored before the
 * lock is released, so two processes firing a second apart run it once.
 */
export async function runDailyMaintenance(
  services: AppServices,
): Promise<MaintenanceRun | { ran: false; reason: "already-done" }> {
  const outcome = await withJobLock(
    services.db,
    MAINTENANCE_LOCK,
    MAINTENANCE_LOCK_TTL_MS,
    async () => {
      const [done] = await services.db
        .select({ id: maintenanceRuns.id })
        .from(maintenanceRuns)
        .where(
          and(
            eq(maintenanceRuns.trigger, "daily"),
            gte(maintenanceRuns.timestamp, startOfParisDay(services.now())),
          ),
        )
        .limit(1);
      return done ? null : performMaintenance(services, "daily");
    },
    services.now,
  );
  if (!outcome.ran) return outcome;
  return outcome.result
    ? { ran: true, result: outcome.result }
    : { ran: false, reason: "already-done" };
}

/** The last stored run (any trigger), for the dashboard panel. */
export async function lastMaintenanceRun({
  db,
}: Pick<AppServices, "db">): Promise<MaintenanceResult | null> {
  const [row] = await db
    .select()
    .from(maintenanceRuns)
    .orderBy(desc(maintenanceRuns.timestamp), desc(maintenanceRuns.id))
    .limit(1);
  if (!row) return null;
  const parsed = MaintenanceResultSchema.safeParse({
    success: row.success,
    steps: row.steps,
    errors: row.errors,
    timestamp: row.timestamp.toISOString(),
    trigger: row.trigger,
  });
  return parsed.success ? parsed.data : null;
}

/** The owner: the account of the back office, else ADMIN_EMAIL. */
async function ownerEmail(services: AppServices): Promise<string | null> {
  const [owner] = await services.db
    .select({ email: user.email })
    .from(user)
    .orderBy(asc(user.createdAt))
    .limit(1);
  return owner?.email ?? services.env.ADMIN_EMAIL ?? null;
}

async function emailOwner(services: AppServices, result: MaintenanceResult) {
  try {
    const to = await ownerEmail(services);
    if (!to) {
      console.warn("Maintenance en erreur : aucun compte propriétaire à prévenir par e-mail.");
      return;
    }
    const when = format(
      new TZDate(new Date(result.timestamp), PRACTICE_TIME_ZONE),
      "d MMMM yyyy 'à' HH:mm",
      {
        locale: fr,
      },
    );
    const summary = sitemapMessages.maintenancePartialFailure(result.errors.length);
    const text = [
      "Bonjour,",
      "",
      `La maintenance des sitemaps du ${when} (${TRIGGER_LABELS[result.trigger ?? "daily"]}) : ${summary}.`,
      "",
      "Erreurs :",
      ...result.errors.map((error) => `- ${error}`),
      "",
      "Étapes :",
      ...result.steps.map((step) => `- ${step.step} : ${stepBadge(step.status)}`),
      "",
      `Tableau de bord : ${services.env.PUBLIC_URL}/admin`,
    ].join("\n");
    await sendMail(services, { to, subject: `Sitemaps : ${summary}`, text });
  } catch (error) {
    console.error("Maintenance : l'e-mail au propriétaire n'a pas pu partir", error);
  }
}
