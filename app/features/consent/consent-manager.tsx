import { Cookie } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { pushToDataLayer } from "~/lib/data-layer";
import { useNonce } from "~/lib/nonce";
import { joinClasses } from "~/lib/join-classes";
import {
  chooseConsent,
  consentPendingScript,
  initConsent,
  openConsentBanner,
  useConsent,
  type ConsentChoice,
} from "./consent";
import { loadTagManager, removeAnalyticsCookies } from "./tag-manager";

const consentTexts = {
  title: "Cookies de mesure d'audience",
  body: "Avec votre accord, nous mesurons l'audience du site et l'usage des boutons de rendez-vous (Google Tag Manager), sans publicité ni profilage. Votre choix est conservé 6 mois et modifiable via « Gérer les cookies » en bas de page.",
  more: "En savoir plus",
  refuse: "Tout refuser",
  accept: "Tout accepter",
  manage: "Gérer les cookies",
} as const;

/**
 * Loads the tag manager once the visitor has accepted, and pushes the choice
 * to the data layer. Withdrawing consent reloads the page so that no script
 * of the tag manager keeps running.
 */
export function TagManager({ tagManagerId }: { tagManagerId: string }) {
  const { choice, ready } = useConsent();
  const previous = useRef<ConsentChoice | null>(null);

  useEffect(() => initConsent(), []);

  useEffect(() => {
    if (!ready || choice === previous.current) return;
    const withdrawn = previous.current === "accepted" && choice === "refused";
    previous.current = choice;
    if (choice)
      pushToDataLayer({
        event: "consent_update",
        analytics_storage: choice === "accepted" ? "granted" : "denied",
      });
    if (choice === "accepted" && tagManagerId) loadTagManager(tagManagerId);
    if (withdrawn) {
      removeAnalyticsCookies();
      window.location.reload();
    }
  }, [choice, ready, tagManagerId]);

  return null;
}

/** The consent banner: accepting and refusing side by side, same look, same size. */
function ConsentBanner() {
  const { bannerOpen, requested, ready } = useConsent();
  // A fixed id: the island is hydrated on its own, where useId would differ from the server's.
  const headingId = "bandeau-cookies-titre";
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Opened from the footer: focus follows, so keyboard users land on it.
    if (bannerOpen && requested) heading.current?.focus();
  }, [bannerOpen, requested]);

  // Before the stored choice is read (server HTML, hydration), the banner is
  // in the page and CSS shows it only when the pre-paint script found no choice;
  // its buttons wait for the script that makes them work (same look meanwhile).
  if (ready && !bannerOpen) return null;
  return (
    <section
      aria-labelledby={headingId}
      // Only the card takes clicks: the page around it (footer links, the
      // back-to-top button) stays usable; on phones it sits above the booking bar.
      className={joinClasses(
        "pointer-events-none fixed inset-x-0 bottom-(--mobile-bar-height) z-[60] p-3 sm:p-4 lg:bottom-0",
        !ready && "consent-prepaint",
      )}
    >
      <div className="pointer-events-auto mx-auto max-w-3xl rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-sand-300 sm:p-6">
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="flex items-center gap-2 font-serif text-lg text-sage-900 focus:outline-none"
        >
          <Cookie className="size-5 text-sage-700" aria-hidden />
          {consentTexts.title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink">
          {consentTexts.body}{" "}
          <a
            href="/politique-confidentialite"
            className="text-sage-800 underline underline-offset-4 hover:text-sage-900"
          >
            {consentTexts.more}
          </a>
        </p>
        <div className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => chooseConsent("refused")}
            disabled={!ready}
            className="disabled:opacity-100 sm:min-w-40"
          >
            {consentTexts.refuse}
          </Button>
          <Button
            variant="secondary"
            onClick={() => chooseConsent("accepted")}
            disabled={!ready}
            className="disabled:opacity-100 sm:min-w-40"
          >
            {consentTexts.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The footer's link that reopens the banner. */
export function ManageCookiesButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={openConsentBanner} className={className}>
      {consentTexts.manage}
    </button>
  );
}

/** Banner and tag manager, for the public layout. */
export function ConsentManager({ tagManagerId }: { tagManagerId: string }) {
  const nonce = useNonce();
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: consentPendingScript }}
      />
      <ConsentBanner />
      <TagManager tagManagerId={tagManagerId} />
    </>
  );
}
