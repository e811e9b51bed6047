/**
 * What the media library page offers under each image: where it is used
 * (links), its 'Texte alternatif', 'Remplacer' its file everywhere, and
 * 'Supprimer' (refused, with the places, while it is used).
 */
import { useEffect, useId } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { toast } from "~/lib/toast";
import { IMAGE_UPLOAD_FIELD } from "../image-upload";
import type { MediaActionAnswer, MediaItem, MediaUse } from "../media-library";
import { IMAGE_ACCEPT } from "./image-upload-input";
import { mediaName } from "./media-grid";

function UseList({ uses }: { uses: MediaUse[] }) {
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      {uses.map((use) => (
        <li key={use.href}>
          <Link to={use.href} className="text-sage-700 underline underline-offset-4">
            {use.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Each form of a card answers through its own fetcher: a toast, or its message. */
function useAnswer(answer: MediaActionAnswer | undefined) {
  useEffect(() => {
    if (answer?.ok) toast({ title: answer.toast, variant: "success" });
  }, [answer]);
  return answer && !answer.ok ? answer : null;
}

function AltForm({ item }: { item: MediaItem }) {
  const fetcher = useFetcher<MediaActionAnswer>();
  const id = useId();
  const refused = useAnswer(fetcher.data);
  return (
    <fetcher.Form method="post" className="space-y-1.5">
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="fileName" value={item.fileName} />
      <Label htmlFor={id}>Texte alternatif</Label>
      <Input
        id={id}
        name="alt"
        defaultValue={item.alt}
        maxLength={200}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`}>{refused?.error}</FieldError>
      <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
        Enregistrer le texte alternatif
      </Button>
    </fetcher.Form>
  );
}

function ReplaceForm({ item }: { item: MediaItem }) {
  const fetcher = useFetcher<MediaActionAnswer>();
  const id = useId();
  const refused = useAnswer(fetcher.data);
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="space-y-1.5">
      <input type="hidden" name="intent" value="replace" />
      <input type="hidden" name="fileName" value={item.fileName} />
      <Label htmlFor={id}>Nouveau fichier</Label>
      <input
        id={id}
        type="file"
        name={IMAGE_UPLOAD_FIELD}
        accept={IMAGE_ACCEPT}
        required
        aria-describedby={refused ? `${id}-error` : undefined}
        className="block w-full text-sm text-ink"
      />
      <FieldError id={`${id}-error`}>{refused?.error}</FieldError>
      <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Remplacement…" : "Remplacer"}
      </Button>
    </fetcher.Form>
  );
}

function DeleteForm({ item }: { item: MediaItem }) {
  const fetcher = useFetcher<MediaActionAnswer>();
  const refused = useAnswer(fetcher.data);
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(`Supprimer définitivement l'image « ${mediaName(item)} » ?`))
          event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="fileName" value={item.fileName} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        aria-label={`Supprimer l'image ${mediaName(item)}`}
        disabled={fetcher.state !== "idle"}
      >
        Supprimer
      </Button>
      {refused && (
        <div role="alert" className="mt-2 text-sm text-red-700">
          <p>{refused.error}</p>
          {refused.uses && <UseList uses={refused.uses} />}
        </div>
      )}
    </fetcher.Form>
  );
}

export function MediaCardActions({ item }: { item: MediaItem }) {
  return (
    <div className="mt-auto space-y-4">
      <div>
        <p className="font-medium text-ink">Utilisée dans</p>
        {item.uses.length ? (
          <UseList uses={item.uses} />
        ) : (
          <p className="text-muted">Aucune page</p>
        )}
      </div>
      <AltForm item={item} />
      <details>
        <summary className="cursor-pointer font-medium text-sage-800">Remplacer le fichier</summary>
        <div className="mt-2">
          <ReplaceForm item={item} />
        </div>
      </details>
      <DeleteForm item={item} />
    </div>
  );
}
