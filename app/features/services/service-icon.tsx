import { Baby, Bike, HeartHandshake, Leaf, type LucideIcon, Siren, Sprout } from "lucide-react";
import type { ServiceId } from "~/content/services";

/** The icon of each service; decorative, the title names the service. */
const icons: Record<ServiceId, LucideIcon> = {
  babies: Baby,
  pregnant: Sprout,
  general: Leaf,
  sports: Bike,
  seniors: HeartHandshake,
  emergency: Siren,
};

export function ServiceIcon({ id, className }: { id: ServiceId; className?: string }) {
  const Icon = icons[id];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
