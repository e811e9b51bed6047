/**
 * The redirections of imported things go to features/redirections, with its
 * rules (normalised addresses, no chain, no loop, never an address the site
 * serves). Tests hand the pipeline a sink of their own.
 */
import { saveImportedRedirections } from "~/features/redirections/redirections.server";
import type { ImportDeps } from "./import-run.server";

export const importDeps: ImportDeps = {
  redirections: { save: saveImportedRedirections },
};
