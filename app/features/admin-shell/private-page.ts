import type { MetaDescriptor } from "react-router";

/**
 * Admin pages and the sign-in page are private: never cached by a shared
 * cache, never indexed. The admin layout's `headers` returns these; child
 * routes without their own `headers` inherit them.
 */
export const privatePageHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/** Meta of an admin page: `export const meta = () => adminMeta("Articles du blog");` */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Administration` }, { name: "robots", content: "noindex, nofollow" }];
}
