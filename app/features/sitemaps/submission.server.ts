/**
 * What is sent to IndexNow: every URL of the sitemaps (the dashboard's update
 * button, and the first run), or only what changed since the last accepted
 * submission (the maintenance routine).
 */
import type { AppServices } from "~/server/context.server";
import {
  markSubmittedUntil,
  submitToIndexNow,
  submittedUntil,
  type IndexNowOutcome,
} from "./indexnow.server";
import { loadSitemapUrls } from "./sitemaps.server";

type Services = Pick<AppServices, "db" | "env" | "now">;

/** Submits every URL of the sitemaps. */
export async function submitAllUrls(services: Services): Promise<IndexNowOutcome> {
  const at = services.now();
  const { pages, articles } = await loadSitemapUrls(services);
  const outcome = await submitToIndexNow(
    services,
    [...pages, ...articles].map((entry) => entry.loc),
  );
  if (outcome.kind === "submitted") await markSubmittedUntil(services, at);
  return outcome;
}

/**
 * Submits the articles changed (or published) since the last accepted
 * submission, with the blog's list; everything on the first run.
 */
export async function submitChangedUrls(services: Services): Promise<IndexNowOutcome> {
  const at = services.now();
  const since = await submittedUntil(services);
  const { pages, articles } = await loadSitemapUrls(services);
  let urls: string[];
  if (!since) {
    urls = [...pages, ...articles].map((entry) => entry.loc);
  } else {
    const changed = articles.filter((entry) => entry.lastmod && entry.lastmod > since);
    const blogList = pages.filter((entry) => new URL(entry.loc).pathname === "/blog");
    urls = changed.length ? [...changed, ...blogList].map((entry) => entry.loc) : [];
  }
  const outcome = await submitToIndexNow(services, urls);
  if (outcome.kind === "submitted" || urls.length === 0) await markSubmittedUntil(services, at);
  return outcome;
}
