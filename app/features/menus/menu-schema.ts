/**
 * What a menu is, shared by the admin's forms (checked in the browser) and
 * the server (checked again before anything is stored): an ordered list of
 * entries, each a label and a target. A target names what it leads to (a
 * service by its id, an article by its id…), never a copied address, so a
 * renamed slug is followed and an unpublished target can be left out.
 * Client-safe: no server imports.
 */
import { z } from "zod";

export const MENU_IDS = ["main", "footer"] as const;
export type MenuId = (typeof MENU_IDS)[number];
export const MenuIdSchema = z.enum(MENU_IDS);

export const MENU_TITLES: Record<MenuId, string> = {
  main: "Menu principal",
  footer: "Pied de page",
};

/** The fixed pages of the site, with their addresses (app/routes.ts). */
export const FIXED_PAGES = {
  home: { label: "Accueil", path: "/" },
  about: { label: "À propos", path: "/a-propos" },
  session: { label: "Séance type", path: "/seance-type" },
  contact: { label: "Contact", path: "/contact" },
  "legal-notice": { label: "Mentions légales", path: "/mentions-legales" },
  "privacy-policy": { label: "Politique de confidentialité", path: "/politique-confidentialite" },
} as const;
export type FixedPage = keyof typeof FIXED_PAGES;
const FIXED_PAGE_KEYS = Object.keys(FIXED_PAGES) as [FixedPage, ...FixedPage[]];

/** Bounds that keep a menu a menu (and a hostile request small). */
export const MENU_LIMITS = { entries: 30, label: 60, path: 300 } as const;

export const menuMessages = {
  labelRequired: "Indiquez le texte du lien.",
  labelTooLong: `Le texte du lien fait au plus ${MENU_LIMITS.label} caractères.`,
  labelForbidden: "Le texte du lien ne peut contenir ni caractère de contrôle, ni « < » ou « > ».",
  targetRequired: "Choisissez où mène le lien.",
  pageRequired: "Choisissez une page.",
  serviceRequired: "Choisissez un service.",
  categoryRequired: "Choisissez une catégorie.",
  articleRequired: "Choisissez un article.",
  freePageRequired: "Choisissez une de vos pages.",
  pathRequired: "Indiquez une adresse du site, commençant par « / » (par exemple /contact).",
  pathTooLong: `L'adresse fait au plus ${MENU_LIMITS.path} caractères.`,
  pathForeign:
    "Seule une adresse de ce site est acceptée : elle commence par un seul « / », sans espace ni caractère spécial (pas de « // », de « \\ » ni de « javascript: »).",
  tooManyEntries: `Un menu compte au plus ${MENU_LIMITS.entries} liens : retirez-en un avant d'en ajouter.`,
  duplicateEntry: "Ce menu contient deux fois le même lien : rechargez la page.",
  unreadable: "Demande illisible : rechargez la page et recommencez.",
  entryNotFound: "Ce lien n'est plus dans le menu : la page a été rechargée.",
  saved: "Menu enregistré",
  added: "Lien ajouté au menu",
  removed: "Lien retiré du menu",
  moved: "Lien déplacé",
  renamed: "Lien renommé",
  reset: "Menu par défaut rétabli",
} as const;

// Control characters (NUL included), and angle brackets: a label is plain text.
const FORBIDDEN_IN_LABEL = /[\u0000-\u001f\u007f<>]/;

export const MenuLabelSchema = z
  .string({ error: menuMessages.labelRequired })
  .max(MENU_LIMITS.label * 4, menuMessages.labelTooLong)
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, menuMessages.labelRequired)
      .max(MENU_LIMITS.label, menuMessages.labelTooLong)
      .refine((value) => !FORBIDDEN_IN_LABEL.test(value), menuMessages.labelForbidden)
      .refine(isWellFormed, menuMessages.labelForbidden),
  );

function isWellFormed(value: string): boolean {
  try {
    encodeURIComponent(value); // throws on an unpaired surrogate
    return true;
  } catch {
    return false;
  }
}

/**
 * An address of this site: one leading "/", printable characters only,
 * nothing a browser would read as another site ("//host", "/\host") or as
 * a script.
 */
function isSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  // Spaces, control characters, backslashes (read as "/" by browsers).
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  if (/javascript:|data:|vbscript:/i.test(decodeSafely(value))) return false;
  if (!isWellFormed(value)) return false;
  const origin = "https://site.invalid";
  try {
    return new URL(value, origin).origin === origin;
  } catch {
    return false;
  }
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const SitePathSchema = z
  .string({ error: menuMessages.pathRequired })
  .max(MENU_LIMITS.path * 4, menuMessages.pathTooLong)
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, menuMessages.pathRequired)
      .max(MENU_LIMITS.path, menuMessages.pathTooLong)
      .refine(isSitePath, menuMessages.pathForeign),
  );

const RecordIdSchema = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(2 ** 31 - 1, message);

/**
 * Where an entry leads ('Lien vers'). A new kind of target (a free page)
 * is one more member here and one more case in menu-targets.ts.
 */
export const MenuTargetSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("page"), page: z.enum(FIXED_PAGE_KEYS, menuMessages.pageRequired) }),
    z.object({
      kind: z.literal("service"),
      id: z.string(menuMessages.serviceRequired).regex(/^[a-z0-9-]{1,64}$/, {
        error: menuMessages.serviceRequired,
      }),
    }),
    z.object({ kind: z.literal("services") }),
    z.object({ kind: z.literal("blog") }),
    z.object({ kind: z.literal("category"), id: RecordIdSchema(menuMessages.categoryRequired) }),
    z.object({ kind: z.literal("article"), id: RecordIdSchema(menuMessages.articleRequired) }),
    z.object({ kind: z.literal("free-page"), id: RecordIdSchema(menuMessages.freePageRequired) }),
    z.object({ kind: z.literal("address"), path: SitePathSchema }),
  ],
  { error: menuMessages.targetRequired },
);
export type MenuTarget = z.infer<typeof MenuTargetSchema>;
export type MenuTargetKind = MenuTarget["kind"];

/** The choices of 'Lien vers', in the order the select shows them. */
export const TARGET_KINDS: { kind: MenuTargetKind; label: string }[] = [
  { kind: "page", label: "Une page du site" },
  { kind: "free-page", label: "Une de vos pages" },
  { kind: "service", label: "Un service" },
  { kind: "services", label: "La liste des services" },
  { kind: "blog", label: "Le blog" },
  { kind: "category", label: "Une catégorie du blog" },
  { kind: "article", label: "Un article" },
  { kind: "address", label: "Une adresse de ce site" },
];

/** What 'Ajouter un lien' sends: the label and the target. */
export const MenuLinkSchema = z.object({ label: MenuLabelSchema, target: MenuTargetSchema });
export type MenuLink = z.infer<typeof MenuLinkSchema>;

export const MenuEntryIdSchema = z
  .string(menuMessages.unreadable)
  .regex(/^[a-z0-9-]{1,40}$/, menuMessages.unreadable);

export const MenuEntrySchema = MenuLinkSchema.extend({ id: MenuEntryIdSchema });
export type MenuEntry = z.infer<typeof MenuEntrySchema>;

/** A whole menu, as stored. */
export const MenuSchema = z
  .array(MenuEntrySchema)
  .max(MENU_LIMITS.entries, menuMessages.tooManyEntries)
  .refine(
    (entries) => new Set(entries.map((entry) => entry.id)).size === entries.length,
    menuMessages.duplicateEntry,
  );

/**
 * The target an HTML form describes: `kind` and, for the kinds that need
 * one, the field named after it (`page`, `service`, `category`, `article`,
 * `free-page`, `path`). Unknown kinds are left for the schema to refuse.
 */
export function targetFromForm(get: (name: string) => unknown): unknown {
  const kind = get("kind");
  switch (kind) {
    case "page":
      return { kind, page: get("page") };
    case "service":
      return { kind, id: get("service") };
    case "category":
      return { kind, id: get("category") || undefined };
    case "article":
      return { kind, id: get("article") || undefined };
    case "free-page":
      return { kind, id: get("free-page") || undefined };
    case "address":
      return { kind, path: get("path") };
    default:
      return { kind };
  }
}

/** The first message of each field ("label", "target"…), for the form. */
export function menuFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "_form");
    errors[field] ??= issue.message;
  }
  return errors;
}
