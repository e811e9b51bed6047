import { createServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { serveFastLaneFirst, type LaneResponse } from "./page-cache/fast-lane.server";
import { followConnections, type ServerShutdown } from "./shutdown.server";

let server: Server;
let shutdown: ServerShutdown;
let port = 0;

const stored = (text: string): LaneResponse => ({
  head: Buffer.from(`HTTP/1.1 200 OK\r\nContent-Length: ${text.length}\r\n`),
  body: Buffer.from(text),
  status: 200,
  contentType: "text/plain",
});

/** Node answers /slow after 300 ms, anything else at once; the lane answers /page/*. */
async function start() {
  server = createServer((req, res) => {
    if (req.url === "/slow") setTimeout(() => res.end("lent"), 300);
    else res.end("node");
  });
  const lane = serveFastLaneFirst(server, (request) =>
    request.url.startsWith("/page/") ? stored("mémoire") : null,
  );
  shutdown = followConnections(server, lane);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
}

afterEach(async () => {
  if (server.listening) await shutdown.close();
});

async function connect(): Promise<{
  socket: net.Socket;
  received: () => string;
  closed: Promise<void>;
}> {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  await new Promise((resolve) => socket.on("connect", resolve));
  return { socket, received: () => received, closed };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: a\r\n\r\n`;

describe("closing the server at shutdown", () => {
  it("closes at once a connection holding half a request head, and one holding half a body", async () => {
    await start();
    const head = await connect();
    head.socket.write("GET /other HTTP/1.1\r\nHo");
    const body = await connect();
    body.socket.write("POST /form HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\nabc");
    await wait(50);

    const started = Date.now();
    await shutdown.close();
    await Promise.all([head.closed, body.closed]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("closes idle connections, the fast lane's and Node's, at once", async () => {
    await start();
    const lane = await connect();
    lane.socket.write(get("/page/a"));
    const node = await connect();
    node.socket.write(get("/other"));
    await wait(50);
    expect(lane.received()).toContain("mémoire");
    expect(node.received()).toContain("node");

    const started = Date.now();
    await shutdown.close();
    await Promise.all([lane.closed, node.closed]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("finishes an answer in progress, then closes its connection", async () => {
    await start();
    const client = await connect();
    client.socket.write(get("/slow"));
    await wait(50);

    await shutdown.close();
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*lent$/);
  });
});
