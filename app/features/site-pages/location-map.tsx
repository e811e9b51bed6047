import { MapPin } from "~/components/icons";
import { joinClasses } from "~/lib/join-classes";
import { SECTION_DELAYS, useDelayedMount } from "~/lib/use-delayed-mount";

/**
 * The OpenStreetMap embed (no Google Maps, no tracker) is mounted after the
 * page's text (1500 ms, docs/decisions/0004-progressive-loading.md); until then,
 * and without JavaScript, a plain card stands in its place.
 */
export function LocationMap(location: {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  embedUrl: string;
}) {
  const mounted = useDelayedMount(SECTION_DELAYS.rest);
  const box = "aspect-[4/3] w-full overflow-hidden rounded-3xl ring-1 ring-sand-200";
  if (!mounted) {
    return (
      <div
        className={joinClasses(
          box,
          "flex flex-col items-center justify-center gap-2 bg-sage-50 p-6 text-center",
        )}
      >
        <MapPin className="size-8 text-sage-700" aria-hidden />
        <p className="font-medium text-sage-900">{location.name}</p>
        <p className="text-sm text-muted">
          {location.street}, {location.postalCode} {location.city}
        </p>
      </div>
    );
  }
  return (
    <iframe
      src={location.embedUrl}
      title={`Plan d'accès : ${location.name}, ${location.street}, ${location.city}`}
      loading="lazy"
      referrerPolicy="no-referrer"
      className={joinClasses(box, "border-0 bg-sage-50")}
    />
  );
}
