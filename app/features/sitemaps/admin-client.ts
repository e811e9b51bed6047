/** The dashboard's sitemap tools, browser side: the answers of the update steps and the blog sitemap file. */
import { z } from "zod";
import type { ActionOutcome } from "~/features/admin-shell/dashboard-action";
import { authMessages } from "~/features/auth/messages";

export type UpdateIntent = "refresh" | "sync" | "submit";

/** A step's success, as the dashboard's action answers it. */
export const StepDoneSchema = z.object({ ok: z.literal(true) }).transform(() => true as const);

const downloadMessages = {
  unreadableAnswer: (status: number) => `réponse inattendue du serveur (HTTP ${status}).`,
  networkFailure: "le serveur ne répond pas. Vérifiez votre connexion.",
} as const;

const ErrorSchema = z.object({ error: z.string() });

/**
 * The blog sitemap file, from its resource route. A redirect is the guard
 * sending a signed-out practitioner to the sign-in page: not followed, so
 * that page is never saved as the sitemap.
 */
export async function fetchBlogSitemap(): Promise<ActionOutcome<Blob>> {
  let response: Response;
  try {
    response = await fetch("/admin/sitemap-blog.xml", {
      credentials: "same-origin",
      redirect: "manual",
    });
  } catch {
    return { ok: false, message: downloadMessages.networkFailure };
  }
  if (response.type === "opaqueredirect") {
    return { ok: false, message: authMessages.authenticationRequired };
  }
  if (!response.ok) {
    const body = ErrorSchema.safeParse(await response.json().catch(() => null));
    return {
      ok: false,
      message: body.success ? body.data.error : downloadMessages.unreadableAnswer(response.status),
    };
  }
  const blob = await response.blob().catch(() => null);
  return blob
    ? { ok: true, value: blob }
    : { ok: false, message: downloadMessages.unreadableAnswer(response.status) };
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
