import type { ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "~/components/ui/button";
import { joinClasses } from "~/lib/join-classes";

interface BookingLinkProps {
  /** Tracking id of the button, e.g. "seance-type-page-button" (letters, digits, hyphens). */
  source: string;
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: "sm" | "md" | "lg";
  className?: string;
}

/**
 * Every booking button of the site. Without JavaScript (or opened in a new
 * tab) it is a plain link to the appointment page, which then opens a session
 * itself; on a public page, the booking funnel (installBookingFunnel) opens
 * the information modal for it.
 */
export function BookingLink({
  source,
  children,
  variant = "primary",
  size = "md",
  className,
}: BookingLinkProps) {
  return (
    <a
      href={`/rendez-vous?source=${encodeURIComponent(source)}`}
      className={joinClasses(buttonClasses(variant, size), className)}
      data-booking-source={source}
    >
      {children ?? "Prendre rendez-vous"}
    </a>
  );
}
