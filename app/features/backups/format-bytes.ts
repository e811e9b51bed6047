const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/** A size in French, in the largest unit under 1024 of it: "840 octets", "12,3 Mo", "1,2 Go". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat("fr-FR", {
    style: "unit",
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
