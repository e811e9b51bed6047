/**
 * A small store of the toasts on screen (at most 5 kept,
 * removed 3 s after dismissal, 3000 ms for the product's toasts).
 * `toast()` can be called from anywhere in the browser; <Toaster/> renders.
 */
import { useSyncExternalStore } from "react";
import { browserStore } from "./browser-storage";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  /** Milliseconds on screen; the product's toasts last 3000 ms. */
  duration?: number;
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

export const TOAST_LIMIT = 5;
const TOAST_REMOVE_DELAY = 3000;
export const PRODUCT_TOAST_DURATION = 3000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit(
    [{ duration: PRODUCT_TOAST_DURATION, ...input, id, open: true }, ...items].slice(
      0,
      TOAST_LIMIT,
    ),
  );
  return id;
}

/** Closes a toast; it leaves the list 3 s later (exit animation, screen readers). */
export function dismissToast(id: number) {
  emit(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(items.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY);
}

export function getToasts(): ToastItem[] {
  return items;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToasts,
    () => EMPTY,
  );
}

const EMPTY: ToastItem[] = [];

const CARRIED_KEY = "toasts_carried";
const VARIANTS = new Set(["default", "destructive", "success"]);

function isToastInput(value: unknown): value is ToastInput {
  if (typeof value !== "object" || value === null) return false;
  const { title, description, variant, duration } = value as Record<string, unknown>;
  return (
    typeof title === "string" &&
    (description === undefined || typeof description === "string") &&
    (variant === undefined || (typeof variant === "string" && VARIANTS.has(variant))) &&
    (duration === undefined || typeof duration === "number")
  );
}

/**
 * Public pages move to the next page with a full load: the toasts still on
 * screen (the information modal's 'Information envoyée') go along in session
 * storage and show again there (showCarriedToasts, in <Toaster/>).
 */
export function carryToastsToNextPage(): void {
  const open = items
    .filter((item) => item.open)
    .map(({ title, description, variant, duration }) => ({
      title,
      description,
      variant,
      duration,
    }));
  if (open.length > 0) browserStore("session").setItem(CARRIED_KEY, JSON.stringify(open));
}

/** Shows the toasts the previous page carried over, once. */
export function showCarriedToasts(): void {
  const store = browserStore("session");
  const raw = store.getItem(CARRIED_KEY);
  if (raw === null) return;
  store.removeItem(CARRIED_KEY);
  let carried: unknown;
  try {
    carried = JSON.parse(raw);
  } catch {
    return;
  }
  if (!Array.isArray(carried)) return;
  // Newest first on screen, as they were: show the oldest first.
  for (const input of carried.filter(isToastInput).slice(0, TOAST_LIMIT).reverse()) toast(input);
}
