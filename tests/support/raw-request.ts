import http from "node:http";
import net from "node:net";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request as any HTTP client may send it: fetch and browsers refuse TRACE and a forged Host. */
export function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * Writes each chunk on one new connection (a short pause between them), then
 * returns the status of every response read until the server closes the
 * connection or stays quiet: what a client that sends bytes by hand gets.
 */
export function rawExchange(
  origin: string,
  chunks: string[],
  { quietMs = 700 } = {},
): Promise<{ statuses: number[]; closed: boolean }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let text = "";
    let closed = false;
    let quiet = setTimeout(() => socket.destroy(), quietMs);
    const wait = () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => socket.destroy(), quietMs);
    };
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      wait();
    });
    socket.on("end", () => (closed = true));
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(quiet);
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      resolve({ statuses, closed });
    });
    socket.on("connect", async () => {
      for (const chunk of chunks) {
        socket.write(chunk, "latin1");
        wait();
        await new Promise((pause) => setTimeout(pause, 50));
      }
    });
  });
}
