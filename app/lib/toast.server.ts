import { createCookie, redirect } from "react-router";
import { z } from "zod";
import type { ToastInput } from "~/lib/toast";

/**
 * A toast that survives a redirect ("Déconnexion réussie" on /auth, "Article
 * créé" on the list): stored in a short-lived cookie, shown once by the root.
 */
const toastCookie = createCookie("toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
});

const ToastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive", "success"]).optional(),
  duration: z.number().optional(),
});

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie.serialize(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast, and the header that clears it. */
export async function takeToast(request: Request) {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("toast=")) return { toast: null, headers: null };
  const parsed = ToastSchema.safeParse(await toastCookie.parse(cookieHeader));
  const headers = new Headers({ "Set-Cookie": await toastCookie.serialize("", { maxAge: 0 }) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
