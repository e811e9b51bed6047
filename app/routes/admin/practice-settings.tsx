import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/practice-settings";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import { ContactForm } from "~/features/practice/components/admin/contact-form";
import { IdentityForm } from "~/features/practice/components/admin/identity-form";
import {
  LocationsForm,
  MapPositionWarning,
} from "~/features/practice/components/admin/locations-form";
import { NoticesForm } from "~/features/practice/components/admin/notices-form";
import { PricingForm } from "~/features/practice/components/admin/pricing-form";
import {
  SettingsHistory,
  type VersionItem,
} from "~/features/practice/components/admin/settings-history";
import {
  listSettingsVersions,
  readPracticeSettings,
} from "~/features/practice/practice-settings.server";
import { practiceSettingsAction } from "~/features/practice/settings-action.server";
import {
  SECTION_TITLES,
  SETTINGS_SECTIONS,
  type SettingsSection,
} from "~/features/practice/settings-schema";
import { parisIsoDate } from "~/lib/paris-date";
import { toast } from "~/lib/toast";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta("Cabinet");

/** Each section's anchor on the page. */
const ANCHORS: Record<SettingsSection, string> = {
  identity: "identite",
  contact: "coordonnees",
  locations: "lieux",
  pricing: "tarifs",
  notices: "fermetures",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const { services } = context;
  const { settings } = await readPracticeSettings(services);
  const lists = await Promise.all(
    SETTINGS_SECTIONS.map(async (section) => {
      const versions = await listSettingsVersions(services, section);
      const items: VersionItem[] = versions.map((version) => ({
        ...version,
        createdAt: version.createdAt.toISOString(),
      }));
      return [section, items] as const;
    }),
  );
  return {
    settings,
    versions: Object.fromEntries(lists) as Record<SettingsSection, VersionItem[]>,
    bookingUrlOverridden: Boolean(services.env.BOOKING_URL),
    today: parisIsoDate(services.now()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context.services);
  return practiceSettingsAction(context.services, user, await readFormBody(request));
}

function Section({
  section,
  intro,
  versions,
  children,
}: {
  section: SettingsSection;
  intro: string;
  versions: VersionItem[];
  children: ReactNode;
}) {
  const titleId = `${ANCHORS[section]}-titre`;
  return (
    <section
      id={ANCHORS[section]}
      aria-labelledby={titleId}
      className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-7"
    >
      <h2 id={titleId} className="text-2xl">
        {SECTION_TITLES[section]}
      </h2>
      <p className="mt-1 mb-6 text-muted">{intro}</p>
      {children}
      <SettingsHistory section={section} versions={versions} />
    </section>
  );
}

export default function PracticeSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
  const { settings, versions, bookingUrlOverridden, today } = loaderData;
  const errorsOf = (section: SettingsSection) =>
    actionData?.section === section ? actionData.errors : undefined;
  // A saved or restored section starts again from what is stored; the others keep their edits.
  const keyOf = (section: SettingsSection) => String(versions[section][0]?.id ?? "defaults");

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl">Cabinet</h1>
      <p className="mt-2 text-muted">
        L'identité du cabinet, ses coordonnées, lieux, horaires, tarifs et fermetures affichés sur
        le site. Chaque partie s'enregistre séparément et s'affiche sur le site dès
        l'enregistrement.
      </p>
      <nav aria-label="Parties de la page" className="mt-4">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section}>
              <a
                href={`#${ANCHORS[section]}`}
                className="text-sage-700 underline underline-offset-4 hover:text-sage-900"
              >
                {SECTION_TITLES[section]}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 space-y-10">
        <Section
          section="identity"
          intro="Le nom du cabinet et le vôtre, votre photo, le slogan, les villes, les mentions légales et la note des avis, tels que chaque page, les titres, les e-mails et les moteurs de recherche les montrent."
          versions={versions.identity}
        >
          <IdentityForm
            key={keyOf("identity")}
            initial={settings.identity}
            serverErrors={errorsOf("identity")}
          />
        </Section>
        <Section
          section="contact"
          intro="Le téléphone et l'e-mail du pied de page, de la page de contact, des mentions légales et des e-mails ; l'adresse de prise de rendez-vous."
          versions={versions.contact}
        >
          <ContactForm
            key={keyOf("contact")}
            initial={settings.contact}
            serverErrors={errorsOf("contact")}
            bookingUrlOverridden={bookingUrlOverridden}
          />
        </Section>
        <Section
          section="locations"
          intro="Les adresses des lieux de consultation et leurs horaires, tels que le site et les moteurs de recherche les montrent."
          versions={versions.locations}
        >
          <LocationsForm
            key={keyOf("locations")}
            initial={settings.locations.locations}
            serverErrors={errorsOf("locations")}
          />
          {actionData?.staleMapPositions?.length ? (
            <MapPositionWarning positions={actionData.staleMapPositions} />
          ) : null}
        </Section>
        <Section
          section="pricing"
          intro="Le tarif et les moyens de paiement affichés sur le site."
          versions={versions.pricing}
        >
          <PricingForm
            key={keyOf("pricing")}
            initial={settings.pricing}
            serverErrors={errorsOf("pricing")}
          />
        </Section>
        <Section
          section="notices"
          intro="Les congés, fermetures exceptionnelles et annonces (nouvelle adresse, nouveau service)."
          versions={versions.notices}
        >
          <NoticesForm
            key={keyOf("notices")}
            initial={settings.notices.notices}
            serverErrors={errorsOf("notices")}
            today={today}
          />
        </Section>
      </div>
    </div>
  );
}
