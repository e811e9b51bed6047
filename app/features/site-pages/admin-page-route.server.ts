/**
 * The head of every admin route of one page (/admin/pages/{page}/…, a free
 * page's /admin/pages/libre/{id}/…): the signed-in owner and the page named
 * by the address; an unknown page goes back to the list with a message.
 */
import { data } from "react-router";
import { requireUser } from "~/features/auth/guard.server";
import type { ToastInput } from "~/lib/toast";
import type { AppServices } from "~/server/context.server";
import { requirePost } from "~/server/form-body.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageKeyOf, requireEditablePage, type EditablePage } from "./editable-page.server";
import type { PageAuthor } from "~/features/pages/pages.server";

/** What a page's action answers when it refuses. */
interface PageActionData {
  errors?: Record<string, string>;
  toast: ToastInput;
}

export async function requirePageOfAddress(
  request: Request,
  params: { page?: string; id?: string },
  services: AppServices,
  init?: ResponseInit,
): Promise<EditablePage & { author: PageAuthor }> {
  const { user } = await requireUser(request, services);
  // An action answers any method but POST with 405 before looking the page up.
  if (request.method !== "GET" && request.method !== "HEAD") requirePost(request);
  const found = await requireEditablePage(services, pageKeyOf(params), init);
  return { ...found, author: { id: user.id, name: user.name, email: user.email } };
}

/** A refused write: its status, its message as a toast and, for a wrong field, the errors by path. */
export function pageRefused(status: number, title: string, errors?: Record<string, string>) {
  return data<PageActionData>(
    { ...(errors ? { errors } : {}), toast: { title, variant: "destructive" } },
    { status },
  );
}

/** A write done: back to the page's editor with its message. */
export function pageDone(key: string, title: string) {
  return redirectWithToast(`/admin/pages/${key}`, { title, variant: "success", duration: 3000 });
}
