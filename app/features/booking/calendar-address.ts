/**
 * The booking calendar's address for a visit from `source` (with
 * utm_campaign=website-tracking and utm_source={source}).
 */
export function calendarAddress(bookingUrl: string, source: string): string {
  const url = new URL(bookingUrl);
  url.searchParams.set("utm_campaign", "website-tracking");
  url.searchParams.set("utm_source", source);
  return url.toString();
}
