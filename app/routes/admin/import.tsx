import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation, useRevalidator, useSubmit } from "react-router";
import type { Route } from "./+types/import";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import {
  AnalysisPreview,
  PreviousRuns,
  RunProgress,
  RunReport,
} from "~/features/import/components/import-results";
import { handleImportForm, loadImportPage } from "~/features/import/import-page.server";
import { importMessages, MAX_IMPORT_FILE_BYTES } from "~/features/import/messages";
import { importDeps } from "~/features/import/redirection-sink.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta("Importer");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  return loadImportPage(context.services, importDeps, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  return handleImportForm(context.services, importDeps, await readFormBody(request));
}

/** Sends the file as the request body (streamed to disk by the server), then returns its id. */
async function uploadExport(file: File): Promise<{ file: string } | { error: string }> {
  if (file.size > MAX_IMPORT_FILE_BYTES) return { error: importMessages.fileTooLarge };
  const response = await fetch("/admin/import/fichier", {
    method: "POST",
    headers: { "Content-Type": "application/xml" },
    body: file,
  });
  const body = (await response.json().catch(() => ({}))) as { file?: string; error?: string };
  return body.file ? { file: body.file } : { error: body.error ?? importMessages.fileMissing };
}

function WordPressForm({ analysed }: { analysed: { file: string | null } | null }) {
  const submit = useSubmit();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileName = useRef("export.xml");
  async function onAnalyse(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("wordpress-file");
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    if (!file) return setError(importMessages.fileMissing);
    setError(null);
    setSending(true);
    const uploaded = await uploadExport(file).finally(() => setSending(false));
    if ("error" in uploaded) return setError(uploaded.error);
    fileName.current = file.name;
    void submit(
      { source: "wordpress", intent: "analyse", file: uploaded.file, fileName: file.name },
      { method: "post" },
    );
  }
  return (
    <section aria-labelledby="wordpress-title" className="rounded-2xl border border-sand-200 p-6">
      <h2 id="wordpress-title" className="text-2xl">
        WordPress
      </h2>
      <form onSubmit={onAnalyse} className="mt-4">
        <Label htmlFor="wordpress-file">Fichier d'export WordPress (.xml)</Label>
        <Input
          id="wordpress-file"
          name="wordpress-file"
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-describedby="wordpress-help wordpress-error"
          aria-invalid={error ? true : undefined}
        />
        <p id="wordpress-help" className="mt-1 text-sm text-muted">
          Dans WordPress : Outils &gt; Exporter &gt; Tous les contenus. 100 Mo au plus.
        </p>
        <FieldError id="wordpress-error">{error}</FieldError>
        <Button type="submit" className="mt-4" disabled={sending}>
          {sending ? "Envoi du fichier…" : "Analyser"}
        </Button>
      </form>
      {analysed?.file ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="source" value="wordpress" />
          <input type="hidden" name="file" value={analysed.file} />
          <input type="hidden" name="fileName" value={fileName.current} />
          <Button type="submit" name="intent" value="start">
            Importer
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

function OldSiteForm({ analysed }: { analysed: boolean }) {
  return (
    <section aria-labelledby="old-site-title" className="rounded-2xl border border-sand-200 p-6">
      <h2 id="old-site-title" className="text-2xl">
        Ancien site
      </h2>
      <Form method="post" className="mt-4 space-y-4" autoComplete="off">
        <input type="hidden" name="source" value="old-site" />
        <div>
          <Label htmlFor="database-url">Base de données de l'ancien site</Label>
          {/* A password field: the address holds one, and it is never shown back. */}
          <Input
            id="database-url"
            name="databaseUrl"
            type="password"
            required
            placeholder="postgres://…"
            aria-describedby="database-help"
          />
          <p id="database-help" className="mt-1 text-sm text-muted">
            Utilisée pour cet import seulement : jamais enregistrée ni affichée.
          </p>
        </div>
        <div>
          <Label htmlFor="storage-url">Adresse du stockage des images</Label>
          <Input
            id="storage-url"
            name="storageUrl"
            type="url"
            required
            placeholder="https://abcd.supabase.co"
          />
        </div>
        <div className="flex gap-3">
          <Button type="submit" name="intent" value="analyse">
            Analyser
          </Button>
          {analysed ? (
            <Button type="submit" name="intent" value="start" variant="secondary">
              Importer
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const running = loaderData.current !== null;
  // While a run goes on, the page follows it (it runs on the server, reload or not).
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1_000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const result = actionData && "analysis" in actionData && actionData.analysis ? actionData : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl">Importer</h1>
      <p className="mt-2 text-muted">
        Reprenez les articles et les images de votre ancien site ou d'un site WordPress. « Analyser
        » montre ce qui sera importé sans rien écrire ; chaque ancienne adresse sera redirigée vers
        la nouvelle.
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
          {error}
        </p>
      ) : null}
      {navigation.state === "submitting" ? (
        <p role="status" className="mt-4">
          Lecture de la source…
        </p>
      ) : null}
      {loaderData.current ? <RunProgress run={loaderData.current} /> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <WordPressForm analysed={result?.source === "wordpress" ? result : null} />
        <OldSiteForm analysed={result?.source === "old-site"} />
      </div>
      {result ? <AnalysisPreview analysis={result.analysis} /> : null}
      {!loaderData.current && loaderData.selected ? <RunReport run={loaderData.selected} /> : null}
      <PreviousRuns runs={loaderData.runs} />
    </div>
  );
}
