/**
 * A sign-in between its two steps: the password was right, a code is still
 * due. The browser holds only a random id (cookie `osteo_sign_in_step`, 10
 * minutes); the account and the kind of code are kept in
 * Better Auth's verification table (identifiers stored hashed). No session
 * exists until the code is accepted, so a browser in this state reaches no
 * admin page or API.
 */
import crypto from "node:crypto";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { getAuth, SIGN_IN_CODE } from "./auth.server";

const SIGN_IN_STEP_COOKIE = "osteo_sign_in_step";

/** "totp": authenticator app or recovery code; "email": the code e-mailed to verify a new browser. */
export type CodeMethod = "totp" | "email";

const PendingSchema = z.object({
  userId: z.string(),
  email: z.string(),
  method: z.enum(["totp", "email"]),
});
type PendingSignIn = z.infer<typeof PendingSchema>;

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SIGN_IN_STEP_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`);
const identifier = (id: string) => `sign-in-step:${id}`;

function stepCookie(services: Pick<AppServices, "env">, value: string, maxAge: number) {
  const secure = services.env.PUBLIC_URL.startsWith("https://") ? "; Secure" : "";
  return `${SIGN_IN_STEP_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

/** Records the pending step; returns its cookie's Set-Cookie value. */
export async function beginCodeStep(
  services: AppServices,
  pending: PendingSignIn,
): Promise<string> {
  const id = crypto.randomBytes(32).toString("base64url");
  const context = await (await getAuth(services)).$context;
  await context.internalAdapter.createVerificationValue({
    identifier: identifier(id),
    value: JSON.stringify(pending),
    // Better Auth's clock, like the challenge and code rows it keeps beside this one.
    expiresAt: new Date(Date.now() + SIGN_IN_CODE.ttlSeconds * 1000),
  });
  return stepCookie(services, id, SIGN_IN_CODE.ttlSeconds);
}

function stepId(request: Request): string | null {
  return request.headers.get("Cookie")?.match(COOKIE_PATTERN)?.[1] ?? null;
}

/** The request's pending step, or null when it has none (or it expired). */
export async function pendingCodeStep(
  services: AppServices,
  request: Request,
): Promise<PendingSignIn | null> {
  const id = stepId(request);
  if (!id) return null;
  const context = await (await getAuth(services)).$context;
  const row = await context.internalAdapter.findVerificationValue(identifier(id));
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  try {
    const parsed = PendingSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Ends the pending step; returns the Set-Cookie value that clears its cookie. */
export async function endCodeStep(services: AppServices, request: Request): Promise<string> {
  const id = stepId(request);
  if (id) {
    const context = await (await getAuth(services)).$context;
    await context.internalAdapter.deleteVerificationByIdentifier(identifier(id));
  }
  return stepCookie(services, "", 0);
}
