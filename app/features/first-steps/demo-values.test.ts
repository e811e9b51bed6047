import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { demoValuesIn } from "./demo-values";

const demo = defaultPracticeSettings;
const labels = (settings: typeof demo) => demoValuesIn(settings).map((value) => value.label);

describe("the demo values left in the settings", () => {
  it("name the demo's made-up numbers, example addresses, fiction phones and positions", () => {
    expect(demoValuesIn(demo)).toContainEqual({
      step: "identity",
      label: "Numéro d'immatriculation (SIRET)",
      value: "SIRET 000 000 000 00000 (numéro fictif de démonstration)",
      href: "/admin/cabinet#identity-companyNumber",
    });
    expect(demoValuesIn(demo)).toContainEqual({
      step: "contact",
      label: "Identifiant Google Tag Manager",
      value: "GTM-DEMO000",
      href: "/admin/cabinet#contact-tagManagerId",
    });
    expect(labels(demo)).toContain("Position sur la carte (Cabinet de Volx)");
  });

  it("tell demo values by their marks, whatever their spelling", () => {
    const contact = (change: Partial<typeof demo.contact>) =>
      labels({ ...demo, contact: { ...demo.contact, ...change } });
    expect(contact({ phone: "+33 4 65 71 00 00" })).toContain("Téléphone");
    expect(contact({ email: "Accueil@Sub.Example.org" })).toContain("E-mail");
    expect(contact({ bookingUrl: "https://rdv.cabinet.test/prendre" })).toContain(
      "Adresse de prise de rendez-vous (Doctolib)",
    );
    expect(contact({ tagManagerId: "GTM-DEMO42" })).toContain("Identifiant Google Tag Manager");
    const identity = { ...demo.identity, reviewsUrl: "https://avis.example.com/julien" };
    expect(labels({ ...demo, identity })).toContain("Adresse où lire les avis");
  });

  it("leave a practice's own values alone", () => {
    const own = {
      ...demo,
      identity: {
        ...demo.identity,
        professionalNumber: "RPPS 10101010101",
        companyNumber: "SIRET 123 456 789 00010",
        hostingName: "Exemplaire Hébergement",
        hostingAddress: "4 rue du Port, 13002 Marseille",
        hostingPhone: "04 91 00 12 34",
        hostingWebsite: "https://examples-hosting.fr",
        reviewsUrl: "https://www.google.com/maps/place/cabinet",
      },
      contact: {
        phone: "06 12 34 56 78",
        email: "contact@osteo-dubois.fr",
        bookingUrl: "https://www.doctolib.fr/osteopathe/forcalquier/claire-dubois",
        tagManagerId: "GTM-AB12CD",
      },
      locations: {
        locations: demo.locations.locations.map((location) => ({
          ...location,
          latitude: 43.9597,
          longitude: 5.7806,
        })),
      },
    };
    expect(demoValuesIn(own)).toEqual([]);
  });
});
