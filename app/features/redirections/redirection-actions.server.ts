/**
 * The action of /admin/redirections: add, change and delete a redirection.
 * A refused request answers which form its errors belong to, with a French
 * toast; a done one goes back to the list.
 */
import { done, invalid, refused } from "~/lib/action-results.server";
import type { AppServices } from "~/server/context.server";
import { redirectionMessages as messages } from "./messages";
import {
  firstErrors,
  redirectionFormSchema,
  RedirectionIdSchema,
  RedirectionIntentSchema,
  type RedirectionActionData,
} from "./redirection-schema";
import { deleteRedirection, saveRedirection } from "./redirections.server";

type Services = Pick<AppServices, "db" | "env">;

const LIST = "/admin/redirections";
const answer = (body: RedirectionActionData, status: number) => refused(body, status);

export async function redirectionsAction(services: Services, form: FormData) {
  const intent = RedirectionIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) return answer({ toast: invalid(messages.invalidForm) }, 400);
  const id = RedirectionIdSchema.safeParse(form.get("id"));
  const gone = answer({ toast: invalid(messages.notFound) }, 404);

  if (intent.data === "delete") {
    if (!id.success || !(await deleteRedirection(services, id.data))) return gone;
    return done(LIST, messages.deleted);
  }
  if (intent.data === "update" && !id.success) return gone;
  const parsed = redirectionFormSchema(services.env.PUBLIC_URL).safeParse({
    from: form.get("from"),
    to: form.get("to"),
  });
  const formName = intent.data;
  if (!parsed.success) {
    return answer(
      { form: formName, errors: firstErrors(parsed.error), toast: invalid(messages.invalidForm) },
      400,
    );
  }
  const editedId = intent.data === "update" && id.success ? id.data : null;
  const outcome = await saveRedirection(services, editedId, parsed.data);
  if (!outcome.ok) {
    if (outcome.field === null) return gone;
    return answer(
      {
        form: formName,
        errors: { [outcome.field]: outcome.message },
        toast: invalid(messages.invalidForm),
      },
      400,
    );
  }
  const title = intent.data === "create" ? messages.created : messages.updated;
  return done(LIST, title, outcome.chained ? messages.chained(outcome.toPath) : undefined);
}
