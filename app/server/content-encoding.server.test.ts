import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeDocument, preferredEncoding } from "./content-encoding.server";

describe("compressed responses", () => {
  it("sends Brotli, else gzip, else nothing, as the client's Accept-Encoding allows", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("")).toBeNull();
  });

  const page = Buffer.from(
    `<!DOCTYPE html><html><body>${"<p>Séance d'ostéopathie à Lyon.</p>".repeat(200)}</body></html>`,
  );

  it("gives a rendered page in the encoding the browser prefers, with its length", async () => {
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    const body = await encodeDocument("gzip, deflate, br", page, headers);
    expect(headers.get("Content-Encoding")).toBe("br");
    expect(headers.get("Content-Length")).toBe(String(body.length));
    expect(headers.get("Vary")).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(body).equals(page)).toBe(true);
    expect(body.length).toBeLessThan(page.length / 10);

    const gzipHeaders = new Headers();
    const gzipped = await encodeDocument("gzip", page, gzipHeaders);
    expect(gzipHeaders.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(gzipped).equals(page)).toBe(true);
  });

  it("sends the page as it is to a client that accepts no compression, and small pages as they are", async () => {
    for (const accept of [null, "identity", "br;q=0, gzip;q=0"]) {
      const headers = new Headers();
      expect(await encodeDocument(accept, page, headers)).toBe(page);
      expect(headers.get("Content-Encoding")).toBeNull();
      expect(headers.get("Content-Length")).toBe(String(page.length));
      expect(headers.get("Vary")).toBe("Accept-Encoding");
    }
    const small = Buffer.from("<!DOCTYPE html><p>Page introuvable</p>");
    const headers = new Headers();
    expect(await encodeDocument("br", small, headers)).toBe(small);
    expect(headers.get("Content-Encoding")).toBeNull();
  });

  it("names Accept-Encoding in Vary once, beside what the page already varies on", async () => {
    const headers = new Headers({ Vary: "Cookie" });
    await encodeDocument("br", page, headers);
    expect(headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    await encodeDocument("br", page, headers);
    expect(headers.get("Vary")).toBe("Cookie, Accept-Encoding");
  });

  it("compresses every page of a burst, each whole, however many arrive at once", async () => {
    const pages = Array.from({ length: 12 }, (_, index) =>
      Buffer.from(`<!DOCTYPE html><p>Page ${index}</p>${"<p>Texte de la page.</p>".repeat(100)}`),
    );
    const bodies = await Promise.all(
      pages.map((body, index) => encodeDocument(index % 2 ? "gzip" : "br", body, new Headers())),
    );
    bodies.forEach((body, index) => {
      const decoded = index % 2 ? zlib.gunzipSync(body) : zlib.brotliDecompressSync(body);
      expect(decoded.equals(pages[index]!)).toBe(true);
    });
  });
});
