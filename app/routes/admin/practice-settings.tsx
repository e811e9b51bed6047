import { useEffect, type ReactNode } from "react";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/practice-settings";
import { defaultPracticeSettings } from "~/content/default-settings";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import { ContactForm } from "~/features/practice/components/admin/contact-form";
import { IdentityForm } from "~/features/practice/components/admin/identity-form";
import { LocationsForm } from "~/features/practice/components/admin/locations-form";
import { NoticesForm } from "~/features/practice/components/admin/notices-form";
import { PricingForm } from "~/features/practice/components/admin/pricing-form";
import type { SettingsActionData } from "~/features/practice/components/admin/section-form";
import {
  SettingsHistory,
  type VersionItem,
} from "~/features/practice/components/admin/settings-history";
import {
  listSettingsVersions,
  readPracticeSettings,
  restoreSettingsVersion,
  savePracticeSettings,
} from "~/features/practice/practice-settings.server";
import {
  SECTION_TITLES,
  SETTINGS_SECTIONS,
  IdentitySettingsSchema,
  SettingsSectionSchema,
  settingsFieldErrors,
  settingsMessages as messages,
  type SettingsSection,
} from "~/features/practice/settings-schema";
import {
  deleteStoredImage,
  ImageRejectedError,
  storeArticleImage,
  type StoredImage,
} from "~/features/media/article-images.server";
import { parisIsoDate } from "~/lib/paris-date";
import { toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
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

const VersionIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

const invalid = { title: messages.invalidForm, variant: "destructive" } as const;

function refused(answer: SettingsActionData, status: number) {
  return data(answer satisfies SettingsActionData, { status });
}

const done = (title: string) =>
  redirectWithToast("/admin/cabinet", { title, variant: "success", duration: 3000 });

/** The posted document: JSON, or undefined when it cannot be read. */
function readDocument(value: FormDataEntryValue | null): unknown {
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context.services);
  const { services } = context;
  const form = await readFormBody(request);
  const intent = form.get("intent");
  const parsedSection = SettingsSectionSchema.safeParse(form.get("section"));
  if (!parsedSection.success || !["save", "restore", "restore-defaults"].includes(String(intent))) {
    return refused({ section: "", toast: invalid }, 400);
  }
  const section = parsedSection.data;
  const author = { id: user.id, name: user.name, email: user.email };
  try {
    if (intent === "save") {
      let document = readDocument(form.get("document"));
      if (document === undefined) {
        return refused(
          { section, toast: { title: messages.unreadable, variant: "destructive" } },
          400,
        );
      }
      // The identity's new photo goes through the image pipeline once the rest is known to pass.
      let uploaded: StoredImage | null = null;
      const photo = section === "identity" ? form.get("photoFile") : null;
      if (photo instanceof File && photo.size > 0) {
        const checked = IdentitySettingsSchema.safeParse(document);
        if (!checked.success) {
          return refused(
            { section, errors: settingsFieldErrors(checked.error), toast: invalid },
            400,
          );
        }
        try {
          uploaded = await storeArticleImage(services, photo);
        } catch (error) {
          if (!(error instanceof ImageRejectedError)) throw error;
          return refused({ section, errors: { photoFile: error.message }, toast: invalid }, 400);
        }
        document = { ...checked.data, photo: uploaded.fileName };
      }
      try {
        const result = await savePracticeSettings(services, section, document, author);
        if (!result.ok) return refused({ section, errors: result.errors, toast: invalid }, 400);
      } catch (error) {
        // Not saved: the new photo would be referenced by nothing.
        if (uploaded) await deleteStoredImage(services, uploaded).catch(() => undefined);
        throw error;
      }
      return done(messages.saved);
    }
    if (intent === "restore-defaults") {
      const result = await savePracticeSettings(
        services,
        section,
        defaultPracticeSettings[section],
        author,
      );
      if (!result.ok) {
        // The defaults of app/content/ no longer pass a rule: a deployer's mistake, not the owner's.
        console.error(
          `Cabinet : valeurs par défaut de « ${SECTION_TITLES[section]} » refusées`,
          result.errors,
        );
        return refused(
          { section, toast: { title: messages.saveFailed, variant: "destructive" } },
          500,
        );
      }
      return done(messages.restored);
    }
    const id = VersionIdSchema.safeParse(form.get("version"));
    const restored = id.success
      ? await restoreSettingsVersion(services, section, id.data, author)
      : null;
    if (!restored) {
      return refused(
        { section, toast: { title: messages.versionNotFound, variant: "destructive" } },
        404,
      );
    }
    return done(messages.restored);
  } catch (error) {
    console.error(`Cabinet : enregistrement de « ${SECTION_TITLES[section]} » en échec :`, error);
    return refused({ section, toast: { title: messages.saveFailed, variant: "destructive" } }, 500);
  }
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
