/**
 * Reading an HTML form's body in a route action, whatever a client sends: a
 * method other than POST answers 405, a body that is not a form (JSON,
 * text/plain, none, broken multipart) 415 or 400, each with a French message
 * shown by the error boundary, never a 500.
 *
 *   export async function action({ request }: Route.ActionArgs) {
 *     const form = await readFormBody(request);
 *     …
 *   }
 */
import { data } from "react-router";

export const formBodyMessages = {
  methodNotAllowed: "Méthode non autorisée : ce formulaire s'envoie avec POST.",
  notAForm: "Type de contenu non pris en charge : envoyez le formulaire de la page.",
  unreadable: "Formulaire illisible : renvoyez-le depuis la page.",
} as const;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Throws 405 unless the request is a POST. */
export function requirePost(request: Request) {
  if (request.method.toUpperCase() !== "POST") {
    throw data(
      { error: formBodyMessages.methodNotAllowed },
      { status: 405, headers: { Allow: "POST" } },
    );
  }
}

/** The posted form, or a thrown 405, 415 or 400 response. */
export async function readFormBody(request: Request): Promise<FormData> {
  requirePost(request);
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (!type || !FORM_TYPES.has(type)) {
    throw data({ error: formBodyMessages.notAForm }, { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data({ error: formBodyMessages.unreadable }, { status: 400 });
  }
}

/** A field that holds a JSON document: its value, or undefined when it is missing or not JSON. */
export function readJsonField(form: FormData, name: string): unknown {
  const value = form.get(name);
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}
