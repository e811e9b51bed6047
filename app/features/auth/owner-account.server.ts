/**
 * The practitioner's account. There is no public sign-up: the account is
 * created from ADMIN_EMAIL/ADMIN_PASSWORD at start-up, or by
 * `npm run admin:create`.
 */
import { asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { twoFactor, user } from "~/server/db/schema";
import { getAuth } from "./auth.server";
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./messages";

export const OwnerCredentialsSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z.email(authMessages.emailInvalid),
  ),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
});

type OwnerCredentials = z.infer<typeof OwnerCredentialsSchema>;

export async function countAccounts({ db }: Pick<AppServices, "db">): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user);
  return row?.n ?? 0;
}

/**
 * Creates the account, or sets a new password on an existing one with that
 * address (and ends its sessions). Returns what was done.
 */
export async function saveOwnerAccount(
  services: AppServices,
  credentials: OwnerCredentials,
): Promise<"created" | "password-updated"> {
  const { email, password } = OwnerCredentialsSchema.parse(credentials);
  const context = await (await getAuth(services)).$context;
  const hash = await context.password.hash(password);
  const existing = await context.internalAdapter.findUserByEmail(email);
  if (existing) {
    const userId = existing.user.id;
    if (await context.internalAdapter.findCredentialAccount(userId)) {
      await context.internalAdapter.updatePassword(userId, hash);
    } else {
      await context.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: hash,
      });
    }
    await context.internalAdapter.deleteUserSessions(userId);
    return "password-updated";
  }
  const created = await context.internalAdapter.createUser(
    { email, name: email.split("@")[0] ?? email, emailVerified: true },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: hash,
  });
  return "created";
}

/**
 * At start-up: creates the owner from ADMIN_EMAIL/ADMIN_PASSWORD when no
 * account exists yet. Returns the line to print for the operator.
 */
export async function ensureOwnerAccount(services: AppServices): Promise<string> {
  const { env } = services;
  const signInUrl = `${env.PUBLIC_URL}/auth`;
  if ((await countAccounts(services)) > 0) return `Administration : ${signInUrl}`;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await saveOwnerAccount(services, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    return (
      `Compte administrateur créé : connectez-vous sur ${signInUrl} avec ${env.ADMIN_EMAIL.toLowerCase()} ` +
      "et le mot de passe de ADMIN_PASSWORD."
    );
  }
  return (
    "Aucun compte administrateur : définissez ADMIN_EMAIL et ADMIN_PASSWORD (12 caractères au moins) " +
    "puis redémarrez, ou lancez « npm run admin:create » (serveur arrêté)."
  );
}

/** Where to reach the owner (maintenance alerts): the back office's account, else ADMIN_EMAIL. */
export async function ownerEmail(
  services: Pick<AppServices, "db" | "env">,
): Promise<string | null> {
  const [owner] = await services.db
    .select({ email: user.email })
    .from(user)
    .orderBy(asc(user.createdAt))
    .limit(1);
  return owner?.email ?? services.env.ADMIN_EMAIL ?? null;
}

/**
 * For a lost phone: turns the account's second factor off (the secret and
 * recovery codes are deleted) and ends its sessions. Its next sign-in asks
 * for the password, then an e-mailed code on a browser the account does not
 * know. Returns false when no account has this address.
 */
export async function resetSecondFactor(services: AppServices, email: string): Promise<boolean> {
  const context = await (await getAuth(services)).$context;
  const found = await context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
  if (!found) return false;
  const userId = found.user.id;
  await services.db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
  });
  await context.internalAdapter.deleteUserSessions(userId);
  return true;
}
