/**
 * The article editor's save and autosave, through the route's own action:
 * odd input is refused with a 4xx and a French message before anything is
 * written; a cover uploaded beforehand (media/image-upload.ts) is named by its address.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { action } from "~/routes/admin/article-edit";
import { storableTextMessage } from "~/lib/storable-text";
import { articles } from "~/server/db/schema";
import { storeUpload, uploadsDir } from "~/features/media/image-store.server";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";
import { articleEditorMessages } from "./article-form-schema";

const services = await createTestServices();
const cookie = await signedInCookie(services);
const context = { services, cspNonce: "", clientIp: "203.0.113.7" };
const mediaDir = uploadsDir(services.env);
afterAll(() => fs.rmSync(path.dirname(path.dirname(mediaDir)), { recursive: true, force: true }));

const valid = {
  intent: "save",
  title: "Le mal de dos au bureau",
  metaTitle: "",
  metaDescription: "Comment l'ostéopathie soulage le dos des personnes assises.",
  excerpt: "Quelques conseils simples.",
  content: "<p>Du texte.</p>",
  status: "draft",
  scheduledFor: "",
  imageUrl: "",
  imageAlt: "",
};

function formOf(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  return form;
}

/** Runs the action as the signed-in owner; gives the status and the answer's data. */
async function post(form: FormData) {
  const request = siteRequest(services, "/admin/articles/edit", {
    method: "POST",
    cookie,
    body: form,
  });
  let result: unknown;
  try {
    const args = { request, url: new URL(request.url), pattern: "admin/articles/edit/:id?" };
    result = await action({ ...args, params: {}, context });
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, data: null };
  // data(…, { status }) gives { data, init }; a plain object is a 200.
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init: { status?: number } | null = result.init ?? null;
    return { status: init?.status ?? 200, data: result.data };
  }
  return { status: 200, data: result };
}

const articleCount = async () => (await services.db.select().from(articles)).length;

async function photo(name: string) {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#7a9" } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type: "image/jpeg" });
}

describe("saving an article with odd input", () => {
  it.each([
    ["title", "Le mal de dos\u0000 au bureau"],
    ["metaTitle", "Dos\u0000"],
    ["metaDescription", "Une description\u0000"],
    ["excerpt", "Résumé\u0000"],
    ["content", "<p>Du\u0000 texte.</p>"],
    ["imageAlt", "Un dos\u0000"],
  ])(
    "refuses a bad character in %s with 400 and a French message, and writes nothing",
    async (field, value) => {
      const before = await articleCount();
      const { status, data } = await post(formOf({ ...valid, [field]: value }));
      expect(status).toBe(400);
      expect(data).toMatchObject({ errors: { [field]: storableTextMessage } });
      expect(await articleCount()).toBe(before);
    },
  );

  it("refuses a category id no row can have, and a date in year 275760", async () => {
    const before = await articleCount();
    expect(await post(formOf({ ...valid, categories: "99999999999" }))).toMatchObject({
      status: 400,
      data: { errors: { categories: articleEditorMessages.unknownTaxonomy } },
    });
    expect(
      await post(
        formOf({ ...valid, status: "scheduled", scheduledFor: "+275760-09-13T00:00:00.000Z" }),
      ),
    ).toMatchObject({
      status: 400,
      data: { errors: { scheduledFor: articleEditorMessages.scheduledForTooFar } },
    });
    expect(await articleCount()).toBe(before);
  });

  it("refuses a cover address the URL parser rejects", async () => {
    for (const imageUrl of ["http://%%/x.png", "http://[bad/x.png"]) {
      expect(await post(formOf({ ...valid, imageUrl }))).toMatchObject({
        status: 400,
        data: { errors: { imageUrl: articleEditorMessages.imageUrlInvalid } },
      });
    }
  });

  it.each([
    ["a NUL character", "Dos\u0000"],
    // A form field cannot carry a lone surrogate, but JSON can ("\ud800").
    ["a lone surrogate", "Dos\uD800"],
  ])("refuses an autosave whose title holds %s, with its message", async (_, title) => {
    const before = await articleCount();
    const data = { ...valid, title, categories: [], tags: [], scheduledFor: null };
    const { status, data: answer } = await post(
      formOf({ intent: "autosave", articleId: "", data: JSON.stringify(data) }),
    );
    expect(status).toBe(400);
    expect(answer).toMatchObject({ intent: "autosave", ok: false, error: storableTextMessage });
    expect(await articleCount()).toBe(before);
  });
});

describe("a cover uploaded before the save", () => {
  it("is named by the article once saved", async () => {
    const image = await storeUpload(services, await photo("volant.jpg"));
    const { status } = await post(
      formOf({ ...valid, title: "La posture au volant", imageUrl: image.fileName }),
    );
    expect(status).toBe(302);
    const [saved] = await services.db
      .select()
      .from(articles)
      .where(eq(articles.slug, "la-posture-au-volant"));
    expect(saved?.imageUrl).toBe(image.fileName);
  });
});
