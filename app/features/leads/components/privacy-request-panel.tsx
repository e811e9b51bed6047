/**
 * 'Demande d'une personne' (RGPD): look up an address, see what is held,
 * download it as JSON, erase it after a confirmation; then the erasure log.
 */
import { FileDown, Search, ShieldCheck, Trash2 } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ValueTable } from "~/components/ui/data-table";
import { FieldError, Input, Label } from "~/components/ui/input";
import { attachmentName, saveBlob } from "~/lib/save-download";
import { toast, type ToastInput } from "~/lib/toast";
import { leadAdminMessages as messages } from "../admin-messages";
import type { PersonSummary } from "../admin-actions.server";

interface ActionResult {
  person?: PersonSummary | null;
  notFound?: string | null;
  fieldError?: string;
  erased?: boolean;
  toast?: ToastInput;
}

interface ErasureEntry {
  id: number;
  date: string;
  by: string;
  leads: number;
  sessions: number;
  events: number;
}

export function PrivacyRequestPanel({ erasures }: { erasures: ErasureEntry[] }) {
  const fetcher = useFetcher<ActionResult>();
  const emailId = useId();
  const errorId = useId();
  const [email, setEmail] = useState("");
  const [confirming, setConfirming] = useState(false);
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && result?.toast) toast(result.toast);
    if (fetcher.state === "idle" && result?.erased) setEmail("");
  }, [fetcher.state, result]);

  const person = result?.person ?? null;

  return (
    <section
      aria-labelledby="privacy-title"
      className="mt-12 rounded-2xl bg-white p-6 ring-1 ring-sand-200"
    >
      <h2 id="privacy-title" className="flex items-center gap-2 text-2xl">
        <ShieldCheck className="size-6 text-sage-700" aria-hidden />
        {messages.privacyTitle}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{messages.privacyIntro}</p>

      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-3" noValidate>
        <input type="hidden" name="intent" value="lookup" />
        <div className="grid min-w-72 flex-1 gap-1.5 sm:max-w-md">
          <Label htmlFor={emailId}>{messages.emailLabel}</Label>
          <Input
            id={emailId}
            name="email"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={result?.fieldError ? true : undefined}
            aria-describedby={result?.fieldError ? errorId : undefined}
          />
          <FieldError id={errorId}>{result?.fieldError}</FieldError>
        </div>
        <Button type="submit" disabled={busy}>
          <Search className="size-4" aria-hidden />
          {messages.lookup}
        </Button>
      </fetcher.Form>

      <div role="status" className="mt-4">
        {result?.notFound ? (
          <p className="rounded-xl bg-sand-50 p-4 text-ink ring-1 ring-sand-200">
            {result.notFound}
          </p>
        ) : null}
      </div>

      {person ? <PersonData person={person} onErase={() => setConfirming(true)} /> : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={messages.confirmTitle}
        description={messages.confirmText(person?.email ?? "")}
        cancelLabel={messages.cancel}
        confirmLabel={messages.confirmErase}
        onConfirm={() => {
          if (!person) return;
          void fetcher.submit({ intent: "erase", email: person.email }, { method: "post" });
        }}
      />

      <ErasureLog erasures={erasures} />
    </section>
  );
}

/** What is held about a person, with their download and the button that asks to erase it. */
function PersonData({ person, onErase }: { person: PersonSummary; onErase: () => void }) {
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const body = new FormData();
      body.set("email", person.email);
      const response = await fetch("/admin/demandes/donnees", { method: "POST", body });
      if (!response.ok) throw new Error(`download ${response.status}`);
      saveBlob(await response.blob(), attachmentName(response, "donnees-personnelles.json"));
      toast({
        title: messages.downloadedTitle,
        description: messages.downloadedText,
        variant: "success",
      });
    } catch {
      toast({
        title: messages.downloadFailedTitle,
        description: messages.downloadFailedText,
        variant: "destructive",
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mt-4 grid gap-6">
      <h3 className="text-xl">{messages.found(person.email)}</h3>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={download} disabled={downloading}>
          <FileDown className="size-4" aria-hidden />
          {messages.download}
        </Button>
        <Button type="button" variant="destructive" onClick={onErase}>
          <Trash2 className="size-4" aria-hidden />
          {messages.erase}
        </Button>
      </div>
      <PersonTable
        title={messages.leadsHeading}
        headers={["Date", "Nom", "E-mail", "Bouton", "Page", "Source", "Campagne"]}
        rows={person.leads.map((lead) => [
          lead.date,
          lead.name,
          lead.email,
          lead.button,
          lead.page,
          lead.source,
          lead.campaign,
        ])}
      />
      <PersonTable
        title={messages.sessionsHeading}
        headers={["Début", "Bouton", "Page", "Fin", "Durée (s)", "Remarque"]}
        rows={person.sessions.map((session) => [
          session.date,
          session.button,
          session.page,
          session.exitType,
          session.durationSeconds,
          session.shared ? messages.sharedNote : null,
        ])}
      />
      <PersonTable
        title={messages.eventsHeading}
        headers={["Date", "Événement", "Bouton", "Page"]}
        rows={person.events.map((event) => [event.date, event.event, event.button, event.page])}
      />
    </div>
  );
}

function ErasureLog({ erasures }: { erasures: ErasureEntry[] }) {
  return (
    <>
      <h3 className="mt-10 text-xl">{messages.erasureLogTitle}</h3>
      <p className="mt-1 text-sm text-muted">{messages.erasureLogIntro}</p>
      {erasures.length === 0 ? (
        <p className="mt-3 text-muted">{messages.erasureLogEmpty}</p>
      ) : (
        <ValueTable
          caption={messages.erasureLogTitle}
          className="mt-3"
          headers={Object.values(messages.erasureColumns)}
          rows={erasures.map((entry) => [
            entry.date,
            entry.by,
            entry.leads,
            entry.sessions,
            entry.events,
          ])}
        />
      )}
    </>
  );
}

function PersonTable({
  title,
  headers,
  rows,
}: {
  title: string;
  headers: string[];
  rows: (string | number | null)[][];
}) {
  const cell = (value: string | number | null): ReactNode =>
    value === null || value === "" ? messages.noValue : value;
  return (
    <div>
      <h4 className="font-sans text-base font-semibold text-ink">
        {title} ({rows.length})
      </h4>
      {rows.length === 0 ? null : (
        <ValueTable
          caption={title}
          headers={headers}
          rows={rows.map((row) => row.map(cell))}
          className="mt-2"
        />
      )}
    </div>
  );
}
