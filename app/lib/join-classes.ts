import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names for the public pages; a later Tailwind class replaces an
 * earlier one that sets the same thing under the same variants (`px-5` …
 * `px-3` keeps `px-3`), as tailwind-merge does, for the kinds of utilities our
 * components override. tailwind-merge weighed 8 kB compressed on every public
 * page; the admin still uses it (`mergeClasses`, ~/lib/merge-classes).
 * join-classes.test.ts checks both agree on every combination the components
 * produce.
 */
export function joinClasses(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let resolved = resolvedJoins.get(joined);
  if (resolved === undefined) {
    resolved = resolveConflicts(joined);
    // Components join the same few lists on every render: remember them, bounded.
    if (resolvedJoins.size >= MAX_REMEMBERED_JOINS) resolvedJoins.clear();
    resolvedJoins.set(joined, resolved);
  }
  return resolved;
}

const MAX_REMEMBERED_JOINS = 1000;
const resolvedJoins = new Map<string, string>();

function resolveConflicts(joined: string): string {
  const classes = joined.split(" ");
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index] ?? "";
    const split = variantSplit(name);
    const kind = split && utilityKind(split.utility);
    if (!split || !kind) {
      kept.push(name);
      continue;
    }
    if (taken.has(split.variants + kind)) continue;
    kept.push(name);
    taken.add(split.variants + kind);
    for (const covered of COVERS[kind] ?? []) taken.add(split.variants + covered);
  }
  return kept.reverse().join(" ");
}

/** A utility that sets all sides also sets each side: a later `p-4` replaces `px-2`. */
const COVERS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l"],
  "border-width": [
    "border-width-x",
    "border-width-y",
    "border-width-t",
    "border-width-r",
    "border-width-b",
    "border-width-l",
  ],
};

/** `hover:lg:px-3` → variants "hover:lg:", utility "px-3"; colons inside brackets are not separators. */
function variantSplit(name: string): { variants: string; utility: string } | null {
  if (name === "") return null;
  let depth = 0;
  let cut = -1;
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) cut = index;
  }
  const utility = name
    .slice(cut + 1)
    .replace(/^!/, "")
    .replace(/^-/, "");
  return { variants: name.slice(0, cut + 1), utility };
}

const DISPLAY =
  /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root)$/;
const POSITION = /^(static|fixed|absolute|relative|sticky)$/;
const BY_PREFIX =
  /^(p[xytrblse]?|m[xytrblse]?|size|w|h|min-w|min-h|max-w|max-h|gap(?:-[xy])?|inset(?:-[xy])?|top|right|bottom|left|z|opacity|leading|tracking|whitespace|rounded(?:-[trbl])?|translate-[xy]|underline-offset|outline-offset|ring-offset|items|justify|self|grid-cols|pointer-events)-/;
const TEXT_SIZE = /^text-(xs|sm|base|lg|\d?xl|\[[\d.]+(px|rem|em)\])$/;
const TEXT_OTHER =
  /^text-(left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)$/;

/** What a utility sets, for the utilities that can conflict; null for the others. */
function utilityKind(utility: string): string | null {
  if (DISPLAY.test(utility)) return "display";
  if (POSITION.test(utility)) return "position";
  const prefix = utility.match(BY_PREFIX)?.[1];
  if (prefix) return prefix;
  if (utility === "rounded") return "rounded";
  if (utility.startsWith("text-")) {
    if (TEXT_SIZE.test(utility)) return "text-size";
    return TEXT_OTHER.test(utility) ? null : "text-color";
  }
  if (utility.startsWith("bg-")) {
    if (/^bg-(gradient|linear|radial|none)/.test(utility)) return "bg-image";
    return /^bg-(cover|contain|auto|center|top|bottom|left|right|fixed|local|scroll|repeat|no-repeat|clip|origin|blend)/.test(
      utility,
    )
      ? null
      : "bg-color";
  }
  if (/^font-(sans|serif|mono)$/.test(utility)) return "font-family";
  if (utility.startsWith("font-")) return "font-weight";
  if (utility === "ring" || /^ring-(\d+|\[[^\]]+\])$/.test(utility)) return "ring-width";
  if (utility === "ring-inset") return "ring-inset";
  if (utility.startsWith("ring-")) return "ring-color";
  if (utility === "outline" || /^outline-\d+$/.test(utility)) return "outline-width";
  if (/^outline-(none|hidden|solid|dashed|dotted|double)$/.test(utility)) return "outline-style";
  if (utility.startsWith("outline-")) return "outline-color";
  if (/^shadow(-(xs|sm|md|lg|xl|2xl|none|inner))?$/.test(utility)) return "shadow";
  if (utility.startsWith("shadow-")) return "shadow-color";
  if (utility === "border" || /^border-\d+$/.test(utility)) return "border-width";
  if (/^border-[xytrbl](-\d+)?$/.test(utility)) return `border-width-${utility[7]}`;
  if (/^border-(solid|dashed|dotted|double|none)$/.test(utility)) return "border-style";
  if (utility.startsWith("border-")) return "border-color";
  if (/^(underline|overline|line-through|no-underline)$/.test(utility)) return "decoration-line";
  if (/^flex-(row|col)(-reverse)?$/.test(utility)) return "flex-direction";
  if (/^flex-(wrap|nowrap|wrap-reverse)$/.test(utility)) return "flex-wrap";
  return null;
}
