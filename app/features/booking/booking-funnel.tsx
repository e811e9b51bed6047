import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { useNavigate } from "react-router";
import {
  DIRECT_ACCESS_SOURCE,
  MODAL_SUBMIT_SOURCE,
  newSessionId,
  startBooking,
} from "./booking-flow";
import type { InformationModalProps } from "./information-modal";

// The modal and its form (dialog, validation schemas) are not needed for the
// first paint: they load when the browser is idle, or at the first click.
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

const IDLE_PRELOAD_TIMEOUT_MS = 5000;

interface BookingFunnel {
  /** A booking button was pressed: show the information modal for it. */
  openBooking(source: string): void;
  modalOpen: boolean;
}

const BookingFunnelContext = createContext<BookingFunnel | null>(null);

/** The funnel of the pages that hold it (the public layout); null elsewhere. */
export function useBookingFunnel(): BookingFunnel | null {
  return useContext(BookingFunnelContext);
}

/**
 * Holds the information modal for every booking button below it. After the
 * modal (submitted or skipped), the booking flow runs for the button that
 * opened it, so the session keeps its origin; a submission also records
 * 'modal-form-submit' (spec public §4).
 */
export function BookingFunnelProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState(DIRECT_ACCESS_SOURCE);
  // Made when the modal opens, so the lead and the booking session share it.
  const [sessionId, setSessionId] = useState("");
  // Mounted from the first opening on, so its closing animation and focus return still run.
  const [mounted, setMounted] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const preload = () => void loadInformationModal().catch(() => undefined);
    // Safari has no requestIdleCallback: a plain timer does there.
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(preload, 1);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);

  const openBooking = useCallback((next: string) => {
    setSource(next);
    setSessionId(newSessionId());
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setMounted(true);
    setOpen(true);
  }, []);

  const onContinue = useCallback(
    (submitted: boolean) => {
      setOpen(false);
      void startBooking(source, {
        navigate,
        sessionId,
        alsoRecord: submitted ? [MODAL_SUBMIT_SOURCE] : [],
      });
    },
    [navigate, source, sessionId],
  );
  const origin = useMemo(() => ({ sessionId, buttonId: source }), [sessionId, source]);

  const value = useMemo(() => ({ openBooking, modalOpen: open }), [openBooking, open]);
  return (
    <BookingFunnelContext.Provider value={value}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <InformationModal
            open={open}
            onOpenChange={setOpen}
            onContinue={onContinue}
            returnFocusTo={opener}
            origin={origin}
          />
        </Suspense>
      )}
    </BookingFunnelContext.Provider>
  );
}
