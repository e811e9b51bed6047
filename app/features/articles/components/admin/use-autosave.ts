import { useEffect, useRef, useState, type RefObject } from "react";
import { useFetcher, type FetcherSubmitFunction } from "react-router";
import { toast } from "~/lib/toast";
import { formatAdminClock } from "~/lib/admin-dates";
import {
  articleEditorMessages as messages,
  hasArticleContent,
  type ArticleFormValues,
} from "../../article-form-schema";
import type { EditorActionData } from "./article-editor-types";

type AutosaveAnswer = Extract<EditorActionData, { intent: "autosave" }>;

/**
 * A saved autosave: the time shown, and a new article's draft record kept
 * (its id in `current`, which the editor's later sends read, and in the address).
 */
function acceptSaved(
  answer: Extract<AutosaveAnswer, { ok: true }>,
  current: { draftId: number | null; onSaved(savedAt: string): void },
  setDraftId: (draftId: number) => void,
) {
  current.onSaved(answer.savedAt);
  toast({
    title: messages.autosavedTitle,
    description: messages.lastSaved(formatAdminClock(answer.savedAt)),
    duration: 2000,
  });
  if (current.draftId !== null) return;
  current.draftId = answer.articleId;
  setDraftId(answer.articleId);
  // The address of the draft, so that a reload reopens it (the router's state is kept).
  window.history.replaceState(window.history.state, "", `/admin/articles/edit/${answer.articleId}`);
}

/** Sends the editor's state when it has content and changed since the last send. */
function sendIfChangedOf(
  current: {
    values: ArticleFormValues;
    draftId: number | null;
    fetcher: { submit: FetcherSubmitFunction };
  },
  lastSent: RefObject<string | null>,
  inFlight: RefObject<boolean>,
): boolean {
  if (!hasArticleContent(current.values.content)) return false;
  const serialized = JSON.stringify(current.values);
  if (serialized === lastSent.current) return false;
  lastSent.current = serialized;
  inFlight.current = true;
  void current.fetcher.submit(
    {
      intent: "autosave",
      articleId: current.draftId === null ? "" : String(current.draftId),
      data: serialized,
    },
    { method: "post" },
  );
  return true;
}

/**
 * Autosave really saves: at each interval the
 * editor's state is sent to the server, unless the content is empty or
 * nothing changed since the last save. A new article gets its draft record
 * on the first autosave; its id is kept (and put in the address, so a reload
 * finds the draft).
 */
export function useAutosave({
  articleId,
  values,
  intervalMs,
  paused,
  onSaved,
}: {
  articleId: number | null;
  values: ArticleFormValues;
  intervalMs: number;
  paused: boolean;
  onSaved(savedAt: string): void;
}) {
  const fetcher = useFetcher<AutosaveAnswer>();
  const discard = useFetcher();
  const [draftId, setDraftId] = useState<number | null>(articleId);
  const state = useRef({ values, paused, draftId, fetcher, onSaved });
  state.current = { ...state.current, values, paused, fetcher, onSaved };
  const lastSent = useRef<string | null>(JSON.stringify(values));
  const handled = useRef<unknown>(null);
  /** A save waiting for the autosave in flight (it may be creating the draft record). */
  const waiting = useRef<((draftId: number | null) => void) | null>(null);
  /** True from the moment a save starts: no autosave may race it (and make a second draft). */
  const saving = useRef(false);
  /**
   * True from the autosave's submit until its answer is handled. The
   * fetcher's own state only changes at the next render: a save clicked in
   * between would not wait, and a new article would be created twice.
   */
  const inFlight = useRef(false);

  const sendIfChanged = useRef(() => sendIfChangedOf(state.current, lastSent, inFlight));

  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = state.current;
      if (current.paused || saving.current || inFlight.current) return;
      sendIfChanged.current();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);

  useEffect(() => {
    if (fetcher.state !== "idle") return;
    inFlight.current = false;
    const answer = fetcher.data;
    if (answer && handled.current !== answer) {
      handled.current = answer;
      if (answer.ok) {
        acceptSaved(answer, state.current, setDraftId);
      } else {
        // Try again at the next interval.
        lastSent.current = null;
      }
    }
    const run = waiting.current;
    waiting.current = null;
    run?.(state.current.draftId);
  }, [fetcher.state, fetcher.data]);

  return {
    draftId,
    /** Runs `save` once no autosave is in flight, with the draft record's id. */
    afterAutosave(save: (draftId: number | null) => void) {
      saving.current = true;
      if (!inFlight.current) save(state.current.draftId);
      else waiting.current = save;
    },
    /**
     * Autosaves now what the editor holds (the preview shows it), then runs
     * `then` with the draft record's id (null when there is nothing to save yet).
     */
    autosaveNow(then: (draftId: number | null) => void) {
      if (inFlight.current || (!saving.current && sendIfChanged.current())) {
        waiting.current = then;
      } else {
        then(state.current.draftId);
      }
    },
    /** The save came back with errors: autosave goes on. */
    resumeAutosave() {
      saving.current = false;
    },
    ignoreAutosave: () => {
      if (draftId === null) return;
      void discard.submit(
        { intent: "discard-autosave", articleId: String(draftId) },
        { method: "post" },
      );
    },
  };
}
