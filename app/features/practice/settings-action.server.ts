/**
 * The action of 'Cabinet' (/admin/cabinet): save one section, restore one of
 * its versions, or go back to its defaults. A refused request names its
 * section, so the page shows the errors under the right form.
 */
import { data } from "react-router";
import { z } from "zod";
import { defaultPracticeSettings } from "~/content/default-settings";
import { done, invalid, refused } from "~/lib/action-results.server";
import { PRODUCT_TOAST_DURATION } from "~/lib/toast";
import type { AppServices } from "~/server/context.server";
import { readJsonField } from "~/server/form-body.server";
import type { SettingsActionData } from "./components/admin/section-form";
import { staleMapPositions } from "./map-position";
import {
  readPracticeSettings,
  restoreSettingsVersion,
  savePracticeSettings,
  type SettingsAuthor,
} from "./practice-settings.server";
import {
  SECTION_TITLES,
  SettingsSectionSchema,
  settingsFieldErrors,
  settingsMessages as messages,
  type SettingsSection,
} from "./settings-schema";

const PAGE = "/admin/cabinet";

const VersionIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

const invalidForm = invalid(messages.invalidForm);

const answer = (body: SettingsActionData, status: number) => refused(body, status);

export async function practiceSettingsAction(
  services: AppServices,
  user: SettingsAuthor,
  form: FormData,
) {
  const intent = form.get("intent");
  const parsedSection = SettingsSectionSchema.safeParse(form.get("section"));
  if (!parsedSection.success || !["save", "restore", "restore-defaults"].includes(String(intent))) {
    return answer({ section: "", toast: invalidForm }, 400);
  }
  const section = parsedSection.data;
  const author = { id: user.id, name: user.name, email: user.email };
  try {
    if (intent === "save") return await saveSection(services, section, form, author);
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
        return answer({ section, toast: invalid(messages.saveFailed) }, 500);
      }
      return done(PAGE, messages.restored);
    }
    const id = VersionIdSchema.safeParse(form.get("version"));
    const restored = id.success
      ? await restoreSettingsVersion(services, section, id.data, author)
      : null;
    if (!restored) return answer({ section, toast: invalid(messages.versionNotFound) }, 404);
    return done(PAGE, messages.restored);
  } catch (error) {
    console.error(`Cabinet : enregistrement de « ${SECTION_TITLES[section]} » en échec :`, error);
    return answer({ section, toast: invalid(messages.saveFailed) }, 500);
  }
}

async function saveSection(
  services: AppServices,
  section: SettingsSection,
  form: FormData,
  author: SettingsAuthor,
) {
  // The identity's photo is already uploaded (media/image-upload.ts): the document names it.
  const document = readJsonField(form, "document");
  if (document === undefined) return answer({ section, toast: invalid(messages.unreadable) }, 400);
  const before =
    section === "locations"
      ? (await readPracticeSettings(services)).settings.locations.locations
      : [];
  const result = await savePracticeSettings(services, section, document, author);
  if (!result.ok) return answer({ section, errors: result.errors, toast: invalidForm }, 400);
  // Saved, but a place whose address changed still has its old position: the page says so.
  const stale =
    "locations" in result.value ? staleMapPositions(before, result.value.locations) : [];
  if (stale.length > 0) {
    return data<SettingsActionData>({
      section,
      toast: { title: messages.saved, variant: "success", duration: PRODUCT_TOAST_DURATION },
      staleMapPositions: stale,
    });
  }
  return done(PAGE, messages.saved);
}
