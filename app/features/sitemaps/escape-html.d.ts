// escape-html (jshttp, a dependency of Express) ships no types.
declare module "escape-html" {
  /** Replaces & < > " ' with their entities: safe in XML text and attribute values. */
  export default function escapeHtml(text: string): string;
}
