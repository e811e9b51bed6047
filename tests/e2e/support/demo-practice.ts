/**
 * The demo's practice settings as its pages show them (the defaults: the
 * suite puts back whatever it changes), and the page texts with their
 * placeholders ({tarif}, {telephone}…) filled as the pages fill them.
 */
import { defaultPracticeSettings } from "../../../app/content/default-settings";
import { withPracticeFields } from "../../../app/features/practice/practice-fields";
import { practiceView } from "../../../app/features/practice/practice-settings.server";

export const demoPractice = practiceView(defaultPracticeSettings, { now: new Date() });

/** A page text as the demo shows it. */
export function asShown<T>(text: T): T {
  return withPracticeFields(text, demoPractice);
}
