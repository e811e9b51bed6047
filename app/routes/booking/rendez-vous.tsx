import { ArrowLeft, ExternalLink, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { data, useNavigate } from "react-router";
import type { Route } from "./+types/rendez-vous";
import { practice } from "~/content/practice";
import { useAppointmentSession } from "~/features/booking/appointment-session";
import { sourceOrDirect } from "~/features/booking/booking-flow";
import { calendarAddress } from "~/features/booking/calendar-address";
import { TagManager } from "~/features/consent/consent-manager";
import { browserStore, storageKeys } from "~/features/tracking/browser-storage";
import { SessionIdSchema } from "~/features/tracking/tracking-schema";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export const pageTexts = {
  title: "Prendre rendez-vous",
  back: "Retour au site",
  loading: "Chargement du calendrier...",
  frameTitle: `Agenda de prise de rendez-vous ${practice.booking.platformName}`,
  openDirect: `Ouvrir l'agenda sur ${practice.booking.platformName}`,
  openDirectShort: `Ouvrir ${practice.booking.platformName}`,
  fallback:
    "Le calendrier ne s'affiche pas ? Votre navigateur ou votre connexion l'empêche peut-être.",
  newTab: "(nouvel onglet)",
} as const;

/** Past this delay without the frame loading (blocked, offline), the direct link is offered. */
const FRAME_FALLBACK_DELAY_MS = 12_000;
/** Spec public §4: the phone-call marker is removed after 5 s. */
const CALL_MARKER_MS = 5_000;

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const source = sourceOrDirect(url.searchParams.get("source"));
  const session = SessionIdSchema.safeParse(url.searchParams.get("session"));
  const { env } = context.services;
  return data(
    {
      calendarUrl: calendarAddress(env.BOOKING_URL ?? practice.booking.url, source),
      source,
      sessionFromAddress: session.success ? session.data : null,
      heartbeatIntervalMs: env.HEARTBEAT_INTERVAL_MS,
    },
    { headers: { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: pageTexts.title,
    path: "/rendez-vous",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });

/**
 * The appointment page (spec public §2): the booking calendar full screen in
 * a frame, 'Retour au site', the phone, and the session's tracking.
 */
export default function AppointmentPage({ loaderData }: Route.ComponentProps) {
  const { calendarUrl, source, sessionFromAddress, heartbeatIntervalMs } = loaderData;
  const navigate = useNavigate();
  const session = useAppointmentSession({ sessionFromAddress, source, heartbeatIntervalMs });
  // The frame is created after hydration: its load event must reach React to hide the spinner.
  const [hydrated, setHydrated] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const timer = window.setTimeout(() => setSlow(true), FRAME_FALLBACK_DELAY_MS);
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("offline", update);
    window.addEventListener("online", update);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("offline", update);
      window.removeEventListener("online", update);
    };
  }, []);

  useEffect(() => {
    // A marker left by a call started here: gone 5 s later (spec public §4).
    const store = browserStore("local");
    if (!store.getItem(storageKeys.callInProgress)) return;
    const timer = window.setTimeout(
      () => store.removeItem(storageKeys.callInProgress),
      CALL_MARKER_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  const onCall = () => {
    const store = browserStore("local");
    store.setItem(storageKeys.callInProgress, String(Date.now()));
    window.setTimeout(() => store.removeItem(storageKeys.callInProgress), CALL_MARKER_MS);
  };

  const onBack = () => {
    const { createdHere } = session.complete();
    const state: unknown = window.history.state;
    const index =
      typeof state === "object" && state !== null && "idx" in state ? Number(state.idx) : 0;
    // Came from a button of the site: one step back; opened here (or in a new tab): the home page.
    if (!createdHere && index > 0) navigate(-1);
    else navigate("/");
  };

  return (
    <div className="flex h-dvh flex-col bg-sand-50">
      <header className="flex shrink-0 items-center justify-between gap-2 border-b border-sand-200 bg-white px-3 py-2 sm:px-5">
        <button
          type="button"
          onClick={onBack}
          className={cn(buttonClasses("ghost", "md"), "px-3 whitespace-nowrap")}
        >
          <ArrowLeft className="size-5" aria-hidden />
          {pageTexts.back}
        </button>
        <div className="flex items-center gap-1 sm:gap-3">
          <a
            href={calendarUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonClasses("ghost", "md"), "px-3")}
            aria-label={`${pageTexts.openDirect} ${pageTexts.newTab}`}
          >
            <ExternalLink className="size-5" aria-hidden />
            <span className="hidden md:inline">{pageTexts.openDirectShort}</span>
          </a>
          <a
            href={`tel:${practice.contact.phoneE164}`}
            onClick={onCall}
            className={cn(buttonClasses("secondary", "md"), "px-3 whitespace-nowrap lg:hidden")}
          >
            <Phone className="size-4" aria-hidden />
            {practice.contact.phone}
          </a>
          <p className="hidden items-center gap-2 px-2 font-medium text-sage-900 lg:flex">
            <Phone className="size-4 text-sage-700" aria-hidden />
            {practice.contact.phone}
          </p>
        </div>
      </header>

      <main className="relative flex-1">
        <h1 className="sr-only">{pageTexts.title}</h1>
        {!loaded ? (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-4 px-6 text-center"
          >
            <span
              aria-hidden
              className="size-10 animate-spin rounded-full border-4 border-sage-200 border-t-sage-700 motion-reduce:animate-none"
            />
            <p className="text-muted">{pageTexts.loading}</p>
            <noscript>
              <a href={calendarUrl} className={buttonClasses("primary", "md")}>
                {pageTexts.openDirect}
              </a>
            </noscript>
          </div>
        ) : null}
        {offline || (slow && !loaded) ? (
          <div className="absolute inset-x-0 top-0 z-10 flex justify-center bg-white/95 px-4 py-4 shadow-md">
            <DirectLink calendarUrl={calendarUrl} />
          </div>
        ) : null}
        {hydrated ? (
          <iframe
            src={calendarUrl}
            title={pageTexts.frameTitle}
            onLoad={() => setLoaded(true)}
            className={cn("absolute inset-0 size-full border-0 bg-white", !loaded && "opacity-0")}
            allow="payment"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
      </main>
      <TagManager />
    </div>
  );
}

function DirectLink({ calendarUrl }: { calendarUrl: string }) {
  return (
    <div className="mt-2 max-w-sm space-y-3">
      <p className="text-sm text-ink">{pageTexts.fallback}</p>
      <a
        href={calendarUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses("primary", "md")}
      >
        <ExternalLink className="size-4" aria-hidden />
        {pageTexts.openDirect}
        <span className="sr-only"> {pageTexts.newTab}</span>
      </a>
    </div>
  );
}
