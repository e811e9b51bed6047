/**
 * A kind of versioned document (the public pages, the practice's settings,
 * …): the feature that owns it defines it here and hands it to the store
 * (document-store.server.ts), which keeps its versions under the kind's name.
 */
import type { z } from "zod";
import type { Transaction } from "~/server/content-version.server";

export interface DocumentKind<T> {
  /** Stored in document_versions.kind and document_drafts.kind: never renamed. */
  name: string;
  /** Published versions kept per document; its history shows them. */
  kept: number;
  schemaOf(key: string): z.ZodType<T>;
  defaultsOf(key: string): T;
  /** The document's name in the server's log lines ("Accueil", "Coordonnées"). */
  labelOf(key: string): string;
  /** What the log says when a stored document no longer passes its schema. */
  unreadable(key: string): string;
  /** The labels of what a publication changed from the one before, when its history shows them. */
  changedLabels?(key: string, before: T, after: T): string[];
  /**
   * A field added to the kind since the document was stored takes its
   * default, so the rest of the document stays as published.
   */
  fillsNewFields?: boolean;
  /**
   * What else a publication changes, in its transaction (a free page
   * becomes visible): the document and its state never disagree.
   */
  publishedIn?(tx: Transaction, key: string, now: Date): Promise<void>;
}
