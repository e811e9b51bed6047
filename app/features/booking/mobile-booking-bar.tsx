import { Phone } from "~/components/icons";
import { useEffect, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { joinClasses } from "~/lib/join-classes";
import { SECTION_DELAYS, useDelayedMount } from "~/lib/use-delayed-mount";
import { useBookingModalOpen } from "./booking-funnel";
import { BookingLink } from "./booking-link";
import { useMobileMenuOpen } from "./mobile-menu-state";

const mobileBarTexts = { region: "Prendre contact", booking: "Rdv Doctolib" } as const;

/** True while the page's footer is on screen. */
function useFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector("footer");
    if (!footer || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) =>
      setInView(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/**
 * The mobile fixed bar: call button with the number and
 * 'Rdv Doctolib', under 1024 px only; hidden while the menu or the modal is
 * open and while the footer is in view. Mounted with the page's last wave
 * (1500 ms).
 */
export function MobileBookingBar({ phone, phoneE164 }: { phone: string; phoneE164: string }) {
  const mounted = useDelayedMount(SECTION_DELAYS.rest);
  const modalOpen = useBookingModalOpen();
  const menuOpen = useMobileMenuOpen();
  const footerInView = useFooterInView();
  const hidden = menuOpen || modalOpen || footerInView;

  if (!mounted) return null;
  return (
    <div
      role="region"
      aria-label={mobileBarTexts.region}
      hidden={hidden}
      data-testid="mobile-booking-bar"
      className="fixed inset-x-0 bottom-0 z-30 h-(--mobile-bar-height) border-t border-sand-200 bg-white/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(31,42,36,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto grid max-w-md grid-cols-2 gap-3">
        <a
          href={`tel:${phoneE164}`}
          className={joinClasses(buttonClasses("secondary", "md"), "w-full px-3 whitespace-nowrap")}
        >
          <Phone className="size-4 shrink-0" aria-hidden />
          {phone}
        </a>
        <BookingLink source="mobile-fixed-bar" className="w-full px-3 whitespace-nowrap">
          {mobileBarTexts.booking}
        </BookingLink>
      </div>
    </div>
  );
}
