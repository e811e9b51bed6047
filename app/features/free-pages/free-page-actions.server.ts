/**
 * The free page's own buttons on its editor: 'Changer l'adresse',
 * 'Dépublier' and 'Supprimer' (the texts go through the pages' editing).
 */
import { data } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import type { AppServices } from "~/server/context.server";
import { freePageMessages as messages } from "./free-page-schema";
import type { DocumentAuthor } from "~/features/documents/document-store.server";
import {
  changeFreePageAddress,
  createFreePage,
  deleteFreePage,
  freePagePath,
  unpublishFreePage,
  type FreePageRow,
} from "./free-pages.server";

type Services = Pick<AppServices, "db" | "now">;

export const FREE_PAGE_INTENTS = ["address", "unpublish", "delete"] as const;
type Intent = (typeof FREE_PAGE_INTENTS)[number];

export function isFreePageIntent(value: unknown): value is Intent {
  return (FREE_PAGE_INTENTS as readonly unknown[]).includes(value);
}

const refused = (status: number, title: string, errors?: Record<string, string | undefined>) =>
  data(
    {
      ...(errors ? { freePageErrors: errors } : {}),
      toast: { title, variant: "destructive" as const },
    },
    { status },
  );

/** Runs one of the free page's own intents; `announce` tells search engines of a new address. */
export async function freePageAction(
  services: Services,
  page: FreePageRow,
  intent: Intent,
  form: FormData,
  announce: (path: string) => void,
) {
  const editor = `/admin/pages/libre/${page.id}`;
  if (intent === "address") {
    const changed = await changeFreePageAddress(services, page.id, form.get("slug") ?? "");
    if (!changed.ok) {
      return refused(
        400,
        changed.errors.slug ?? changed.errors._form ?? messages.notFound,
        changed.errors,
      );
    }
    if (page.published) announce(freePagePath(String(form.get("slug")).trim().replace(/^\//, "")));
    return redirectWithToast(editor, {
      title: page.published ? messages.renamed : messages.renamedDraft,
      variant: "success",
    });
  }
  if (intent === "unpublish") {
    if (!(await unpublishFreePage(services, page.id))) return refused(404, messages.notFound);
    return redirectWithToast(editor, { title: messages.unpublished, variant: "success" });
  }
  const deleted = await deleteFreePage(services, page.id);
  if (!deleted.ok) return refused(409, deleted.message);
  return redirectWithToast("/admin/pages", { title: messages.deleted, variant: "success" });
}

/** 'Créer la page': to its editor, or the form again with what to correct. */
export async function createFreePageAction(
  services: Services,
  form: FormData,
  author: DocumentAuthor,
) {
  const created = await createFreePage(
    services,
    { title: form.get("title") ?? "", slug: form.get("slug") ?? "" },
    author,
  );
  if (!created.ok) {
    return refused(400, "Certains champs sont à corriger.", created.errors);
  }
  return redirectWithToast(`/admin/pages/libre/${created.id}`, {
    title: messages.created,
    variant: "success",
  });
}
