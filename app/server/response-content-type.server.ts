/**
 * The content type a response was sent with, for request observers that
 * look at it once it is finished (page-view counting). Node's `getHeader`
 * does not see headers handed to `writeHead` as a list, which is how the
 * page cache sends stored pages without copying their headers, so that path
 * notes the type here.
 */
import type { ServerResponse } from "node:http";

const noted = new WeakMap<ServerResponse, string>();

/** For responses whose headers went straight to `writeHead`. */
export function noteContentType(res: ServerResponse, type: string): void {
  noted.set(res, type);
}

export function contentTypeOf(res: ServerResponse): string {
  const header = res.getHeader("content-type");
  return header === undefined ? (noted.get(res) ?? "") : String(header);
}
