import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names; later Tailwind classes win over earlier ones (the admin; public pages use ~/lib/class-names). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
