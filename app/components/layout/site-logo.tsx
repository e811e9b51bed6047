/** The practice's mark and the practitioner's name, linking home (props: it also renders in the navbar island). */
export function SiteLogo({
  practitioner,
  town,
  className,
}: {
  /** "Julien Mercier", from the identity. */
  practitioner: string;
  town: string;
  className?: string;
}) {
  return (
    <a href="/" className={className ?? "flex items-center gap-2.5 rounded-lg py-1"}>
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
      <span className="flex flex-col leading-tight">
        <span className="font-serif text-lg font-semibold text-sage-900">{practitioner}</span>
        <span className="text-xs font-medium tracking-wide text-muted uppercase">
          Ostéopathe à {town}
        </span>
      </span>
    </a>
  );
}
