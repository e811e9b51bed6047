import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { DIRECT_ACCESS_SOURCE, MODAL_SUBMIT_SOURCE, startBooking } from "./booking-flow";
import { InformationModal } from "./information-modal";

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

  const openBooking = useCallback((next: string) => {
    setSource(next);
    setOpen(true);
  }, []);

  const onContinue = useCallback(
    (submitted: boolean) => {
      setOpen(false);
      void startBooking(source, { navigate, alsoRecord: submitted ? [MODAL_SUBMIT_SOURCE] : [] });
    },
    [navigate, source],
  );

  const value = useMemo(() => ({ openBooking, modalOpen: open }), [openBooking, open]);
  return (
    <BookingFunnelContext.Provider value={value}>
      {children}
      <InformationModal open={open} onOpenChange={setOpen} onContinue={onContinue} />
    </BookingFunnelContext.Provider>
  );
}
