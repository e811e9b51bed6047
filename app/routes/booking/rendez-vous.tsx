import { ArrowLeft, ExternalLink, Phone } from "~/components/icons";
import { useEffect, useState } from "react";
import { data, useNavigate } from "react-router";
import type { Route } from "./+types/rendez-vous";
import { practice } from "~/content/practice";
import { useAppointmentSession } from "~/features/booking/appointment-session";
import { sourceOrDirect } from "~/features/booking/booking-flow";
import { calendarAddress } from "~/features/booking/calendar-address";
import { readPracticeView } from "~/features/practice/practice-settings.server";
import { TagManager } from "~/features/consent/consent-manager";
import { NoticeBanner } from "~/features/practice/notice-banner";
import { practiceFrom, usePractice } from "~/features/practice/practice-view";
import { browserStore, storageKeys } from "~/lib/browser-storage";
import { SessionIdSchema } from "~/features/tracking/tracking-schema";
import { buttonClasses } from "~/components/ui/button";
import { joinClasses } from "~/lib/join-classes";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

const pageTexts = {
  title: "Prendre rendez-vous",
  back: "Retour au site",
  loading: "Chargement du calendrier...",
  frameTitle: `Agenda de prise de rendez-vous ${practice.booking.platformName}`,
  openDirect: `Ouvrir l'agenda sur ${practice.booking.platformName}`,
  fallback: "Le calendrier ne s'affiche pas ?",
  newTab: "(nouvel onglet)",
} as const;

/** The phone-call marker is removed after 5 s. */
const CALL_MARKER_MS = 5_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const source = sourceOrDirect(url.searchParams.get("source"));
  const session = SessionIdSchema.safeParse(url.searchParams.get("session"));
  const { env } = context.services;
  return data(
    {
      calendarUrl: calendarAddress((await readPracticeView(context.services)).bookingUrl, source),
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
    practice: practiceFrom(matches),
    noindex: true,
  });

/**
 * The appointment page: the booking calendar full screen in
 * a frame, 'Retour au site', the phone, and the session's tracking.
 */
export default function AppointmentPage({ loaderData }: Route.ComponentProps) {
  const { calendarUrl, source, sessionFromAddress, heartbeatIntervalMs } = loaderData;
  const navigate = useNavigate();
  const { tagManagerId } = usePractice();
  const session = useAppointmentSession({ sessionFromAddress, source, heartbeatIntervalMs });

  const onBack = () => {
    const { createdHere } = session.complete();
    const state: unknown = window.history.state;
    const index =
      typeof state === "object" && state !== null && "idx" in state ? Number(state.idx) : 0;
    // Public pages arrive with a full load: the previous entry is theirs when the referrer is.
    const fromThisSite =
      document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
    // Came from a button of the site: one step back; opened here (or in a new tab): the home page.
    if (!createdHere && (index > 0 || (fromThisSite && window.history.length > 1))) navigate(-1);
    else navigate("/");
  };

  return (
    <div className="flex h-dvh flex-col bg-sand-50">
      <AppointmentHeader onBack={onBack} />
      <NoticeBanner />
      <CalendarFrame calendarUrl={calendarUrl} />
      {/* Always offered: a frame the calendar refuses (or a lost connection)
          still fires "load", on the browser's error page, so it cannot be told apart. */}
      <footer className="flex shrink-0 flex-wrap items-center justify-center gap-x-3 gap-y-1 border-t border-sand-200 bg-white px-4 py-2 text-sm">
        <p className="text-ink">{pageTexts.fallback}</p>
        <a
          href={calendarUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded font-medium text-sage-800 underline underline-offset-2 hover:text-sage-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700"
        >
          <ExternalLink className="size-4" aria-hidden />
          {pageTexts.openDirect}
          <span className="sr-only"> {pageTexts.newTab}</span>
        </a>
      </footer>
      <TagManager tagManagerId={tagManagerId} />
    </div>
  );
}

/** 'Retour au site' and the phone; a call started here leaves a marker for 5 s. */
function AppointmentHeader({ onBack }: { onBack: () => void }) {
  const { contact } = usePractice();

  useEffect(() => {
    // A marker left by a call started here: gone 5 s later.
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

  return (
    <header className="flex shrink-0 items-center justify-between gap-2 border-b border-sand-200 bg-white px-3 py-2 sm:px-5">
      <button
        type="button"
        onClick={onBack}
        className={joinClasses(buttonClasses("ghost", "md"), "px-3 whitespace-nowrap")}
      >
        <ArrowLeft className="size-5" aria-hidden />
        {pageTexts.back}
      </button>
      <div className="flex items-center gap-1 sm:gap-3">
        <a
          href={`tel:${contact.phoneE164}`}
          onClick={onCall}
          className={joinClasses(
            buttonClasses("secondary", "md"),
            "px-3 whitespace-nowrap lg:hidden",
          )}
        >
          <Phone className="size-4" aria-hidden />
          {contact.phone}
        </a>
        <p className="hidden items-center gap-2 px-2 font-medium text-sage-900 lg:flex">
          <Phone className="size-4 text-sage-700" aria-hidden />
          {contact.phone}
        </p>
      </div>
    </header>
  );
}

/** The calendar in a frame, with a spinner until it has loaded. */
function CalendarFrame({ calendarUrl }: { calendarUrl: string }) {
  // The frame is created after hydration: its load event must reach React to hide the spinner.
  const [hydrated, setHydrated] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => setHydrated(true), []);

  return (
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
      {hydrated ? (
        <iframe
          src={calendarUrl}
          title={pageTexts.frameTitle}
          onLoad={() => setLoaded(true)}
          className={joinClasses(
            "absolute inset-0 size-full border-0 bg-white",
            !loaded && "opacity-0",
          )}
          allow="payment"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : null}
    </main>
  );
}
