/**
 * 'Ajouter un lien': the text shown, then 'Lien vers' (the kind of target)
 * and, for the kinds that need one, the target itself. Checked in the
 * browser with the server's schema before it is sent.
 */
import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import type { MenuActionData } from "../menu-actions.server";
import {
  FIXED_PAGES,
  MenuLinkSchema,
  menuFieldErrors,
  TARGET_KINDS,
  targetFromForm,
  type FixedPage,
  type MenuId,
  type MenuTargetKind,
} from "../menu-schema";
import type { LinkTargets } from "../menu-targets";
import { useAnswerToast } from "./use-answer-toast";

const selectClasses = "h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base";

/** `name` is the target's own name, suggested as the link's text. */
type Option = { value: string; label: string; name: string };

function optionsOf(kind: MenuTargetKind, targets: LinkTargets): Option[] | null {
  switch (kind) {
    case "page":
      return (Object.keys(FIXED_PAGES) as FixedPage[]).map((page) => ({
        value: page,
        label: FIXED_PAGES[page].label,
        name: FIXED_PAGES[page].label,
      }));
    case "service":
      return targets.services.map((service) => ({
        value: service.id,
        label: service.hidden ? `${service.title} (masqué)` : service.title,
        name: service.title,
      }));
    case "category":
      return targets.categories.map((category) => ({
        value: String(category.id),
        label: category.name,
        name: category.name,
      }));
    case "article":
      return targets.articles.map((article) => ({
        value: String(article.id),
        label: article.isPublic ? article.title : `${article.title} (non publié)`,
        name: article.title,
      }));
    case "free-page":
      return targets.freePages.map((page) => ({
        value: String(page.id),
        label: page.isPublic ? page.title : `${page.title} (non publiée)`,
        name: page.title,
      }));
    default:
      return null;
  }
}

const CHOICE_LABELS: Partial<Record<MenuTargetKind, string>> = {
  page: "Page",
  service: "Service",
  category: "Catégorie",
  article: "Article",
  "free-page": "Votre page",
};

export function AddLinkForm({
  menu,
  menuTitle,
  targets,
}: {
  menu: MenuId;
  menuTitle: string;
  targets: LinkTargets;
}) {
  const fetcher = useFetcher<MenuActionData>();
  useAnswerToast(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<MenuTargetKind>("page");
  const [label, setLabel] = useState("");
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined;
  const errors = clientErrors ?? serverErrors ?? {};
  const id = (name: string) => `menu-${menu}-new-${name}`;
  const options = optionsOf(kind, targets);

  // A link added: the form is blank again for the next one.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      setLabel("");
      formRef.current?.reset();
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby={id("title")}
      className="mt-6 space-y-4 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200"
      onSubmit={(event) => {
        const form = new FormData(event.currentTarget);
        const parsed = MenuLinkSchema.safeParse({
          label: form.get("label"),
          target: targetFromForm((name) => form.get(name)),
        });
        setClientErrors(parsed.success ? null : menuFieldErrors(parsed.error));
        if (!parsed.success) event.preventDefault();
      }}
    >
      <h3 id={id("title")} className="font-sans text-lg font-semibold">
        Ajouter un lien<span className="sr-only"> au {menuTitle.toLowerCase()}</span>
      </h3>
      <input type="hidden" name="menu" value={menu} />
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <Label htmlFor={id("label")}>Texte du lien</Label>
          <Input
            id={id("label")}
            name="label"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            maxLength={60}
            aria-invalid={errors.label ? true : undefined}
            aria-describedby={errors.label ? `${id("label")}-error` : undefined}
          />
          <FieldError id={`${id("label")}-error`}>{errors.label}</FieldError>
        </div>
        <div>
          <Label htmlFor={id("kind")}>Lien vers</Label>
          <select
            id={id("kind")}
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as MenuTargetKind)}
            className={selectClasses}
          >
            {TARGET_KINDS.map((choice) => (
              <option key={choice.kind} value={choice.kind}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <TargetField
          kind={kind}
          options={options}
          id={id("target")}
          error={errors.target}
          onChosen={(name) => setLabel((current) => current || name)}
        />
      </div>
      <FieldError id={`${id("form")}-error`}>{errors._form}</FieldError>
      <Button type="submit" name="intent" value="add" disabled={fetcher.state !== "idle"}>
        <Plus className="size-4" aria-hidden />
        Ajouter le lien
      </Button>
    </fetcher.Form>
  );
}

/** The target of the chosen kind: a list to choose from, an address, or nothing to add. */
function TargetField({
  kind,
  options,
  id,
  error,
  onChosen,
}: {
  kind: MenuTargetKind;
  options: Option[] | null;
  id: string;
  error: string | undefined;
  onChosen: (name: string) => void;
}) {
  const described = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  if (kind === "address") {
    return (
      <div>
        <Label htmlFor={id}>Adresse (commençant par /)</Label>
        <Input id={id} name="path" placeholder="/tarifs" maxLength={300} {...described} />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    );
  }
  if (!options) return null;
  return (
    <div>
      <Label htmlFor={id}>{CHOICE_LABELS[kind]}</Label>
      <select
        key={kind}
        id={id}
        name={kind}
        defaultValue=""
        className={selectClasses}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChosen(chosen.name);
        }}
        {...described}
      >
        <option value="">Choisir…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
