/**
 * 'Médiathèque' (/admin/medias) through the route's own loader and action:
 * odd queries and forms get a 4xx with a French message, an image in use
 * cannot be deleted and the refusal names where it is used.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaMessages } from "~/features/media/media-library";
import { storeUpload } from "~/features/media/image-store.server";
import { articles } from "~/server/db/schema";
import { action, loader } from "./medias";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";

const services = await createTestServices();
const cookie = await signedInCookie(services);
const context = { services, cspNonce: "", clientIp: "203.0.113.9" };

/** What a loader or action answered: its status and data, thrown or returned. */
async function outcomeOf(run: () => Promise<unknown>) {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, data: null };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init: { status?: number } | null = result.init ?? null;
    return { status: init?.status ?? 200, data: result.data as Record<string, unknown> };
  }
  return { status: 200, data: result as Record<string, unknown> };
}

function list(search: string) {
  const request = siteRequest(services, `/admin/medias${search}`, { cookie });
  return outcomeOf(() =>
    loader({ request, url: new URL(request.url), pattern: "admin/medias", params: {}, context }),
  );
}

function post(fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = siteRequest(services, "/admin/medias", { method: "POST", cookie, body });
  return outcomeOf(() =>
    action({ request, url: new URL(request.url), pattern: "admin/medias", params: {}, context }),
  );
}

const jpeg = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 60, height: 40, channels: 3, background: "#579" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "cabinet.jpg",
  );

describe("the media library page", () => {
  it("refuses a huge page number, a NUL in the search and a page that is not a number", async () => {
    for (const search of ["?page=99999999999", "?q=%00", "?page=abc", "?page=-1"]) {
      const answer = await list(search);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.data)).toMatch(/invalide/);
    }
    expect((await list("?page=2&q=dos")).status).toBe(200);
  });

  it("refuses to delete an image in use, listing where, and deletes it once unused", async () => {
    const stored = await storeUpload(services, await jpeg());
    await services.db
      .insert(articles)
      .values({ title: "Le dos", slug: "le-dos", imageUrl: stored.fileName, content: "<p>x</p>" });
    const refused = await post({ intent: "delete", fileName: stored.fileName });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      ok: false,
      error: mediaMessages.inUse,
      uses: [expect.objectContaining({ label: "Article « Le dos »" })],
    });
    await services.db.delete(articles);
    expect((await post({ intent: "delete", fileName: stored.fileName })).data).toEqual({
      ok: true,
      toast: mediaMessages.deleted,
    });
  });

  it("answers an unknown intent, a bad file name, a NUL in an alt and a missing file with a 4xx", async () => {
    const stored = await storeUpload(services, await jpeg());
    const cases: [Record<string, string>, number][] = [
      [{ intent: "rename", fileName: stored.fileName }, 400],
      [{ intent: "delete", fileName: "../../etc/passwd" }, 400],
      [{ intent: "alt", fileName: stored.fileName, alt: "a\u0000b" }, 400],
      [{ intent: "alt", fileName: stored.fileName, alt: "x".repeat(201) }, 400],
      [{ intent: "alt", fileName: `${"a".repeat(32)}.jpg`, alt: "Le cabinet" }, 404],
      [{ intent: "replace", fileName: stored.fileName }, 400],
    ];
    for (const [fields, status] of cases) expect((await post(fields)).status).toBe(status);
    const saved = await post({ intent: "alt", fileName: stored.fileName, alt: "Le cabinet" });
    expect(saved.data).toEqual({ ok: true, toast: mediaMessages.altSaved });
    const replaced = await post({
      intent: "replace",
      fileName: stored.fileName,
      file: await jpeg(),
    });
    expect(replaced.data).toEqual({ ok: true, toast: mediaMessages.replaced });
  });
});
