import { Link } from "react-router";
import type { ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "~/components/ui/button";
import { cn } from "~/lib/cn";

export interface BookingLinkProps {
  /** Tracking id of the button, e.g. "seance-type-page-button". */
  source: string;
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: "sm" | "md" | "lg";
  className?: string;
}

/**
 * Every booking button of the site. Without JavaScript it is a plain link to
 * the appointment page; the booking funnel adds tracking and the lead form.
 */
export function BookingLink({ source, children, variant = "primary", size = "md", className }: BookingLinkProps) {
  return (
    <Link
      to={`/rendez-vous?source=${encodeURIComponent(source)}`}
      className={cn(buttonClasses(variant, size), className)}
    >
      {children ?? "Prendre rendez-vous"}
    </Link>
  );
}
