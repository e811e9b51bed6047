import type { ComponentProps } from "react";
import { joinClasses } from "~/lib/join-classes";

export const fieldClasses =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-ink " +
  "placeholder:text-stone-500 focus:border-sage-600 focus:outline-2 focus:outline-sage-600/40 " +
  "aria-[invalid=true]:border-red-700 disabled:cursor-not-allowed disabled:bg-stone-100";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={joinClasses(fieldClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={joinClasses(fieldClasses, "min-h-20", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label
      className={joinClasses("mb-1.5 block text-sm font-medium text-ink", className)}
      {...props}
    />
  );
}

/** A field's error message, announced by screen readers. */
export function FieldError({ id, children }: { id: string; children?: string | null }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-red-700">
      {children}
    </p>
  );
}
