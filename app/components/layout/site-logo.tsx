import { practice } from "~/content/practice";

/** The practice's mark and name, linking home. */
export function SiteLogo({ className }: { className?: string }) {
  return (
    <a href="/" className={className ?? "flex items-center gap-2.5 rounded-lg py-1"}>
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
      <span className="flex flex-col leading-tight">
        <span className="font-serif text-lg font-semibold text-sage-900">
          {practice.practitioner.firstName} {practice.practitioner.lastName}
        </span>
        <span className="text-xs font-medium tracking-wide text-muted uppercase">
          Ostéopathe à {practice.town}
        </span>
      </span>
    </a>
  );
}
