/** Where a lead stands with LEAD_WEBHOOK_URL, as the admin shows it. Safe for the browser. */
export type ForwardState =
  { kind: "sent" } | { kind: "pending" } | { kind: "failed"; attempts: number; error: string };

export const forwardStateLabels = {
  sent: "Transmise",
  pending: "En attente",
  failed: "Échec",
} as const;

export function triesLabel(count: number): string {
  return count === 1 ? "1 essai" : `${count} essais`;
}

/** "Transmise", "En attente", "Échec (2 essais)". */
export function describeForwardState(state: ForwardState): string {
  return state.kind === "failed"
    ? `${forwardStateLabels.failed} (${triesLabel(state.attempts)})`
    : forwardStateLabels[state.kind];
}
