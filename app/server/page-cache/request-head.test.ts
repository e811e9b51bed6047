import { describe, expect, it } from "vitest";
import { readPlainRequest } from "./request-head";

const head = (...lines: string[]) => lines.join("\r\n");

describe("which requests the fast lane may answer itself", () => {
  it("reads a browser's page request: method, target as sent, headers by lower-case name", () => {
    expect(
      readPlainRequest(
        head(
          "GET /blog?page=2&utm_source=lettre HTTP/1.1",
          "Host: osteo.example.com",
          "User-Agent: Mozilla/5.0 (X11; Linux x86_64)",
          "Accept-Encoding: gzip, deflate, br",
          'If-None-Match:  "abc"  ',
          "Connection: keep-alive",
        ),
      ),
    ).toEqual({
      method: "GET",
      url: "/blog?page=2&utm_source=lettre",
      headers: {
        host: "osteo.example.com",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64)",
        "accept-encoding": "gzip, deflate, br",
        "if-none-match": '"abc"',
        connection: "keep-alive",
      },
      close: false,
    });
  });

  it("knows a HEAD request and a client that asks to close the connection", () => {
    const request = readPlainRequest(head("HEAD / HTTP/1.1", "Host: a", "Connection: Close"));
    expect(request?.method).toBe("HEAD");
    expect(request?.close).toBe(true);
  });

  it("leaves every other method, version and target form to Node", () => {
    for (const line of [
      "POST / HTTP/1.1",
      "PUT / HTTP/1.1",
      "TRACE / HTTP/1.1",
      "get / HTTP/1.1",
      "GET / HTTP/1.0",
      "GET / HTTP/2.0",
      "GET http://evil.example/ HTTP/1.1",
      "GET * HTTP/1.1",
      "GET /a b HTTP/1.1",
      "GET  / HTTP/1.1",
      "GET /blog/é HTTP/1.1",
      "GET /\0 HTTP/1.1",
      "GET / HTTP/1.1 ",
    ]) {
      expect(readPlainRequest(head(line, "Host: a")), line).toBeNull();
    }
  });

  it("leaves to Node a request with a body, an upgrade or an expectation", () => {
    for (const line of [
      "Content-Length: 0",
      "Transfer-Encoding: chunked",
      "Expect: 100-continue",
      "Upgrade: websocket",
      "Connection: Upgrade",
      "Connection: keep-alive, TE",
    ]) {
      expect(readPlainRequest(head("GET / HTTP/1.1", "Host: a", line)), line).toBeNull();
    }
  });

  it("leaves to Node a head that is not plain visible ASCII, one header per line", () => {
    for (const lines of [
      ["Host: a", "X-Folded: one", " two"],
      ["Host: a", "Bad Name: x"],
      ["Host: a", "X-Empty-Name"],
      ["Host: a", ": value"],
      ["Host: a", "Referer: https://example.com/é"],
      ["Host: a", "X-Nul: a\0b"],
      ["Host: a", "X-Lone-Cr: a\rb"],
      ["Host: a\nX-Bare-Lf: b"],
      ["Host: a", ""],
    ]) {
      expect(readPlainRequest(head("GET / HTTP/1.1", ...lines)), lines.join("|")).toBeNull();
    }
  });

  it("leaves to Node a request without a Host, or with any header twice", () => {
    expect(readPlainRequest(head("GET / HTTP/1.1"))).toBeNull();
    expect(readPlainRequest(head("GET / HTTP/1.1", "Host:"))).toBeNull();
    expect(readPlainRequest(head("GET / HTTP/1.1", "Host: a", "host: b"))).toBeNull();
    expect(
      readPlainRequest(head("GET / HTTP/1.1", "Host: a", "Cookie: x=1", "Cookie: y=2")),
    ).toBeNull();
  });

  it("treats a header named like an object property as a plain header", () => {
    const request = readPlainRequest(
      head("GET / HTTP/1.1", "Host: a", "__proto__: x", "constructor: y"),
    );
    expect(request?.headers["__proto__"]).toBe("x");
    expect(request?.headers.constructor).toBe("y");
  });
});
