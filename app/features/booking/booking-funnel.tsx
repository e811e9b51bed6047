import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
} from "react";
import {
  DIRECT_ACCESS_SOURCE,
  MODAL_SUBMIT_SOURCE,
  newSessionId,
  sourceOrDirect,
  startBooking,
} from "./booking-flow";
import type { InformationModalProps } from "./information-modal";
import { carryToastsToNextPage } from "~/lib/toast";

// The modal and its form only answer a booking button: they load when the
// visitor reaches for one (pointer over it, finger or focus on it), or at
// the click.
const loadInformationModal = () => import("./information-modal");
const InformationModal = lazy<ComponentType<InformationModalProps>>(() =>
  loadInformationModal().then(
    (module) => ({ default: module.InformationModal }),
    // Its code could not load (a new release replaced it, the network
    // dropped): the visitor goes on to the calendar rather than to an error.
    () => ({ default: ContinueWithoutModal }),
  ),
);

function ContinueWithoutModal({ open, onContinue }: InformationModalProps) {
  useEffect(() => {
    if (open) onContinue(false);
  }, [open, onContinue]);
  return null;
}

interface FunnelState {
  open: boolean;
  /** The booking button that opened the modal. */
  source: string;
  /** Made when the modal opens, so the lead and the booking session share it. */
  sessionId: string;
  /** Mounted from the first opening on, so its closing animation and focus return still run. */
  mounted: boolean;
  opener: HTMLElement | null;
}

let state: FunnelState = {
  open: false,
  source: DIRECT_ACCESS_SOURCE,
  sessionId: "",
  mounted: false,
  opener: null,
};
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;
const listeners = new Set<() => void>();

function update(next: Partial<FunnelState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** To the appointment page, with the toasts on screen (the modal's confirmation). */
function goTo(to: string) {
  carryToastsToNextPage();
  window.location.assign(to);
}

/** A booking button was pressed: the information modal opens for it. */
function openBooking(source: string): void {
  update({
    open: true,
    source,
    sessionId: newSessionId(),
    mounted: true,
    opener: document.activeElement instanceof HTMLElement ? document.activeElement : null,
  });
}

/** Whether the information modal is open (the mobile bar hides meanwhile). */
export function useBookingModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.open,
    () => false,
  );
}

/**
 * The information modal of every booking button of the page, mounted on a
 * root of its own by the islands' entry (the server never renders it, so
 * never loads React's browser renderer for it). After it (submitted or
 * skipped), the booking flow runs for the button that opened it, so the
 * session keeps its origin; a submission also records 'modal-form-submit'.
 */
export function BookingFunnelModal() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  const { open, source, sessionId, mounted, opener } = current;

  const onOpenChange = useCallback((next: boolean) => update({ open: next }), []);
  const onContinue = useCallback(
    (submitted: boolean) => {
      update({ open: false });
      void startBooking(source, {
        navigate: goTo,
        sessionId,
        alsoRecord: submitted ? [MODAL_SUBMIT_SOURCE] : [],
      });
    },
    [source, sessionId],
  );
  const origin = useMemo(() => ({ sessionId, buttonId: source }), [sessionId, source]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <InformationModal
        open={open}
        onOpenChange={onOpenChange}
        onContinue={onContinue}
        returnFocusTo={opener}
        origin={origin}
      />
    </Suspense>
  );
}

/**
 * Gives the page its booking funnel: every booking link of the page, inside
 * an island or in plain server HTML, opens the modal (a link opened in a new
 * tab stays a link to /rendez-vous). Called once, by the islands' entry.
 */
export function installBookingFunnel(): void {
  const bookingLink = (event: Event) =>
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>("a[data-booking-source]")
      : null;
  const preload = (event: Event) => {
    if (!bookingLink(event)) return;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, preload);
    void loadInformationModal().catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, preload, { passive: true });
  }
  document.addEventListener("click", (event) => {
    const link = bookingLink(event);
    const newTab =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!link || event.defaultPrevented || newTab) return;
    event.preventDefault();
    openBooking(sourceOrDirect(link.dataset.bookingSource));
  });
}
