/**
 * The fast lane: stored public pages written straight to the connection,
 * ahead of Node's HTTP layer. Node's request and response objects cost more
 * than everything else of answering a stored page: the same bytes written on
 * the socket go out about 1.6 times as fast (docs/decisions/0015-fast-lane.md).
 *
 * The lane takes over the server's connections. Each complete, plain request
 * (request-head.ts) is offered to `answer`. The first request the lane does
 * not answer hands the connection over to Node's own handling for good, with
 * every byte not yet answered, and the app serves it as usual. Each
 * connection's states are those of `LaneConnection` below.
 */
import { maxHeaderSize, type Server } from "node:http";
import type { Socket } from "node:net";
import { readPlainRequest, type PlainRequest } from "./request-head";

export interface LaneResponse {
  /** Status line and headers, without Date, Connection and the empty line that ends them. */
  head: Buffer;
  body: Buffer | null;
  /** What the head says, for request observers (page views). */
  status: number;
  contentType: string;
}

/**
 * The stored response to a plain request, or null when the app must answer
 * it; a promise while the page is being rendered.
 */
export type LaneAnswer = (
  request: PlainRequest,
  socket: Socket,
) => LaneResponse | null | Promise<LaneResponse | null>;

export interface FastLane {
  /** Whether the lane still holds this connection (it has not been handed to Node). */
  holds(socket: Socket): boolean;
  /**
   * Shutdown: closes the lane's connections, an idle one at once, one whose
   * page is being rendered once that answer has gone out.
   */
  closeIdleConnections(): void;
}

const HEAD_END = Buffer.from("\r\n\r\n", "latin1");
const NOTHING: Buffer = Buffer.alloc(0);

/** What every connection of one server shares. */
interface Lane {
  server: Server;
  answer: LaneAnswer;
  handToNode(socket: Socket): void;
  endings: ReturnType<typeof connectionEndings>;
  connections: Map<Socket, LaneConnection>;
}

export function serveFastLaneFirst(server: Server, answer: LaneAnswer): FastLane {
  const [nodeConnection, ...others] = server.listeners("connection") as Array<
    (socket: Socket) => void
  >;
  if (!nodeConnection || others.length > 0) {
    throw new Error("Voie rapide : le serveur doit n'avoir que son propre écouteur de connexions.");
  }
  server.removeListener("connection", nodeConnection);
  const lane: Lane = {
    server,
    answer,
    handToNode: (socket) => Reflect.apply(nodeConnection, server, [socket]),
    endings: connectionEndings(server),
    connections: new Map(),
  };
  server.on("connection", (socket: Socket) => {
    lane.connections.set(socket, new LaneConnection(socket, lane));
  });

  return {
    holds: (socket) => lane.connections.has(socket),
    closeIdleConnections() {
      for (const connection of lane.connections.values()) connection.shutDown();
    },
  };
}

/**
 * One connection while the lane holds it, in one of these states:
 *
 * - `reading`: waiting for the next request; every complete head received is
 *   answered at once, in order;
 * - `rendering`: the first pending request's page is being rendered; the
 *   socket is paused, so pipelined requests keep their order;
 * - `draining`: the client has not read its answers; it is not read either
 *   until they have gone out (as Node does);
 * - `node`: handed to Node's HTTP handling for good, with every byte not yet
 *   answered: the first request the lane does not answer (not plain, not in
 *   memory, a head split across packets, a body);
 * - `closed`: the last answer is written; the socket closes once it has gone
 *   out, as Node does after a last answer.
 *
 * A client that half-closes (sends its end) gets the answers of every
 * request received before it that the lane answers, then the connection
 * closes. The first one that needs Node closes it unanswered: Node ends a
 * connection at the client's end and answers nothing still in progress
 * (its `httpAllowHalfOpen` is off), and cannot take a socket whose end has
 * already been read.
 */
class LaneConnection {
  private state: "reading" | "rendering" | "draining" | "node" | "closed" = "reading";
  /** Bytes received and not answered yet. */
  private pending: Buffer = NOTHING;
  /** The client sent its end: nothing more will come. */
  private clientEnded = false;
  /** The server is shutting down: the answer in progress is the last. */
  private shuttingDown = false;
  /** Answers written, for the server's `maxRequestsPerSocket`. */
  private answered = 0;

  constructor(
    private readonly socket: Socket,
    private readonly lane: Lane,
  ) {
    socket.on("data", this.onData);
    socket.on("end", this.onEnd);
    socket.on("timeout", this.onTimeout);
    socket.on("error", this.onError);
    socket.on("close", this.onClose);
    // Until its first request, a connection gets the time Node gives a request's head.
    socket.setTimeout(lane.server.headersTimeout);
  }

  /** Shutdown: an idle connection closes now, one being answered after its answer. */
  shutDown() {
    this.shuttingDown = true;
    if (this.state === "reading" || this.state === "draining") this.close();
  }

  private readonly onData = (chunk: Buffer) => {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    if (this.state === "reading") this.serveReceived();
  };

  private readonly onEnd = () => {
    this.clientEnded = true;
    if (this.state === "reading" && this.pending.length === 0) this.close();
  };

  private readonly onTimeout = () => {
    if (this.state !== "rendering") this.socket.destroy();
  };

  private readonly onError = () => {
    this.socket.destroy();
  };

  private readonly onClose = () => {
    this.state = "closed";
    this.leaveLane();
  };

  /** Answers every complete request already received, in order. */
  private serveReceived() {
    while (this.state === "reading" && this.pending.length > 0) {
      const end = this.pending.indexOf(HEAD_END);
      if (end === -1 || end > maxHeaderSize) return this.handOver();
      const headLength = end + HEAD_END.length;
      const request = readPlainRequest(this.pending.toString("latin1", 0, end));
      const response = request ? this.answerSafely(request) : null;
      if (!request || !response) return this.handOver();
      if (response instanceof Promise) return this.awaitRender(request, headLength, response);
      this.send(request, headLength, response);
    }
    if (this.state === "reading" && (this.clientEnded || this.shuttingDown)) this.close();
  }

  private answerSafely(request: PlainRequest) {
    try {
      return this.lane.answer(request, this.socket);
    } catch (error) {
      console.error(`Voie rapide : ${request.url} confiée à Node après une erreur`, error);
      return null;
    }
  }

  private awaitRender(
    request: PlainRequest,
    headLength: number,
    rendering: Promise<LaneResponse | null>,
  ) {
    this.state = "rendering";
    this.socket.pause();
    const rendered = (response: LaneResponse | null) => {
      if (this.state !== "rendering" || this.socket.destroyed) return;
      this.state = "reading";
      if (!response) return this.handOver();
      this.send(request, headLength, response);
      if (this.state !== "reading") return;
      this.socket.resume();
      this.serveReceived();
    };
    rendering.then(rendered, () => rendered(null));
  }

  private send(request: PlainRequest, headLength: number, response: LaneResponse) {
    const { socket, lane } = this;
    this.pending = this.pending.length > headLength ? this.pending.subarray(headLength) : NOTHING;
    this.answered += 1;
    const limit = lane.server.maxRequestsPerSocket ?? 0;
    const last =
      request.close ||
      this.shuttingDown ||
      (limit > 0 && this.answered >= limit) ||
      (this.clientEnded && this.pending.indexOf(HEAD_END) === -1);
    socket.cork();
    socket.write(response.head);
    socket.write(last ? lane.endings.close() : lane.endings.keepAlive());
    if (response.body) socket.write(response.body);
    socket.uncork();
    if (last) return this.close();
    socket.setTimeout(lane.server.keepAliveTimeout);
    if (socket.writableNeedDrain) this.pauseUntilDrained();
  }

  private pauseUntilDrained() {
    this.state = "draining";
    this.socket.pause();
    this.socket.once("drain", () => {
      if (this.state !== "draining") return;
      this.state = "reading";
      this.socket.resume();
      this.serveReceived();
    });
  }

  private handOver() {
    // Node cannot take a socket whose end was read, and would answer nothing more either.
    if (this.clientEnded) return this.close();
    const { socket } = this;
    this.state = "node";
    this.leaveLane();
    // The error listener stays until Node takes the socket: an error with
    // none would bring the whole process down.
    socket.removeListener("error", this.onError);
    // Paused first, so the bytes put back wait for Node's parser (a flowing
    // stream may emit them at once, before anyone listens).
    socket.pause();
    if (this.pending.length > 0) socket.unshift(this.pending);
    this.pending = NOTHING;
    this.lane.handToNode(socket);
    socket.resume();
  }

  /** Closes once what is written has gone out, as Node does after a last answer. */
  private close() {
    this.state = "closed";
    this.leaveLane();
    this.socket.destroySoon();
  }

  private leaveLane() {
    const { socket } = this;
    this.lane.connections.delete(socket);
    socket.removeListener("data", this.onData);
    socket.removeListener("end", this.onEnd);
    socket.removeListener("timeout", this.onTimeout);
    socket.removeListener("close", this.onClose);
    socket.setTimeout(0);
  }
}

/**
 * The last lines of every response head: the date (changed once a second,
 * as Node does) and what becomes of the connection, as Node writes them.
 */
function connectionEndings(server: Server) {
  let second = -1;
  let keepAlive = NOTHING;
  let close = NOTHING;
  const refresh = () => {
    const now = Math.floor(Date.now() / 1000);
    if (now === second) return;
    second = now;
    const date = `Date: ${new Date(now * 1000).toUTCString()}\r\n`;
    const timeout = Math.floor(server.keepAliveTimeout / 1000);
    keepAlive = Buffer.from(
      `${date}Connection: keep-alive\r\n${timeout > 0 ? `Keep-Alive: timeout=${timeout}\r\n` : ""}\r\n`,
      "latin1",
    );
    close = Buffer.from(`${date}Connection: close\r\n\r\n`, "latin1");
  };
  return {
    keepAlive: () => (refresh(), keepAlive),
    close: () => (refresh(), close),
  };
}
