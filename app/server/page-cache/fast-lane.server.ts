/**
 * The fast lane: stored public pages written straight to the connection,
 * ahead of Node's HTTP layer. Node's request and response objects cost more
 * than everything else of answering a stored page: the same bytes written on
 * the socket go out about 1.6 times as fast (docs/decisions/0013-page-cache.md).
 *
 * The lane takes over the server's connections. Each complete, plain request
 * (request-head.ts) is offered to `answer`. The first request the lane does
 * not answer (not plain, a page not kept in memory, a head split across
 * packets, a body) hands the connection over to Node's own handling for good,
 * with every byte not yet answered, and the app serves it as usual.
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
  /** Closes the lane's connections that wait for a next request (shutdown). */
  closeIdleConnections(): void;
}

const HEAD_END = Buffer.from("\r\n\r\n", "latin1");
const NOTHING: Buffer = Buffer.alloc(0);

export function serveFastLaneFirst(server: Server, answer: LaneAnswer): FastLane {
  const [nodeConnection, ...others] = server.listeners("connection") as Array<
    (socket: Socket) => void
  >;
  if (!nodeConnection || others.length > 0) {
    throw new Error("Voie rapide : le serveur doit n'avoir que son propre écouteur de connexions.");
  }
  server.removeListener("connection", nodeConnection);
  const handToNode = (socket: Socket) => Reflect.apply(nodeConnection, server, [socket]);
  const endings = connectionEndings(server);
  /** Each lane connection's way to close itself once idle. */
  const closers = new Set<() => void>();

  server.on("connection", (socket: Socket) => {
    let pending: Buffer = NOTHING;
    /** A page is being rendered for the first pending request; reading is paused. */
    let waiting = false;
    let ended = false;
    let closing = false;
    let mine = true;

    // The error listener stays until Node takes the socket: an error with
    // none would bring the whole process down.
    const leaveLane = () => {
      mine = false;
      closers.delete(closeIfIdle);
      socket.removeListener("data", onData);
      socket.removeListener("end", onEnd);
      socket.removeListener("timeout", onTimeout);
      socket.removeListener("close", leaveLane);
      socket.setTimeout(0);
    };

    /** Closes the connection once what is written has gone out, as Node does after a last answer. */
    const finish = () => {
      leaveLane();
      socket.destroySoon();
    };

    const handOver = () => {
      // Nothing more can come: Node would have nothing to answer either.
      if (ended) return finish();
      leaveLane();
      socket.removeListener("error", onError);
      // Paused first, so the bytes put back wait for Node's parser (a flowing
      // stream may emit them at once, before anyone listens).
      socket.pause();
      if (pending.length > 0) socket.unshift(pending);
      pending = NOTHING;
      handToNode(socket);
      socket.resume();
    };

    const send = (request: PlainRequest, headLength: number, response: LaneResponse) => {
      pending = pending.length > headLength ? pending.subarray(headLength) : NOTHING;
      const last = request.close || closing || ended;
      socket.cork();
      socket.write(response.head);
      socket.write(last ? endings.close() : endings.keepAlive());
      if (response.body) socket.write(response.body);
      socket.uncork();
      if (last) {
        finish();
        return false;
      }
      socket.setTimeout(server.keepAliveTimeout);
      return true;
    };

    /** Answers every complete request already received, in order. */
    const serveReceived = (): void => {
      while (mine && !waiting && pending.length > 0) {
        const end = pending.indexOf(HEAD_END);
        if (end === -1 || end > maxHeaderSize) return handOver();
        const request = readPlainRequest(pending.toString("latin1", 0, end));
        const response = request ? answerSafely(request) : null;
        if (!request || !response) return handOver();
        if (response instanceof Promise)
          return awaitRender(request, end + HEAD_END.length, response);
        if (!send(request, end + HEAD_END.length, response)) return;
        if (socket.writableNeedDrain) return pauseUntilDrained();
      }
    };

    const answerSafely = (request: PlainRequest) => {
      try {
        return answer(request, socket);
      } catch (error) {
        console.error(`Voie rapide : ${request.url} confiée à Node après une erreur`, error);
        return null;
      }
    };

    const awaitRender = (
      request: PlainRequest,
      headLength: number,
      rendering: Promise<LaneResponse | null>,
    ) => {
      waiting = true;
      socket.pause();
      const resume = (response: LaneResponse | null) => {
        waiting = false;
        if (!mine || socket.destroyed) return;
        if (!response) return handOver();
        if (!send(request, headLength, response)) return;
        socket.resume();
        serveReceived();
      };
      rendering.then(resume, () => resume(null));
    };

    // A client that does not read its answers stops being read (as Node does).
    const pauseUntilDrained = () => {
      socket.pause();
      socket.once("drain", () => {
        if (!mine) return;
        socket.resume();
        serveReceived();
      });
    };

    function onData(chunk: Buffer) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      serveReceived();
    }
    // The client will send nothing more: close once the answer in progress, if any, is sent.
    function onEnd() {
      ended = true;
      if (!waiting) finish();
    }
    function onTimeout() {
      if (!waiting) socket.destroy();
    }
    function onError() {
      socket.destroy();
    }
    function closeIfIdle() {
      if (waiting) closing = true;
      else finish();
    }

    closers.add(closeIfIdle);
    socket.on("data", onData);
    socket.on("end", onEnd);
    socket.on("timeout", onTimeout);
    socket.on("error", onError);
    socket.on("close", leaveLane);
    // Until its first request, a connection gets the time Node gives a request's head.
    socket.setTimeout(server.headersTimeout);
  });

  return {
    closeIdleConnections() {
      for (const close of closers) close();
    },
  };
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
