/**
 * The one PostgreSQL schema, run unchanged on PGlite (embedded) and on a
 * PostgreSQL server. Migrations in drizzle/ are generated from this file.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ARTICLE_STATUSES } from "./article-statuses";

export { ARTICLE_STATUSES, type ArticleStatus } from "./article-statuses";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// ---------------------------------------------------------------- articles

/** Blog articles: drafts, scheduled, published and archived. */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    status: text("status", { enum: ARTICLE_STATUSES }).notNull().default("draft"),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    readTime: integer("read_time"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("articles_slug_unique").on(table.slug),
    index("articles_status_published_idx").on(table.status, table.publishedAt),
    index("articles_updated_idx").on(table.updatedAt),
  ],
);

/** Old slugs of renamed published articles, answered with a 301. */
export const articleSlugRedirects = pgTable("article_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  articleId: integer("article_id")
    .notNull()
    .references(() => articles.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The editor's autosaved state of an article, kept apart from what is published. */
export const articleAutosaves = pgTable("article_autosaves", {
  articleId: integer("article_id")
    .primaryKey()
    .references(() => articles.id, { onDelete: "cascade" }),
  data: jsonb("data").notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Blog categories: an article has at most one (blog_post_categories), shown at /blog/categorie/{slug}. */
export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  /** The category page's introduction and meta description. */
  description: text("description").notNull().default(""),
  ...timestamps,
});

/** Old slugs of renamed categories, answered with a 301. */
export const categorySlugRedirects = pgTable("category_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const tags = pgTable("tags", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const blogPostCategories = pgTable(
  "blog_post_categories",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.postId, table.categoryId] })],
);

export const blogPostTags = pgTable(
  "blog_post_tags",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.postId, table.tagId] })],
);

/** One row per save of an article (never per autosave); the last 50 are kept. */
export const articleVersions = pgTable(
  "article_versions",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    status: text("status", { enum: ARTICLE_STATUSES }).notNull(),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    /** Who saved it; the name is kept should the account go. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    /** The version this save restored, if it was a restore. */
    restoredFrom: integer("restored_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("article_versions_article_idx").on(table.articleId, table.id)],
);

/** Shared preview links: only a hash of the token is stored; valid 7 days unless revoked. */
export const articlePreviewLinks = pgTable(
  "article_preview_links",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("article_preview_links_article_idx").on(table.articleId)],
);

/**
 * Uploaded images, stored on disk under DATA_DIR/media/articles: one row per
 * file. The row of an upload's JPEG or PNG variant (the name documents keep)
 * also holds what the media library knows of the image: its alternative
 * text, its small thumbnail and, once replaced, the file that now stands for
 * it (features/media/media-library.server.ts).
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    fileName: text("file_name").primaryKey(),
    mimeType: text("mime_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    originalName: text("original_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Used wherever the image is shown without an alternative text of its own. */
    alt: text("alt").notNull().default(""),
    /** The small WebP of the library's grid; null until made (at upload, or lazily for older ones). */
    thumbFileName: text("thumb_file_name"),
    /** The JPEG or PNG file shown instead of this one since it was replaced. */
    replacedBy: text("replaced_by"),
  },
  // The library's grid, newest first: only the images it shows (see media-library.server.ts).
  (table) => [
    index("media_files_library_idx")
      .on(table.createdAt.desc().nullsFirst(), table.fileName)
      .where(sql`${table.mimeType} in ('image/jpeg', 'image/png') and ${table.replacedBy} is null`),
  ],
);

// ---------------------------------------------------------------- booking funnel

/** Leads left in the information modal before going to the booking calendar. */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    nom: text("nom").notNull(),
    prenom: text("prenom").notNull(),
    email: text("email").notNull(),
    /** Date and time as shown to the practice, Europe/Paris. */
    date: text("date").notNull(),
    heure: text("heure").notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull(),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmId: text("utm_id"),
    previousLeadId: text("previous_lead_id"),
    landingPageVisits: integer("landing_page_visits"),
    contactFormInteractions: integer("contact_form_interactions"),
    customUserId: text("custom_user_id"),
    previousContactTimestamp: text("previous_contact_timestamp"),
    /** The booking session the modal opened for, the button that opened it, the page it was on. */
    sessionId: text("session_id"),
    buttonId: text("button_id"),
    pageUrl: text("page_url"),
    forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
    forwardError: text("forward_error"),
    /** How many times forwarding to LEAD_WEBHOOK_URL was tried. */
    forwardAttempts: integer("forward_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("leads_created_idx").on(table.createdAt),
    // Privacy requests find a person by address, whatever its case.
    index("leads_email_lower_idx").on(sql`lower(${table.email})`),
    index("leads_session_idx").on(table.sessionId),
  ],
);

/** One row per booking session, kept up to date by its heartbeats and its end. */
export const appointmentTracking = pgTable(
  "appointment_tracking",
  {
    sessionId: text("session_id").primaryKey(),
    buttonId: text("button_id"),
    pageUrl: text("page_url"),
    referrer: text("referrer"),
    userAgent: text("user_agent"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmId: text("utm_id"),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
    endTimestamp: timestamp("end_timestamp", { withTimezone: true }),
    durationSeconds: integer("duration_seconds"),
    completed: boolean("completed").notNull().default(false),
    exitType: text("exit_type"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("appointment_tracking_created_idx").on(table.createdAt)],
);

/** Every tracking event and heartbeat received. */
export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id").notNull(),
    event: text("event").notNull(),
    buttonId: text("button_id"),
    pageUrl: text("page_url"),
    data: jsonb("data"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("tracking_events_session_idx").on(table.sessionId),
    index("tracking_events_created_idx").on(table.createdAt),
  ],
);

// ---------------------------------------------------------------- audience and privacy

/**
 * Page views counted on the server without cookies (app/features/audience),
 * one row per Paris day, page and referring host ('' for none or this site).
 * The visitor columns count first views of the day of a visitor: on the site,
 * on this page, from this referring host; visitors themselves are never stored.
 */
export const audiencePageViews = pgTable(
  "audience_page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    views: integer("views").notNull().default(0),
    siteVisitors: integer("site_visitors").notNull().default(0),
    pageVisitors: integer("page_visitors").notNull().default(0),
    referrerVisitors: integer("referrer_visitors").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.referrerHost] })],
);

/** What an erasure request removed: counts only, never who the person was. */
export const privacyErasures = pgTable("privacy_erasures", {
  id: serial("id").primaryKey(),
  performedBy: text("performed_by").notNull(),
  leadsDeleted: integer("leads_deleted").notNull(),
  eventsDeleted: integer("events_deleted").notNull(),
  sessionsDeleted: integer("sessions_deleted").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A one-way fingerprint (SHA-256 of the lower-cased address) of each erased
 * person: a restored backup older than the erasure is cleaned again with it,
 * so that person never comes back.
 */
export const erasedAddresses = pgTable("erased_addresses", {
  fingerprint: text("fingerprint").primaryKey(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- operations

/** Fixed-window counters shared by every process (leads, tracking, resets). */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

/** Leases that make a job run in one process at a time. */
export const jobLocks = pgTable("job_locks", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Results of the sitemap maintenance routine. */
export const maintenanceRuns = pgTable("maintenance_runs", {
  id: serial("id").primaryKey(),
  trigger: text("trigger").notNull(),
  success: boolean("success").notNull(),
  steps: jsonb("steps").notNull(),
  errors: jsonb("errors").notNull(),
  timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each backup taken (nightly or from the admin) and each that failed, with
 * its reason; `failureEmailedAt` marks the failure the owner was told of,
 * so they get at most one such e-mail a day.
 */
export const backupRuns = pgTable("backup_runs", {
  id: serial("id").primaryKey(),
  trigger: text("trigger").notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
  /** The backup's folder name, when it succeeded. */
  backupName: text("backup_name"),
  /** Why it failed, in French; null when it succeeded. */
  error: text("error"),
  failureEmailedAt: timestamp("failure_emailed_at", { withTimezone: true }),
});

/** Answers of the IndexNow endpoint to our submissions. */
export const indexNowSubmissions = pgTable("indexnow_submissions", {
  id: serial("id").primaryKey(),
  urls: jsonb("urls").notNull(),
  status: integer("status"),
  ok: boolean("ok").notNull(),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Values generated once and shared by every process (auth secret, IndexNow
 * key), and small flags of the admin ('Premiers pas': `first-steps:*`).
 */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * Versioned documents (app/features/documents/): the practice's settings
 * (kind "practice-settings", one key per section), the fixed pages (kind
 * "page", key "home", "about", …) and the services' pages (kind "service",
 * key: the catalogue id). One row per publication, holding the whole
 * validated document; the newest row of a (kind, key) is what visitors see
 * (none: the kind's defaults); the last 20 are kept for its history.
 */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    data: jsonb("data").notNull(),
    /** Who published it; the name is kept should the account go. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    /** The version this publication put back, if it came from a restore. */
    restoredFrom: integer("restored_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("document_versions_kind_key_idx").on(table.kind, table.key, table.id)],
);

/**
 * A document's changes not yet published (at most one per document).
 * `revision` grows with each save, so that a second tab holding an older one
 * is refused.
 */
export const documentDrafts = pgTable(
  "document_drafts",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    data: jsonb("data").notNull(),
    revision: integer("revision").notNull(),
    authorName: text("author_name").notNull().default(""),
    /** The version this draft came from when it was a restore. */
    restoredFrom: integer("restored_from"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/**
 * The services the site offers, in their order: which exist, which are
 * hidden, and each one's current address (/services/{slug}). Their texts are
 * documents of kind "service" (document_versions and document_drafts). No row
 * at all: the six services of app/content/services.ts, in their order.
 */
export const serviceCatalogue = pgTable("service_catalogue", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull(),
  hidden: boolean("hidden").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses a service answered before a rename: each answers a 301 to its current one. */
export const serviceOldSlugs = pgTable("service_old_slugs", {
  slug: text("slug").primaryKey(),
  serviceId: text("service_id")
    .notNull()
    .references(() => serviceCatalogue.id, { onDelete: "cascade" }),
});

/**
 * One counter per kind of content (row "public": everything the public pages
 * show). Bumped in the same transaction as every write that changes a public
 * page; each process compares it with what its page cache was built from
 * (app/server/content-version.server.ts).
 */
export const contentVersions = pgTable("content_versions", {
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- redirections

/**
 * Old addresses answered with a 301 (features/redirections). Both paths are
 * normalised (redirection-rules.ts); `to` never names another redirection.
 * `source`: added by hand, by an import, or by changing a page's address.
 */
export const redirections = pgTable("redirections", {
  id: serial("id").primaryKey(),
  fromPath: text("from_path").notNull().unique(),
  toPath: text("to_path").notNull(),
  source: text("source", { enum: ["manuel", "import", "renommage"] }).notNull(),
  visits: integer("visits").notNull().default(0),
  lastVisitAt: timestamp("last_visit_at", { withTimezone: true }),
  ...timestamps,
});

/** Addresses answered 404 to visitors (not bots): paths and counts only, no visitor data. */
export const notFoundAddresses = pgTable(
  "not_found_addresses",
  {
    path: text("path").primaryKey(),
    hits: integer("hits").notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("not_found_addresses_last_seen_idx").on(table.lastSeenAt)],
);

// ---------------------------------------------------------------- Better Auth
// Table and column names follow Better Auth's drizzle adapter (provider "pg").

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  ...timestamps,
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [index("session_user_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [index("account_user_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Better Auth's two-factor plugin: the TOTP secret encrypted with the auth secret, the recovery codes as HMAC digests. */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The last 30-second step whose app code was accepted: a code is accepted once (RFC 6238 §5.2). */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (table) => [index("two_factor_user_idx").on(table.userId)],
);

/** Better Auth's passkey plugin: the owner's passkeys (public keys only; the private key never leaves the authenticator). */
export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }),
    aaguid: text("aaguid"),
  },
  (table) => [
    index("passkey_user_idx").on(table.userId),
    index("passkey_credential_idx").on(table.credentialID),
  ],
);

/** Browsers the owner signed in from (their device cookie names a row); forgetting one deletes it. */
export const knownDevices = pgTable(
  "known_devices",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The browser and system, from the User-Agent at sign-in, shown in the list. */
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("known_devices_user_idx").on(table.userId)],
);

/**
 * The public site's menus ('main', 'footer'), one row each: its entries in
 * order, each a label and a target (app/features/menus/menu-schema.ts).
 * No row: the menu of app/content/navigation.ts.
 */
export const siteMenus = pgTable("site_menus", {
  name: text("name").primaryKey(),
  entries: jsonb("entries").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- import (moving in)

/**
 * Each import run ('Imports précédents'): where it stands while it runs
 * (progress, heartbeat of the process running it), then its figures,
 * warnings and report. The old site's database address is never stored.
 */
export const importRuns = pgTable("import_runs", {
  id: serial("id").primaryKey(),
  /** "wordpress" or "old-site". */
  source: text("source").notNull(),
  /** What the practitioner recognises it by: the file's name, the storage's host. */
  label: text("label").notNull(),
  /** running, done, failed. */
  status: text("status").notNull(),
  /** articles, then images… shown by the progress bar. */
  phase: text("phase").notNull().default("articles"),
  articlesDone: integer("articles_done").notNull().default(0),
  articlesTotal: integer("articles_total").notNull().default(0),
  imagesDone: integer("images_done").notNull().default(0),
  imagesTotal: integer("images_total").notNull().default(0),
  /** What was created, updated and skipped, and the warnings: the report. */
  report: jsonb("report").notNull().default({}),
  /** Why it failed, in French. */
  error: text("error"),
  /** A WordPress run's uploaded file, kept until the run ends so a restart can finish it. */
  filePath: text("file_path"),
  /** The storage address of an old-site run (no secret in it). */
  storageUrl: text("storage_url"),
  holder: text("holder"),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

/**
 * What each imported thing became here, by source and source id: a second
 * import updates it instead of creating it twice. For an article,
 * `writtenAt` is the updated_at the import gave it (a later one: edited
 * here, not overwritten) and `sourceHash` what the source said then.
 */
export const importItems = pgTable(
  "import_items",
  {
    /** "wordpress:{site address}" or "old-site". */
    source: text("source").notNull(),
    /** article, category, tag or image. */
    kind: text("kind").notNull(),
    sourceId: text("source_id").notNull(),
    targetId: integer("target_id"),
    /** For an image: its address here. */
    targetUrl: text("target_url"),
    sourceHash: text("source_hash"),
    writtenAt: timestamp("written_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.source, table.kind, table.sourceId] })],
);

// ---------------------------------------------------------------- free pages

/**
 * The practitioner's own pages ('Nouvelle page'): their address and whether
 * visitors see them. Their texts are documents of kind "free-page" keyed by
 * the id (document_versions and document_drafts); a page leaves the site
 * when unpublished, and its documents go with its row when deleted.
 */
export const freePages = pgTable("free_pages", {
  id: serial("id").primaryKey(),
  /** The page answers at /{slug}: one page per address. */
  slug: text("slug").notNull().unique(),
  published: boolean("published").notNull().default(false),
  ...timestamps,
});
