import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A card of the admin dashboard: icon, title, short text, actions. */
export function DashboardCard({
  title,
  description,
  icon: Icon,
  titleId,
  children,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Given, the card is a region named by its title (screen readers list it). */
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sage-50 text-sage-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <h2 id={titleId} className="text-xl">
          {title}
        </h2>
      </div>
      <p className="mt-3 text-muted">{description}</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">{children}</div>
    </section>
  );
}
