import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { mediaFolder, mediaServing, mediaStorage } from "~/features/media/media-storage.server";
import { parseEnv } from "~/server/env.server";
import { startS3Server } from "../../tests/support/s3-bucket";
import { serveMedia } from "./media-serving.server";

const s3 = await startS3Server();
const dataDir = `.tmp/data-${crypto.randomUUID()}`;
const envs = {
  disk: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
  bucket: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ...s3.mediaEnv }),
  redirected: parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    ...s3.mediaEnv,
    MEDIA_PUBLIC_URL: "https://images.example.com/site/",
  }),
};

/** The site's /media/articles alone, on loopback. */
async function site(env: (typeof envs)[keyof typeof envs]) {
  const app = express();
  app.use("/media/articles", ...serveMedia(mediaServing(env)));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/media/articles/`;
}

const sites = { disk: await site(envs.disk), bucket: await site(envs.bucket) };
const redirected = await site(envs.redirected);
afterAll(async () => {
  await s3.close();
  fs.rmSync(path.dirname(path.dirname(mediaFolder(envs.disk))), { recursive: true, force: true });
});

/** A request whose path is sent byte for byte, with no cache header fetch would add. */
function request(base: string, file: string, method = "GET", headers = {}) {
  const { hostname, port, pathname } = new URL(base);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const sent = http.request(
        { host: hostname, port, path: pathname + file, method, headers },
        (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      sent.on("error", reject).end();
    },
  );
}

const jpeg = crypto.randomBytes(5_000);
const name = `${crypto.randomBytes(16).toString("hex")}.jpg`;
for (const env of [envs.disk, envs.bucket]) {
  await mediaStorage(env).put(name, jpeg, { bytes: jpeg.length, contentType: "image/jpeg" });
}

describe.each(["disk", "bucket"] as const)("uploaded images served from the %s", (kind) => {
  const base = sites[kind];

  it("answers the file with a year's immutable cache, its type and its length", async () => {
    const response = await fetch(base + name);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("content-length")).toBe(String(jpeg.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it("answers 304 to a browser that holds the same copy, and HEAD without a body", async () => {
    const first = await request(base, name);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers["last-modified"]).toBeTruthy();
    const again = await request(base, name, "GET", { "If-None-Match": first.headers.etag! });
    expect(again.status).toBe(304);
    const since = { "If-Modified-Since": first.headers["last-modified"]! };
    expect((await request(base, name, "GET", since)).status).toBe(304);
    const head = await request(base, name, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(jpeg.length));
    expect(head.body).toBe("");
  });

  it.each([
    "0123456789abcdef0123456789abcdef.jpg",
    "..%2f..%2fpackage.json",
    "../../package.json",
    "%2e%2e/%2e%2e/package.json",
    "%E0%A4%A.jpg",
  ])("answers 404 in French for %s, missing or outside the uploads", async (missing) => {
    // Sent as written: fetch would resolve the dots before sending.
    const response = await request(base, missing);
    expect(response.status).toBe(404);
    expect(response.body).toBe("Image introuvable.");
  });
});

describe("uploaded images with a public bucket address", () => {
  it("redirects to the bucket's public address of the file", async () => {
    const response = await fetch(redirected + name, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`https://images.example.com/site/${name}`);
  });
});
