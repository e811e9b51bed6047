/**
 * The composition root: environment → data folder lock → database →
 * services, the one way the server (`startApp`) and the operator commands
 * (`npm run admin:create`, `db:seed`, `maintenance`, …) build them. The
 * server's jobs and what it needs of the features are listed here too: this
 * is the one module of app/server that imports a feature.
 */
import path from "node:path";
import type { AppServices } from "~/server/context.server";
import { lockDataDir } from "~/server/data-dir-lock.server";
import {
  openDatabase,
  pgliteDir,
  type DatabaseHandle,
  type DatabaseTarget,
} from "~/server/db/database.server";
import { parseEnv, type Env } from "~/server/env.server";
import type { Job } from "~/server/jobs.server";
import { projectRoot } from "~/server/project-root.server";
import { articleJobs } from "~/features/articles/scheduling.server";
import { backupJobs } from "~/features/backups/backup-job.server";
import { leadForwardRetryJobs } from "~/features/leads/lead-forward-retry-job.server";
import { maintenanceJobs } from "~/features/maintenance/maintenance-job.server";
import { practiceSettingsPort } from "~/features/practice/practice-settings.server";
import {
  articleSlugsInUse,
  categorySlugsInUse,
  tagSlugsInUse,
} from "~/features/articles/public-articles.server";
import { countPageViews } from "~/features/audience/count-page-views.server";
import { createPageViewCounter } from "~/features/audience/page-view-counter.server";
import { ensureOwnerAccount } from "~/features/auth/owner-account.server";
import { listenForBackupRequests } from "~/features/backups/backup-socket.server";
import { resumeImportsAtStart } from "~/features/import/import-service.server";
import { importDeps } from "~/features/import/redirection-sink.server";
import { mediaServing } from "~/features/media/media-storage.server";
import { redirectionFront } from "~/features/redirections/redirect-front.server";
import { serviceSlugsInUse } from "~/features/services/catalogue.server";
import { freePageSlugsInUse } from "~/features/free-pages/free-pages.server";
import { followArticleChanges } from "~/features/sitemaps/article-changes.server";
import { indexNowKeyFile } from "~/features/sitemaps/indexnow.server";
import type { ServerFeatures } from "~/server/server-features";

/** Every recurring job of the server. A feature's new job is added here. */
export const APP_JOBS: readonly Job[] = [
  ...leadForwardRetryJobs,
  ...articleJobs,
  ...maintenanceJobs,
  ...backupJobs,
];

/** What the HTTP server (http.ts) needs of the features. */
export const SERVER_FEATURES: ServerFeatures = {
  async start(services, opened) {
    // The owner account from ADMIN_EMAIL/ADMIN_PASSWORD, or how to create one.
    const notices = [await ensureOwnerAccount(services)];
    // `npm run backup` asks this process, the only one that may open the embedded database.
    const stopBackupRequests =
      opened.kind === "pglite" ? await listenForBackupRequests(services, opened.dataDir) : null;
    // Sitemaps are rebuilt and IndexNow told whenever a public article changes.
    const stopFollowingArticles = followArticleChanges();
    // An import the last stop interrupted is finished, by one process only.
    const imports = resumeImportsAtStart(services, importDeps);
    return {
      notices,
      async stop() {
        await stopBackupRequests?.();
        stopFollowingArticles();
        await imports.stop();
      },
    };
  },
  media: mediaServing,
  indexNowKeyFile,
  recordNames: {
    articles: articleSlugsInUse,
    categories: categorySlugsInUse,
    tags: tagSlugsInUse,
    services: serviceSlugsInUse,
    freePages: freePageSlugsInUse,
  },
  front: redirectionFront,
  countPageViews(services, options) {
    const counter = createPageViewCounter(services);
    const counting = countPageViews(counter, { ...options, now: services.now });
    return {
      observe: counting.observe,
      sent: counting.sent,
      flush: () => counter.flush(),
      dropped: () => counter.dropped(),
    };
  },
};

export interface OpenServices extends AppServices {
  /** The data folder, absolute. */
  dataDir: string;
  /** Its kind and LISTEN, for following other processes' changes (content-version.server.ts). */
  database: Pick<DatabaseHandle, "kind" | "listen">;
  /** Closes the database, then releases the data folder. */
  close(): Promise<void>;
}

/** The database of `env`: its PostgreSQL, or the embedded one of its data folder. */
export function databaseTarget(env: Env, options: { template?: string } = {}): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : {
        kind: "pglite",
        dataDir: pgliteDir(path.resolve(projectRoot, env.DATA_DIR)),
        template: options.template,
      };
}

/**
 * On the embedded database the data folder's lock is taken first, so a
 * second server or an operator command on the same folder refuses with a
 * clear message (DataDirLockedError) instead of corrupting it.
 */
export async function openServices(options: { template?: string } = {}): Promise<OpenServices> {
  const env = parseEnv();
  const dataDir = path.resolve(projectRoot, env.DATA_DIR);
  const release = env.DATABASE_URL ? null : await lockDataDir(dataDir);
  try {
    const handle = await openDatabase(databaseTarget(env, options));
    return {
      env,
      db: handle.db,
      now: () => new Date(),
      practiceSettings: practiceSettingsPort,
      dataDir,
      database: handle,
      async close() {
        await handle.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}
