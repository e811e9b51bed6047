/**
 * The /auth forms, checked with the same schemas in the browser (before
 * submitting) and in the route action.
 */
import { z } from "zod";
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./messages";

const text = (value: unknown) => (typeof value === "string" ? value : "");

const email = (requiredMessage: string) =>
  z.preprocess(
    (value) => text(value).trim().toLowerCase(),
    z.string().min(1, requiredMessage).pipe(z.email(authMessages.emailInvalid)),
  );

export const LoginSchema = z.object({
  email: email(authMessages.emailRequired),
  password: z.preprocess(
    text,
    z
      .string()
      .min(1, authMessages.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
  ),
});

/** The second step's code: 6 digits from an app or an e-mail, or a recovery code (xxxxx-xxxxx). */
export const CodeSchema = z.object({
  code: z.preprocess(
    (value) => text(value).trim(),
    z.string().min(1, authMessages.codeRequired).max(64, authMessages.invalidCode),
  ),
});

export const ForgotPasswordSchema = z.object({
  email: email(authMessages.resetEmailRequired),
});

export const NewPasswordSchema = z
  .object({
    password: z.preprocess(text, z.string()),
    confirmPassword: z.preprocess(text, z.string()),
  })
  .superRefine(({ password, confirmPassword }, ctx) => {
    if (!password || !confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: authMessages.newPasswordRequired,
      });
    } else if (password !== confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: authMessages.passwordsDoNotMatch,
      });
    } else if (password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["password"], message: authMessages.passwordTooShort });
    } else if (password.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["password"], message: authMessages.passwordTooLong });
    }
  });

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

/**
 * An authenticator's answer as the browser serialises it (JSON in a form
 * field): checked in shape here, cryptographically by the passkey plugin.
 */
const passkeyAnswer = <T extends z.ZodRawShape>(response: T) =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string" || value.length > 65_536) return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return undefined;
      }
    },
    z.object({
      id: base64url.min(1),
      rawId: base64url.min(1),
      type: z.literal("public-key"),
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      clientExtensionResults: z.record(z.string(), z.unknown()),
      response: z.object({ clientDataJSON: base64url.min(1), ...response }),
    }),
  );

export const PasskeyRegistrationSchema = passkeyAnswer({
  attestationObject: base64url.min(1),
  transports: z.array(z.string().max(32)).max(10).optional(),
});
export const PasskeySignInSchema = passkeyAnswer({
  authenticatorData: base64url.min(1),
  signature: base64url.min(1),
  userHandle: base64url.optional(),
});

export type FieldErrors = Partial<Record<string, string>>;

/** What the /auth action answers, per form (its `intent`). */
export type AuthActionData =
  | {
      intent: "login";
      email: string;
      fieldErrors?: FieldErrors;
      error?: string;
      /** The password was right: this code is due next. */
      codeStep?: "totp" | "email";
    }
  | {
      intent: "code";
      method: "totp" | "email" | null;
      fieldErrors?: FieldErrors;
      error?: string;
    }
  | { intent: "forgot"; email: string; fieldErrors?: FieldErrors; error?: string; sent?: true }
  | { intent: "check-reset-link"; valid: boolean }
  | { intent: "passkey-options"; options?: Record<string, unknown>; error?: string }
  | { intent: "passkey"; error: string }
  | {
      intent: "reset";
      fieldErrors?: FieldErrors;
      error?: string;
      linkInvalid?: true;
      updated?: true;
    };

/** The first message of each field, for display under the inputs. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Only paths of this site are accepted as the place to return to after
 * sign-in. The input is normalised as a browser would (dot segments, tabs and
 * newlines dropped) and the result checked again, so "/.//evil.example"
 * cannot become "//evil.example"; a safe result maps to itself.
 */
export function safeRedirectPath(value: unknown, fallback = "/admin"): string {
  if (typeof value !== "string" || !isLocalPath(value)) return fallback;
  const base = "http://same-site.invalid";
  try {
    const url = new URL(value, base);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== base || !isLocalPath(path)) return fallback;
    if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** A path from this site's root: one leading slash, no backslash, no control character. */
function isLocalPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !/[\\\u0000-\u001f\u007f]/.test(value);
}
