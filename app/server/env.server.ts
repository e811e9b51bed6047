import os from "node:os";
import { z } from "zod";

/**
 * Every setting the server reads from its environment, parsed once at start-up.
 * Empty strings count as unset so that `FOO=` in a service file is harmless.
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: "doit être une adresse http(s) valide" });

/** A period of the browser (30 s); tests shorten it. */
const intervalMs = optional(
  z.coerce
    .number({ error: "doit être un nombre de millisecondes" })
    .int("doit être un nombre entier de millisecondes")
    .min(500, "doit valoir au moins 500")
    .max(600_000, "doit valoir au plus 600000"),
).default(30_000);

/** `s3://bucket` or `s3://bucket/folder`; credentials never go in it. */
const bucketUrl = z
  .string()
  .regex(
    /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^@\s]*)?$/,
    "doit être de la forme s3://seau ou s3://seau/dossier, sans identifiants (ils vont dans AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY)",
  );

const PROCESSES_ERROR = "doit être un nombre entier de 1 à 64, ou auto";

export const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(["development", "production", "test"])).default("production"),
    PORT: optional(
      z.coerce
        .number({ error: "doit être un numéro de port" })
        .int("doit être un numéro de port")
        .min(1, "doit être entre 1 et 65535")
        .max(65535, "doit être entre 1 et 65535"),
    ).default(3000),
    HOST: optional(z.string()).default("0.0.0.0"),
    DATA_DIR: optional(z.string()).default("./data"),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, "doit commencer par postgres:// ou postgresql://"),
    ),
    PUBLIC_URL: optional(httpUrl),
    TRUST_PROXY: optional(z.enum(["true", "false"], { error: "doit valoir true ou false" }))
      .default("false")
      .transform((value) => value === "true"),
    AUTH_SECRET: optional(z.string().min(32, "doit contenir au moins 32 caractères")),
    ADMIN_EMAIL: optional(z.email({ error: "doit être une adresse e-mail valide" })),
    ADMIN_PASSWORD: optional(z.string().min(12, "doit contenir au moins 12 caractères")),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "doit commencer par smtp:// ou smtps://")),
    MAIL_FROM: optional(z.string().min(3)),
    BOOKING_URL: optional(httpUrl),
    LEAD_WEBHOOK_URL: optional(httpUrl),
    INDEXNOW_KEY: optional(
      z
        .string()
        .regex(/^[a-zA-Z0-9-]{8,128}$/, "doit contenir 8 à 128 lettres, chiffres ou tirets"),
    ),
    INDEXNOW_ENDPOINT: optional(httpUrl).default("https://api.indexnow.org/indexnow"),
    JOBS: optional(z.enum(["on", "off"], { error: "doit valoir on ou off" })).default("on"),
    /** Heartbeat period of the appointment page. */
    HEARTBEAT_INTERVAL_MS: intervalMs,
    /** Autosave period of the article editor. */
    AUTOSAVE_INTERVAL_MS: intervalMs,
    /** Memory of the page cache (stored public pages, compressed copies included); 0 turns it off. */
    PAGE_CACHE_MB: optional(
      z.coerce
        .number({ error: "doit être un nombre de mégaoctets" })
        .int("doit être un nombre entier de mégaoctets")
        .min(0, "doit valoir au moins 0")
        .max(4096, "doit valoir au plus 4096"),
    ).default(64),
    /**
     * Set only by `npm run bench` on the server it starts: a request carrying
     * this value in `X-Page-Cache-Bypass` skips the page cache, to measure a
     * full render. Unset, nothing can skip it.
     */
    PAGE_CACHE_BYPASS_TOKEN: optional(z.string().min(32, "doit contenir au moins 32 caractères")),
    /** Server processes sharing the port (server.ts); `auto`: one per core. */
    PROCESSES: optional(
      z
        .union(
          [
            z.literal("auto"),
            z.coerce
              .number()
              .refine((n) => Number.isInteger(n) && n >= 1 && n <= 64, PROCESSES_ERROR),
          ],
          {
            error: PROCESSES_ERROR,
          },
        )
        .transform((value) => (value === "auto" ? os.availableParallelism() : value)),
    ).default(1),
    /** The bucket that receives a copy of each backup: `s3://bucket` or `s3://bucket/folder`. */
    BACKUP_S3_URL: optional(bucketUrl),
    /** The S3-compatible service's address; unset: Amazon S3. */
    BACKUP_S3_ENDPOINT: optional(httpUrl),
    /** Where uploaded images live when several machines serve the site; unset: DATA_DIR/media/articles. */
    MEDIA_S3_URL: optional(bucketUrl),
    /** The S3-compatible service of MEDIA_S3_URL; unset: Amazon S3. */
    MEDIA_S3_ENDPOINT: optional(httpUrl),
    /** The bucket folder's public address: /media/articles/{file} then redirects there. */
    MEDIA_PUBLIC_URL: optional(httpUrl),
    AWS_REGION: optional(
      z.string().regex(/^[a-z0-9-]{2,32}$/, "doit être un nom de région (fr-par, eu-west-3…)"),
    ).default("us-east-1"),
    AWS_ACCESS_KEY_ID: optional(z.string().min(1)),
    AWS_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    /** Encrypts what leaves the machine; `npm run restore` needs it back to read such a copy. */
    BACKUP_PASSPHRASE: optional(z.string().min(16, "doit contenir au moins 16 caractères")),
  })
  .refine((env) => env.PROCESSES === 1 || env.DATABASE_URL, {
    path: ["PROCESSES"],
    error:
      "plusieurs processus demandent DATABASE_URL : la base intégrée (PGlite) n'appartient qu'à un seul processus",
    // A value refused above is reported once, by its own message.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "PROCESSES"),
  })
  .superRefine((env, context) => {
    const buckets = (["BACKUP_S3_URL", "MEDIA_S3_URL"] as const).filter((name) => env[name]);
    for (const name of ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"] as const) {
      if (!env[name] && buckets.length) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: `requis avec ${buckets.join(" et ")}`,
        });
      }
    }
    for (const name of ["MEDIA_S3_ENDPOINT", "MEDIA_PUBLIC_URL"] as const) {
      if (env[name] && !env.MEDIA_S3_URL) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: "n'a de sens qu'avec MEDIA_S3_URL (les images sont sinon sur le disque)",
        });
      }
    }
  });

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_URL: string };

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, PUBLIC_URL: publicUrl };
}
