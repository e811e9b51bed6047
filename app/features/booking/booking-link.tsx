import { Link, useNavigate } from "react-router";
import type { MouseEvent, ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "~/components/ui/button";
import { cn } from "~/lib/class-names";
import { useBookingFunnel } from "./booking-funnel";
import { startBooking } from "./booking-flow";

export interface BookingLinkProps {
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
 * itself; with JavaScript it opens the information modal of the page's
 * booking funnel, or runs the booking flow directly where there is none.
 */
export function BookingLink({
  source,
  children,
  variant = "primary",
  size = "md",
  className,
}: BookingLinkProps) {
  const funnel = useBookingFunnel();
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const newTab =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || newTab) return;
    event.preventDefault();
    if (funnel) funnel.openBooking(source);
    else void startBooking(source, { navigate });
  };

  return (
    <Link
      to={`/rendez-vous?source=${encodeURIComponent(source)}`}
      onClick={onClick}
      className={cn(buttonClasses(variant, size), className)}
      data-booking-source={source}
    >
      {children ?? "Prendre rendez-vous"}
    </Link>
  );
}
