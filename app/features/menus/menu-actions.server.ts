/**
 * The intents of /admin/menus, as route answers for its fetchers: a change
 * done answers 200 with its toast (the page's data is read again), a
 * refusal 400 with the French message of each field.
 */
import { data } from "react-router";
import type { AppServices } from "~/server/context.server";
import { invalid } from "~/lib/action-results.server";
import type { ToastInput } from "~/lib/toast";
import { MenuEntryIdSchema, MenuIdSchema, menuMessages, targetFromForm } from "./menu-schema";
import {
  addMenuEntry,
  moveMenuEntry,
  removeMenuEntry,
  renameMenuEntry,
  resetMenu,
  type MenuChangeResult,
} from "./menus.server";

type Services = Pick<AppServices, "db" | "now">;

export type MenuActionData =
  | { ok: true; toast: ToastInput }
  | { ok: false; errors: Record<string, string>; toast: ToastInput };

const refused = (errors: Record<string, string>) =>
  data<MenuActionData>(
    { ok: false, errors, toast: invalid("Le menu n'a pas été modifié.", Object.values(errors)[0]) },
    { status: 400 },
  );

function answer(result: MenuChangeResult, title: string) {
  if (!result.ok) return refused(result.errors);
  return data<MenuActionData>({ ok: true, toast: { title, variant: "success", duration: 3000 } });
}

export async function menusAction(services: Services, form: FormData) {
  const menu = MenuIdSchema.safeParse(form.get("menu"));
  if (!menu.success) return refused({ _form: menuMessages.unreadable });
  const intent = form.get("intent");
  if (intent === "add") {
    const link = { label: form.get("label"), target: targetFromForm((name) => form.get(name)) };
    return answer(await addMenuEntry(services, menu.data, link), menuMessages.added);
  }
  if (intent === "reset") {
    return answer(await resetMenu(services, menu.data), menuMessages.reset);
  }
  const entry = MenuEntryIdSchema.safeParse(form.get("entry"));
  if (!entry.success) return refused({ _form: menuMessages.unreadable });
  switch (intent) {
    case "rename":
      return answer(
        await renameMenuEntry(services, menu.data, entry.data, form.get("label")),
        menuMessages.renamed,
      );
    case "up":
    case "down":
      return answer(
        await moveMenuEntry(services, menu.data, entry.data, intent),
        menuMessages.moved,
      );
    case "remove":
      return answer(await removeMenuEntry(services, menu.data, entry.data), menuMessages.removed);
    default:
      return refused({ _form: menuMessages.unreadable });
  }
}
