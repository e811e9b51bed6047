/**
 * Better Auth over our database: email and password only, no public sign-up,
 * sessions in the `session` table, reset tokens stored hashed. Built from the
 * services (never from a global database) and memoised per services object.
 *
 * The /auth forms post to our own route actions, which call `auth.api.*`
 * after their own checks (origin, throttling, validation): Better Auth's HTTP
 * handler is deliberately not mounted, so none of its endpoints can bypass
 * those checks. Better Auth itself (better-auth.server.ts) is loaded with the
 * first request that needs it.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { settings } from "~/server/db/schema";

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** The e-mailed code that verifies a new browser: 6 digits, 10 minutes, 5 tries. */
export const SIGN_IN_CODE = { digits: 6, ttlSeconds: 10 * 60, tries: 5 } as const;
export const RECOVERY_CODE_COUNT = 10;
/** Header our actions set to the address Express saw (X-Forwarded-For only with TRUST_PROXY). */
export const CLIENT_IP_HEADER = "x-osteo-client-ip";

const AUTH_SECRET_SETTING = "auth_secret";

/**
 * The signing secret: AUTH_SECRET, or one generated on first start and kept
 * in the `settings` table, so every process (and every restart) shares it.
 */
export async function authSecret({ env, db }: Pick<AppServices, "env" | "db">): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  await db
    .insert(settings)
    .values({ key: AUTH_SECRET_SETTING, value: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, AUTH_SECRET_SETTING));
  if (!row) throw new Error("auth secret missing from settings after insert");
  return row.value;
}

/**
 * A recovery code as stored: its HMAC-SHA-256 under the auth secret, so the
 * database (even with the secret) gives back no usable code. The plugin
 * compares stored entries with what it is given, so a code typed at sign-in
 * is turned into its digest first (`verifyBackupCode` receives the digest).
 */
export function recoveryCodeDigest(secret: string, code: string): string {
  return `h:${crypto.createHmac("sha256", secret).update(code).digest("base64url")}`;
}

/**
 * Better Auth's modules (better-auth.server.ts), loaded on first use: also
 * where its error check and ciphers come from.
 */
export const loadBetterAuth = () => import("./better-auth.server");

export type Auth = ReturnType<typeof import("./better-auth.server").createAuth>;

const instances = new WeakMap<AppServices, Promise<Auth>>();

export function getAuth(services: AppServices): Promise<Auth> {
  let auth = instances.get(services);
  if (!auth) {
    auth = Promise.all([authSecret(services), loadBetterAuth()]).then(([secret, module]) =>
      module.createAuth(services, secret),
    );
    auth.catch(() => instances.delete(services));
    instances.set(services, auth);
  }
  return auth;
}

/** The request's headers for Better Auth, with the client address we trust. */
export function authHeaders(request: Request, clientIp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}
