import http from "node:http";
import type { AddressInfo } from "node:net";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articles, indexNowSubmissions } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { submitArticleChange } from "./article-changes.server";
import { canSubmit, indexNowKey, indexNowKeyFile, submitToIndexNow } from "./indexnow.server";
import { submitAllUrls } from "./submission.server";

/** A small stand-in for the IndexNow endpoint: answers `reply`, records what it received. */
const received: { method: string; contentType: string | undefined; body: unknown }[] = [];
let reply: number | "hang" = 202;
const hanging: http.ServerResponse[] = [];
const endpoint = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    received.push({
      method: req.method ?? "",
      contentType: req.headers["content-type"],
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
    });
    if (reply === "hang") {
      hanging.push(res);
      return;
    }
    res.writeHead(reply).end();
  });
});
let endpointUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/indexnow`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise<void>((resolve) => endpoint.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  reply = 202;
});

const ORIGIN = "https://osteo.example.com";
const clock = new Date("2026-04-01T09:00:00Z");
const services = await createTestServices({
  now: () => clock,
  env: { INDEXNOW_ENDPOINT: "http://127.0.0.1:1/placeholder" },
});
// The endpoint's port is known once it listens.
const withEndpoint = () => ({
  ...services,
  env: { ...services.env, INDEXNOW_ENDPOINT: endpointUrl },
});

async function lastRecord() {
  const [row] = await services.db
    .select()
    .from(indexNowSubmissions)
    .orderBy(desc(indexNowSubmissions.id))
    .limit(1);
  return row;
}

describe("the IndexNow key", () => {
  it("is generated once, stored, and served as /{key}.txt", async () => {
    const key = await indexNowKey(services);
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(await indexNowKey(services)).toBe(key);
    expect(await indexNowKeyFile(services, key)).toBe(key);
    expect(await indexNowKeyFile(services, "robots")).toBeNull();
  });

  it("is INDEXNOW_KEY when it is set", async () => {
    const configured = {
      ...services,
      env: { ...services.env, INDEXNOW_KEY: "ma-cle-indexnow-2026" },
    };
    expect(await indexNowKey(configured)).toBe("ma-cle-indexnow-2026");
    expect(await indexNowKeyFile(configured, "ma-cle-indexnow-2026")).toBe("ma-cle-indexnow-2026");
  });
});

describe("a submission", () => {
  it("posts the protocol's JSON body and records the accepted answer", async () => {
    const key = await indexNowKey(services);
    const urls = [`${ORIGIN}/blog/un`, `${ORIGIN}/blog/deux`, `${ORIGIN}/blog/un`];
    const outcome = await submitToIndexNow(withEndpoint(), urls);

    expect(outcome).toEqual({ kind: "submitted", urls: 2, status: 202 });
    expect(received).toEqual([
      {
        method: "POST",
        contentType: "application/json; charset=utf-8",
        body: {
          host: "osteo.example.com",
          key,
          keyLocation: `${ORIGIN}/${key}.txt`,
          urlList: [`${ORIGIN}/blog/un`, `${ORIGIN}/blog/deux`],
        },
      },
    ]);
    expect(await lastRecord()).toMatchObject({
      urls: [`${ORIGIN}/blog/un`, `${ORIGIN}/blog/deux`],
      status: 202,
      ok: true,
      error: null,
    });
  });

  it("never sends addresses of another site", async () => {
    await submitToIndexNow(withEndpoint(), [`${ORIGIN}/blog/un`, "https://ailleurs.example.org/x"]);
    expect(received[0]?.body).toMatchObject({ urlList: [`${ORIGIN}/blog/un`] });
  });

  it("reports and records a refusal (4xx) with a French reason", async () => {
    reply = 403;
    const outcome = await submitToIndexNow(withEndpoint(), [`${ORIGIN}/blog/un`]);
    const key = await indexNowKey(services);
    const message = `IndexNow a répondu 403 : clé refusée (le fichier ${ORIGIN}/${key}.txt doit être accessible).`;
    expect(outcome).toEqual({ kind: "failed", status: 403, error: message });
    expect(await lastRecord()).toMatchObject({ status: 403, ok: false, error: message });

    reply = 422;
    expect(await submitToIndexNow(withEndpoint(), [`${ORIGIN}/blog/un`])).toMatchObject({
      kind: "failed",
      status: 422,
      error:
        "IndexNow a répondu 422 : des adresses n'appartiennent pas à osteo.example.com ou la clé ne correspond pas.",
    });
  });

  it("gives up when the endpoint does not answer in time, and records it", async () => {
    reply = "hang";
    const outcome = await submitToIndexNow(withEndpoint(), [`${ORIGIN}/blog/un`], {
      timeoutMs: 300,
    });
    expect(outcome).toEqual({
      kind: "failed",
      status: null,
      error: "IndexNow n'a pas répondu en 0,3 s.",
    });
    expect(await lastRecord()).toMatchObject({ status: null, ok: false });
  });

  it("reports an unreachable endpoint", async () => {
    const outcome = await submitToIndexNow(services, [`${ORIGIN}/blog/un`]);
    expect(outcome.kind).toBe("failed");
    expect(outcome.kind === "failed" && outcome.error).toMatch(/^IndexNow injoignable \(.+\)\.$/);
  });

  it("is not attempted for a local site on the shared endpoint", async () => {
    const local = (publicUrl: string, endpointUrl?: string) => ({
      ...services.env,
      PUBLIC_URL: publicUrl,
      INDEXNOW_ENDPOINT: endpointUrl ?? "https://api.indexnow.org/indexnow",
    });
    expect(canSubmit(local("http://localhost:3000"))).toBe(false);
    expect(canSubmit(local("http://192.168.1.20:3000"))).toBe(false);
    expect(canSubmit(local("https://osteo.example.com"))).toBe(false);
    expect(canSubmit(local("https://www.cabinet-osteo-nice.fr"))).toBe(true);
    // A stand-in endpoint (tests, staging) is always used.
    expect(canSubmit(local("http://127.0.0.1:4173", endpointUrl))).toBe(true);

    const outcome = await submitToIndexNow({ ...services, env: local("http://localhost:3000") }, [
      "http://localhost:3000/blog/un",
    ]);
    expect(outcome).toEqual({
      kind: "skipped",
      reason:
        "PUBLIC_URL (http://localhost:3000) n'est pas une adresse publique : les moteurs de recherche ne peuvent pas lire ce site. Indiquez dans PUBLIC_URL l'adresse du site en ligne.",
    });
  });

  it("sends more than 10,000 addresses in several requests", async () => {
    const urls = Array.from({ length: 10_001 }, (_, i) => `${ORIGIN}/blog/article-${i}`);
    expect(await submitToIndexNow(withEndpoint(), urls)).toMatchObject({
      kind: "submitted",
      urls: 10_001,
    });
    expect(
      received.map((request) => (request.body as { urlList: string[] }).urlList.length),
    ).toEqual([10_000, 1]);
  });
});

describe("what is submitted", () => {
  it("sends every page and published article when the dashboard asks", async () => {
    await services.db.insert(articles).values([
      { title: "Publié", slug: "publie", status: "published", publishedAt: clock },
      { title: "Brouillon", slug: "brouillon", status: "draft" },
    ]);
    expect(await submitAllUrls(withEndpoint())).toMatchObject({ kind: "submitted" });
    const urlList = (received[0]?.body as { urlList: string[] }).urlList;
    expect(urlList).toContain(`${ORIGIN}/`);
    expect(urlList).toContain(`${ORIGIN}/services/nourrissons`);
    expect(urlList).toContain(`${ORIGIN}/blog/publie`);
    expect(urlList).not.toContain(`${ORIGIN}/blog/brouillon`);
  });

  it("sends a changed article's address and the blog's list, and the old address of a renamed one", async () => {
    await submitArticleChange(withEndpoint(), {
      kind: "updated",
      articles: [{ id: 1, slug: "nouveau-titre" }],
      removedSlugs: ["ancien-titre"],
      publicChanged: true,
    });
    expect(received.map((request) => (request.body as { urlList: string[] }).urlList)).toEqual([
      [`${ORIGIN}/blog/nouveau-titre`, `${ORIGIN}/blog/ancien-titre`, `${ORIGIN}/blog`],
    ]);
  });

  it("sends nothing for a change the public cannot see (a draft saved)", async () => {
    await submitArticleChange(withEndpoint(), {
      kind: "updated",
      articles: [{ id: 2, slug: "brouillon" }],
      removedSlugs: [],
      publicChanged: false,
    });
    expect(received).toEqual([]);
  });
});
