/**
 * Tells the owner when their account is being guessed at: failed and refused
 * sign-ins from browsers the account does not know are counted per client
 * for an hour, and once the account is throttled the owner gets one e-mail
 * (at most one an hour, decided in the database so several processes agree)
 * with the addresses and the counts.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { readPracticeSettings } from "~/features/practice/practice-settings.server";
import type { AppServices } from "~/server/context.server";
import { rateLimitBuckets, user } from "~/server/db/schema";
import { sendMail } from "~/server/mail.server";
import { hitRateLimit, rateLimitClient } from "~/server/rate-limit.server";
import { accountThrottleKey, isThrottled } from "./sign-in-throttle.server";

const HOUR_MS = 60 * 60_000;
/** Addresses listed in one e-mail; the rest are summed up. */
const MAX_LISTED = 20;

const failuresPrefix = (email: string) => `sign-in:failed:${email.trim().toLowerCase()} `;

/** Counts one failed or refused sign-in of `email` from an unknown browser at `clientIp`. */
export async function recordFailedSignIn(
  services: Pick<AppServices, "db">,
  email: string,
  clientIp: string,
  now: Date,
) {
  await hitRateLimit(
    services.db,
    `${failuresPrefix(email)}${rateLimitClient(clientIp)}`,
    { limit: Number.MAX_SAFE_INTEGER, windowMs: HOUR_MS },
    now,
  );
}

interface BlockedSignIns {
  total: number;
  clients: { client: string; count: number }[];
}

/**
 * When the account of `email` exists and is throttled, and no alert went out
 * in the last hour, sends the owner the alert (in the background) and
 * returns what it reports; otherwise null.
 */
export async function alertOwnerIfThrottled(
  services: AppServices,
  email: string,
): Promise<BlockedSignIns | null> {
  const { db } = services;
  const now = services.now();
  const address = email.trim().toLowerCase();
  if (!(await isThrottled(db, accountThrottleKey(address), now))) return null;
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.email, address));
  if (!owner) return null;
  const slot = await hitRateLimit(
    db,
    `sign-in:alert:${address}`,
    { limit: 1, windowMs: HOUR_MS },
    now,
  );
  if (!slot.allowed) return null;

  const prefix = failuresPrefix(address);
  const rows = await db
    .select({ key: rateLimitBuckets.key, count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(
      and(
        sql`starts_with(${rateLimitBuckets.key}, ${prefix})`,
        gt(rateLimitBuckets.windowEndsAt, now),
      ),
    );
  const clients = rows
    .map((row) => ({ client: row.key.slice(prefix.length), count: row.count }))
    .sort((a, b) => b.count - a.count);
  const blocked = { total: clients.reduce((sum, c) => sum + c.count, 0), clients };
  const { identity } = (await readPracticeSettings(services)).settings;
  const mail = blockedSignInEmail(services, blocked, identity.practiceName);
  void sendMail(services, { to: owner.email, ...mail }).catch((error: unknown) =>
    console.error(`Alerte de connexions bloquées pour ${owner.email} non envoyée :`, error),
  );
  return blocked;
}

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;

function blockedSignInEmail(
  services: Pick<AppServices, "env">,
  { total, clients }: BlockedSignIns,
  practiceName: string,
) {
  const listed = clients.slice(0, MAX_LISTED);
  const others = clients.slice(MAX_LISTED);
  const text = [
    "Bonjour,",
    "",
    `Des tentatives de connexion à l'administration du site ${practiceName} avec votre adresse échouent : ${plural(total, "tentative")} en une heure, depuis ${plural(clients.length, "adresse")}. Les connexions depuis un navigateur inconnu sont donc bloquées pour l'instant (jusqu'à 15 minutes après la dernière tentative).`,
    "",
    "Adresses d'origine :",
    ...listed.map(({ client, count }) => `- ${client} : ${plural(count, "tentative")}`),
    ...(others.length > 0
      ? [
          `- et ${plural(others.length, "autre adresse")} (${plural(
            others.reduce((sum, c) => sum + c.count, 0),
            "tentative",
          )})`,
        ]
      : []),
    "",
    "Depuis un navigateur où vous vous êtes déjà connecté, la connexion reste possible avec votre mot de passe.",
    "Si ce n'est pas vous, quelqu'un essaie de deviner votre mot de passe : gardez-en un long et unique, et changez-le au besoin avec « Mot de passe oublié » :",
    `${services.env.PUBLIC_URL}/auth`,
    "",
    "Ce message est envoyé au plus une fois par heure.",
  ].join("\n");
  return { subject: "Administration : tentatives de connexion bloquées", text };
}
