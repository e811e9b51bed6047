/**
 * Closing the HTTP server at shutdown. Node's `server.close()` waits for
 * every connection to end, and `closeIdleConnections()` spares a connection
 * holding part of a request, so one client holding half a request head kept
 * the process alive until its forced exit. Here every connection with no
 * complete request being answered (idle, or holding an unfinished head or
 * body) closes at once, the fast lane's included; one being answered
 * closes as soon as its answer has gone out.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import type { FastLane } from "~/server/page-cache/fast-lane.server";

export interface ServerShutdown {
  /** Stops accepting connections and resolves once the last one has closed. */
  close(): Promise<void>;
}

/** Follows the server's connections from now on: call it after `serveFastLaneFirst`. */
export function followConnections(server: Server, lane: FastLane | null): ServerShutdown {
  const sockets = new Set<Socket>();
  /** The requests of each connection whose response is not finished. */
  const inProgress = new Map<Socket, Set<IncomingMessage>>();
  let closing = false;

  /** Closes a connection Node holds unless it is answering a complete request. */
  const closeUnlessAnswering = (socket: Socket) => {
    if (lane?.holds(socket)) return;
    const requests = inProgress.get(socket);
    if (!requests) return socket.destroySoon();
    if ([...requests].some((request) => !request.complete)) socket.destroy();
  };

  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => {
      sockets.delete(socket);
      inProgress.delete(socket);
    });
  });
  server.on("request", (request: IncomingMessage, response) => {
    const { socket } = request;
    let requests = inProgress.get(socket);
    if (!requests) inProgress.set(socket, (requests = new Set()));
    requests.add(request);
    response.once("close", () => {
      requests.delete(request);
      if (requests.size === 0) inProgress.delete(socket);
      if (closing) closeUnlessAnswering(socket);
    });
  });

  return {
    close() {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      lane?.closeIdleConnections();
      for (const socket of sockets) closeUnlessAnswering(socket);
      return closed;
    },
  };
}
