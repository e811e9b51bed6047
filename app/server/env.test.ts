import os from "node:os";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives working defaults for a fresh clone", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.HEARTBEAT_INTERVAL_MS).toBe(30_000);
    expect(env.AUTOSAVE_INTERVAL_MS).toBe(30_000);
    expect(env.PROCESSES).toBe(1);
  });

  it("runs several processes only on PostgreSQL, one per core for auto", () => {
    const postgres = { DATABASE_URL: "postgres://osteo@db/osteo" };
    expect(parseEnv({ ...postgres, PROCESSES: "3" }).PROCESSES).toBe(3);
    expect(parseEnv({ ...postgres, PROCESSES: "auto" }).PROCESSES).toBe(os.availableParallelism());
    expect(parseEnv({ PROCESSES: "1" }).PROCESSES).toBe(1);
    expect(() => parseEnv({ PROCESSES: "2" })).toThrow(
      "PROCESSES: plusieurs processus demandent DATABASE_URL : la base intégrée (PGlite) n'appartient qu'à un seul processus",
    );
  });

  it.each(["0", "65", "1.5", "deux", "99999999999999999999"])(
    "refuses PROCESSES=%j with one message",
    (value) => {
      const refusal = () =>
        parseEnv({ DATABASE_URL: "postgres://osteo@db/osteo", PROCESSES: value });
      expect(refusal).toThrow(
        new EnvError(
          "Configuration invalide :\n  PROCESSES: doit être un nombre entier de 1 à 64, ou auto",
        ),
      );
    },
  );

  it("reads each browser period on its own", () => {
    const env = parseEnv({ HEARTBEAT_INTERVAL_MS: "1000", AUTOSAVE_INTERVAL_MS: "2500" });
    expect(env.HEARTBEAT_INTERVAL_MS).toBe(1000);
    expect(env.AUTOSAVE_INTERVAL_MS).toBe(2500);
  });

  it("treats empty values as unset and trims a trailing slash of PUBLIC_URL", () => {
    const env = parseEnv({ PORT: "", PUBLIC_URL: "https://osteo.example.com/" });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("https://osteo.example.com");
  });

  it("reads the bucket of the backups with its credentials, and asks for them", () => {
    const bucket = {
      BACKUP_S3_URL: "s3://sauvegardes-cabinet/osteo",
      BACKUP_S3_ENDPOINT: "https://s3.fr-par.scw.cloud",
      AWS_REGION: "fr-par",
      AWS_ACCESS_KEY_ID: "SCWABCDEF",
      AWS_SECRET_ACCESS_KEY: "secret",
    };
    expect(parseEnv(bucket)).toMatchObject(bucket);
    expect(parseEnv({}).AWS_REGION).toBe("us-east-1");
    const { AWS_ACCESS_KEY_ID: _id, AWS_SECRET_ACCESS_KEY: _secret, ...withoutKeys } = bucket;
    expect(() => parseEnv(withoutKeys)).toThrow(
      new EnvError(
        "Configuration invalide :\n  AWS_ACCESS_KEY_ID: requis avec BACKUP_S3_URL\n  AWS_SECRET_ACCESS_KEY: requis avec BACKUP_S3_URL",
      ),
    );
  });

  it("reads the bucket of the images, asks for its credentials, and refuses its options alone", () => {
    const media = {
      MEDIA_S3_URL: "s3://images-cabinet/site/",
      MEDIA_S3_ENDPOINT: "https://s3.fr-par.scw.cloud",
      MEDIA_PUBLIC_URL: "https://images-cabinet.s3.fr-par.scw.cloud/site",
      AWS_ACCESS_KEY_ID: "SCWABCDEF",
      AWS_SECRET_ACCESS_KEY: "secret",
    };
    expect(parseEnv(media)).toMatchObject(media);
    expect(() => parseEnv({ MEDIA_S3_URL: media.MEDIA_S3_URL })).toThrow(
      new EnvError(
        "Configuration invalide :\n  AWS_ACCESS_KEY_ID: requis avec MEDIA_S3_URL\n  AWS_SECRET_ACCESS_KEY: requis avec MEDIA_S3_URL",
      ),
    );
    expect(() => parseEnv({ MEDIA_PUBLIC_URL: media.MEDIA_PUBLIC_URL })).toThrow(
      new EnvError(
        "Configuration invalide :\n  MEDIA_PUBLIC_URL: n'a de sens qu'avec MEDIA_S3_URL (les images sont sinon sur le disque)",
      ),
    );
  });

  it.each([
    ["MEDIA_S3_URL", "https://s3.example.com/images"],
    ["MEDIA_S3_URL", "s3://cle:secret@images"],
    ["MEDIA_S3_ENDPOINT", "s3.fr-par.scw.cloud"],
    ["MEDIA_PUBLIC_URL", "images.example.com"],
    ["BACKUP_S3_URL", "https://s3.example.com/sauvegardes"],
    ["BACKUP_S3_URL", "s3://cle:secret@sauvegardes/osteo"],
    ["BACKUP_S3_ENDPOINT", "s3.fr-par.scw.cloud"],
    ["BACKUP_PASSPHRASE", "trop courte"],
    ["AWS_REGION", "Paris France"],
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["PUBLIC_URL", "osteo.example.com"],
    ["ADMIN_EMAIL", "pas-un-email"],
    ["ADMIN_PASSWORD", "court"],
    ["SMTP_URL", "http://mail"],
    ["INDEXNOW_KEY", "a b"],
    ["HEARTBEAT_INTERVAL_MS", "100"],
    ["AUTOSAVE_INTERVAL_MS", "1.5"],
    ["AUTOSAVE_INTERVAL_MS", "600001"],
  ])("refuses %s=%j with a message naming the variable", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });
});
