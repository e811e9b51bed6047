/**
 * The dashboard's calls to its JSON endpoints (browser side). Every answer
 * is parsed; a network failure or an unreadable answer becomes a French
 * message, never an exception.
 */
import { z } from "zod";

export type CallOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

const adminApiMessages = {
  /** When the server's answer cannot be read (network down, server error page). */
  unreadableAnswer: (status: number) => `réponse inattendue du serveur (HTTP ${status}).`,
  networkFailure: "le serveur ne répond pas. Vérifiez votre connexion.",
} as const;

const ErrorSchema = z.object({ error: z.string() });

/** Calls an admin endpoint; `read` turns a 2xx answer into a value, or null when unreadable. */
export async function callAdminApi<T>(
  input: string,
  init: RequestInit,
  read: (response: Response) => Promise<T | null>,
): Promise<CallOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(input, { credentials: "same-origin", ...init });
  } catch {
    return { ok: false, message: adminApiMessages.networkFailure };
  }
  if (!response.ok) {
    const body = ErrorSchema.safeParse(await response.json().catch(() => null));
    return {
      ok: false,
      message: body.success ? body.data.error : adminApiMessages.unreadableAnswer(response.status),
    };
  }
  const value = await read(response).catch(() => null);
  return value === null
    ? { ok: false, message: adminApiMessages.unreadableAnswer(response.status) }
    : { ok: true, value };
}
