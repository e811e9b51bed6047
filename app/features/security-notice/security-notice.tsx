import { ShieldCheck, X } from "~/components/icons";
import { useEffect, useState } from "react";
import { browserStore } from "~/lib/browser-storage";
import { randomHex } from "~/lib/random-hex";
import { purgeExpiredBlocks, SECURITY_EVENT } from "./rate-limit-storage";

/** The notice's texts, its check period and its token. */
const securityTexts = {
  initialised: "Session sécurisée initialisée",
  rateLimited: "Protection rate-limit active",
  suspicious: (time: string) => `Activité suspecte détectée à ${time}`,
} as const;
const SECURITY_CHECK_INTERVAL_MS = 60_000;
const SECURITY_TOKEN_KEY = "security_token";
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

interface NoticeState {
  rateLimited: boolean;
  suspiciousAt: number | null;
}

/**
 * Makes sure this tab holds an anti-forgery token (32 random bytes in hex in
 * session storage). A value that is there but malformed was not written by
 * us: that counts as suspicious activity.
 */
function checkToken(): boolean {
  const session = browserStore("session");
  const token = session.getItem(SECURITY_TOKEN_KEY);
  if (token && TOKEN_PATTERN.test(token)) return true;
  session.setItem(SECURITY_TOKEN_KEY, randomHex(32));
  return token === null;
}

/**
 * The bottom-right box shown only when a rate-limit block or suspicious
 * activity is detected. It looks at the local rate_limit_
 * entries every 60 s, when a request of this page gets a 429, and when
 * another tab writes one.
 */
export function SecurityNotice() {
  const [state, setState] = useState<NoticeState>({ rateLimited: false, suspiciousAt: null });
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let current: NoticeState = {
      rateLimited: false,
      suspiciousAt: checkToken() ? null : Date.now(),
    };
    const check = () => {
      const active = purgeExpiredBlocks(browserStore("local"), Date.now());
      const detectedAt =
        active.length > 0 ? Math.max(...active.map((entry) => entry.detectedAt)) : null;
      const next = {
        rateLimited: active.length > 0,
        suspiciousAt: detectedAt ?? current.suspiciousAt,
      };
      // Something new was detected: show the notice again even if it was dismissed.
      if (
        next.suspiciousAt !== current.suspiciousAt ||
        (next.rateLimited && !current.rateLimited)
      ) {
        setDismissed(false);
      }
      current = next;
      setState(next);
    };
    check();
    const timer = window.setInterval(check, SECURITY_CHECK_INTERVAL_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith("rate_limit_")) check();
    };
    window.addEventListener(SECURITY_EVENT, check);
    window.addEventListener("storage", onStorage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(SECURITY_EVENT, check);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const visible = (state.rateLimited || state.suspiciousAt !== null) && !dismissed;
  if (!visible) return null;
  return (
    <aside
      aria-label="Avis de sécurité"
      aria-live="polite"
      className="fixed right-4 bottom-24 z-50 w-[min(22rem,calc(100vw-2rem))] rounded-2xl bg-white p-4 pr-11 text-sm shadow-lg ring-1 ring-sand-300 lg:bottom-24"
    >
      <p className="flex items-center gap-2 font-semibold text-sage-900">
        <ShieldCheck className="size-4 shrink-0 text-sage-700" aria-hidden />
        {securityTexts.initialised}
      </p>
      {state.rateLimited ? <p className="mt-2 text-ink">{securityTexts.rateLimited}</p> : null}
      {state.suspiciousAt !== null ? (
        <p className="mt-1 text-ink">
          {securityTexts.suspicious(new Date(state.suspiciousAt).toLocaleTimeString("fr-FR"))}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label="Masquer l'avis de sécurité"
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-sand-100 hover:text-ink"
      >
        <X className="size-4" aria-hidden />
      </button>
    </aside>
  );
}
