import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { legalNotice } from "~/content/legal";
import { publicContentVersion } from "~/server/content-version.server";
import { user } from "~/server/db/schema";
import { createTestServices, openSecondProcess } from "../../../tests/support/test-services";
import { withPracticeFieldsHtml } from "./practice-fields";
import { readPracticeView, savePracticeSettings } from "./practice-settings.server";
import { pageTitle } from "./practice-view";
import { medicalBusinessJsonLd } from "./structured-data";

const clock = new Date("2026-12-01T09:00:00Z");
const services = await createTestServices({ now: () => clock });
const owner = { id: "owner", name: "Julien Mercier", email: "praticien@example.com" };
await services.db.insert(user).values(owner);

const claire = {
  ...defaultPracticeSettings.identity,
  practiceName: "Cabinet Claire Dubois",
  firstName: "Claire",
  lastName: "Dubois",
  title: "Ostéopathe D.O. & kinésithérapeute",
  slogan: "L'ostéopathie douce au cœur de Forcalquier",
  towns: ["Forcalquier", "Mane"],
  professionalNumber: "RPPS 10101010101",
  companyNumber: "SIRET 123 456 789 00010",
  publicationManager: "Claire Dubois",
  hostingName: "Nuage Provençal SARL",
  ratingValue: 4.8,
  reviewCount: 112,
  reviewsUrl: "https://avis.example.com/claire-dubois",
};

describe("the practice's identity", () => {
  it("starts as the demo identity of app/content: title suffix and JSON-LD", async () => {
    const view = await readPracticeView(services);
    expect(pageTitle(view.identity, "Contact")).toBe(
      "Contact | Julien Mercier Ostéopathe - Ostéopathe à Manosque",
    );
    expect(medicalBusinessJsonLd("https://osteo.example.fr", view).founder.name).toBe(
      "Julien Mercier",
    );
  });

  it("reaches the title suffix, the JSON-LD and the legal notice on the next read once saved", async () => {
    const before = await publicContentVersion(services);
    expect((await savePracticeSettings(services, "identity", claire, owner)).ok).toBe(true);
    expect(await publicContentVersion(services)).toBeGreaterThan(before);

    const view = await readPracticeView(services);
    expect(pageTitle(view.identity, "Contact")).toBe(
      "Contact | Cabinet Claire Dubois - Ostéopathe à Forcalquier",
    );
    expect(pageTitle(view.identity)).toBe(
      "L'ostéopathie douce au cœur de Forcalquier | Cabinet Claire Dubois - Ostéopathe à Forcalquier",
    );

    const jsonLd = medicalBusinessJsonLd("https://osteo.example.fr", view);
    expect(jsonLd.name).toBe("Cabinet Claire Dubois");
    expect(jsonLd.slogan).toBe("L'ostéopathie douce au cœur de Forcalquier");
    expect(jsonLd.founder).toEqual({
      "@type": "Person",
      name: "Claire Dubois",
      jobTitle: "Ostéopathe D.O. & kinésithérapeute",
    });
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 112 });

    const legal = JSON.stringify(withPracticeFieldsHtml(legalNotice, view));
    expect(legal).toContain(
      "<strong>Claire Dubois</strong>, Ostéopathe D.O. &amp; kinésithérapeute",
    );
    expect(legal).toContain("« Cabinet Claire Dubois »");
    expect(legal).toContain("RPPS 10101010101");
    expect(legal).toContain("SIRET 123 456 789 00010");
    expect(legal).toContain("Directeur de la publication : Claire Dubois.");
    expect(legal).toContain("<strong>Nuage Provençal SARL</strong>");
    expect(legal).not.toContain("Julien Mercier");
  });

  it("leaves the rating out of the page and the JSON-LD when there is no review", async () => {
    const identity = { ...claire, reviewCount: 0 };
    expect((await savePracticeSettings(services, "identity", identity, owner)).ok).toBe(true);
    const view = await readPracticeView(services);
    expect(view.identity.rating).toBeNull();
    expect(medicalBusinessJsonLd("https://osteo.example.fr", view)).not.toHaveProperty(
      "aggregateRating",
    );
  });

  it("refuses hostile input and keeps what was there", async () => {
    const hostile = { ...claire, practiceName: "<img src=x onerror=alert(1)>", slogan: "a\u0000b" };
    const result = await savePracticeSettings(services, "identity", hostile, owner);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["practiceName", "slogan"]);
    expect((await readPracticeView(services)).identity.practiceName).toBe("Cabinet Claire Dubois");
  });
});

// Two app processes on one PostgreSQL server: the identity follows within a second.
if (services.databaseUrl) {
  const databaseUrl = services.databaseUrl;
  describe("several processes on one PostgreSQL database", async () => {
    const otherServices = await openSecondProcess(databaseUrl, services.env, () => clock);

    it("show the other process's new practice name within a second", async () => {
      const renamed = { ...claire, practiceName: "Cabinet des Alpes" };
      expect((await savePracticeSettings(services, "identity", renamed, owner)).ok).toBe(true);
      await expect
        .poll(async () => (await readPracticeView(otherServices)).identity.titleSuffix, {
          timeout: 1_000,
          interval: 50,
        })
        .toBe("Cabinet des Alpes - Ostéopathe à Forcalquier");
    });
  });
}
