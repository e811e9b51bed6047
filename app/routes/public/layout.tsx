import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { BackToTop } from "~/components/layout/back-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteNavbar } from "~/components/layout/site-navbar";
import { BlogLoadingStatus } from "~/features/articles/components/blog-loading-status";
import { BookingFunnelProvider } from "~/features/booking/booking-funnel";
import { MobileBookingBar } from "~/features/booking/mobile-booking-bar";
import { ConsentManager } from "~/features/consent/consent-manager";
import { NoticeBanner } from "~/features/practice/notice-banner";
import { parisYear } from "~/lib/paris-date";

export function loader({ context }: Route.LoaderArgs) {
  // Copyright year from the current date (spec public §1), in Paris.
  return { year: parisYear(context.services.now()) };
}

/**
 * Every move to another page asks the server for this (tiny) loader's data,
 * so the audience count sees client-side navigations too (app/features/audience).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/**
 * Shell of every public page: skip link, fixed navbar, the page inside
 * <main id="contenu"> (pages render their sections, not another <main>),
 * footer, and the floating elements. The main element is padded by the
 * navbar's height; a page whose first section should run under the
 * transparent navbar (the home hero) pulls itself up with a negative margin.
 */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BookingFunnelProvider>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-full bg-sage-800 px-5 py-3 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu
      </a>
      <SiteNavbar />
      <BlogLoadingStatus />
      <main id="contenu" tabIndex={-1} className="pt-16 focus:outline-none lg:pt-20">
        <NoticeBanner />
        <Outlet />
      </main>
      <SiteFooter year={loaderData.year} />
      <BackToTop />
      <MobileBookingBar />
      <ConsentManager />
    </BookingFunnelProvider>
  );
}
