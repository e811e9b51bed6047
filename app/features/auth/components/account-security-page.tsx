/**
 * 'Sécurité du compte': the authenticator app (turned on with a QR code or
 * its key, confirmed by a first code, with 10 recovery codes), the passkeys
 * (added with a name, each deletable), and the browsers known to the
 * account, each of which can be forgotten.
 */
import { Fingerprint, KeyRound, MonitorSmartphone, ShieldCheck } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import type { AccountActionData } from "../account-schemas";
import { accountMessages } from "../messages";
import { Notice } from "./notice";
import { usePasskeyCeremony } from "./passkey-ceremony";

type TotpSetupView = NonNullable<AccountActionData["setup"]>;

interface Props {
  email: string;
  totpEnabled: boolean;
  /** Held for this browser by the confirmation that turned the second factor on: shown once. */
  recoveryCodes: string[] | null;
  passkeys: OwnerPasskeyView[];
  devices: { id: string; label: string; current: boolean; firstSeen: string; lastSeen: string }[];
  actionData?: AccountActionData;
}

interface OwnerPasskeyView {
  id: string;
  name: string;
  added: string | null;
}

export function AccountSecurityPage({
  email,
  totpEnabled,
  passkeys,
  devices,
  actionData,
  ...held
}: Props) {
  const setup = actionData?.setup;
  const recoveryCodes = actionData?.recoveryCodes ?? held.recoveryCodes;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl">Sécurité du compte</h1>
      <p className="mt-2 text-muted">
        Compte {email}. Un mot de passe volé ne doit suffire à rien : activez une double
        authentification, et gardez un œil sur les appareils connus.
      </p>

      <Card
        id="double-authentification"
        icon={<ShieldCheck className="size-5" aria-hidden />}
        title="Double authentification"
      >
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} renewed={actionData?.intent === "recovery-renew"} />
        ) : setup ? (
          <TotpConfirm setup={setup} error={actionData?.error} />
        ) : totpEnabled ? (
          <TotpOn actionData={actionData} />
        ) : (
          <TotpOff actionData={actionData} />
        )}
      </Card>

      <Card
        id="cles-d-acces"
        icon={<Fingerprint className="size-5" aria-hidden />}
        title="Clés d'accès"
      >
        <Passkeys
          passkeys={passkeys}
          error={actionData?.intent === "passkey-delete" ? actionData.error : undefined}
        />
      </Card>

      <Card
        id="appareils"
        icon={<MonitorSmartphone className="size-5" aria-hidden />}
        title="Appareils connus"
      >
        <p className="text-muted">
          {totpEnabled
            ? "Les navigateurs depuis lesquels vous vous êtes connecté."
            : "Depuis un navigateur qui n'est pas dans cette liste, la connexion demande un code envoyé par email."}
        </p>
        {actionData?.intent === "device-forget" && actionData.error ? (
          <Notice tone="error" className="mt-4">
            {actionData.error}
          </Notice>
        ) : null}
        {devices.length === 0 ? (
          <p className="mt-4">Aucun appareil connu.</p>
        ) : (
          <RemovableList>
            {devices.map((device) => (
              <RemovableItem
                key={device.id}
                intent="device-forget"
                id={device.id}
                action="Oublier"
                actionLabel={`Oublier ${device.label}${device.current ? " (cet appareil)" : ""}, vu le ${device.lastSeen}`}
                title={
                  <>
                    {device.label}
                    {device.current ? (
                      <span className="ml-2 rounded-full bg-sage-100 px-2 py-0.5 text-xs text-sage-900">
                        cet appareil
                      </span>
                    ) : null}
                  </>
                }
                detail={`Première connexion le ${device.firstSeen}, dernière le ${device.lastSeen}`}
              />
            ))}
          </RemovableList>
        )}
      </Card>
    </div>
  );
}

function Card({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl">
        {icon}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function RemovableList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      className="mt-4 divide-y divide-sand-200 rounded-xl ring-1 ring-sand-200"
    >
      {children}
    </ul>
  );
}

/** A row of a list with one button that removes it (posts `intent` and `id`). */
function RemovableItem({
  intent,
  id,
  title,
  detail,
  action,
  actionLabel,
}: {
  intent: string;
  id: string;
  title: ReactNode;
  detail: string | null;
  action: string;
  /** The button's name for assistive technologies: what it removes. */
  actionLabel: string;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        {detail ? <p className="text-sm text-muted">{detail}</p> : null}
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" variant="secondary" size="sm" aria-label={actionLabel}>
          {action}
        </Button>
      </Form>
    </li>
  );
}

/** A password form: every change of the second factor asks for the password again. */
function PasswordForm({
  intent,
  label,
  variant = "primary",
  error,
}: {
  intent: string;
  label: string;
  variant?: "primary" | "secondary" | "destructive";
  error?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const id = `${intent}-password`;
  return (
    <Form method="post" className="mt-4 grid max-w-sm gap-3">
      <input type="hidden" name="intent" value={intent} />
      <div>
        <Label htmlFor={id}>Mot de passe</Label>
        <Input
          id={id}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <Button type="submit" variant={variant} disabled={busy} className="justify-self-start">
        {label}
      </Button>
    </Form>
  );
}

function TotpOff({ actionData }: { actionData?: AccountActionData }) {
  return (
    <>
      <p>
        Désactivée. Activez-la avec une application d'authentification (Google Authenticator,
        Microsoft Authenticator, FreeOTP, Bitwarden…) : après le mot de passe, la connexion
        demandera le code à 6 chiffres qu'elle affiche.
      </p>
      <PasswordForm
        intent="totp-start"
        label="Activer la double authentification"
        error={actionData?.intent === "totp-start" ? actionData.error : undefined}
      />
    </>
  );
}

function TotpOn({ actionData }: { actionData?: AccountActionData }) {
  const errorOf = (intent: string) =>
    actionData?.intent === intent ? actionData.error : undefined;
  return (
    <>
      <p className="font-medium text-sage-900">
        Activée : la connexion demande le code de votre application d'authentification.
      </p>
      <p className="mt-2 text-muted">
        Téléphone perdu ? Un code de secours remplace le code une fois. Sans codes de secours,
        l'exploitant du site peut désactiver la double authentification (guide d'exploitation :
        docs/operations.md).
      </p>
      <h3 className="mt-6 flex items-center gap-2 text-lg">
        <KeyRound className="size-4" aria-hidden />
        Codes de secours
      </h3>
      <p className="text-muted">Générer de nouveaux codes rend les anciens inutilisables.</p>
      <PasswordForm
        intent="recovery-renew"
        label="Générer de nouveaux codes de secours"
        variant="secondary"
        error={errorOf("recovery-renew")}
      />
      <h3 className="mt-6 text-lg">Désactiver</h3>
      <PasswordForm
        intent="totp-disable"
        label="Désactiver la double authentification"
        variant="destructive"
        error={errorOf("totp-disable")}
      />
    </>
  );
}

function TotpConfirm({ setup, error }: { setup: TotpSetupView; error?: string }) {
  return (
    <>
      <ol className="list-decimal space-y-2 pl-5">
        <li>Dans votre application d'authentification, scannez ce QR code :</li>
      </ol>
      <img
        src={setup.qrImage}
        alt="QR code à scanner avec l'application d'authentification"
        width={200}
        height={200}
        className="mt-3 rounded-lg ring-1 ring-sand-200"
      />
      <p className="mt-3">
        Ou saisissez cette clé à la main :{" "}
        <code data-testid="totp-key" className="rounded bg-sand-100 px-2 py-1 break-all">
          {setup.key}
        </code>
      </p>
      <Form method="post" className="mt-6 grid max-w-sm gap-3">
        <input type="hidden" name="intent" value="totp-confirm" />
        <input type="hidden" name="totpURI" value={setup.totpURI} />
        <div>
          <Label htmlFor="totp-confirm-code">Code affiché par l'application</Label>
          <Input
            id="totp-confirm-code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "totp-confirm-code-error" : undefined}
          />
          <FieldError id="totp-confirm-code-error">{error}</FieldError>
        </div>
        <Button type="submit" className="justify-self-start">
          Confirmer
        </Button>
      </Form>
    </>
  );
}

function RecoveryCodes({ codes, renewed }: { codes: string[]; renewed: boolean }) {
  return (
    <>
      <Notice
        tone="success"
        title={renewed ? "Nouveaux codes de secours" : "Double authentification activée"}
      >
        Voici vos 10 codes de secours. Chacun remplace une fois le code de l'application, si vous
        perdez votre téléphone. Notez-les ou imprimez-les et rangez-les à l'abri : ils ne seront
        plus affichés.
      </Notice>
      <ul aria-label="Codes de secours" className="mt-4 grid grid-cols-2 gap-2 font-mono sm:w-96">
        {codes.map((code) => (
          <li key={code} className="rounded bg-sand-100 px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The owner's passkeys: each one signs in alone, without password or code. */
function Passkeys({ passkeys, error }: { passkeys: OwnerPasskeyView[]; error?: string }) {
  const ceremony = usePasskeyCeremony({
    kind: "register",
    optionsIntent: "passkey-options",
    answerIntent: "passkey-add",
    cancelledMessage: accountMessages.passkeyCancelled,
  });
  const [nameError, setNameError] = useState<string | null>(null);
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("name") as HTMLInputElement;
    const name = field.value.trim();
    const problem = !name
      ? accountMessages.passkeyNameRequired
      : name.length > 60
        ? accountMessages.passkeyNameTooLong
        : null;
    setNameError(problem);
    if (problem) field.focus();
    else ceremony.start({ name });
  };
  const shownError = nameError ?? ceremony.problem;
  return (
    <>
      <p className="text-muted">
        Une clé d'accès (empreinte, visage ou code de l'appareil, clé de sécurité) remplace à la
        fois le mot de passe et le code : la connexion ne demande rien d'autre.
      </p>
      {error ? (
        <Notice tone="error" className="mt-4">
          {error}
        </Notice>
      ) : null}
      {passkeys.length === 0 ? (
        <p className="mt-4">Aucune clé d'accès.</p>
      ) : (
        <RemovableList label="Vos clés d'accès">
          {passkeys.map((key) => (
            <RemovableItem
              key={key.id}
              intent="passkey-delete"
              id={key.id}
              action="Supprimer"
              actionLabel={`Supprimer la clé d'accès ${key.name || "sans nom"}`}
              title={key.name || "Clé d'accès sans nom"}
              detail={key.added ? `Ajoutée le ${key.added}` : null}
            />
          ))}
        </RemovableList>
      )}
      {ceremony.supported ? (
        <form onSubmit={add} noValidate className="mt-4 grid max-w-sm gap-3">
          <div>
            <Label htmlFor="passkey-name">Nom de la clé d'accès</Label>
            <Input
              id="passkey-name"
              name="name"
              maxLength={60}
              placeholder="Ex. : téléphone, ordinateur du cabinet"
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? "passkey-name-error" : undefined}
            />
            <FieldError id="passkey-name-error">{shownError}</FieldError>
          </div>
          <Button type="submit" disabled={ceremony.busy} className="justify-self-start">
            {ceremony.busy ? "Ajout…" : "Ajouter une clé d'accès"}
          </Button>
        </form>
      ) : ceremony.supported === false ? (
        <p className="mt-4 text-muted">Ce navigateur ne permet pas d'ajouter une clé d'accès.</p>
      ) : null}
    </>
  );
}
