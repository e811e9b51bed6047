import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names through tailwind-merge: a later Tailwind class wins over
 * any earlier one it conflicts with. The admin's joiner; public pages use the
 * lighter `joinClasses` (~/lib/join-classes).
 */
export function mergeClasses(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
