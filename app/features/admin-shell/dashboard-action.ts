/**
 * How a dashboard card acts in place: it posts an intent to the dashboard
 * route's action (app/routes/admin/dashboard.tsx) through a fetcher, as
 * every admin screen posts to its route's action, and reads the answer.
 * Signed out, the guard's redirect takes the practitioner to the sign-in
 * page, as on every admin screen.
 */
import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";

export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** The dashboard's address as an index route's action. */
const DASHBOARD_ACTION = "/admin?index";

/** When the answer is neither the expected value nor a French error (a server error page). */
const unreadableAnswer = "réponse inattendue du serveur.";

const ErrorSchema = z.object({ error: z.string() });

/**
 * Posts `intent` and resolves with the action's answer once the fetcher is
 * idle again, so a card can run steps one after another (the sitemap
 * update) and show each one's progress.
 */
export function useDashboardAction(): (intent: string) => Promise<unknown> {
  const fetcher = useFetcher();
  const waiting = useRef<{ resolve: (answer: unknown) => void; started: boolean } | null>(null);
  useEffect(() => {
    const call = waiting.current;
    if (!call) return;
    if (fetcher.state !== "idle") call.started = true;
    else if (call.started) {
      waiting.current = null;
      call.resolve(fetcher.data);
    }
  }, [fetcher.state, fetcher.data]);
  const { submit } = fetcher;
  return useCallback(
    (intent: string) =>
      new Promise<unknown>((resolve) => {
        waiting.current = { resolve, started: false };
        void submit({ intent }, { method: "post", action: DASHBOARD_ACTION });
      }),
    [submit],
  );
}

/** An action's answer, parsed: the value `schema` reads, or the French error it holds. */
export function readAnswer<T>(answer: unknown, schema: z.ZodType<T>): ActionOutcome<T> {
  const value = schema.safeParse(answer);
  if (value.success) return { ok: true, value: value.data };
  const error = ErrorSchema.safeParse(answer);
  return { ok: false, message: error.success ? error.data.error : unreadableAnswer };
}
