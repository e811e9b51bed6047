/**
 * One menu on /admin/menus: its entries in order, each renamed, moved or
 * removed on its own (a fetcher per entry, so the page stays where it is),
 * 'Ajouter un lien' below and 'Rétablir le menu par défaut'. An entry whose
 * target is not shown says why. Plain form buttons: the keyboard does it all.
 */
import { ArrowDown, ArrowUp, EyeOff, RotateCcw, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import type { MenuActionData } from "../menu-actions.server";
import { MENU_TITLES, type MenuId } from "../menu-schema";
import type { LinkTargets } from "../menu-targets";
import type { EditorEntry } from "../menus.server";
import { AddLinkForm } from "./add-link-form";
import { useAnswerToast } from "./use-answer-toast";

const KIND_NAMES: Record<EditorEntry["target"]["kind"], string> = {
  page: "Page",
  service: "Service",
  services: "Liste des services",
  blog: "Blog",
  category: "Catégorie",
  article: "Article",
  "free-page": "Votre page",
  address: "Adresse",
};

export function MenuEditor({
  menu,
  edited,
  entries,
  targets,
}: {
  menu: MenuId;
  edited: boolean;
  entries: EditorEntry[];
  targets: LinkTargets;
}) {
  const title = MENU_TITLES[menu];
  return (
    <section
      aria-labelledby={`menu-${menu}-title`}
      className="mt-10 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`menu-${menu}-title`} className="text-2xl">
          {title}
        </h2>
        <ResetButton menu={menu} title={title} edited={edited} />
      </div>
      {entries.length === 0 ? (
        <p className="mt-4 text-muted">Ce menu est vide.</p>
      ) : (
        <ol
          aria-label={`Liens du ${title.toLowerCase()}`}
          className="mt-4 divide-y divide-sand-200"
        >
          {entries.map((entry, index) => (
            <MenuEntryRow
              key={entry.id}
              menu={menu}
              entry={entry}
              first={index === 0}
              last={index === entries.length - 1}
            />
          ))}
        </ol>
      )}
      <AddLinkForm menu={menu} menuTitle={title} targets={targets} />
    </section>
  );
}

function ResetButton({ menu, title, edited }: { menu: MenuId; title: string; edited: boolean }) {
  const fetcher = useFetcher<MenuActionData>();
  useAnswerToast(fetcher.data);
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        const question = `Rétablir le ${title.toLowerCase()} par défaut ? Vos liens de ce menu seront remplacés.`;
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name="menu" value={menu} />
      <Button
        type="submit"
        name="intent"
        value="reset"
        variant="ghost"
        size="sm"
        disabled={!edited || fetcher.state !== "idle"}
      >
        <RotateCcw className="size-4" aria-hidden />
        Rétablir le menu par défaut<span className="sr-only"> : {title}</span>
      </Button>
    </fetcher.Form>
  );
}

function MenuEntryRow({
  menu,
  entry,
  first,
  last,
}: {
  menu: MenuId;
  entry: EditorEntry;
  first: boolean;
  last: boolean;
}) {
  const fetcher = useFetcher<MenuActionData>();
  useAnswerToast(fetcher.data);
  const inputId = `menu-${menu}-${entry.id}-label`;
  const stateId = `menu-${menu}-${entry.id}-state`;
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined;
  const { resolved } = entry;
  const moveFocus = useMoveFocus(fetcher.state, first, last);

  return (
    <li className="flex flex-col gap-3 py-4 lg:flex-row lg:items-start">
      <fetcher.Form method="post" className="flex flex-1 flex-wrap items-start gap-2">
        <input type="hidden" name="menu" value={menu} />
        <input type="hidden" name="entry" value={entry.id} />
        <div className="min-w-48 flex-1">
          <Label htmlFor={inputId} className="sr-only">
            {`Texte du lien « ${entry.label} »`}
          </Label>
          <Input
            id={inputId}
            name="label"
            defaultValue={entry.label}
            maxLength={60}
            aria-invalid={errors?.label ? true : undefined}
            aria-describedby={errors?.label ? `${inputId}-error` : stateId}
          />
          <p id={stateId} className="mt-1 text-sm text-muted">
            {KIND_NAMES[entry.target.kind]} : {resolved.name}
            {resolved.shown ? ` · ${resolved.href}` : null}
          </p>
          {resolved.shown ? null : (
            <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm text-amber-900 ring-1 ring-amber-200">
              <EyeOff className="size-4" aria-hidden />
              {resolved.reason}
            </p>
          )}
          <FieldError id={`${inputId}-error`}>{errors?.label ?? errors?._form}</FieldError>
        </div>
        <Button type="submit" name="intent" value="rename" variant="secondary" size="sm">
          Renommer<span className="sr-only"> : {entry.label}</span>
        </Button>
      </fetcher.Form>
      <fetcher.Form
        method="post"
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent)
            .submitter as HTMLButtonElement | null;
          if (submitter?.value !== "remove") return;
          if (!window.confirm(`Retirer « ${entry.label} » du menu ?`)) event.preventDefault();
        }}
      >
        <input type="hidden" name="menu" value={menu} />
        <input type="hidden" name="entry" value={entry.id} />
        <Button
          ref={moveFocus.up}
          type="submit"
          name="intent"
          value="up"
          variant="secondary"
          size="sm"
          disabled={first}
          onClick={() => moveFocus.moving("up")}
        >
          <ArrowUp className="size-4" aria-hidden />
          Monter<span className="sr-only"> : {entry.label}</span>
        </Button>
        <Button
          ref={moveFocus.down}
          type="submit"
          name="intent"
          value="down"
          variant="secondary"
          size="sm"
          disabled={last}
          onClick={() => moveFocus.moving("down")}
        >
          <ArrowDown className="size-4" aria-hidden />
          Descendre<span className="sr-only"> : {entry.label}</span>
        </Button>
        <Button type="submit" name="intent" value="remove" variant="ghost" size="sm">
          <Trash2 className="size-4" aria-hidden />
          Retirer<span className="sr-only"> : {entry.label}</span>
        </Button>
      </fetcher.Form>
    </li>
  );
}

/**
 * After 'Monter' or 'Descendre', focus goes back to the moved entry's
 * button once the new order is on screen (the row's element moved, which
 * drops focus), or to the other one when the entry reached an end.
 */
function useMoveFocus(state: "idle" | "loading" | "submitting", first: boolean, last: boolean) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pending = useRef<"up" | "down" | null>(null);
  useEffect(() => {
    if (state !== "idle" || !pending.current) return;
    const wanted = pending.current === "up" ? (first ? down : up) : last ? up : down;
    pending.current = null;
    wanted.current?.focus();
  }, [state, first, last]);
  return {
    up,
    down,
    moving: (direction: "up" | "down") => {
      pending.current = direction;
    },
  };
}
