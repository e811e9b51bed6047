/**
 * How `npm run backup` reaches a running server on the embedded database,
 * whose data folder only that server may open: a Unix socket inside the data
 * folder, readable and writable by the server's user only. Whoever can reach
 * it can already read the database's files, so the socket asks for nothing
 * more; it is never on the network.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { BackupError, backupMessages } from "./messages";
import { backupNow } from "./backup-runs.server";
import { describeBackupRun } from "./take-backup.server";

export const BACKUP_SOCKET = "sauvegarde.sock";

const AnswerSchema = z.union([
  z.object({ lines: z.array(z.string()) }),
  z.object({ error: z.string() }),
]);
type Answer = z.infer<typeof AnswerSchema>;

/**
 * Listens on DATA_DIR/sauvegarde.sock (the caller holds the data folder's
 * lock, so a socket file found there is a crashed server's). Resolves to what
 * closes it, or to null with a warning when the socket cannot be made (a path
 * longer than Unix sockets allow, say): the server runs on without it.
 */
export async function listenForBackupRequests(
  services: AppServices,
  dataDir: string,
): Promise<(() => Promise<void>) | null> {
  const socket = path.join(dataDir, BACKUP_SOCKET);
  fs.rmSync(socket, { force: true });
  const server = http.createServer((request, response) => {
    const reply = (status: number, answer: Answer) =>
      response
        .writeHead(status, { "Content-Type": "application/json; charset=utf-8" })
        .end(JSON.stringify(answer));
    request.resume();
    if (request.method !== "POST" || request.url !== "/sauvegarde") {
      reply(404, { error: "Seule la demande POST /sauvegarde est comprise ici." });
      return;
    }
    backupNow(services, "command").then(
      (outcome) => {
        if (!outcome.ran) reply(409, { error: backupMessages.backupBusy });
        else {
          const lines = describeBackupRun(outcome.result);
          console.log(lines.join("\n"));
          reply(200, { lines });
        }
      },
      (error: unknown) => {
        if (error instanceof BackupError) {
          console.error(`Sauvegarde demandée par npm run backup en échec : ${error.message}`);
          reply(500, { error: error.message });
        } else {
          console.error("Sauvegarde demandée par npm run backup en échec :", error);
          reply(500, { error: "La sauvegarde a échoué : voyez le journal du serveur." });
        }
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socket, resolve);
    });
    fs.chmodSync(socket, 0o600);
  } catch (error) {
    server.close();
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`npm run backup ne pourra pas joindre ce serveur (${socket} : ${reason}).`);
    return null;
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/**
 * Asks the server running on `dataDir` for a backup now: resolves to what it
 * reports, or to null when no server answers there. A refused or failed
 * backup rejects with the server's French message.
 */
export async function requestBackupFromServer(dataDir: string): Promise<string[] | null> {
  const socket = path.join(dataDir, BACKUP_SOCKET);
  let answer: { status: number; body: string };
  try {
    answer = await new Promise((resolve, reject) => {
      const request = http.request(
        { socketPath: socket, method: "POST", path: "/sauvegarde" },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end();
    });
  } catch (error) {
    const code = error instanceof Error && "code" in error ? error.code : null;
    if (code === "ENOENT" || code === "ECONNREFUSED") return null;
    throw error;
  }
  let parsed: Answer;
  try {
    parsed = AnswerSchema.parse(JSON.parse(answer.body));
  } catch {
    throw new BackupError(`Réponse incompréhensible du serveur (statut ${answer.status}).`);
  }
  if ("error" in parsed) throw new BackupError(parsed.error);
  return parsed.lines;
}
