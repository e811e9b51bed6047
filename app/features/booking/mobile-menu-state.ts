/**
 * Whether the site's mobile menu is open, for the mobile fixed bar, which
 * hides meanwhile. The navbar reports, the bar reads.
 */
import { useEffect, useSyncExternalStore } from "react";

let menuOpen = false;
const listeners = new Set<() => void>();

function setMenuOpen(open: boolean) {
  if (open === menuOpen) return;
  menuOpen = open;
  listeners.forEach((listener) => listener());
}

/** Called by the navbar with its menu's state. */
export function useReportMobileMenu(open: boolean): void {
  useEffect(() => {
    setMenuOpen(open);
    return () => setMenuOpen(false);
  }, [open]);
}

export function useMobileMenuOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => menuOpen,
    () => false,
  );
}
