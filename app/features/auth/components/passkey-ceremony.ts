/**
 * A passkey ceremony from the browser: ask the route's action for options,
 * hand them to the authenticator (SimpleWebAuthn's browser helpers, loaded
 * only when used), then post its answer back as JSON in a form field. The
 * action's answer (a redirect, or an error) ends it.
 */
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

interface CeremonyData {
  intent: string;
  options?: Record<string, unknown>;
  error?: string;
}

export function usePasskeyCeremony({
  kind,
  optionsIntent,
  answerIntent,
  cancelledMessage,
}: {
  kind: "register" | "sign-in";
  optionsIntent: string;
  answerIntent: string;
  /** Shown when the browser or the person stops the ceremony. */
  cancelledMessage: string;
}) {
  const options = useFetcher<CeremonyData>();
  const answer = useFetcher<CeremonyData>();
  const fields = useRef<Record<string, string>>({});
  // Null until the browser is asked (the server cannot tell).
  const [supported, setSupported] = useState<boolean | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);

  useEffect(() => {
    const data = options.data;
    if (!data || data.intent !== optionsIntent) return;
    if (!data.options) {
      setProblem(data.error ?? cancelledMessage);
      return;
    }
    let stopped = false;
    setWaiting(true);
    void (async () => {
      try {
        const webauthn = await import("@simplewebauthn/browser");
        const response =
          kind === "register"
            ? await webauthn.startRegistration({ optionsJSON: data.options as never })
            : await webauthn.startAuthentication({ optionsJSON: data.options as never });
        if (stopped) return;
        await answer.submit(
          { ...fields.current, intent: answerIntent, response: JSON.stringify(response) },
          { method: "post" },
        );
      } catch {
        if (!stopped) setProblem(cancelledMessage);
      } finally {
        if (!stopped) setWaiting(false);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [options.data]);

  useEffect(() => {
    if (answer.data?.error) setProblem(answer.data.error);
  }, [answer.data]);

  return {
    supported,
    busy: waiting || options.state !== "idle" || answer.state !== "idle",
    problem,
    /** Starts the ceremony; `extra` fields go with the answer (a passkey's name). */
    start(extra: Record<string, string> = {}) {
      fields.current = extra;
      setProblem(null);
      void options.submit({ intent: optionsIntent }, { method: "post" });
    },
  };
}
