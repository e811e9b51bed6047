/**
 * The forms of the sign-in page: each is checked with its schema in the
 * browser before it is sent (the server checks again) and works as a plain
 * HTML form without scripts.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { KeyRound } from "lucide-react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { authMessages } from "../messages";
import {
  CodeSchema,
  fieldErrorsOf,
  ForgotPasswordSchema,
  LoginSchema,
  NewPasswordSchema,
  type AuthActionData,
  type FieldErrors,
} from "../schemas";
import { Notice } from "./notice";
import { usePasskeyCeremony } from "./passkey-ceremony";
import { PasswordInput } from "./password-input";

const SIGN_IN_CODE_MINUTES = 10;

/** Delay before going to /admin after a password update. */
const REDIRECT_AFTER_UPDATE_MS = 2000;

/**
 * One form of the page: checked with its schema before it is sent (the
 * server checks again); the errors shown are the browser's, else the
 * server's; its button says `busyLabel` while this form's request is under
 * way. `children` draws the fields from the current errors.
 */
function AuthForm({
  schema,
  intent,
  hidden = {},
  fieldErrors,
  error,
  errorTitle,
  notice,
  submitLabel,
  busyLabel,
  footer,
  children,
}: {
  schema: z.ZodType;
  intent: AuthActionData["intent"];
  /** Other hidden fields, by name. */
  hidden?: Record<string, string>;
  fieldErrors?: FieldErrors;
  /** The server's reason, shown above the fields unless the browser found errors. */
  error?: string;
  errorTitle?: string;
  /** A confirmation shown above the fields on the same terms. */
  notice?: string;
  submitLabel: string;
  busyLabel: string;
  footer?: ReactNode;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = fieldErrorsOf(parsed.error);
    setClientErrors(found);
    const first = Object.keys(found)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
      {notice && !clientErrors ? <Notice tone="success">{notice}</Notice> : null}
      {error && !clientErrors ? (
        <Notice tone="error" title={errorTitle}>
          {error}
        </Notice>
      ) : null}
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(clientErrors ?? fieldErrors ?? {})}
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? busyLabel : submitLabel}
      </Button>
      {footer}
    </Form>
  );
}

function fieldProps(name: string, errors: FieldErrors) {
  const message = errors[name];
  return {
    name,
    id: `auth-${name}`,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": message ? `auth-${name}-error` : undefined,
  };
}

/** The way to another form of the page, under the current one. */
export function FormLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-center">
      <Link to={to} className="text-sage-700 underline underline-offset-4 hover:text-sage-900">
        {children}
      </Link>
    </p>
  );
}

/** The address field of the sign-in and forgotten-password forms. */
function EmailField({ errors, defaultValue }: { errors: FieldErrors; defaultValue?: string }) {
  return (
    <div>
      <Label htmlFor="auth-email">Adresse email</Label>
      <Input
        {...fieldProps("email", errors)}
        type="email"
        autoComplete="username"
        inputMode="email"
        defaultValue={defaultValue}
      />
      <FieldError id="auth-email-error">{errors.email}</FieldError>
    </div>
  );
}

function PasswordField({
  name,
  label,
  autoComplete,
  errors,
}: {
  name: "password" | "confirmPassword";
  label: string;
  autoComplete: "current-password" | "new-password";
  errors: FieldErrors;
}) {
  return (
    <div>
      <Label htmlFor={`auth-${name}`}>{label}</Label>
      <PasswordInput {...fieldProps(name, errors)} autoComplete={autoComplete} />
      <FieldError id={`auth-${name}-error`}>{errors[name]}</FieldError>
    </div>
  );
}

export function LoginForm({
  redirectTo,
  result,
  restartReason,
  forgotHref,
}: {
  redirectTo: string;
  result?: Extract<AuthActionData, { intent: "login" }>;
  /** Why the sign-in starts again (a code step that expired). */
  restartReason?: string;
  forgotHref: string;
}) {
  return (
    <AuthForm
      schema={LoginSchema}
      intent="login"
      hidden={{ redirectTo }}
      fieldErrors={result?.fieldErrors}
      error={result?.error ?? restartReason}
      errorTitle={authMessages.signInFailureTitle}
      submitLabel="Se connecter"
      busyLabel="Connexion…"
      footer={<FormLink to={forgotHref}>J'ai oublié mon mot de passe</FormLink>}
    >
      {(errors) => (
        <>
          <EmailField errors={errors} defaultValue={result?.email} />
          <PasswordField
            name="password"
            label="Mot de passe"
            autoComplete="current-password"
            errors={errors}
          />
        </>
      )}
    </AuthForm>
  );
}

/** The other way in: a passkey, which stands for both the password and the code. */
export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const ceremony = usePasskeyCeremony({
    kind: "sign-in",
    optionsIntent: "passkey-options",
    answerIntent: "passkey",
    cancelledMessage: authMessages.passkeyCancelled,
  });
  // Without WebAuthn (or before scripts run) the password form is the only way.
  if (!ceremony.supported) return null;
  return (
    <div className="mt-5 grid gap-4 border-t border-sand-200 pt-5">
      {ceremony.problem ? (
        <Notice tone="error" title={authMessages.signInFailureTitle}>
          {ceremony.problem}
        </Notice>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        disabled={ceremony.busy}
        onClick={() => ceremony.start({ redirectTo })}
      >
        <KeyRound className="size-4" aria-hidden />
        {ceremony.busy ? "Connexion…" : "Connexion avec une clé d'accès"}
      </Button>
    </div>
  );
}

export const codeIntro = {
  totp: "Saisissez le code à 6 chiffres affiché par votre application d'authentification, ou l'un de vos codes de secours.",
  email: `Ce navigateur n'est pas encore connu : un code à 6 chiffres vient d'être envoyé à votre adresse email (valable ${SIGN_IN_CODE_MINUTES} minutes).`,
} as const;

/** The second step: the code from the app, a recovery code, or the e-mailed code. */
export function CodeForm({
  method,
  redirectTo,
  result,
  loginHref,
}: {
  method: "totp" | "email";
  redirectTo: string;
  result?: Extract<AuthActionData, { intent: "code" }>;
  loginHref: string;
}) {
  return (
    <AuthForm
      schema={CodeSchema}
      intent="code"
      hidden={{ method, redirectTo }}
      fieldErrors={result?.fieldErrors}
      error={result?.error}
      errorTitle={authMessages.signInFailureTitle}
      submitLabel="Valider"
      busyLabel="Vérification…"
      footer={<FormLink to={loginHref}>Retour à la connexion</FormLink>}
    >
      {(errors) => (
        <div>
          <Label htmlFor="auth-code">Code</Label>
          <Input
            {...fieldProps("code", errors)}
            // A new element per answer: the field is emptied after a wrong code.
            key={result?.error ?? "code"}
            autoComplete="one-time-code"
            inputMode={method === "email" ? "numeric" : "text"}
            autoFocus
            spellCheck={false}
            autoCapitalize="off"
          />
          <FieldError id="auth-code-error">{errors.code}</FieldError>
        </div>
      )}
    </AuthForm>
  );
}

export function ForgotPasswordForm({
  result,
  loginHref,
}: {
  result?: Extract<AuthActionData, { intent: "forgot" }>;
  loginHref: string;
}) {
  return (
    <AuthForm
      schema={ForgotPasswordSchema}
      intent="forgot"
      fieldErrors={result?.fieldErrors}
      error={result?.error}
      notice={result?.sent ? authMessages.resetRequestSent : undefined}
      submitLabel="Envoyer le lien de réinitialisation"
      busyLabel="Envoi…"
      footer={<FormLink to={loginHref}>Retour à la connexion</FormLink>}
    >
      {(errors) => <EmailField errors={errors} defaultValue={result?.email} />}
    </AuthForm>
  );
}

export function NewPasswordForm({
  token,
  result,
}: {
  token: string;
  result?: Extract<AuthActionData, { intent: "reset" }>;
}) {
  const navigate = useNavigate();
  const updated = result?.updated === true;

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => navigate("/admin"), REDIRECT_AFTER_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [updated, navigate]);

  if (updated) {
    return (
      <div className="mt-6 grid gap-4">
        <Notice tone="success">{authMessages.passwordUpdated}</Notice>
        <FormLink to="/admin">Aller au tableau de bord</FormLink>
      </div>
    );
  }
  return (
    <AuthForm
      schema={NewPasswordSchema}
      intent="reset"
      hidden={{ token }}
      fieldErrors={result?.fieldErrors}
      error={result?.error}
      submitLabel="Mettre à jour le mot de passe"
      busyLabel="Mise à jour…"
    >
      {(errors) => (
        <>
          <PasswordField
            name="password"
            label="Nouveau mot de passe"
            autoComplete="new-password"
            errors={errors}
          />
          <PasswordField
            name="confirmPassword"
            label="Confirmer le mot de passe"
            autoComplete="new-password"
            errors={errors}
          />
        </>
      )}
    </AuthForm>
  );
}
