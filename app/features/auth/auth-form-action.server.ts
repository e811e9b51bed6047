/**
 * The action behind the /auth page's forms (they work as plain HTML forms;
 * the browser checks the same schemas first when scripts run). One hidden
 * `intent` field says which form was sent.
 */
import { data, type AppLoadContext } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormBody, requirePost } from "~/server/form-body.server";
import { requireSameOrigin } from "./guard.server";
import { authMessages, frenchWait } from "./messages";
import {
  requestPasswordReset,
  resetLinkThrottle,
  resetPassword,
  resetTokenIsValid,
} from "./password-reset.server";
import {
  CodeSchema,
  fieldErrorsOf,
  ForgotPasswordSchema,
  LoginSchema,
  NewPasswordSchema,
  PasskeySignInSchema,
  safeRedirectPath,
  type AuthActionData,
} from "./schemas";
import { passkeySignInOptions, signInWithPasskey } from "./passkeys.server";
import { signIn, verifySignInCode, type SignInResult } from "./sign-in.server";

const reply = (body: AuthActionData, status = 200, setCookies: string[] = []) => {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return data(body, { status, headers });
};

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

function signedIn(
  result: Extract<SignInResult, { ok: true }>,
  redirectTo: FormDataEntryValue | null,
) {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    safeRedirectPath(redirectTo),
    { title: authMessages.signInSuccess, variant: "success" },
    { headers },
  );
}

export async function handleAuthForm(request: Request, context: AppLoadContext) {
  const { services, clientIp } = context;
  requirePost(request);
  requireSameOrigin(request, services.env);
  const form = await readFormBody(request);
  const info = { request, clientIp };

  switch (form.get("intent")) {
    case "login": {
      const parsed = LoginSchema.safeParse(Object.fromEntries(form));
      const email = text(form.get("email")).trim();
      if (!parsed.success)
        return reply({ intent: "login", email, fieldErrors: fieldErrorsOf(parsed.error) }, 400);
      const result = await signIn(services, info, parsed.data);
      if (result.ok === false)
        return reply({ intent: "login", email, error: result.message }, result.status);
      if (result.ok === "code")
        return reply({ intent: "login", email, codeStep: result.method }, 200, result.setCookies);
      return signedIn(result, form.get("redirectTo"));
    }

    case "code": {
      const method = form.get("method") === "email" ? "email" : "totp";
      const parsed = CodeSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success)
        return reply({ intent: "code", method, fieldErrors: fieldErrorsOf(parsed.error) }, 400);
      const result = await verifySignInCode(services, info, parsed.data.code);
      if (result.ok === false) {
        return reply(
          { intent: "code", method: result.restart ? null : method, error: result.message },
          result.status,
        );
      }
      if (result.ok === "code") throw new Error("a code step cannot ask for another code");
      return signedIn(result, form.get("redirectTo"));
    }

    case "passkey-options": {
      const result = await passkeySignInOptions(services, info);
      if (!result.ok)
        return reply({ intent: "passkey-options", error: result.message }, result.status);
      return reply({ intent: "passkey-options", options: result.options }, 200, result.setCookies);
    }

    case "passkey": {
      const parsed = PasskeySignInSchema.safeParse(form.get("response"));
      if (!parsed.success)
        return reply({ intent: "passkey", error: authMessages.passkeyRefused }, 400);
      const result = await signInWithPasskey(services, info, parsed.data);
      if (result.ok === false)
        return reply({ intent: "passkey", error: result.message }, result.status);
      return signedIn(result, form.get("redirectTo"));
    }

    case "forgot": {
      const parsed = ForgotPasswordSchema.safeParse(Object.fromEntries(form));
      const email = text(form.get("email")).trim();
      if (!parsed.success)
        return reply({ intent: "forgot", email, fieldErrors: fieldErrorsOf(parsed.error) }, 400);
      const result = await requestPasswordReset(services, info, parsed.data.email);
      if (!result.ok)
        return reply({ intent: "forgot", email, error: result.message }, result.status);
      return reply({ intent: "forgot", email, sent: true });
    }

    case "check-reset-link": {
      const wait = await resetLinkThrottle(services, info);
      if (wait > 0) return reply({ intent: "check-reset-link", valid: false }, 429);
      return reply({
        intent: "check-reset-link",
        valid: await resetTokenIsValid(services, text(form.get("token"))),
      });
    }

    case "reset": {
      const parsed = NewPasswordSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success)
        return reply({ intent: "reset", fieldErrors: fieldErrorsOf(parsed.error) }, 400);
      const wait = await resetLinkThrottle(services, info);
      if (wait > 0) {
        return reply(
          { intent: "reset", error: authMessages.tooManyResetRequests(frenchWait(wait)) },
          429,
        );
      }
      const result = await resetPassword(services, info, {
        token: text(form.get("token")),
        password: parsed.data.password,
      });
      if (result.ok) return reply({ intent: "reset", updated: true }, 200, result.setCookies);
      if (result.reason === "invalid-link")
        return reply({ intent: "reset", linkInvalid: true }, 400);
      return reply({ intent: "reset", error: result.message }, 503);
    }

    default:
      throw data({ error: authMessages.authErrorGeneric }, { status: 400 });
  }
}
