/**
 * The admin's one image-upload path (/admin/media/upload), through the
 * route's own loader and action: a photo is stored and named with its
 * address and size; anything else gets a 4xx with a French message.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { uploadsDir } from "~/features/media/image-store.server";
import { COVER_MAX_BYTES, imageMessages } from "~/features/media/image-rules";
import { mediaFiles } from "~/server/db/schema";
import { formBodyMessages } from "~/server/form-body.server";
import { action, loader } from "./media-upload";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";

const services = await createTestServices();
const cookie = await signedInCookie(services);
const context = { services, cspNonce: "", clientIp: "203.0.113.9" };
const dir = uploadsDir(services.env);
afterAll(() => fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true }));

const PATH = "/admin/media/upload";

/** The status and data of what the route answers (returned or thrown). */
async function settle(run: () => Promise<unknown>) {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, data: null };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init: { status?: number } | null = result.init ?? null;
    return { status: init?.status ?? 200, data: result.data };
  }
  return { status: 200, data: result };
}

function post(body: BodyInit, options: { signedIn?: boolean; type?: string } = {}) {
  return settle(() => {
    const request = siteRequest(services, PATH, {
      method: "POST",
      cookie: options.signedIn === false ? undefined : cookie,
      body,
    });
    if (options.type) request.headers.set("Content-Type", options.type);
    return action({ request, params: {}, context, url: new URL(request.url), pattern: PATH });
  });
}

function formWith(file: File | string | null) {
  const form = new FormData();
  if (file !== null) form.set("file", file);
  return form;
}

async function photo(width: number, height: number) {
  const data = await sharp({ create: { width, height, channels: 3, background: "#7a9" } })
    .jpeg()
    .toBuffer();
  return new Uint8Array(data);
}

describe("uploading an image", () => {
  it("stores a photo and answers its name, addresses and size", async () => {
    const { status, data } = await post(formWith(new File([await photo(1600, 1200)], "dos.jpg")));
    expect(status).toBe(200);
    expect(data).toMatchObject({
      ok: true,
      image: { width: 1200, height: 900, name: expect.stringMatching(/^[0-9a-f]{32}\.jpg$/) },
    });
    const { image } = data as { image: { name: string; url: string; webpUrl: string } };
    expect(image.url).toBe(`/media/articles/${image.name}`);
    expect(image.webpUrl).toBe(`/media/articles/${image.name.replace(/\.jpg$/, ".webp")}`);
    expect(fs.readdirSync(dir)).toEqual(
      expect.arrayContaining([image.name, image.name.replace(/\.jpg$/, ".webp")]),
    );
  });

  it("records a clean original name when the file's name holds a NUL character", async () => {
    const { data } = await post(formWith(new File([await photo(64, 48)], "volant\u0000.jpg")));
    const { image } = data as { image: { name: string } };
    const [record] = (await services.db.select().from(mediaFiles)).filter(
      (row) => row.fileName === image.name,
    );
    expect(record?.originalName).toBe("volant.jpg");
  });

  it("refuses a text file renamed .jpg, in French", async () => {
    const fake = new File(["bonjour, je ne suis pas une image"], "photo.jpg", {
      type: "image/jpeg",
    });
    expect(await post(formWith(fake))).toEqual({
      status: 400,
      data: { ok: false, error: imageMessages.notAnImage },
    });
  });

  it("refuses an empty file, and a form without a file, in French", async () => {
    expect(await post(formWith(new File([], "vide.jpg")))).toEqual({
      status: 400,
      data: { ok: false, error: imageMessages.empty },
    });
    expect(await post(formWith(null))).toEqual({
      status: 400,
      data: { ok: false, error: imageMessages.noFile },
    });
    expect(await post(formWith("pas-un-fichier.jpg"))).toEqual({
      status: 400,
      data: { ok: false, error: imageMessages.noFile },
    });
  });

  it("refuses a file over 10 MB with a 413, in French", async () => {
    const big = new File([new Uint8Array(COVER_MAX_BYTES + 1)], "enorme.jpg");
    expect(await post(formWith(big))).toEqual({
      status: 413,
      data: { ok: false, error: imageMessages.tooLarge },
    });
  });

  it("refuses a body that is not a form, and a GET, with a 4xx in French", async () => {
    expect(await post(JSON.stringify({ file: "x" }), { type: "application/json" })).toEqual({
      status: 415,
      data: { error: formBodyMessages.notAForm },
    });
    const get = await settle(() => {
      const request = siteRequest(services, PATH, { cookie });
      return loader({ request, context });
    });
    expect(get).toEqual({ status: 405, data: { error: formBodyMessages.methodNotAllowed } });
  });

  it("sends a visitor who is not signed in to the sign-in page, storing nothing", async () => {
    const before = (await services.db.select().from(mediaFiles)).length;
    const { status } = await post(formWith(new File([await photo(64, 48)], "dos.jpg")), {
      signedIn: false,
    });
    expect(status).toBe(302);
    expect((await services.db.select().from(mediaFiles)).length).toBe(before);
  });
});
