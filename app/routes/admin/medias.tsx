import { data } from "react-router";
import type { Route } from "./+types/medias";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import { MediaLibraryPage } from "~/features/media/components/media-library-page";
import { MediaListQuerySchema, mediaMessages } from "~/features/media/media-library";
import { mediaLibraryAction } from "~/features/media/media-library-action.server";
import { listMedia } from "~/features/media/media-library.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta("Médiathèque");

/** The grid's page; also what the image fields' picker loads ('Choisir dans la médiathèque'). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const params = new URL(request.url).searchParams;
  const parsed = MediaListQuerySchema.safeParse({
    page: params.get("page") ?? undefined,
    q: params.get("q") ?? undefined,
  });
  if (!parsed.success)
    throw data({ error: parsed.error.issues[0]?.message ?? mediaMessages.page }, { status: 400 });
  return listMedia(context.services, parsed.data);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  return mediaLibraryAction(context.services, await readFormBody(request));
}

export default function Medias({ loaderData }: Route.ComponentProps) {
  return <MediaLibraryPage page={loaderData} />;
}
