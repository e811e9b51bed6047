import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/server/env.server";
import { startS3Server } from "../../../tests/support/s3-bucket";
import { diskStorage, mediaFolder, mediaStorage } from "./media-storage.server";

const exec = promisify(execFile);
const s3 = await startS3Server();
const dataDir = path.resolve(`.tmp/data-${crypto.randomUUID()}`);
const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ...s3.mediaEnv });
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run media:move -- …args` with this test's data folder and bucket, and `extra` over them. */
function move(args: string[], extra: Record<string, string> = {}) {
  return exec("node_modules/.bin/tsx", ["scripts/media-move.ts", ...args], {
    env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, ...s3.mediaEnv, ...extra },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);
}

const upload = () => `${crypto.randomBytes(16).toString("hex")}.jpg`;

describe("npm run media:move", () => {
  const onDisk = [upload(), upload(), upload()];

  it(
    "copies every upload to the bucket, checks them, and says so in French",
    { timeout: 60_000 },
    async () => {
      fs.mkdirSync(mediaFolder(env), { recursive: true });
      const bodies = onDisk.map((_, index) => crypto.randomBytes(1000 * (index + 1)));
      for (const [index, name] of onDisk.entries())
        fs.writeFileSync(path.join(mediaFolder(env), name), bodies[index]!);
      // A variant a crash left half-written is not an upload.
      fs.writeFileSync(path.join(mediaFolder(env), `.${upload()}.tmp`), "partial");

      const first = await move(["--to-bucket"]);
      expect(first.stdout).toBe(
        `Images copiées de ${mediaFolder(env)} vers s3://images/site/ : 3 copiées, 0 déjà présentes ; toutes vérifiées (même taille).\n`,
      );
      const bucket = mediaStorage(env);
      expect((await bucket.list()).map((file) => file.name).sort()).toEqual([...onDisk].sort());
      const copy = await bucket.get(onDisk[2]!);
      expect(copy?.contentType).toBe("image/jpeg");
      expect(Buffer.concat(await copy!.body.toArray()).equals(bodies[2]!)).toBe(true);

      const again = await move(["--to-bucket"]);
      expect(again.stdout).toContain(": 0 copiées, 3 déjà présentes ;");
      expect(fs.readdirSync(mediaFolder(env))).toHaveLength(4);
    },
  );

  it(
    "copies the bucket's uploads back to a data folder, byte for byte",
    { timeout: 60_000 },
    async () => {
      const fromBucket = upload();
      await mediaStorage(env).put(fromBucket, Buffer.from("webp"), {
        bytes: 4,
        contentType: "image/webp",
      });
      fs.rmSync(path.join(mediaFolder(env), onDisk[0]!));

      const back = await move(["--to-disk"]);

      expect(back.stdout).toContain(`vers ${mediaFolder(env)} : 2 copiées, 2 déjà présentes ;`);
      expect(fs.readFileSync(path.join(mediaFolder(env), fromBucket), "utf8")).toBe("webp");
      const disk = await diskStorage(env).list();
      const bucket = await mediaStorage(env).list();
      for (const file of bucket)
        expect(disk.find((entry) => entry.name === file.name)?.bytes).toBe(file.bytes);
    },
  );

  it.each([
    [[], {}, "Usage : npm run media:move -- --to-bucket"],
    [["--to-bucket", "--to-disk"], {}, "Usage : npm run media:move -- --to-bucket"],
    [["--to-bucket"], { MEDIA_S3_URL: "", MEDIA_S3_ENDPOINT: "" }, "MEDIA_S3_URL n'est pas défini"],
    [
      ["--to-bucket"],
      { MEDIA_S3_URL: "https://seau" },
      "MEDIA_S3_URL: doit être de la forme s3://seau",
    ],
    [
      ["--to-bucket"],
      { MEDIA_S3_URL: "s3://inexistant" },
      "Le seau des images (s3://inexistant/) n'a pas répondu",
    ],
  ])(
    "refuses %j while misconfigured, in French, copying nothing",
    { timeout: 60_000 },
    async (args, extra, message) => {
      const before = (await mediaStorage(env).list()).length;
      const refused = await move(args, extra);
      expect(refused).toMatchObject({ code: 1, stdout: "" });
      expect(refused.stderr).toContain(message);
      expect(refused.stderr).not.toContain(s3.mediaEnv.AWS_SECRET_ACCESS_KEY);
      expect((await mediaStorage(env).list()).length).toBe(before);
    },
  );
});
