/** The dashboard's calls to the sitemap endpoints (browser side). */
import { z } from "zod";
import { callAdminApi, type CallOutcome } from "~/features/admin-shell/admin-api-client";

export type UpdateIntent = "refresh" | "sync" | "submit";

const OkSchema = z.object({ ok: z.literal(true) });

/** One step of the update flow. */
export function postUpdateStep(intent: UpdateIntent): Promise<CallOutcome<true>> {
  const body = new FormData();
  body.set("intent", intent);
  return callAdminApi("/api/admin/sitemaps", { method: "POST", body }, async (response) =>
    OkSchema.safeParse(await response.json()).success ? true : null,
  );
}

/** The blog sitemap file. */
export function fetchBlogSitemap(): Promise<CallOutcome<Blob>> {
  return callAdminApi("/api/admin/sitemap-blog.xml", { method: "GET" }, (response) =>
    response.blob(),
  );
}

/** Hands a file to the browser's download (the blog's sitemap is saved as sitemap-blog.xml). */
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
