/**
 * The admin's changes to the services catalogue, as route answers: a
 * refusal names its field in French (400), a change goes back with a toast.
 */
import { data } from "react-router";
import type { PageAuthor } from "~/features/pages/pages.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { AppServices } from "~/server/context.server";
import { catalogueMessages as messages } from "./catalogue-rules";
import {
  addService,
  moveService,
  readCatalogue,
  renameService,
  setServiceHidden,
  type CatalogueResult,
} from "./catalogue.server";

type Services = Pick<AppServices, "db" | "now">;

/** Tells search engines that a service's address changed (the caller's IndexNow). */
type Announce = (path: string) => void;

const invalid = { title: "Certains champs sont à corriger.", variant: "destructive" } as const;

function refused(result: Exclude<CatalogueResult, { ok: true }>) {
  const errors = "errors" in result ? result.errors : { _form: result.message };
  return data({ catalogueErrors: errors, toast: invalid }, { status: 400 });
}

async function pathOf(services: Services, id: string): Promise<string | null> {
  const entry = (await readCatalogue(services)).entries.find((candidate) => candidate.id === id);
  return entry ? `/services/${entry.slug}` : null;
}

/** The service's new address; the old one answers a 301. Its current address changes nothing. */
export async function renameServiceAction(
  services: Services,
  id: string,
  slug: FormDataEntryValue | null,
  back: string,
  announce: Announce,
) {
  const result = await renameService(services, id, typeof slug === "string" ? slug : undefined);
  if (!result.ok) return refused(result);
  if (result.unchanged) {
    return redirectWithToast(back, { title: messages.slugUnchanged, duration: 3000 });
  }
  const path = await pathOf(services, id);
  if (path) announce(path);
  return redirectWithToast(back, { title: messages.renamed, variant: "success", duration: 3000 });
}

/** 'Ajouter un service', 'Masquer ce service' / 'Afficher ce service', 'Monter' / 'Descendre'. */
export async function catalogueAction(
  services: Services,
  form: FormData,
  author: PageAuthor,
  back: string,
  announce: Announce,
) {
  const intent = form.get("intent");
  const id = String(form.get("service") ?? "");
  const done = (title: string) =>
    redirectWithToast(back, { title, variant: "success", duration: 3000 });
  if (intent === "add-service") {
    const result = await addService(
      services,
      { title: form.get("title"), cardText: form.get("cardText"), slug: form.get("slug") },
      author,
    );
    if (!result.ok) return refused(result);
    const path = await pathOf(services, result.id);
    if (path) announce(path);
    return done(messages.added);
  }
  if (intent === "hide" || intent === "show") {
    const result = await setServiceHidden(services, id, intent === "hide");
    if (!result.ok) return refused(result);
    return done(intent === "hide" ? messages.hidden : messages.shown);
  }
  if (intent === "up" || intent === "down") {
    const result = await moveService(services, id, intent);
    if (!result.ok) return refused(result);
    return done(messages.moved);
  }
  return data({ catalogueErrors: { _form: messages.unreadable }, toast: invalid }, { status: 400 });
}
