import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { mergeClasses } from "~/lib/merge-classes";

/** A message box of the sign-in page: an error (announced at once) or a confirmation. */
export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: "error" | "success";
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={mergeClasses(
        "flex gap-3 rounded-xl p-4 text-sm ring-1",
        tone === "error"
          ? "bg-red-50 text-red-800 ring-red-200"
          : "bg-sage-50 text-sage-900 ring-sage-200",
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
