/**
 * The analytics data layer (Google Tag Manager's `window.dataLayer`). Events
 * pushed before consent simply wait in the array: the tag manager, loaded
 * only after the visitor accepts, reads them then.
 */
type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushToDataLayer(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** A page view: title and path. */
export function pushPageView(title: string, path: string): void {
  pushToDataLayer({ event: "pageview", pageTitle: title, pagePath: path });
}
