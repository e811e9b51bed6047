import { data } from "react-router";
import type { Route } from "./+types/person-data-download";
import { requireUser } from "~/features/auth/guard.server";
import { PersonEmailSchema } from "~/features/leads/admin-actions.server";
import { leadAdminMessages as messages } from "~/features/leads/admin-messages";
import {
  findPersonData,
  isEmpty,
  personDataDocument,
} from "~/features/leads/privacy-requests.server";
import { parisIsoDate } from "~/lib/paris-date";
import { readFormBody } from "~/server/form-body.server";

/** POST /admin/demandes/donnees (email): everything held about a person, as one JSON file. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  const { services } = context;
  const form = await readFormBody(request);
  const email = PersonEmailSchema.safeParse(form.get("email") ?? "");
  if (!email.success) throw data({ error: messages.emailInvalid }, { status: 400 });
  const found = await findPersonData(services, email.data);
  if (isEmpty(found)) throw data({ error: messages.nothingFound(email.data) }, { status: 404 });
  const document = personDataDocument(found, services.now());
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="donnees-personnelles-${parisIsoDate(services.now())}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  throw data({ error: "Méthode non autorisée." }, { status: 405 });
}
