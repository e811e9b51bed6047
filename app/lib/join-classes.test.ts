import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";
import { describe, expect, test } from "vitest";
import { buttonStyles, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { fieldClasses } from "~/components/ui/input";
import { joinClasses } from "./join-classes";

const merged = (...inputs: ClassValue[]) => twMerge(clsx(inputs));

/** Classes the components add to a button's own (call sites of Button, BookingLink, buttonClasses). */
const buttonOverrides = [
  "",
  "w-full",
  "mt-1 w-full",
  "mt-2 w-full sm:w-auto",
  "mt-6",
  "mt-8",
  "shrink-0",
  "flex-1",
  "whitespace-nowrap",
  "opacity-70",
  "w-full px-3 whitespace-nowrap",
  "px-3 whitespace-nowrap",
  "px-3 whitespace-nowrap lg:hidden",
  "disabled:opacity-100 sm:min-w-40",
  "text-red-700 hover:bg-red-50",
  "inline-flex min-h-11 items-center gap-2 font-medium text-sage-800 underline underline-offset-4",
  "py-2 text-center text-base text-sage-800 underline underline-offset-4",
  "text-white ring-1 ring-white/70 ring-inset hover:bg-sage-800 hover:text-white focus-visible:outline-white",
];

/** Other joins of the public pages, with a later class meant to win. */
const otherJoins: ClassValue[][] = [
  [fieldClasses, "min-h-20"],
  [fieldClasses, "border-red-700 bg-sand-50 px-4"],
  ["mb-1.5 block text-sm font-medium text-ink", "sr-only"],
  ["fixed right-6 bottom-6 z-30 hidden size-12 items-center", "lg:inline-flex"],
  ["rounded-full px-3 py-2 text-[0.95rem] font-medium", "text-sage-800 underline decoration-2"],
  ["pointer-events-none fixed inset-x-0 bottom-(--mobile-bar-height) z-[60] p-3 lg:bottom-0"],
  ["aspect-video w-full bg-sand-100 object-cover", "h-28 w-28 rounded-lg"],
  ["h-auto w-full", "rounded-2xl shadow-lg"],
  ["mx-auto px-5 pt-12 pb-10 sm:px-8", "max-w-6xl"],
  ["p-4 px-2", "p-6"],
  ["px-2 py-1", "p-3"],
  ["size-12", "w-10"],
  ["w-10", "size-12"],
  ["inset-x-0 top-0", "inset-0"],
  ["rounded-t-lg", "rounded-full"],
  ["border-t border-sand-200", "border-0"],
  ["flex flex-col flex-wrap", "flex-row"],
  ["text-lg text-ink text-center", "text-sm text-muted"],
  ["font-serif font-medium", "font-semibold"],
  ["shadow-sm shadow-black/10", "shadow-lg"],
  ["ring-1 ring-sand-200 ring-inset", "ring-2 ring-sage-600"],
  ["has-[a:focus-visible]:ring-2 hover:shadow-md", "has-[a:focus-visible]:ring-4"],
  ["aria-[invalid=true]:border-red-700", "aria-[invalid=true]:border-amber-700"],
  ["-translate-x-1/2 lg:-translate-y-1/2", "translate-x-0"],
  ["hidden lg:block", "block"],
  ["fixed inset-0", "absolute"],
  ["opacity-0", false, null, undefined, "opacity-100"],
];

describe("class names", () => {
  const variants = Object.keys(buttonStyles.variants) as ButtonVariant[];
  const sizes = Object.keys(buttonStyles.sizes) as ButtonSize[];

  test("a button's classes match what tailwind-merge gave, for every variant, size and override", () => {
    for (const variant of variants) {
      for (const size of sizes) {
        const parts = [buttonStyles.base, buttonStyles.variants[variant], buttonStyles.sizes[size]];
        const own = joinClasses(parts);
        expect(own, `${variant} ${size}`).toBe(merged(parts));
        for (const override of buttonOverrides) {
          expect(joinClasses(own, override), `${variant} ${size} + ${override}`).toBe(
            merged(merged(parts), override),
          );
        }
      }
    }
  });

  test("a later class of the same kind and variants replaces an earlier one, like tailwind-merge", () => {
    for (const join of otherJoins)
      expect(joinClasses(...join), join.join(" + ")).toBe(merged(...join));
  });

  test("classes of different kinds or variants are all kept", () => {
    expect(joinClasses("px-5 py-2 hover:px-3 lg:px-7", "flex-1 flex")).toBe(
      "px-5 py-2 hover:px-3 lg:px-7 flex-1 flex",
    );
  });
});
