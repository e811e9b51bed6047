/**
 * The forms of 'Sécurité du compte', one per `intent`: whatever a client
 * posts (an unknown intent, a missing field, a NUL byte, a huge value) is
 * refused here with a French message before anything is checked further.
 */
import { z } from "zod";
import { accountMessages, PASSWORD_MAX_LENGTH } from "./messages";
import { PasskeyRegistrationSchema } from "./schemas";

export const ACCOUNT_INTENTS = [
  "totp-start",
  "totp-confirm",
  "recovery-renew",
  "totp-disable",
  "device-forget",
  "passkey-options",
  "passkey-add",
  "passkey-delete",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export const AccountIntentSchema = z.enum(ACCOUNT_INTENTS, accountMessages.unknownAction);

/** A form field's text; control characters (NUL…) are never part of a password, code or name. */
const field = (required: string, max: number, tooLong: string) =>
  z
    .string(required)
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), {
      message: accountMessages.oddCharacters,
    });

export const PasswordSchema = z.object({
  password: field(
    accountMessages.passwordRequired,
    PASSWORD_MAX_LENGTH,
    accountMessages.passwordTooLong,
  ),
});

export const ConfirmSchema = z.object({
  code: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    field(accountMessages.codeRequired, 16, accountMessages.wrongCode),
  ),
  totpURI: z
    .string(accountMessages.setupLost)
    .max(512, accountMessages.setupLost)
    .startsWith("otpauth://totp/", accountMessages.setupLost),
});

export const ForgetSchema = z.object({
  id: z
    .string(accountMessages.deviceUnknown)
    .regex(/^[A-Za-z0-9_-]{22}$/, accountMessages.deviceUnknown),
});

export const PasskeyAddSchema = z.object({
  name: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    field(accountMessages.passkeyNameRequired, 60, accountMessages.passkeyNameTooLong),
  ),
  response: PasskeyRegistrationSchema,
});

export const PasskeyDeleteSchema = z.object({
  id: z
    .string(accountMessages.passkeyUnknown)
    .regex(/^[A-Za-z0-9_-]{1,64}$/, accountMessages.passkeyUnknown),
});

interface TotpSetupView {
  totpURI: string;
  key: string;
  qrImage: string;
}

/** What the account action answers (and the page shows under the form of `intent`). */
export interface AccountActionData {
  intent: string;
  error?: string;
  setup?: TotpSetupView;
  recoveryCodes?: string[];
  /** A passkey's registration options, for the browser. */
  options?: Record<string, unknown>;
}
