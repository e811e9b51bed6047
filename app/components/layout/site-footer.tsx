import { Mail, MapPin, Phone } from "~/components/icons";
import { SiteLogo } from "~/components/layout/site-logo";
import { ManageCookiesButton } from "~/features/consent/consent-manager";
import { Island } from "~/lib/island";
import { usePractice } from "~/features/practice/practice-view";
import type { PublicMenuLink } from "~/features/menus/menu-targets";

/** Site footer: its menu (/admin/menus), contact details, copyright. */
export function SiteFooter({ year, links }: { year: number; links: PublicMenuLink[] }) {
  const settings = usePractice();
  return (
    <footer id="pied-de-page" className="below-fold mt-24 border-t border-sand-200 bg-sand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3">
        <div className="space-y-4">
          <SiteLogo
            practitioner={settings.identity.practitioner.fullName}
            town={settings.identity.town}
          />
          <p className="max-w-xs text-sm leading-relaxed text-muted">{settings.identity.slogan}.</p>
        </div>

        <nav aria-label="Plan du site">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-sage-900 uppercase">
            Navigation
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 md:grid-cols-1">
            {links.map((item, index) => (
              <li key={index}>
                <a
                  href={item.href}
                  className="inline-flex min-h-10 items-center text-ink underline-offset-4 hover:text-sage-800 hover:underline"
                >
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              {/* Reopens the cookie banner (consent can be withdrawn as easily as given). */}
              <Island
                name="manage-cookies"
                of={ManageCookiesButton}
                props={{
                  className:
                    "inline-flex min-h-10 cursor-pointer items-center text-ink underline-offset-4 hover:text-sage-800 hover:underline",
                }}
              />
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-sage-900 uppercase">
            Contact
          </h2>
          <address className="mt-4 space-y-3 text-ink not-italic">
            <p>
              <a
                href={`tel:${settings.contact.phoneE164}`}
                className="inline-flex min-h-10 items-center gap-2 hover:text-sage-800 hover:underline"
              >
                <Phone className="size-4 text-sage-700" aria-hidden />
                {settings.contact.phone}
              </a>
            </p>
            <p>
              <a
                href={`mailto:${settings.contact.email}`}
                className="inline-flex min-h-10 items-center gap-2 hover:text-sage-800 hover:underline"
              >
                <Mail className="size-4 text-sage-700" aria-hidden />
                {settings.contact.email}
              </a>
            </p>
            {settings.locations.map((location) => (
              <p key={location.id} className="flex gap-2 text-sm leading-relaxed">
                <MapPin className="mt-0.5 size-4 shrink-0 text-sage-700" aria-hidden />
                <span>
                  <span className="font-medium">{location.name}</span>
                  <br />
                  {location.address.street}, {location.address.postalCode} {location.address.city}
                </span>
              </p>
            ))}
          </address>
        </div>
      </div>
      <div className="border-t border-sand-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted sm:px-6">
          © {year} {settings.identity.practiceName}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
