/**
 * The leads list of /admin/demandes: search and filters in the address (a
 * GET form), the table, the pages, the CSV export with its progress, and
 * 'Renvoyer' on a lead the webhook refused.
 */
import { Download, RotateCw, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Input, Label, fieldClasses } from "~/components/ui/input";
import { AdminPagination } from "~/components/admin/pagination";
import { paginationState } from "~/components/admin/pagination-state";
import { attachmentName, saveBlob } from "~/lib/save-download";
import { toast, type ToastInput } from "~/lib/toast";
import { mergeClasses } from "~/lib/merge-classes";
import { leadAdminMessages as messages } from "../admin-messages";
import { forwardStateLabels, triesLabel, type ForwardState } from "../forward-state";
import { LEADS_PAGE_SIZE, leadListSearch, type LeadListQuery } from "../lead-list-query";

interface LeadItem {
  id: number;
  date: string;
  prenom: string;
  nom: string;
  email: string;
  button: string | null;
  page: string;
  source: string | null;
  campaign: string | null;
  forward: ForwardState | null;
}

interface LeadListProps {
  query: LeadListQuery;
  total: number;
  pageCount: number;
  buttons: string[];
  leads: LeadItem[];
}

export function LeadList({ query, total, buttons, leads }: LeadListProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/demandes";
  const pagination = paginationState(query.page - 1, total, LEADS_PAGE_SIZE);
  const filters = { ...query, page: 1 };
  const filtered = Boolean(query.q || query.from || query.to || query.button);
  const ids = { q: useId(), from: useId(), to: useId(), button: useId() };

  return (
    <section aria-labelledby="leads-list-title" className="mt-8">
      <h2 id="leads-list-title" className="sr-only">
        Liste des demandes
      </h2>
      <Form
        method="get"
        // A new search starts at page 1: the form sends no page.
        key={leadListSearch(filters)}
        className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.5fr_auto]"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={ids.q}>{messages.searchLabel}</Label>
          <Input id={ids.q} name="q" type="search" defaultValue={query.q} maxLength={200} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from}>{messages.fromLabel}</Label>
          <Input id={ids.from} name="du" type="date" defaultValue={query.from ?? ""} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.to}>{messages.toLabel}</Label>
          <Input id={ids.to} name="au" type="date" defaultValue={query.to ?? ""} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.button}>{messages.buttonLabel}</Label>
          <select
            id={ids.button}
            name="bouton"
            defaultValue={query.button ?? ""}
            className={fieldClasses}
          >
            <option value="">{messages.allButtons}</option>
            {buttons.map((button) => (
              <option key={button} value={button}>
                {button}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit">
            <Search className="size-4" aria-hidden />
            {messages.apply}
          </Button>
        </div>
      </Form>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="text-sm text-muted">
          <span>{loading ? "Chargement…" : messages.count(total)}</span>
          {filtered && !loading ? (
            <>
              {" · "}
              <Link to="/admin/demandes" className="text-sage-700 underline underline-offset-4">
                {messages.reset}
              </Link>
            </>
          ) : null}
        </p>
        <ExportButton search={leadListSearch({ ...filters, page: 1 })} total={total} />
      </div>

      <div className="mt-4">
        {leads.length === 0 ? (
          <div className="rounded-2xl bg-sand-50 p-10 text-center ring-1 ring-sand-200">
            <p className="text-lg font-medium text-ink">{messages.emptyTitle}</p>
            <p className="mt-2 text-muted">{messages.emptyText}</p>
          </div>
        ) : (
          <LeadTable leads={leads} busy={loading} />
        )}
      </div>
      <div className="mt-6">
        <AdminPagination
          pagination={pagination}
          hrefFor={(page) => `/admin/demandes${leadListSearch({ ...query, page: page + 1 })}`}
        />
      </div>
    </section>
  );
}

function LeadTable({ leads, busy }: { leads: LeadItem[]; busy: boolean }) {
  const columns = messages.columns;
  const empty = <span aria-label="non renseigné">{messages.noValue}</span>;
  return (
    <DataTable
      label="Tableau des demandes"
      caption="Demandes, de la plus récente à la plus ancienne"
      busy={busy}
      rows={leads}
      rowKey={(lead) => lead.id}
      columns={[
        { header: columns.date, cell: (lead) => lead.date, className: "whitespace-nowrap" },
        { header: columns.prenom, cell: (lead) => lead.prenom },
        { header: columns.nom, cell: (lead) => lead.nom },
        { header: columns.email, cell: (lead) => lead.email, className: "break-all" },
        { header: columns.button, cell: (lead) => lead.button ?? empty },
        { header: columns.page, cell: (lead) => lead.page || empty },
        { header: columns.source, cell: (lead) => lead.source ?? empty },
        { header: columns.campaign, cell: (lead) => lead.campaign ?? empty },
        { header: columns.forward, cell: (lead) => <ForwardCell lead={lead} /> },
      ]}
    />
  );
}

const badge = "inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap";

function ForwardCell({ lead }: { lead: LeadItem }) {
  const fetcher = useFetcher<{ toast?: ToastInput }>();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.toast) toast(fetcher.data.toast);
  }, [fetcher.state, fetcher.data]);
  const state = lead.forward;
  if (!state) return null;
  if (state.kind === "sent")
    return (
      <span className={mergeClasses(badge, "bg-sage-100 text-sage-900")}>
        {forwardStateLabels.sent}
      </span>
    );
  if (state.kind === "pending")
    return (
      <span className={mergeClasses(badge, "bg-sand-100 text-ink")}>
        {forwardStateLabels.pending}
      </span>
    );
  const sending = fetcher.state !== "idle";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className={mergeClasses(badge, "bg-red-50 text-red-800")} title={state.error}>
        {forwardStateLabels.failed} · {triesLabel(state.attempts)}
      </span>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="id" value={lead.id} />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={sending}
          aria-label={`${messages.resend} la demande de ${lead.prenom} ${lead.nom}`}
        >
          <RotateCw className={mergeClasses("size-4", sending && "animate-spin")} aria-hidden />
          {messages.resend}
        </Button>
      </fetcher.Form>
    </div>
  );
}

/**
 * Downloads the CSV through fetch so the page can show how far it got; the
 * link itself also works without JavaScript.
 */
function ExportButton({ search, total }: { search: string; total: number }) {
  const href = `/admin/demandes/export.csv${search}`;
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const download = async () => {
    setProgress({ done: 0, total });
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      const expected = Number(response.headers.get("X-Total-Count") ?? total);
      if (!response.ok || !response.body || !response.headers.get("Content-Type")?.includes("csv"))
        throw new Error(`export ${response.status}`);
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        for (const byte of value) if (byte === 10) lines++;
        // The first line is the header.
        setProgress({ done: Math.min(Math.max(0, lines - 1), expected), total: expected });
      }
      saveBlob(
        new Blob(chunks, { type: "text/csv;charset=utf-8" }),
        attachmentName(response, "demandes.csv"),
      );
      toast({
        title: messages.exportedTitle,
        description: messages.exportedText(expected),
        variant: "success",
      });
    } catch {
      toast({
        title: messages.exportFailedTitle,
        description: messages.exportFailedText,
        variant: "destructive",
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {progress ? (
        <div className="flex items-center gap-2 text-sm text-muted">
          <progress
            max={Math.max(progress.total, 1)}
            value={progress.done}
            aria-label={messages.exporting}
            className="h-2 w-40 accent-sage-700"
          />
          <span aria-live="polite">{messages.exportProgress(progress.done, progress.total)}</span>
        </div>
      ) : null}
      <a
        href={href}
        download
        className={buttonClasses("secondary")}
        aria-disabled={progress !== null}
        onClick={(event) => {
          event.preventDefault();
          if (!progress) void download();
        }}
      >
        <Download className="size-4" aria-hidden />
        {progress ? messages.exporting : messages.export}
      </a>
    </div>
  );
}
