import { data } from "react-router";
import type { Route } from "./+types/first-steps";
import { requireUser } from "~/features/auth/guard.server";
import { FirstStepsFormSchema, firstStepsMessages } from "~/features/first-steps/first-steps";
import { acknowledgeFirstStep, dismissFirstSteps } from "~/features/first-steps/first-steps.server";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormBody } from "~/server/form-body.server";
import { adminFormLoader } from "~/features/admin-shell/form-only-route.server";

/** GET: the form posts here; a French 405 (signed out, the sign-in page). */
export const loader = adminFormLoader;

/** The dashboard's 'Premiers pas' card: tick a step by hand, or put the card away. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  const form = await readFormBody(request);
  const parsed = FirstStepsFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    throw data({ error: firstStepsMessages.unreadable }, { status: 400 });
  }
  if (parsed.data.intent === "dismiss") {
    await dismissFirstSteps(context.services);
  } else {
    await acknowledgeFirstStep(context.services, parsed.data.step);
  }
  return redirectWithToast("/admin", {
    title:
      parsed.data.intent === "dismiss"
        ? firstStepsMessages.dismissed
        : firstStepsMessages.acknowledged,
    variant: "success",
    duration: 3000,
  });
}
