/**
 * The editor's 'Aperçu' (/admin/pages/{page}/apercu) through its loader: the
 * owner sees the draft, placeholders filled, never cached; visitors never do.
 */
import { describe, expect, it } from "vitest";
import { defaultPages } from "~/features/pages/page-defaults";
import { fixedPage, readPageForEditing, savePageDraft } from "~/features/pages/pages.server";
import sharp from "sharp";
import { storeUpload } from "~/features/media/image-store.server";
import { replaceMedia } from "~/features/media/media-library.server";
import { loader } from "./page-preview";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";

const services = await createTestServices();
const cookie = await signedInCookie(services);
const context = { services, cspNonce: "", clientIp: "203.0.113.8" };

async function preview(page: string, as = { cookie }) {
  const request = siteRequest(services, `/admin/pages/${page}/apercu`, { cookie: as.cookie });
  try {
    return await loader({
      request,
      url: new URL(request.url),
      pattern: "admin/pages/:page/apercu",
      params: { page },
      context,
    });
  } catch (thrown) {
    return thrown;
  }
}

describe("a page's preview", () => {
  it("shows the owner the draft with its placeholders filled, privately", async () => {
    const { stamp } = await readPageForEditing(services, fixedPage("session"));
    const draft = { ...defaultPages.session, closing: "Tarif : {tarif}." };
    expect((await savePageDraft(services, fixedPage("session"), draft, stamp, null)).ok).toBe(true);
    const result = (await preview("session")) as {
      data: { pageKey: string; page: { closing: string } };
      init: { headers: Record<string, string> };
    };
    expect(result.data.pageKey).toBe("session");
    expect(result.data.page.closing).toMatch(/^Tarif : \d+ €\.$/);
    expect(result.init.headers["Cache-Control"]).toMatch(/no-store/);
  });

  it("shows an image the library replaced as its new file, as the published page will", async () => {
    const jpeg = (background: string) =>
      sharp({ create: { width: 600, height: 400, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const upload = await storeUpload(
      services,
      new File([new Uint8Array(await jpeg("#8a6"))], "cabinet.jpg"),
    );
    const newName = await replaceMedia(
      services,
      upload.fileName,
      new File([new Uint8Array(await jpeg("#246"))], "cabinet-2.jpg"),
    );
    const { stamp } = await readPageForEditing(services, fixedPage("home"));
    const draft = { ...defaultPages.home, heroImage: { src: upload.fileName, alt: "Le cabinet" } };
    expect((await savePageDraft(services, fixedPage("home"), draft, stamp, null)).ok).toBe(true);
    const result = (await preview("home")) as { data: { page: unknown } };
    const shown = JSON.stringify(result.data.page);
    expect(shown).toContain(newName!.slice(0, 32));
    expect(shown).not.toContain(upload.fileName.slice(0, 32));
  });

  it("sends a visitor to the sign-in page", async () => {
    const result = await preview("session", { cookie: "" });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toMatch(/^\/auth/);
  });

  it("sends an unknown page back to the list", async () => {
    const result = await preview("inconnue");
    expect((result as Response).headers.get("Location")).toBe("/admin/pages");
  });
});
