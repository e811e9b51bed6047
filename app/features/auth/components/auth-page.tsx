/**
 * The sign-in page's modes: login, the code of the second step, forgot
 * password (?mode=forgot, so the link works without scripts) and set new
 * password (entered from a reset link: #access_token=…&type=recovery).
 */
import type { ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { usePractice } from "~/features/practice/practice-view";
import { authMessages, PASSWORD_MIN_LENGTH } from "../messages";
import type { AuthActionData } from "../schemas";
import {
  codeIntro,
  CodeForm,
  ForgotPasswordForm,
  LoginForm,
  NewPasswordForm,
  PasskeySignIn,
} from "./auth-forms";
import { Notice } from "./notice";
import { useResetLink } from "./use-reset-link";

type Mode = "login" | "forgot" | "reset" | "code";
type CodeMethod = keyof typeof codeIntro;

const headings: Record<Mode, { title: string; intro: string }> = {
  login: { title: "Connexion à l'administration", intro: "Espace réservé au praticien." },
  forgot: {
    title: "Mot de passe oublié",
    intro:
      "Indiquez votre adresse email : vous recevrez un lien pour choisir un nouveau mot de passe.",
  },
  code: { title: "Vérification de la connexion", intro: "" },
  reset: {
    title: "Choisir un nouveau mot de passe",
    intro: `Saisissez votre nouveau mot de passe deux fois (${PASSWORD_MIN_LENGTH} caractères au moins).`,
  },
};

/** The code the sign-in waits for, after a right password or a wrong code. */
function codeMethodOf(actionData?: AuthActionData): CodeMethod | undefined {
  if (actionData?.intent === "login") return actionData.codeStep;
  if (actionData?.intent === "code") return actionData.method ?? undefined;
  return undefined;
}

/** The page's addresses of its login and forgotten-password modes, other parameters kept. */
function useModeHrefs() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const hrefFor = (target: "login" | "forgot") => {
    const params = new URLSearchParams(searchParams);
    if (target === "forgot") params.set("mode", "forgot");
    else params.delete("mode");
    const search = params.toString();
    return search ? `?${search}` : location.pathname;
  };
  const urlMode: Mode = searchParams.get("mode") === "forgot" ? "forgot" : "login";
  return { urlMode, loginHref: hrefFor("login"), forgotHref: hrefFor("forgot") };
}

export function AuthPage({
  redirectTo,
  actionData,
}: {
  redirectTo: string;
  actionData?: AuthActionData;
}) {
  const { urlMode, loginHref, forgotHref } = useModeHrefs();
  const resetResult = actionData?.intent === "reset" ? actionData : undefined;
  const { recoveryToken, linkProblem, hydrated } = useResetLink(resetResult, forgotHref);
  const codeMethod = codeMethodOf(actionData);
  const mode: Mode = recoveryToken ? "reset" : codeMethod ? "code" : urlMode;
  const { title, intro } =
    mode === "code" && codeMethod
      ? { ...headings.code, intro: codeIntro[codeMethod] }
      : headings[mode];

  return (
    <AuthShell hydrated={hydrated} title={title} intro={intro}>
      {linkProblem && mode !== "reset" ? (
        <Notice tone="error" title={authMessages.resetProblemTitle} className="mt-6">
          {linkProblem}
          {mode === "forgot" ? ` ${authMessages.resetLinkExpiredHint}` : null}
        </Notice>
      ) : null}
      {mode === "login" ? (
        <>
          <LoginForm
            redirectTo={redirectTo}
            result={actionData?.intent === "login" ? actionData : undefined}
            restartReason={actionData?.intent === "code" ? actionData.error : undefined}
            forgotHref={forgotHref}
          />
          <PasskeySignIn redirectTo={redirectTo} />
        </>
      ) : null}
      {mode === "code" && codeMethod ? (
        <CodeForm
          method={codeMethod}
          redirectTo={redirectTo}
          result={actionData?.intent === "code" ? actionData : undefined}
          loginHref={loginHref}
        />
      ) : null}
      {mode === "forgot" ? (
        <ForgotPasswordForm
          result={actionData?.intent === "forgot" ? actionData : undefined}
          loginHref={loginHref}
        />
      ) : null}
      {mode === "reset" && recoveryToken ? (
        <NewPasswordForm token={recoveryToken} result={resetResult} />
      ) : null}
    </AuthShell>
  );
}

/** The page around the forms: the practice's name and one card. */
function AuthShell({
  hydrated,
  title,
  intro,
  children,
}: {
  hydrated: boolean;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { identity } = usePractice();
  return (
    <main
      id="contenu"
      data-hydrated={hydrated ? "true" : undefined}
      className="flex min-h-screen items-start justify-center bg-sand-50 px-4 py-12 sm:items-center"
    >
      <div className="w-full max-w-md">
        <p className="text-center">
          <Link
            to="/"
            className="font-serif text-xl text-sage-900 underline-offset-4 hover:underline"
          >
            {identity.practiceName}
          </Link>
        </p>
        <section
          className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
          aria-labelledby="auth-title"
        >
          <h1 id="auth-title" className="text-2xl">
            {title}
          </h1>
          <p className="mt-2 text-muted">{intro}</p>
          {children}
        </section>
      </div>
    </main>
  );
}
