/**
 * /admin/medias: upload an image, search by name or alternative text, and
 * page through the grid; each image with its actions (media-card-actions.tsx).
 */
import { useId } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { toast } from "~/lib/toast";
import { mediaMessages, type MediaPage } from "../media-library";
import { ImageUploadInput } from "./image-upload-input";
import { MediaCardActions } from "./media-card-actions";
import { MediaGrid } from "./media-grid";

function pageHref(page: number, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : ".";
}

function Pager({ page, pageCount, q }: Pick<MediaPage, "page" | "pageCount" | "q">) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages de la médiathèque" className="mt-6 flex items-center gap-4">
      {page > 1 && (
        <Link to={pageHref(page - 1, q)} className="text-sage-700 underline underline-offset-4">
          Page précédente
        </Link>
      )}
      <span className="text-muted">
        Page {page} sur {pageCount}
      </span>
      {page < pageCount && (
        <Link to={pageHref(page + 1, q)} className="text-sage-700 underline underline-offset-4">
          Page suivante
        </Link>
      )}
    </nav>
  );
}

export function MediaSearchForm({ q }: { q: string }) {
  const id = useId();
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      <div className="min-w-60 flex-1">
        <Label htmlFor={id}>Rechercher une image</Label>
        <Input id={id} type="search" name="q" defaultValue={q} maxLength={100} />
      </div>
      <Button type="submit" variant="secondary">
        Rechercher
      </Button>
    </Form>
  );
}

export function MediaLibraryPage({ page }: { page: MediaPage }) {
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl">Médiathèque</h1>
      <p className="mt-2 text-muted">
        Toutes les images du site, avec les pages qui les utilisent. Le texte alternatif d'une image
        s'applique partout où elle n'en a pas d'autre.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <ImageUploadInput
          id="media-upload"
          label="Ajouter une image"
          hint="JPEG, PNG, WebP, AVIF ou GIF, 10 Mo au plus."
          fromLibrary={false}
          onUploaded={() => {
            toast({ title: mediaMessages.uploaded, variant: "success" });
            void revalidator.revalidate();
          }}
        />
        <MediaSearchForm key={page.q} q={page.q} />
      </div>
      <section aria-labelledby="media-grid-title" className="mt-10">
        <h2 id="media-grid-title" className="text-2xl">
          {page.q ? `Images pour « ${page.q} »` : "Images"} ({page.total})
        </h2>
        <div className="mt-4">
          {page.items.length === 0 ? (
            <p className="rounded-2xl bg-sand-50 p-6 text-muted ring-1 ring-sand-200">
              {page.q
                ? "Aucune image ne correspond à cette recherche."
                : "Aucune image pour le moment."}
            </p>
          ) : (
            <MediaGrid items={page.items}>{(item) => <MediaCardActions item={item} />}</MediaGrid>
          )}
        </div>
        <Pager page={page.page} pageCount={page.pageCount} q={page.q} />
      </section>
    </div>
  );
}
