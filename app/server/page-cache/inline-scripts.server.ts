/**
 * The content security policy of a stored page cannot use a per-response
 * nonce: every visitor gets the same bytes. The page is rendered with a
 * nonce nobody else ever sees; the inline scripts that carry it are ours
 * (React Router's hydration data and entry), their SHA-256 hashes go into
 * the policy, and the nonce is taken out of the HTML. Anything else that
 * might have slipped into the HTML (a script inside article content) has no
 * nonce, so no hash, and stays blocked.
 */
import crypto from "node:crypto";

interface HashedPage {
  html: string;
  /** CSP sources, e.g. 'sha256-…'. */
  scriptHashes: string[];
}

export function hashOwnInlineScripts(html: string, nonce: string): HashedPage {
  const attribute = ` nonce="${nonce}"`;
  const scriptHashes = new Set<string>();
  const scripts = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const [, attributes = "", text = ""] of html.matchAll(scripts)) {
    if (!attributes.includes(attribute) || /\ssrc=/i.test(attributes)) continue;
    // Browsers hash the element's text as UTF-8 (CSP3 §8.3).
    const digest = crypto.createHash("sha256").update(text, "utf8").digest("base64");
    scriptHashes.add(`'sha256-${digest}'`);
  }
  return { html: html.replaceAll(attribute, ""), scriptHashes: [...scriptHashes] };
}
