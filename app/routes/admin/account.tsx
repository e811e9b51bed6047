import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account";
import { adminMeta } from "~/features/admin-shell/private-page";
import {
  confirmTotpSetup,
  disableTotp,
  renewRecoveryCodes,
  startTotpSetup,
  totpEnabled,
  totpSetupView,
} from "~/features/auth/account-security.server";
import {
  AccountSecurityPage,
  type AccountActionData,
} from "~/features/auth/components/account-security-page";
import { forgetKnownDevice, listKnownDevices } from "~/features/auth/device-cookie.server";
import {
  deleteOwnerPasskey,
  listOwnerPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
} from "~/features/auth/passkeys.server";
import { PasskeyRegistrationSchema } from "~/features/auth/schemas";
import { requireUser } from "~/features/auth/guard.server";
import { accountMessages } from "~/features/auth/messages";
import { PRACTICE_TIME_ZONE } from "~/lib/paris-date";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta("Sécurité du compte");

const when = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PRACTICE_TIME_ZONE,
  dateStyle: "long",
  timeStyle: "short",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context.services);
  const owner = { email: user.email, userId: user.id };
  const devices = await listKnownDevices(context.services, request, owner);
  return {
    email: user.email,
    totpEnabled: await totpEnabled(context.services, user.id),
    passkeys: (await listOwnerPasskeys(context.services, request)).map((key) => ({
      id: key.id,
      name: key.name,
      added: key.createdAt ? when.format(key.createdAt) : null,
    })),
    devices: devices.map((device) => ({
      id: device.id,
      label: device.label,
      current: device.current,
      firstSeen: when.format(device.createdAt),
      lastSeen: when.format(device.lastSeenAt),
    })),
  };
}

const PasswordSchema = z.object({
  password: z.string().min(1, accountMessages.passwordRequired).max(128),
});
const ConfirmSchema = z.object({
  code: z.string().trim().min(1, accountMessages.codeRequired).max(16, accountMessages.wrongCode),
  totpURI: z.string().startsWith("otpauth://totp/").max(512),
});
const ForgetSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
const PasskeyAddSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, accountMessages.passkeyNameRequired)
    .max(60, accountMessages.passkeyNameTooLong),
  response: PasskeyRegistrationSchema,
});
const PasskeyDeleteSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

function answer(body: AccountActionData, status: number, setCookies: string[] = []) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return data(body, { status, headers });
}

function withCookies(setCookies: string[]) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return { headers };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireUser(request, context.services);
  const { services } = context;
  const form = Object.fromEntries(await readFormBody(request));
  const intent = String(form.intent ?? "");
  const password = () => PasswordSchema.safeParse(form);
  const refused = (result: { status: number; message: string }) =>
    answer({ intent, error: result.message }, result.status);

  switch (intent) {
    case "totp-start": {
      const parsed = password();
      if (!parsed.success) return answer({ intent, error: accountMessages.passwordRequired }, 400);
      const result = await startTotpSetup(services, request, parsed.data.password);
      if (!result.ok) return refused(result);
      return answer({ intent, setup: result.setup }, 200, result.setCookies);
    }
    case "totp-confirm": {
      const parsed = ConfirmSchema.safeParse(form);
      if (!parsed.success) return answer({ intent, error: accountMessages.codeRequired }, 400);
      const result = await confirmTotpSetup(services, request, session, parsed.data.code);
      if (!result.ok) {
        return answer(
          { intent, error: result.message, setup: totpSetupView(parsed.data.totpURI) },
          result.status,
        );
      }
      return answer({ intent, recoveryCodes: result.recoveryCodes }, 200, result.setCookies);
    }
    case "recovery-renew": {
      const parsed = password();
      if (!parsed.success) return answer({ intent, error: accountMessages.passwordRequired }, 400);
      const result = await renewRecoveryCodes(services, request, parsed.data.password);
      if (!result.ok) return refused(result);
      return answer({ intent, recoveryCodes: result.recoveryCodes }, 200, result.setCookies);
    }
    case "totp-disable": {
      const parsed = password();
      if (!parsed.success) return answer({ intent, error: accountMessages.passwordRequired }, 400);
      const result = await disableTotp(services, request, parsed.data.password);
      if (!result.ok) return refused(result);
      return redirectWithToast(
        "/admin/compte",
        { title: accountMessages.totpDisabled, variant: "success" },
        withCookies(result.setCookies),
      );
    }
    case "device-forget": {
      const parsed = ForgetSchema.safeParse(form);
      const forgotten =
        parsed.success && (await forgetKnownDevice(services, session.user.id, parsed.data.id));
      if (!forgotten) return answer({ intent, error: accountMessages.deviceUnknown }, 404);
      return redirectWithToast("/admin/compte", {
        title: accountMessages.deviceForgotten,
        variant: "success",
      });
    }
    case "passkey-options": {
      const result = await passkeyRegistrationOptions(services, request);
      if (!result.ok) return refused(result);
      return answer({ intent, options: result.options }, 200, result.setCookies);
    }
    case "passkey-add": {
      const parsed = PasskeyAddSchema.safeParse(form);
      if (!parsed.success) {
        const nameError = parsed.error.issues.find((issue) => issue.path[0] === "name");
        return answer(
          { intent, error: nameError?.message ?? accountMessages.passkeyNotAdded },
          400,
        );
      }
      const result = await registerPasskey(services, request, parsed.data);
      if (!result.ok) return refused(result);
      return redirectWithToast("/admin/compte", {
        title: accountMessages.passkeyAdded,
        variant: "success",
      });
    }
    case "passkey-delete": {
      const parsed = PasskeyDeleteSchema.safeParse(form);
      const deleted =
        parsed.success && (await deleteOwnerPasskey(services, request, parsed.data.id));
      if (!deleted) return answer({ intent, error: accountMessages.passkeyUnknown }, 404);
      return redirectWithToast("/admin/compte", {
        title: accountMessages.passkeyDeleted,
        variant: "success",
      });
    }
    default:
      return answer({ intent, error: accountMessages.unknownAction }, 400);
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountSecurityPage {...loaderData} actionData={actionData} />;
}
