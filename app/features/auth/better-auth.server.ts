/**
 * Better Auth itself, configured over our database (see auth.server.ts):
 * with its plugins, about 13 MB of heap that public pages never use, so
 * this module is loaded by `getAuth` and `loadBetterAuth` with the first
 * request that needs it, never at start.
 */
import { betterAuth } from "better-auth";
import { symmetricDecrypt } from "better-auth/crypto";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP, twoFactor as twoFactorPlugin } from "better-auth/plugins";
import { passkey as passkeyPlugin } from "@better-auth/passkey";
import type { AppServices } from "~/server/context.server";
import {
  account,
  passkey,
  rateLimit,
  session,
  twoFactor,
  user,
  verification,
} from "~/server/db/schema";
import { defaultIdentity } from "~/content/practice";
import { readPracticeSettings } from "~/features/practice/practice-settings.server";
import { sendMail } from "~/server/mail.server";
import {
  CLIENT_IP_HEADER,
  RECOVERY_CODE_COUNT,
  recoveryCodeDigest,
  RESET_TOKEN_TTL_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  SIGN_IN_CODE,
} from "./auth.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./messages";
import { resetPasswordEmail } from "./reset-email.server";
import { signInCodeEmail } from "./sign-in-code-email.server";

export { isAPIError } from "better-auth/api";
export { generateRandomString, symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";

const RECOVERY_DIGEST = /^h:[\w-]{43}$/;

/** The two-factor plugin's storage of recovery codes: digests, never the codes. */
function hashedRecoveryCodes(secret: string) {
  return {
    // Given the codes to keep: new ones (digested now) or the digests left
    // after one was used.
    encrypt: async (json: string) =>
      JSON.stringify(
        (JSON.parse(json) as string[]).map((code) =>
          RECOVERY_DIGEST.test(code) ? code : recoveryCodeDigest(secret, code),
        ),
      ),
    // What the plugin compares with the digest it is given. Codes stored
    // encrypted, as before digests, are digested on the way.
    decrypt: async (stored: string) => {
      if (stored.startsWith("[")) return stored;
      const codes = JSON.parse(await symmetricDecrypt({ key: secret, data: stored })) as string[];
      return JSON.stringify(codes.map((code) => recoveryCodeDigest(secret, code)));
    },
  };
}

export function createAuth(services: AppServices, secret: string) {
  const { env, db } = services;
  const secure = env.PUBLIC_URL.startsWith("https://");
  return betterAuth({
    appName: "Administration",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [new URL(env.PUBLIC_URL).origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit, twoFactor, passkey },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: the answer must not take longer for an existing address
      // than for an unknown one (the request "answers the same" either way).
      sendResetPassword: async ({ user: owner, token }) => {
        const link = `${env.PUBLIC_URL}/auth#access_token=${encodeURIComponent(token)}&type=recovery`;
        const send = async () => {
          const { identity } = (await readPracticeSettings(services)).settings;
          const mail = resetPasswordEmail({
            link,
            validMinutes: RESET_TOKEN_TTL_SECONDS / 60,
            practiceName: identity.practiceName,
          });
          await sendMail(services, { to: owner.email, ...mail });
        };
        void send().catch((error: unknown) => {
          console.error(
            `Envoi de l'e-mail de réinitialisation à ${owner.email} impossible :`,
            error,
          );
        });
      },
    },
    plugins: [
      // Authenticator apps: the secret is stored encrypted with the auth
      // secret, the recovery codes as digests; the challenge between the
      // password and the code lives in the plugin's signed cookie and a
      // verification row.
      twoFactorPlugin({
        // The name shown in authenticator apps; the account page passes the current one.
        issuer: defaultIdentity.practiceName,
        backupCodeOptions: {
          amount: RECOVERY_CODE_COUNT,
          storeBackupCodes: hashedRecoveryCodes(secret),
        },
        twoFactorCookieMaxAge: SIGN_IN_CODE.ttlSeconds,
        // The plugin's own lock counts failed codes per account from
        // anywhere: someone holding the password could lock the owner's known
        // browser out, and its refusal would read "Code incorrect". Codes are
        // throttled like passwords instead (sign-in-throttle.server.ts: per
        // device for a known browser, per account and client otherwise), and
        // each challenge still allows the plugin's 5 tries.
        accountLockout: { enabled: false },
      }),
      // The code e-mailed to verify a browser never seen, when no second
      // factor is set: stored hashed, compared in constant time by the plugin.
      emailOTP({
        otpLength: SIGN_IN_CODE.digits,
        expiresIn: SIGN_IN_CODE.ttlSeconds,
        allowedAttempts: SIGN_IN_CODE.tries,
        storeOTP: "hashed",
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type !== "sign-in") return;
          const { identity } = (await readPracticeSettings(services)).settings;
          const mail = signInCodeEmail({
            code: otp,
            validMinutes: SIGN_IN_CODE.ttlSeconds / 60,
            practiceName: identity.practiceName,
          });
          await sendMail(services, {
            to: email,
            ...mail,
            outboxLogLine: `Code de connexion : ${otp}`,
          });
        },
      }),
      // Passkeys (WebAuthn, checked by the plugin with SimpleWebAuthn): bound to
      // PUBLIC_URL's host name and origin; the challenge lives in a signed cookie
      // and a verification row for 5 minutes. A passkey sign-in opens the
      // session at once: the authenticator is the second factor.
      passkeyPlugin({
        rpName: defaultIdentity.practiceName,
        origin: new URL(env.PUBLIC_URL).origin,
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      }),
    ],
    session: { expiresIn: SESSION_MAX_AGE_SECONDS, updateAge: 24 * 60 * 60 },
    verification: { storeIdentifier: "hashed" },
    // Only used if Better Auth's handler is ever mounted; kept in the
    // database so that several processes agree.
    rateLimit: { enabled: true, storage: "database", window: 60, max: 30 },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: { level: "error" },
  });
}
