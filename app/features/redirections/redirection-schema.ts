/**
 * The redirection form and the page's actions, checked in the browser and
 * again by the server action. Safe for the browser.
 */
import { z } from "zod";
import { storableText } from "~/lib/storable-text-schema";
import type { ToastInput } from "~/lib/toast";
import { redirectionMessages as messages } from "./messages";
import { MAX_ADDRESS_LENGTH, normaliseFrom, normaliseTo } from "./redirection-rules";

const address = storableText().max(MAX_ADDRESS_LENGTH * 2, messages.tooLong);

/** 'Ancienne adresse' and 'Nouvelle adresse', normalised; `origin`: this site's. */
export function redirectionFormSchema(origin: string) {
  return z.object({
    from: address.transform((value, ctx) => {
      const normalised = normaliseFrom(value);
      if (normalised.ok) return normalised.path;
      ctx.addIssue({ code: "custom", message: normalised.error });
      return z.NEVER;
    }),
    to: address.transform((value, ctx) => {
      const normalised = normaliseTo(value, origin);
      if (normalised.ok) return normalised.path;
      ctx.addIssue({ code: "custom", message: normalised.error });
      return z.NEVER;
    }),
  });
}

export const RedirectionIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const RedirectionIntentSchema = z.enum(["create", "update", "delete"]);

export type RedirectionFormErrors = Partial<Record<"from" | "to", string>>;

/** What the page's action answers when it does not redirect. */
export interface RedirectionActionData {
  /** The form the errors belong to: "create" or "update". */
  form?: string;
  errors?: RedirectionFormErrors;
  toast?: ToastInput;
}

export function firstErrors(error: z.ZodError): RedirectionFormErrors {
  const errors: RedirectionFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "from" || field === "to") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
