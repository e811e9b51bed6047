import { Outlet, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/layout";
import { BackToTop } from "~/components/layout/back-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteNavbar } from "~/components/layout/site-navbar";
import { MobileBookingBar } from "~/features/booking/mobile-booking-bar";
import { ConsentManager } from "~/features/consent/consent-manager";
import { NoticeBanner } from "~/features/practice/notice-banner";
import { usePractice } from "~/features/practice/practice-view";
import { Island } from "~/lib/island";
import { parisYear } from "~/lib/paris-date";
import { isPreviewHandle } from "~/features/articles/preview-handle";
import { loadServiceCards } from "~/features/services/catalogue.server";
import { loadPublicMenus } from "~/features/menus/menus.server";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    // Copyright year from the current date, in Paris.
    year: parisYear(context.services.now()),
    // The visible services, for every list of them (cards, JSON-LD); never sent to the browser.
    services: await loadServiceCards(context.services),
    // The main menu (navbar and mobile menu) and the footer's links, as edited on /admin/menus.
    menus: await loadPublicMenus(context.services),
  };
}

/**
 * Public pages are never rendered by React Router in the browser: a
 * navigation into one from a page it hydrates (the sign-in page's link home,
 * 'Retour au site' on /rendez-vous, the admin) loads the document itself,
 * which comes with its islands. The promise never settles: the page goes.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  // Back or Forward has already moved the address: reload it, or the entry would be doubled.
  if (window.location.href === request.url) window.location.reload();
  else window.location.assign(request.url);
  return new Promise<never>(() => undefined);
}

/**
 * Shell of every public page: skip link, fixed navbar, the page inside
 * <main id="contenu"> (pages render their sections, not another <main>),
 * footer, and the floating elements. The main element is padded by the
 * navbar's height; a page whose first section should run under the
 * transparent navbar (the home hero) pulls itself up with a negative margin.
 *
 * Public pages are not hydrated by React Router: the interactive parts are
 * islands (app/lib/island.tsx), links are plain links, served from memory.
 */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // Every unknown address shares one 404 page in memory: none is current there.
  const matches = useMatches();
  const notFound = matches.at(-1)?.id === "routes/public/not-found";
  // An article preview loads no tag manager: its address holds a private link.
  const preview = matches.some((match) => isPreviewHandle(match.handle));
  const { contact, tagManagerId, identity } = usePractice();
  const phone = { phone: contact.phone, phoneE164: contact.phoneE164 };
  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-full bg-sage-800 px-5 py-3 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu
      </a>
      <Island
        name="navbar"
        of={SiteNavbar}
        props={{
          pathname: notFound ? "" : pathname,
          ...phone,
          practitioner: identity.practitioner.fullName,
          town: identity.town,
          links: loaderData.menus.main,
        }}
      />
      <main id="contenu" tabIndex={-1} className="pt-16 focus:outline-none lg:pt-20">
        <NoticeBanner />
        <Outlet />
      </main>
      <SiteFooter year={loaderData.year} links={loaderData.menus.footer} />
      <Island name="back-to-top" of={BackToTop} props={{}} />
      <Island name="mobile-booking-bar" of={MobileBookingBar} props={phone} />
      {!preview && <Island name="consent" of={ConsentManager} props={{ tagManagerId }} />}
    </>
  );
}
