/**
 * The action behind 'Sécurité du compte' (/admin/compte): one hidden
 * `intent` field says which form was sent; each is parsed by its schema
 * (account-schemas.ts) and answered with a French message. Changes of the
 * second factor ask for the password again, throttled as sign-in is.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormBody } from "~/server/form-body.server";
import {
  confirmTotpSetup,
  disableTotp,
  renewRecoveryCodes,
  startTotpSetup,
  totpSetupView,
} from "./account-security.server";
import {
  AccountIntentSchema,
  ConfirmSchema,
  ForgetSchema,
  PasskeyAddSchema,
  PasskeyDeleteSchema,
  PasswordSchema,
  type AccountActionData,
  type AccountIntent,
} from "./account-schemas";
import { forgetKnownDevice } from "./device-cookie.server";
import { requireUser, type AdminSession } from "./guard.server";
import { accountMessages } from "./messages";
import { deleteOwnerPasskey, passkeyRegistrationOptions, registerPasskey } from "./passkeys.server";
import { ACCOUNT_PATH, holdRecoveryCodes } from "./recovery-codes-once.server";
import type { RequestInfo } from "./sign-in.server";

interface Submission {
  context: AppLoadContext;
  info: RequestInfo;
  session: AdminSession;
  form: Record<string, FormDataEntryValue>;
}

function answer(body: AccountActionData, status: number, setCookies: string[] = []) {
  return data(body, { status, headers: cookieHeaders(setCookies) });
}

function cookieHeaders(setCookies: string[]) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

const refused = (intent: AccountIntent, result: { status: number; message: string }) =>
  answer({ intent, error: result.message }, result.status);

const done = (title: string, setCookies: string[] = []) =>
  redirectWithToast(
    ACCOUNT_PATH,
    { title, variant: "success" },
    { headers: cookieHeaders(setCookies) },
  );

/** The first message of a failed parse, for the form's error line. */
const firstMessage = (error: z.ZodError) =>
  error.issues[0]?.message ?? accountMessages.unknownAction;

/** The password forms: turning the app on, new recovery codes, turning it off. */
async function withPasswordForm<T>(
  intent: AccountIntent,
  { form }: Submission,
  change: (password: string) => Promise<T>,
) {
  const parsed = PasswordSchema.safeParse(form);
  if (!parsed.success)
    return { refusal: answer({ intent, error: firstMessage(parsed.error) }, 400) };
  return { result: await change(parsed.data.password) };
}

async function totpStart(submission: Submission) {
  const { context, info, session } = submission;
  const { refusal, result } = await withPasswordForm("totp-start", submission, (password) =>
    startTotpSetup(context.services, info, session, password),
  );
  if (refusal) return refusal;
  if (!result.ok) return refused("totp-start", result);
  return answer({ intent: "totp-start", setup: result.setup }, 200, result.setCookies);
}

/**
 * The first code turns the app on. The session is renewed on the way, so
 * the codes are shown by the page the browser is sent to, with the new
 * cookie (recovery-codes-once.server.ts).
 */
async function totpConfirm({ context, info, session, form }: Submission) {
  const parsed = ConfirmSchema.safeParse(form);
  if (!parsed.success) {
    const setup = ConfirmSchema.shape.totpURI.safeParse(form.totpURI);
    return answer(
      {
        intent: "totp-confirm",
        error: firstMessage(parsed.error),
        setup: setup.success ? totpSetupView(setup.data) : undefined,
      },
      400,
    );
  }
  const { services } = context;
  const result = await confirmTotpSetup(services, info.request, session, parsed.data.code);
  if (!result.ok) {
    const setup = totpSetupView(parsed.data.totpURI);
    return answer({ intent: "totp-confirm", error: result.message, setup }, result.status);
  }
  const held = await holdRecoveryCodes(services, session.user.id, result.recoveryCodes);
  return redirect(`${ACCOUNT_PATH}#double-authentification`, {
    headers: cookieHeaders([...result.setCookies, held]),
  });
}

async function recoveryRenew(submission: Submission) {
  const { context, info, session } = submission;
  const { refusal, result } = await withPasswordForm("recovery-renew", submission, (password) =>
    renewRecoveryCodes(context.services, info, session, password),
  );
  if (refusal) return refusal;
  if (!result.ok) return refused("recovery-renew", result);
  const { recoveryCodes, setCookies } = result;
  return answer({ intent: "recovery-renew", recoveryCodes }, 200, setCookies);
}

async function totpDisable(submission: Submission) {
  const { context, info, session } = submission;
  const { refusal, result } = await withPasswordForm("totp-disable", submission, (password) =>
    disableTotp(context.services, info, session, password),
  );
  if (refusal) return refusal;
  if (!result.ok) return refused("totp-disable", result);
  return done(accountMessages.totpDisabled, result.setCookies);
}

async function deviceForget({ context, session, form }: Submission) {
  const parsed = ForgetSchema.safeParse(form);
  const forgotten =
    parsed.success && (await forgetKnownDevice(context.services, session.user.id, parsed.data.id));
  if (!forgotten)
    return answer({ intent: "device-forget", error: accountMessages.deviceUnknown }, 404);
  return done(accountMessages.deviceForgotten);
}

async function passkeyOptions({ context, info }: Submission) {
  const result = await passkeyRegistrationOptions(context.services, info.request);
  if (!result.ok) return refused("passkey-options", result);
  return answer({ intent: "passkey-options", options: result.options }, 200, result.setCookies);
}

async function passkeyAdd({ context, info, form }: Submission) {
  const parsed = PasskeyAddSchema.safeParse(form);
  if (!parsed.success) {
    const nameError = parsed.error.issues.find((issue) => issue.path[0] === "name");
    const error = nameError?.message ?? accountMessages.passkeyNotAdded;
    return answer({ intent: "passkey-add", error }, 400);
  }
  const result = await registerPasskey(context.services, info.request, parsed.data);
  if (!result.ok) return refused("passkey-add", result);
  return done(accountMessages.passkeyAdded);
}

async function passkeyDelete({ context, info, form }: Submission) {
  const parsed = PasskeyDeleteSchema.safeParse(form);
  const deleted =
    parsed.success && (await deleteOwnerPasskey(context.services, info.request, parsed.data.id));
  if (!deleted)
    return answer({ intent: "passkey-delete", error: accountMessages.passkeyUnknown }, 404);
  return done(accountMessages.passkeyDeleted);
}

type Reply = ReturnType<typeof answer> | Response;

const handlers: Record<AccountIntent, (submission: Submission) => Promise<Reply>> = {
  "totp-start": totpStart,
  "totp-confirm": totpConfirm,
  "recovery-renew": recoveryRenew,
  "totp-disable": totpDisable,
  "device-forget": deviceForget,
  "passkey-options": passkeyOptions,
  "passkey-add": passkeyAdd,
  "passkey-delete": passkeyDelete,
};

export async function handleAccountForm(request: Request, context: AppLoadContext) {
  const session = await requireUser(request, context.services);
  const form = Object.fromEntries(await readFormBody(request));
  const intent = AccountIntentSchema.safeParse(form.intent);
  if (!intent.success) {
    return answer({ intent: "", error: accountMessages.unknownAction }, 400);
  }
  const info = { request, clientIp: context.clientIp };
  return handlers[intent.data]({ context, info, session, form });
}
