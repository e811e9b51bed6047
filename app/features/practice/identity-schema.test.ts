import { describe, expect, it } from "vitest";
import { defaultIdentity } from "~/content/practice";
import { IdentitySettingsSchema, settingsFieldErrors } from "./settings-schema";

function errorsOf(change: Record<string, unknown>) {
  const parsed = IdentitySettingsSchema.safeParse({ ...defaultIdentity, ...change });
  return parsed.success ? {} : settingsFieldErrors(parsed.error);
}

describe("the identity's schema", () => {
  it("accepts the demo identity of app/content", () => {
    expect(IdentitySettingsSchema.parse(defaultIdentity)).toEqual(defaultIdentity);
  });

  it("reads a rating typed with a comma and a count typed as text", () => {
    const parsed = IdentitySettingsSchema.parse({
      ...defaultIdentity,
      ratingValue: "4,8",
      reviewCount: "112",
    });
    expect(parsed.ratingValue).toBe(4.8);
    expect(parsed.reviewCount).toBe(112);
  });

  it("refuses a rating outside 1 to 5, a count that is not a whole number, a blank rating", () => {
    expect(errorsOf({ ratingValue: "5,5" })).toEqual({
      ratingValue: "La note doit être un nombre entre 1 et 5, par exemple 4,8.",
    });
    expect(errorsOf({ ratingValue: "" })).toHaveProperty("ratingValue");
    expect(errorsOf({ reviewCount: "12,5" })).toEqual({
      reviewCount: "Le nombre d'avis doit être un nombre entier entre 0 et 100 000.",
    });
  });

  it("refuses markup, a NUL character and a 100 KB name, each with its French message", () => {
    expect(errorsOf({ practiceName: "<script>alert(1)</script>" })).toEqual({
      practiceName: "Les caractères < et > ne sont pas acceptés dans ce champ.",
    });
    expect(errorsOf({ lastName: "Mer\u0000cier" })).toEqual({
      lastName:
        "Ce texte contient un caractère invalide (caractère nul ou mal encodé) : retirez-le.",
    });
    expect(errorsOf({ slogan: "x".repeat(100_000) })).toEqual({
      slogan: "Le slogan doit faire entre 5 et 120 caractères.",
    });
  });

  it("requires the photo's alternative text, one to four towns and https addresses", () => {
    expect(errorsOf({ photoAlt: "" })).toHaveProperty("photoAlt");
    expect(errorsOf({ towns: [] })).toEqual({ towns: "Indiquez entre une et quatre villes." });
    expect(errorsOf({ towns: ["A", "B", "C", "D", "E"].map((t) => `Ville ${t}`) })).toHaveProperty(
      "towns",
    );
    expect(errorsOf({ reviewsUrl: "javascript:alert(1)" })).toHaveProperty("reviewsUrl");
    expect(errorsOf({ reviewsUrl: "" })).toEqual({});
    expect(errorsOf({ hostingWebsite: "http://hebergeur.example.com" })).toHaveProperty(
      "hostingWebsite",
    );
  });

  it("takes a town as a name, never as an address", () => {
    for (const town of ["L'Isle-sur-la-Sorgue", "Saint-Étienne", "Aix-en-Provence", "St. Tropez"]) {
      expect(errorsOf({ towns: [town] })).toEqual({});
    }
    for (const town of ["javascript:alert(document.domain)//", "https://exemple.fr", "{ville}"]) {
      expect(errorsOf({ towns: [town] })).toEqual({
        "towns.0":
          "Une ville s'écrit en lettres (espaces, tirets, apostrophes et points acceptés), par exemple L'Isle-sur-la-Sorgue.",
      });
    }
  });

  it("takes a photo only as a file name of the image pipeline", () => {
    expect(errorsOf({ photo: "0123456789abcdef0123456789abcdef.jpg" })).toEqual({});
    expect(errorsOf({ photo: "../../etc/passwd" })).toHaveProperty("photo");
    expect(errorsOf({ photo: "https://tracker.example.com/x.jpg" })).toHaveProperty("photo");
  });
});
