import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashOwnInlineScripts } from "./inline-scripts.server";

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the hashes of a stored page's own inline scripts", () => {
  const nonce = "n0nce-only-this-render";
  const html = [
    `<html><head><script nonce="${nonce}">window.__context = {"é": 1};</script>`,
    `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/></head><body>`,
    `<div><p>Article</p><script>alert("slipped into the content")</script></div>`,
    `<script type="module" nonce="${nonce}">import "/assets/entry.js";</script>`,
    `<script src="/assets/x.js" nonce="${nonce}"></script>`,
    `</body></html>`,
  ].join("");

  it("lists the hash of each script rendered with the nonce, and only those", () => {
    const { scriptHashes } = hashOwnInlineScripts(html, nonce);
    expect(scriptHashes.sort()).toEqual(
      [sha256(`window.__context = {"é": 1};`), sha256(`import "/assets/entry.js";`)].sort(),
    );
    expect(scriptHashes).not.toContain(sha256(`alert("slipped into the content")`));
  });

  it("takes the nonce out of the stored HTML", () => {
    const { html: stored } = hashOwnInlineScripts(html, nonce);
    expect(stored).not.toContain(nonce);
    expect(stored).toContain(`<script>window.__context = {"é": 1};</script>`);
  });
});
