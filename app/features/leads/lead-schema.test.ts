import { describe, expect, it } from "vitest";
import {
  ALLOWED_EMAIL_EXTENSIONS,
  DISPOSABLE_DOMAIN_FRAGMENTS,
  checkLeadForm,
  emailProblem,
  leadMessages,
  type LeadForm,
} from "./lead-rules";
import {
  LeadFormSchema,
  LeadSubmissionSchema,
  describeLeadError,
  leadFieldErrors,
} from "./lead-schema";

const valid = { nom: "Durand", prenom: "Claire", email: "claire.durand@example.com" };

const isTextForm = (input: object): input is LeadForm =>
  ["nom", "prenom", "email"].every(
    (field) => typeof (input as Record<string, unknown>)[field] === "string",
  );

/** The server's answer, checked against the modal's plain check whenever it can run. */
function errorsOf(input: object) {
  const result = LeadFormSchema.safeParse(input);
  const errors = result.success ? {} : leadFieldErrors(result.error);
  if (isTextForm(input)) {
    const checked = checkLeadForm(input);
    expect(checked.ok ? {} : checked.errors).toEqual(errors);
  }
  return errors;
}

describe("lead form: required fields", () => {
  it.each([
    ["an empty last name", { ...valid, nom: "" }, "nom", leadMessages.nomRequired],
    ["a last name of spaces", { ...valid, nom: "   " }, "nom", leadMessages.nomRequired],
    [
      "a missing last name",
      { prenom: "Claire", email: valid.email },
      "nom",
      leadMessages.nomRequired,
    ],
    ["a last name that is not text", { ...valid, nom: 42 }, "nom", leadMessages.nomRequired],
    ["an empty first name", { ...valid, prenom: "" }, "prenom", leadMessages.prenomRequired],
    ["a first name of tabs", { ...valid, prenom: "\t \n" }, "prenom", leadMessages.prenomRequired],
    ["an empty email", { ...valid, email: "" }, "email", leadMessages.emailRequired],
    ["an email of spaces", { ...valid, email: "  " }, "email", leadMessages.emailRequired],
    ["a missing email", { nom: "Durand", prenom: "Claire" }, "email", leadMessages.emailRequired],
    [
      "a 101-character last name",
      { ...valid, nom: "a".repeat(101) },
      "nom",
      leadMessages.nomTooLong,
    ],
    ["a NUL in the last name", { ...valid, nom: "Dur\u0000and" }, "nom", leadMessages.nomInvalid],
    [
      "a lone surrogate in the first name",
      { ...valid, prenom: "Cl\ud800aire" },
      "prenom",
      leadMessages.prenomInvalid,
    ],
    [
      "a 101-character first name",
      { ...valid, prenom: "b".repeat(101) },
      "prenom",
      leadMessages.prenomTooLong,
    ],
  ])("refuses %s", (_case, input, field, message) => {
    expect(errorsOf(input)).toEqual({ [field]: message });
  });

  it("reports every missing field at once", () => {
    expect(errorsOf({ nom: "", prenom: "", email: "" })).toEqual({
      nom: leadMessages.nomRequired,
      prenom: leadMessages.prenomRequired,
      email: leadMessages.emailRequired,
    });
  });

  it("accepts a complete form and trims every field", () => {
    const parsed = LeadFormSchema.parse({
      nom: "  Durand ",
      prenom: " Claire",
      email: " claire@example.fr ",
    });
    expect(parsed).toEqual({ nom: "Durand", prenom: "Claire", email: "claire@example.fr" });
  });
});

describe("lead form: email rules", () => {
  const invalid = leadMessages.emailInvalid;
  it.each([
    ["a plain address", "jean.dupont@example.com", null],
    ["a French domain", "jean@orange.fr", null],
    ["a plus tag", "jean+osteo@gmail.com", null],
    ["a sub-domain", "jean@mail.example.org", null],
    ["upper case", "Jean.Dupont@Example.COM", null],
    ["a British domain ending in .co.uk", "jean@example.co.uk", null],
    ["a '.co' domain", "jean@gmail.co", leadMessages.emailEndsWithCo],
    ["a '.CO' domain in capitals", "jean@GMAIL.CO", leadMessages.emailEndsWithCo],
    ["no at sign", "jean.example.com", invalid],
    ["no domain", "jean@", invalid],
    ["no extension", "jean@example", invalid],
    ["a one-letter extension", "jean@example.c", invalid],
    ["a space inside", "jean dupont@example.com", invalid],
    ["two at signs", "jean@dupont@example.com", invalid],
    ["consecutive dots in the local part", "jean..dupont@example.com", invalid],
    ["consecutive dots in the domain", "jean@example..com", invalid],
    ["an extension outside the list (.xyz)", "jean@example.xyz", invalid],
    ["an extension outside the list (.ru)", "jean@example.ru", invalid],
    ["a disposable domain", "jean@yopmail.com", invalid],
    ["a disposable sub-domain", "jean@inbox.mailinator.com", invalid],
    ["a disposable fragment in capitals", "jean@TEMPMAIL.net", invalid],
    ["a 64-character local part", `${"a".repeat(64)}@example.com`, null],
    ["a 65-character local part", `${"a".repeat(65)}@example.com`, invalid],
    ["a 254-character address", `${"a".repeat(60)}@${"b".repeat(189)}.com`, null],
    ["a 255-character address", `${"a".repeat(60)}@${"b".repeat(190)}.com`, invalid],
  ])("%s (%s)", (_case, email, expected) => {
    expect(emailProblem(email)).toBe(expected);
    expect(errorsOf({ ...valid, email }).email).toBe(expected ?? undefined);
  });

  it.each(ALLOWED_EMAIL_EXTENSIONS.map((extension) => [extension]))(
    "accepts the extension .%s",
    (extension) => {
      expect(emailProblem(`patient@cabinet.${extension}`)).toBeNull();
    },
  );

  it("refuses each of the disposable-mail fragments", () => {
    expect(DISPOSABLE_DOMAIN_FRAGMENTS.length).toBeGreaterThanOrEqual(25);
    for (const fragment of DISPOSABLE_DOMAIN_FRAGMENTS) {
      // Under an allowed extension, so that only the fragment can be the reason.
      const domain = `mail.${fragment}.com`;
      expect(emailProblem(`patient@${domain}`), domain).toBe(leadMessages.emailInvalid);
    }
  });
});

describe("lead submission (API body)", () => {
  it("accepts the form with the attribution and history fields, null or absent", () => {
    const parsed = LeadSubmissionSchema.parse({
      ...valid,
      utm_source: "google",
      utm_medium: null,
      landing_page_visits: 3,
      contact_form_interactions: 1,
      custom_user_id: "u-123",
    });
    expect(parsed.utm_source).toBe("google");
    expect(parsed.utm_medium).toBeNull();
    expect(parsed.utm_campaign).toBeUndefined();
  });

  it.each([
    [
      "a counter given as text",
      { landing_page_visits: "3" },
      "Champ « landing_page_visits » invalide : doit être un nombre.",
    ],
    [
      "a negative counter",
      { contact_form_interactions: -1 },
      "Champ « contact_form_interactions » invalide : doit être positif.",
    ],
    [
      "a fractional counter",
      { landing_page_visits: 1.5 },
      "Champ « landing_page_visits » invalide : doit être un nombre entier.",
    ],
    [
      "a campaign that is not text",
      { utm_campaign: ["a"] },
      "Champ « utm_campaign » invalide : doit être un texte.",
    ],
    [
      "an over-long source",
      { utm_source: "x".repeat(201) },
      "Champ « utm_source » invalide : doit contenir au plus 200 caractères.",
    ],
  ])("describes %s in French", (_case, extra, message) => {
    const result = LeadSubmissionSchema.safeParse({ ...valid, ...extra });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeLeadError(result.error)).toBe(message);
  });

  it("answers with the form's own message when a form field is wrong", () => {
    const result = LeadSubmissionSchema.safeParse({ ...valid, email: "jean@gmail.co", utm_id: 5 });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeLeadError(result.error)).toBe(leadMessages.emailEndsWithCo);
  });
});
