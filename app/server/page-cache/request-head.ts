/**
 * Recognises the head of a plain page request, the only kind the fast lane
 * answers itself (fast-lane.server.ts): GET or HEAD over HTTP/1.1, an
 * origin-form target, header lines of visible ASCII (RFC 9112 §3, §5), each
 * header once, and nothing that announces a body, an upgrade or an
 * expectation. Anything else, valid or not, is `null` and goes to Node's own
 * HTTP parser, which knows all of HTTP: this is a filter, not a parser.
 */
/** What the page cache and the page-view counter read of a request: Node's `req` or a PlainRequest. */
export interface RequestHead {
  method?: string;
  url?: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** A request header's value (the first, should a client repeat it). */
export function headerOf(request: RequestHead, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface PlainRequest extends RequestHead {
  method: "GET" | "HEAD";
  /** The target as sent: path and query. */
  url: string;
  /** Lower-case names, as in Node's `req.headers`. */
  headers: Readonly<Record<string, string>>;
  /** The client asked for `Connection: close`. */
  close: boolean;
}

/** Origin-form targets of visible ASCII only (no absolute form, no `*`). */
const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1$/;
/** A token name, then a value of visible ASCII, spaces and tabs (no obs-text, no folding). */
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[\t ]*([\t\x20-\x7e]*?)[\t ]*$/;
/** Headers of requests that carry a body or change the connection: Node's parser handles them. */
const NOT_PLAIN = new Set(["content-length", "transfer-encoding", "expect", "upgrade"]);

/** Reads a request head (its lines without the final empty line), as bytes decoded as latin1. */
export function readPlainRequest(head: string): PlainRequest | null {
  const lines = head.split("\r\n");
  const requestLine = REQUEST_LINE.exec(lines[0] ?? "");
  if (!requestLine) return null;
  // No prototype: a header named like one of Object's properties is just a header.
  const headers = Object.create(null) as Record<string, string>;
  for (let index = 1; index < lines.length; index++) {
    const field = HEADER_LINE.exec(lines[index] ?? "");
    if (!field) return null;
    const name = (field[1] ?? "").toLowerCase();
    if (NOT_PLAIN.has(name) || Object.hasOwn(headers, name)) return null;
    headers[name] = field[2] ?? "";
  }
  if (!headers.host) return null;
  let close = false;
  if (headers.connection !== undefined) {
    for (const option of headers.connection.toLowerCase().split(",")) {
      const token = option.trim();
      if (token === "close") close = true;
      else if (token !== "keep-alive") return null;
    }
  }
  return {
    method: requestLine[1] === "HEAD" ? "HEAD" : "GET",
    url: requestLine[2] ?? "/",
    headers,
    close,
  };
}
