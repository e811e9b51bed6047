import { createServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  serveFastLaneFirst,
  type FastLane,
  type LaneAnswer,
  type LaneResponse,
} from "./fast-lane.server";

/** A stored page as the lane writes it: its own head, then the lane's Date and Connection lines. */
function stored(text: string): LaneResponse {
  const body = Buffer.from(text);
  const head = `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n`;
  return { head: Buffer.from(head), body, status: 200, contentType: "text/plain" };
}

let server: Server;
let lane: FastLane;
let port = 0;
/** What Node's own handling answered, in order. */
let nodeAnswered: string[];

/** A server whose Node handler answers "node METHOD URL BODY", behind a lane that answers `answer`. */
async function start(answer: LaneAnswer) {
  nodeAnswered = [];
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      nodeAnswered.push(`${req.method} ${req.url}`);
      res.setHeader("Content-Type", "text/plain");
      res.end(`node ${req.method} ${req.url} ${body}`);
    });
  });
  lane = serveFastLaneFirst(server, answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
}

afterEach(async () => {
  if (!server.listening) return;
  lane.closeIdleConnections();
  server.closeIdleConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The lane's answer: /page/* from memory, everything else to Node. */
const pagesFromMemory: LaneAnswer = (request) =>
  request.url.startsWith("/page/") ? stored(`memory ${request.method} ${request.url}`) : null;

interface Exchange {
  /** Every response's body, in order. */
  bodies: string[];
  raw: string;
  /** The server closed the connection. */
  closed: boolean;
}

/**
 * Writes each chunk on one connection (a pause between them), then reads
 * until `expected` responses or a pause; `halfClose` sends the client's end
 * after the last chunk, then calls `endSent`.
 */
function exchange(
  chunks: string[],
  expected: number,
  halfClose = false,
  endSent = () => {},
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let raw = "";
    let closed = false;
    const finish = () => {
      socket.destroy();
      const bodies: string[] = [];
      const response = /HTTP\/1\.1 \d{3} [^\r]*\r\n((?:[^\r]+\r\n)*)\r\n/g;
      for (let match = response.exec(raw); match; match = response.exec(raw)) {
        const length = Number(/content-length: (\d+)/i.exec(match[1] ?? "")?.[1] ?? 0);
        bodies.push(raw.slice(response.lastIndex, response.lastIndex + length));
        response.lastIndex += length;
      }
      resolve({ bodies, raw, closed });
    };
    const timer = setTimeout(finish, 1_500);
    socket.on("data", (chunk: Buffer) => {
      raw += chunk.toString("latin1");
      if ((raw.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= expected) {
        clearTimeout(timer);
        setTimeout(finish, 50);
      }
    });
    socket.on("end", () => (closed = true));
    socket.on("error", reject);
    socket.on("connect", async () => {
      for (const chunk of chunks) {
        socket.write(chunk);
        await new Promise((wait) => setTimeout(wait, 30));
      }
      if (halfClose) socket.end(endSent);
    });
  });
}

const get = (path: string, ...headers: string[]) =>
  [`GET ${path} HTTP/1.1`, "Host: osteo.example.com", ...headers, "", ""].join("\r\n");

describe("the fast lane", () => {
  it("answers plain requests from memory, with the date and a kept-alive connection, never reaching Node", async () => {
    await start(pagesFromMemory);
    const { bodies, raw, closed } = await exchange([get("/page/a"), get("/page/b")], 2);

    expect(bodies).toEqual(["memory GET /page/a", "memory GET /page/b"]);
    expect(raw).toMatch(/\r\nDate: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT\r\n/);
    expect(raw).toContain("\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n");
    expect(closed).toBe(false);
    expect(nodeAnswered).toEqual([]);
  });

  it("hands a connection to Node at the first request it does not answer, every later byte in order", async () => {
    await start(pagesFromMemory);
    const post = 'POST /api/leads HTTP/1.1\r\nHost: a\r\nContent-Length: 7\r\n\r\n{"a":1}';
    const { bodies } = await exchange(
      [get("/page/a") + get("/page/b") + post + get("/page/c") + get("/other")],
      5,
    );

    expect(bodies).toEqual([
      "memory GET /page/a",
      "memory GET /page/b",
      'node POST /api/leads {"a":1}',
      // Node's for good once handed over, even for a page the lane keeps.
      "node GET /page/c ",
      "node GET /other ",
    ]);
  });

  it("leaves to Node a head split across packets, and a body that arrives later", async () => {
    await start(pagesFromMemory);
    const split = await exchange(["GET /page/a HTTP/1.1\r\nHo", "st: a\r\n\r\n"], 1);
    expect(split.bodies).toEqual(["node GET /page/a "]);

    const later = await exchange(
      ["POST /form HTTP/1.1\r\nHost: a\r\nContent-Length: 6\r\n\r\nab", "cdef", get("/page/a")],
      2,
    );
    expect(later.bodies).toEqual(["node POST /form abcdef", "node GET /page/a "]);
  });

  it("keeps the order of pipelined requests while a page is rendered", async () => {
    await start((request, socket) => {
      if (request.url === "/page/slow") {
        return new Promise((resolve) => setTimeout(() => resolve(stored("memory slow")), 100));
      }
      if (request.url === "/page/not-kept") return Promise.resolve(null);
      return pagesFromMemory(request, socket);
    });
    const { bodies } = await exchange(
      [get("/page/slow") + get("/page/a") + get("/page/not-kept") + get("/page/b")],
      4,
    );

    expect(bodies).toEqual([
      "memory slow",
      "memory GET /page/a",
      "node GET /page/not-kept ",
      "node GET /page/b ",
    ]);
  });

  it("closes the connection after the answer when the client asks to, as Node does", async () => {
    await start(pagesFromMemory);
    const { bodies, raw, closed } = await exchange(
      [get("/page/a", "Connection: close") + get("/page/b")],
      1,
    );

    expect(bodies).toEqual(["memory GET /page/a"]);
    expect(raw).toContain("\r\nConnection: close\r\n\r\n");
    expect(closed).toBe(true);
  });

  it("answers every request received before the client's end, while a page is rendered, then closes", async () => {
    await start((request, socket) =>
      request.url === "/page/slow"
        ? new Promise((resolve) => setTimeout(() => resolve(stored("memory slow")), 100))
        : pagesFromMemory(request, socket),
    );
    const { bodies, raw, closed } = await exchange(
      [get("/page/slow") + get("/page/a") + get("/page/b")],
      3,
      true,
    );

    expect(bodies).toEqual(["memory slow", "memory GET /page/a", "memory GET /page/b"]);
    // Only the last answer says the connection closes.
    expect(raw.match(/\r\nConnection: close\r\n/g)).toHaveLength(1);
    expect(raw.trimEnd().endsWith("memory GET /page/b")).toBe(true);
    expect(closed).toBe(true);
  });

  it("closes without answering a request Node would take after the client's end, as Node does", async () => {
    // The slow page is ready only once the client's end is on its way: on a
    // busy machine, a fixed delay could let the page go out before it.
    let endSent = () => {};
    const clientEnded = new Promise<void>((resolve) => (endSent = resolve));
    await start((request, socket) =>
      request.url === "/page/slow"
        ? clientEnded
            .then(() => new Promise((resolve) => setTimeout(resolve, 50)))
            .then(() => stored("memory slow"))
        : pagesFromMemory(request, socket),
    );
    const { bodies, closed } = await exchange(
      [get("/page/slow") + get("/other")],
      2,
      true,
      endSent,
    );

    expect(bodies).toEqual(["memory slow"]);
    expect(closed).toBe(true);
    expect(nodeAnswered).toEqual([]);
  });

  it("keeps the server's limit of requests per connection", async () => {
    await start(pagesFromMemory);
    server.maxRequestsPerSocket = 2;
    const { bodies, raw, closed } = await exchange(
      [get("/page/a") + get("/page/b") + get("/page/c")],
      3,
    );

    expect(bodies).toEqual(["memory GET /page/a", "memory GET /page/b"]);
    expect(raw).toContain("\r\nConnection: close\r\n\r\nmemory GET /page/b");
    expect(closed).toBe(true);
  });

  it("stops reading a client that does not read its answers", async () => {
    let answered = 0;
    const large = stored("x".repeat(1_000_000));
    await start(() => {
      answered += 1;
      return large;
    });
    const socket = net.connect(port, "127.0.0.1");
    socket.pause();
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write(get("/page/a").repeat(200));
    await new Promise((resolve) => setTimeout(resolve, 500));

    // 200 MB would be queued in memory otherwise; the socket's buffers hold a few answers.
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(20);
    socket.destroy();
  });

  it("survives a client that resets the connection while its last answer is still going out", async () => {
    const large = stored("x".repeat(2_000_000));
    await start((request) => (request.url.startsWith("/page/") ? large : null));
    for (let attempt = 0; attempt < 5; attempt++) {
      const socket = net.connect(port, "127.0.0.1");
      socket.pause();
      await new Promise((resolve) => socket.on("connect", resolve));
      socket.write(get("/page/a", "Connection: close"));
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.resetAndDestroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));

    const { bodies } = await exchange([get("/other")], 1);
    expect(bodies).toEqual(["node GET /other "]);
  });

  it("lets the server close: idle connections are closed at shutdown", async () => {
    await start(pagesFromMemory);
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write(get("/page/a"));
    await new Promise((resolve) => socket.once("data", resolve));
    const closed = new Promise((resolve) => socket.on("close", resolve));

    lane.closeIdleConnections();
    await closed;
    await new Promise((resolve) => server.close(resolve));
    expect(server.listening).toBe(false);
  });
});
