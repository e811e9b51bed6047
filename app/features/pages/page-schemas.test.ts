import { describe, expect, it } from "vitest";
import { aboutTeaser } from "~/content/about";
import { pictures } from "~/content/images";
import { practice } from "~/content/practice";
import { defaultPages } from "./page-defaults";
import { pageImageMessages } from "./page-image";
import { PAGE_KEYS, PAGE_SCHEMAS, pageFieldErrors } from "./page-schemas";

function errorsOf(key: (typeof PAGE_KEYS)[number], document: unknown) {
  const parsed = PAGE_SCHEMAS[key].safeParse(document);
  return parsed.success ? {} : pageFieldErrors(parsed.error);
}

describe("page schemas", () => {
  it.each(PAGE_KEYS)("accepts the default texts of %s", (key) => {
    expect(errorsOf(key, defaultPages[key])).toEqual({});
  });

  it("names the field that is too long, by its path", () => {
    const about = defaultPages.about;
    const sections = about.sections.map((section, index) =>
      index === 1 ? { ...section, title: "x".repeat(121) } : section,
    );
    expect(errorsOf("about", { ...about, sections })).toEqual({
      "sections.1.title": "« Titre de la section » doit faire entre 2 et 120 caractères.",
    });
  });

  it("refuses a 100 KB field and a list of 500 items", () => {
    const session = defaultPages.session;
    expect(Object.keys(errorsOf("session", { ...session, intro: "a".repeat(100_000) }))).toEqual([
      "intro",
    ]);
    const steps = Array.from({ length: 500 }, () => ({ title: "Étape", text: "Texte" }));
    expect(errorsOf("session", { ...session, steps })).toEqual({
      steps: "« Étapes » compte entre 1 et 12 éléments.",
    });
  });

  it("refuses scripts, event handlers and javascript: links in rich texts", () => {
    const legal = defaultPages["legal-notice"];
    for (const body of [
      "<p>Bonjour</p><script>alert(1)</script>",
      '<p><img src="x" onerror="alert(1)"></p>',
      '<p><a href="javascript:alert(1)">lien</a></p>',
      '<p><a href="JaVaScRiPt :alert(1)">lien</a></p>',
    ]) {
      const sections = [{ title: "Éditeur", body }];
      expect(errorsOf("legal-notice", { ...legal, sections })["sections.0.body"]).toMatch(
        /code interdit/,
      );
    }
  });

  it("refuses a placeholder written as a link's address or inside an attribute", () => {
    const about = defaultPages.about;
    const body =
      '<p><a href="{ville}">x</a> <a href="https://a.fr" title="{lien_hebergeur}">y</a></p>';
    const sections = [{ ...about.sections[0]!, body }];
    expect(errorsOf("about", { ...about, sections })["sections.0.body"]).toBe(
      "Un champ entre accolades ne peut pas servir d'adresse de lien ni d'attribut ({ville}, {lien_hebergeur}) : écrivez-le dans le texte, ou utilisez {lien_telephone}, {lien_email} ou {lien_hebergeur} pour un lien.",
    );
    const inText = [{ ...about.sections[0]!, body: "<p>À {ville} : {lien_hebergeur}</p>" }];
    expect(errorsOf("about", { ...about, sections: inText })).toEqual({});
  });

  it("refuses markup and NUL in short texts", () => {
    const about = defaultPages.about;
    expect(errorsOf("about", { ...about, heading: "<b>Bonjour</b> à vous" }).heading).toMatch(
      /balise/,
    );
    expect(errorsOf("about", { ...about, heading: "Bonjour\u0000 à vous" }).heading).toMatch(
      /caractère invalide/,
    );
  });

  it("refuses an unknown placeholder, naming it, and keeps the known ones", () => {
    const session = defaultPages.session;
    expect(
      errorsOf("session", { ...session, closing: "Appelez le {telephone} ({tarif})." }),
    ).toEqual({});
    expect(
      errorsOf("session", { ...session, closing: "Tarif : {prix} ou {tarif}" }).closing,
    ).toMatch(/^Champ inconnu : \{prix\}\. Champs disponibles : \{tarif\}, \{telephone\}/);
    // Links exist only in rich texts.
    expect(errorsOf("session", { ...session, closing: "Écrivez : {lien_email}" }).closing).toMatch(
      /\{lien_email\}/,
    );
  });

  it("checks each testimonial: its date, its length, no markup, at most 40", () => {
    const home = defaultPages.home;
    const [first] = home.testimonials;
    const testimonials = [
      { ...first!, date: "2026-02-30" },
      { ...first!, content: "<script>alert(1)</script> Très bien" },
      { ...first!, name: "" },
    ];
    expect(errorsOf("home", { ...home, testimonials })).toEqual({
      "testimonials.0.date": "« Date de l'avis » doit être une date valide.",
      "testimonials.1.content":
        "Ce texte ne peut pas contenir de balise (< ou >) : écrivez-le sans code.",
      "testimonials.2.name": "« Prénom et initiale » doit faire entre 2 et 60 caractères.",
    });
    const many = Array.from({ length: 500 }, () => first!);
    expect(errorsOf("home", { ...home, testimonials: many })).toEqual({
      testimonials: "« Témoignages » compte entre 0 et 40 éléments.",
    });
  });

  it("refuses a javascript: address and NUL in the contact page's texts", () => {
    const contact = defaultPages.contact;
    expect(errorsOf("contact", { ...contact, intro: "Écrivez-moi\u0000" }).intro).toMatch(
      /caractère invalide/,
    );
    expect(
      errorsOf("contact", { ...contact, heading: '<a href="javascript:alert(1)">Contact</a>' })
        .heading,
    ).toMatch(/balise/);
  });

  it("gives the home page the site's illustration as its image until it is changed", () => {
    expect(defaultPages.home.heroImage).toEqual({
      src: pictures.hero.name,
      alt: pictures.hero.alt,
    });
  });

  it("takes an upload or an illustration of the site as the home page's image, always described", () => {
    const home = defaultPages.home;
    const upload = { src: `${"a1".repeat(16)}.jpg`, alt: "Le cabinet, côté fenêtre" };
    expect(errorsOf("home", { ...home, heroImage: upload })).toEqual({});
    expect(
      errorsOf("home", { ...home, heroImage: { src: "portrait", alt: "Mon portrait" } }),
    ).toEqual({});
    expect(errorsOf("home", { ...home, heroImage: { ...upload, alt: " " } })).toEqual({
      "heroImage.alt": pageImageMessages.alt,
    });
    for (const src of ["https://tracker.example.com/x.jpg", "../../etc/passwd", "cabinet.svg"]) {
      expect(errorsOf("home", { ...home, heroImage: { ...upload, src } })).toEqual({
        "heroImage.src": pageImageMessages.src,
      });
    }
    const withoutImage = Object.fromEntries(
      Object.entries(home).filter(([name]) => name !== "heroImage"),
    );
    expect(Object.keys(errorsOf("home", withoutImage))).toEqual(["heroImage"]);
  });

  it("starts the home page's presentation from today's texts, quote and years", () => {
    const home = defaultPages.home;
    expect(home.aboutTitle).toBe(aboutTeaser.title);
    expect(home.aboutParagraphs.map((paragraph) => paragraph.text)).toEqual(aboutTeaser.paragraphs);
    expect(home.quote).toBe(practice.practitioner.quote);
    expect([home.yearsOfExperience, home.yearsOfStudy]).toEqual([8, 5]);
  });

  it("takes the years as a whole number within bounds, with a French message", () => {
    const home = defaultPages.home;
    expect(errorsOf("home", { ...home, yearsOfExperience: 9, yearsOfStudy: 6 })).toEqual({});
    const message = "« Années d'expérience » doit être un nombre entier entre 1 et 60.";
    for (const yearsOfExperience of ["8", "", 8.5, 0, 61, 1e308, null]) {
      expect(errorsOf("home", { ...home, yearsOfExperience })).toEqual({
        yearsOfExperience: message,
      });
    }
  });

  it("lets the quote be left empty but keeps at least one paragraph of presentation", () => {
    const home = defaultPages.home;
    expect(errorsOf("home", { ...home, quote: "" })).toEqual({});
    expect(errorsOf("home", { ...home, quote: "x".repeat(301) })).toEqual({
      quote: "« Citation » ne doit pas dépasser 300 caractères.",
    });
    expect(errorsOf("home", { ...home, aboutParagraphs: [] })).toEqual({
      aboutParagraphs: "« Présentation » compte entre 1 et 4 éléments.",
    });
  });

  it("drops fields it does not know", () => {
    const parsed = PAGE_SCHEMAS.about.parse({ ...defaultPages.about, admin: true });
    expect(parsed).not.toHaveProperty("admin");
  });
});
