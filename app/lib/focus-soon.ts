/** Focuses an element after the next render (a field just added, a button after a removal). */
export function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
