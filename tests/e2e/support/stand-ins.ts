import http from "node:http";
import { SMTPServer } from "smtp-server";

/** What the stand-ins received, newest last, readable by the tests. */
export interface Records {
  mails: { to: string[]; raw: string }[];
  requests: { path: string; method: string; headers: http.IncomingHttpHeaders; body: string }[];
}

/**
 * A real SMTP server and an HTTP server that plays the booking calendar
 * (/calendar), the lead webhook (/webhook) and IndexNow (/indexnow), and
 * exposes what it received at GET /records (JSON) and DELETE /records.
 */
export async function startStandIns(ports: { standIns: number; smtp: number }) {
  const records: Records = { mails: [], requests: [] };
  const refusedOnce = new Set<string>();

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        records.mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(ports.smtp, "127.0.0.1", resolve));

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      if (url.pathname === "/records") {
        if (req.method === "DELETE") {
          records.mails.length = 0;
          records.requests.length = 0;
        }
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(records));
        return;
      }
      records.requests.push({
        path: req.url ?? "/",
        method: req.method ?? "GET",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      if (url.pathname.startsWith("/calendar")) {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end(
          "<!doctype html><html lang=fr><title>Agenda de démonstration</title><h1>Agenda en ligne</h1>",
        );
        return;
      }
      // A lead whose address starts with "refus-webhook" is refused once, then accepted:
      // the admin's 'Échec' state and its 'Renvoyer' action can be seen.
      const body = Buffer.concat(chunks).toString("utf8");
      if (url.pathname === "/webhook" && body.includes('"email":"refus-webhook')) {
        const email = /"email":"([^"]+)"/.exec(body)?.[1] ?? "";
        if (!refusedOnce.has(email)) {
          refusedOnce.add(email);
          res.writeHead(503, { "Content-Type": "text/plain" });
          res.end("indisponible");
          return;
        }
      }
      res.writeHead(url.pathname === "/indexnow" ? 202 : 200, { "Content-Type": "text/plain" });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(ports.standIns, "127.0.0.1", resolve));

  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
