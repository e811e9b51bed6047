/**
 * The browser's entry of public pages (docs/decisions/0010-page-weight.md).
 * The server renders the whole page; here React hydrates only its islands
 * (app/lib/island.tsx), each on its own root with the props the server
 * used, and mounts what has no server HTML: the booking funnel's modal, the
 * toasts and the security notice. React Router is not loaded: links are
 * plain links to pages served from memory.
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BackToTop } from "~/components/layout/back-to-top";
import { SiteNavbar } from "~/components/layout/site-navbar";
import { Toaster } from "~/components/toaster";
import { installBookingFunnel } from "~/features/booking/booking-funnel";
import { MobileBookingBar } from "~/features/booking/mobile-booking-bar";
import { ConsentManager, ManageCookiesButton } from "~/features/consent/consent-manager";
import { SecurityNotice } from "~/features/security-notice/security-notice";
import { captureTrackingParameters } from "~/features/tracking/capture-tracking-parameters";
import type { IslandName } from "~/lib/island";

/** Any island component: its props are checked where the server renders it. */
type AnyComponent = ComponentType<never>;

/** Every island by name: the layout's come with this file, a page's own load when it has one. */
const islands: Record<IslandName, () => Promise<AnyComponent>> = {
  navbar: async () => SiteNavbar,
  "mobile-booking-bar": async () => MobileBookingBar,
  "back-to-top": async () => BackToTop,
  consent: async () => ConsentManager,
  "manage-cookies": async () => ManageCookiesButton,
  toast: () => import("~/components/toaster").then((module) => module.PendingToast),
  "page-view": () => import("~/lib/page-view").then((module) => module.PageViewEvent),
  picture: () => import("~/components/picture").then((module) => module.PictureWithFallback),
  "article-image": () =>
    import("~/features/articles/components/article-image").then(
      (module) => module.ArticleImageWithFallback,
    ),
  "location-map": () =>
    import("~/features/contact/location-map").then((module) => module.LocationMap),
  "blog-list": () =>
    import("~/features/articles/components/blog-article-list").then(
      (module) => module.ExpandableArticleList,
    ),
};

/** Tells the page (and its tests) that an island answers. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = islands[name];
  if (!load) return;
  const component = await load();
  // The very props the server rendered the island with (Island in app/lib/island.tsx).
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      createElement(
        Hydrated,
        { onHydrated: resolve },
        createElement(component as ComponentType<object>, props),
      ),
    );
  });
}

function mount(component: AnyComponent) {
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(createElement(component as ComponentType));
}

captureTrackingParameters();
installBookingFunnel();
mount(Toaster);
mount(SecurityNotice);
// An island inside another is hydrated by its parent's root.
const roots = Array.from(document.querySelectorAll<HTMLElement>("[data-island]")).filter(
  (element) => !element.parentElement?.closest("[data-island]"),
);
void Promise.allSettled(roots.map(hydrateIsland)).then(() => {
  document.documentElement.dataset.islands = "hydrated";
});
