import type { Route } from "./+types/menus";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import { MenuEditor } from "~/features/menus/components/menu-editor";
import { menusAction } from "~/features/menus/menu-actions.server";
import { readMenusForEditing } from "~/features/menus/menus.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta("Menus");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  return readMenusForEditing(context.services);
}

/** Each change of an entry, 'Ajouter un lien' and 'Rétablir le menu par défaut'. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  return menusAction(context.services, await readFormBody(request));
}

/** 'Menus': the main menu (navbar and mobile menu) and the footer's links. */
export default function AdminMenus({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl">Menus</h1>
      <p className="mt-2 text-muted">
        Les liens du menu principal (en haut des pages et dans le menu mobile) et du pied de page,
        dans cet ordre. Chaque changement est en ligne aussitôt. Un lien vers un service masqué ou
        un article non publié n'est pas affiché tant qu'il le reste. Le bouton « Prendre rendez-vous
        » reste toujours affiché.
      </p>
      {loaderData.menus.map((menu) => (
        <MenuEditor
          key={menu.id}
          menu={menu.id}
          edited={menu.edited}
          entries={menu.entries}
          targets={loaderData.targets}
        />
      ))}
    </div>
  );
}
