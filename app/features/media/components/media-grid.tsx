/**
 * The media library's grid, shared by its page and the image fields'
 * picker: each image's small thumbnail (never the full file), original
 * name, dimensions, weight and date, and what the caller puts under it.
 */
import type { ReactNode } from "react";
import { formatParisDate } from "~/lib/paris-date";
import type { MediaItem } from "../media-library";

const weight = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

/** "84 Ko": the weight of the image's JPEG or PNG file. */
export function formatWeight(bytes: number): string {
  return `${weight.format(Math.max(1, bytes / 1024))} Ko`;
}

/** How an image is named to the practitioner: its file's original name, else its stored one. */
export function mediaName(item: MediaItem): string {
  return item.originalName ?? item.fileName;
}

export function MediaGrid({
  items,
  children,
}: {
  items: MediaItem[];
  children(item: MediaItem): ReactNode;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.fileName}
          className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200"
        >
          <img
            src={item.thumbnailUrl}
            alt={item.alt}
            width={320}
            height={Math.round((320 * item.height) / Math.max(1, item.width))}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full bg-sand-50 object-contain"
          />
          <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
            <p className="font-medium break-all text-ink">{mediaName(item)}</p>
            <p className="text-muted">
              {item.width} × {item.height} px · {formatWeight(item.bytes)} ·{" "}
              <time dateTime={item.createdAt}>{formatParisDate(new Date(item.createdAt))}</time>
            </p>
            {children(item)}
          </div>
        </li>
      ))}
    </ul>
  );
}
