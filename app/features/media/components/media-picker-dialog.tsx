/**
 * 'Choisir dans la médiathèque': the library's grid and search in a Radix
 * dialog (focus kept inside, Escape closes it), read from the library
 * page's loader. Choosing an image hands it over as if it had just been
 * uploaded; focus then goes back where the caller says.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import type { UploadedImage } from "../image-upload";
import { MEDIA_LIBRARY_PATH, type MediaItem, type MediaPage } from "../media-library";
import { MediaGrid, mediaName } from "./media-grid";

/** A library image as an image field receives it. */
export function chosenImage(item: MediaItem): UploadedImage {
  return {
    name: item.fileName,
    url: item.url,
    webpUrl: item.url.replace(/\.(?:jpg|png)$/, ".webp"),
    width: item.width,
    height: item.height,
  };
}

function PickerBody({ onChoose }: { onChoose(image: UploadedImage): void }) {
  const fetcher = useFetcher<MediaPage>();
  const [query, setQuery] = useState({ q: "", page: 1 });
  const searchId = useId();
  const { load } = fetcher;
  useEffect(() => {
    const params = new URLSearchParams({ q: query.q, page: String(query.page) });
    void load(`${MEDIA_LIBRARY_PATH}?${params}`);
  }, [load, query]);
  const shown = fetcher.data;
  return (
    <>
      <form
        role="search"
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is portalled out of the field's form, but React still bubbles to it.
          event.stopPropagation();
          const q = new FormData(event.currentTarget).get("q");
          setQuery({ q: typeof q === "string" ? q : "", page: 1 });
        }}
      >
        <div className="min-w-48 flex-1">
          <Label htmlFor={searchId}>Rechercher une image</Label>
          <Input id={searchId} type="search" name="q" maxLength={100} />
        </div>
        <Button type="submit" variant="secondary">
          Rechercher
        </Button>
      </form>
      <div className="mt-4" aria-busy={fetcher.state !== "idle"}>
        {!shown ? (
          <p className="text-muted">Chargement…</p>
        ) : shown.items.length === 0 ? (
          <p className="text-muted">Aucune image ne correspond.</p>
        ) : (
          <MediaGrid items={shown.items}>
            {(item) => (
              <Button
                type="button"
                size="sm"
                className="mt-auto"
                aria-label={`Choisir l'image ${mediaName(item)}`}
                onClick={() => onChoose(chosenImage(item))}
              >
                Choisir
              </Button>
            )}
          </MediaGrid>
        )}
      </div>
      {shown && shown.pageCount > 1 && (
        <nav aria-label="Pages de la médiathèque" className="mt-4 flex items-center gap-3">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={shown.page <= 1}
            onClick={() => setQuery({ ...query, page: shown.page - 1 })}
          >
            Page précédente
          </Button>
          <span className="text-muted">
            Page {shown.page} sur {shown.pageCount}
          </span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={shown.page >= shown.pageCount}
            onClick={() => setQuery({ ...query, page: shown.page + 1 })}
          >
            Page suivante
          </Button>
        </nav>
      )}
    </>
  );
}

export function MediaPickerDialog({
  open,
  onOpenChange,
  onChoose,
  onClosed,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(image: UploadedImage): void;
  /** Where focus goes once the dialog is closed (the button that opened it). */
  onClosed(): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100%-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-serif text-xl text-sage-900">
            Choisir dans la médiathèque
          </Dialog.Title>
          {open && (
            <PickerBody
              onChoose={(image) => {
                onChoose(image);
                onOpenChange(false);
              }}
            />
          )}
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClasses("secondary")}>Fermer</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
