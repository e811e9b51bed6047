/**
 * The dashboard's calls to the sitemap endpoints (browser side). Every
 * answer is parsed; a network failure or an unreadable answer becomes a
 * French message, never an exception.
 */
import { z } from "zod";
import { MaintenanceResultSchema, type MaintenanceResult } from "./maintenance-result";
import { sitemapMessages } from "./messages";

export type UpdateIntent = "refresh" | "sync" | "submit";

export type CallOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

const ErrorSchema = z.object({ error: z.string() });
const OkSchema = z.object({ ok: z.literal(true) });

async function call<T>(
  input: string,
  init: RequestInit,
  read: (response: Response) => Promise<T | null>,
): Promise<CallOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(input, { credentials: "same-origin", ...init });
  } catch {
    return { ok: false, message: sitemapMessages.networkFailure };
  }
  if (!response.ok) {
    const body = ErrorSchema.safeParse(await response.json().catch(() => null));
    return {
      ok: false,
      message: body.success ? body.data.error : sitemapMessages.unreadableAnswer(response.status),
    };
  }
  const value = await read(response).catch(() => null);
  return value === null
    ? { ok: false, message: sitemapMessages.unreadableAnswer(response.status) }
    : { ok: true, value };
}

/** One step of the update flow. */
export function postUpdateStep(intent: UpdateIntent): Promise<CallOutcome<true>> {
  const body = new FormData();
  body.set("intent", intent);
  return call("/api/admin/sitemaps", { method: "POST", body }, async (response) =>
    OkSchema.safeParse(await response.json()).success ? true : null,
  );
}

/** The blog sitemap file. */
export function fetchBlogSitemap(): Promise<CallOutcome<Blob>> {
  return call("/api/admin/sitemap-blog.xml", { method: "GET" }, (response) => response.blob());
}

export function postMaintenance(): Promise<CallOutcome<MaintenanceResult>> {
  return call("/api/admin/maintenance", { method: "POST" }, async (response) => {
    const parsed = MaintenanceResultSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  });
}

/** Hands a file to the browser's download (the spec saves the XML as sitemap-blog.xml). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
