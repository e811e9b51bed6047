/**
 * The browser's entry of public pages (docs/decisions/0010-page-weight.md).
 * The server renders the whole page with React; here Preact, through its
 * React compatibility layer (the build aliases `react` to `preact/compat`),
 * hydrates only its islands (app/lib/island.tsx), each on its own root with
 * the props the server used, and mounts what has no server HTML: the
 * booking funnel's modal, the toasts and the security notice. React Router
 * is not loaded: links are plain links to pages served from memory.
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BackToTop } from "~/components/layout/back-to-top";
import { SiteNavbar } from "~/components/layout/site-navbar";
import { Toaster } from "~/components/toaster";
import { BookingFunnelModal, installBookingFunnel } from "~/features/booking/booking-funnel";
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
    import("~/features/site-pages/location-map").then((module) => module.LocationMap),
  "blog-list": () =>
    import("~/features/articles/components/blog-article-list").then(
      (module) => module.ExpandableArticleList,
    ),
};

/**
 * Islands below the fold or that only answer a click: hydrated when they
 * come near the screen, or at the first click on them, which is replayed
 * once they answer. The others are hydrated at once.
 */
const WHEN_NEEDED: ReadonlySet<IslandName> = new Set([
  "picture",
  "article-image",
  "location-map",
  "blog-list",
  "manage-cookies",
]);
const NEAR_SCREEN = "200px";

/**
 * Waits until the island is needed. A click on it meanwhile, or while it
 * loads, is held back and given back to the island once it answers (call
 * `release`), so a link or button pressed early does what the island does.
 */
function waitUntilNeeded(element: HTMLElement): {
  needed: Promise<void>;
  release: () => void;
} {
  let wake = () => {};
  const needed = new Promise<void>((resolve) => (wake = resolve));
  let clicked: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const newTab =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    const target = event.target instanceof Element ? event.target : null;
    if (newTab || !target) return;
    event.preventDefault();
    event.stopPropagation();
    clicked = target.closest<HTMLElement>("a, button") ?? (target as HTMLElement);
    wake();
  };
  element.addEventListener("click", hold, true);
  // The island's box has no layout of its own (display: contents): watch what it holds.
  const boxes = Array.from(element.children);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    },
    { rootMargin: NEAR_SCREEN },
  );
  boxes.forEach((box) => observer.observe(box));
  if (boxes.length === 0) wake();
  void needed.then(() => observer.disconnect());
  return {
    needed,
    release() {
      element.removeEventListener("click", hold, true);
      if (clicked?.isConnected) clicked.click();
    },
  };
}

/** Tells the page (and its tests) that an island answers. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = islands[name];
  if (!load) return;
  const wait = WHEN_NEEDED.has(name) ? waitUntilNeeded(element) : null;
  try {
    await wait?.needed;
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
  } finally {
    // Also when its code could not load: a held link then goes where it points.
    wait?.release();
  }
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

function mount(component: AnyComponent) {
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(createElement(component as ComponentType));
}

/** The next task: each piece of start-up work runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates the page one piece per task, so that a slow phone's main thread
 * is never blocked long enough to delay a tap (total blocking time).
 */
async function start() {
  captureTrackingParameters();
  mount(BookingFunnelModal);
  installBookingFunnel();
  // An island inside another is hydrated by its parent's root.
  const roots = Array.from(document.querySelectorAll<HTMLElement>("[data-island]")).filter(
    (element) => !element.parentElement?.closest("[data-island]"),
  );
  const [later, now] = partition(roots, (element) =>
    WHEN_NEEDED.has(element.dataset.island as IslandName),
  );
  later.forEach((element) => void hydrateIsland(element));
  const hydrating: Promise<void>[] = [];
  for (const element of now) {
    await nextTask();
    hydrating.push(hydrateIsland(element));
  }
  for (const component of [Toaster, SecurityNotice]) {
    await nextTask();
    mount(component);
  }
  // The page answers once the islands it needs now do; the others wait for the visitor.
  await Promise.allSettled(hydrating);
  document.documentElement.dataset.islands = "hydrated";
}

void start();
