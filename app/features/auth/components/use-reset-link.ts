/**
 * The reset link's fragment (#access_token=…&type=recovery, or the error a
 * link gave), read once on arrival and cleared from the address; the link
 * is checked with the server at once, so an expired or used one is said
 * before a new password is typed.
 */
import { useEffect, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { authMessages } from "../messages";
import type { AuthActionData } from "../schemas";

export function useResetLink(
  resetResult: Extract<AuthActionData, { intent: "reset" }> | undefined,
  forgotHref: string,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const [recoveryToken, setRecoveryToken] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const linkCheck = useFetcher<AuthActionData>();
  const [hydrated, setHydrated] = useState(false);

  const showLinkProblem = (message: string, toForgot: boolean) => {
    setRecoveryToken(null);
    setLinkProblem(message);
    if (toForgot) navigate(forgotHref, { replace: true, preventScrollReset: true });
  };

  useEffect(() => {
    setHydrated(true);
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    if (window.location.hash === "") return;
    const clearFragment = () =>
      navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, preventScrollReset: true },
      );
    const errorCode = fragment.get("error_code");
    if (fragment.get("error") || errorCode) {
      if (errorCode === "otp_expired") {
        showLinkProblem(authMessages.resetLinkExpired, true);
      } else {
        setLinkProblem(fragment.get("error_description") ?? authMessages.authErrorGeneric);
        clearFragment();
      }
      return;
    }
    const token = fragment.get("access_token");
    if (token && fragment.get("type") === "recovery") {
      setRecoveryToken(token);
      clearFragment();
      void linkCheck.submit({ intent: "check-reset-link", token }, { method: "post" });
    }
    // Runs once, on arrival.
  }, []);

  // An expired or already used link: say so and offer a new one.
  const checkResult = linkCheck.data;
  useEffect(() => {
    if (checkResult?.intent === "check-reset-link" && !checkResult.valid) {
      showLinkProblem(authMessages.resetLinkExpired, true);
    }
  }, [checkResult]);
  useEffect(() => {
    if (resetResult?.linkInvalid) showLinkProblem(authMessages.resetLinkExpired, true);
  }, [resetResult]);

  return { recoveryToken, linkProblem, hydrated };
}
