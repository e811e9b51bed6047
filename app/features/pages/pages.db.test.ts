import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { pictures } from "~/content/images";
import { uploadsDir, storeUpload } from "~/features/media/image-store.server";
import {
  removeUnreferencedImages,
  UNREFERENCED_IMAGE_GRACE_MS,
} from "~/features/media/unreferenced-images.server";
import { loader as homeLoader } from "~/routes/public/home";
import { documentVersions } from "~/server/db/schema";
import { bumpPublicContentVersion, publicContentVersion } from "~/server/content-version.server";
import { user } from "~/server/db/schema";
import { createTestServices, openSecondProcess } from "../../../tests/support/test-services";
import { loadSitemapUrls } from "~/features/sitemaps/sitemaps.server";
import { PagePicture } from "~/features/site-pages/page-picture";
import { defaultPages } from "./page-defaults";
import {
  listPages,
  listPageVersions,
  publishPage,
  readPageForEditing,
  readPublishedPage,
  resetPageToDefaults,
  restorePageVersion,
  savePageDraft,
  fixedPage,
} from "./pages.server";

let clock = new Date("2026-12-01T09:00:00Z");
const services = await createTestServices({ now: () => clock });
const owner = { id: "owner", name: "Julien Mercier", email: "praticien@example.com" };
await services.db.insert(user).values(owner);

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describe("pages", () => {
  it("follow app/content/ until their first publication", async () => {
    expect(await readPublishedPage(services, "about")).toEqual(defaultPages.about);
    const editing = await readPageForEditing(services, fixedPage("about"));
    expect(editing).toMatchObject({ hasDraft: false, isDefault: true, changedAt: null });
    expect((await listPages(services)).map((row) => [row.key, row.hasDraft])).toEqual([
      ["home", false],
      ["about", false],
      ["session", false],
      ["services", false],
      ["contact", false],
      ["legal-notice", false],
      ["privacy-policy", false],
    ]);
  });

  it("keep a draft from visitors and from the content version", async () => {
    const version = await publicContentVersion(services);
    const { stamp } = await readPageForEditing(services, fixedPage("session"));
    const draft = { ...defaultPages.session, heading: "Une séance, pas à pas" };
    const saved = await savePageDraft(services, fixedPage("session"), draft, stamp, owner);
    expect(saved.ok).toBe(true);
    expect(await publicContentVersion(services)).toBe(version);
    expect((await readPublishedPage(services, "session")).heading).toBe(
      defaultPages.session.heading,
    );
    const editing = await readPageForEditing(services, fixedPage("session"));
    expect(editing).toMatchObject({
      hasDraft: true,
      document: { heading: "Une séance, pas à pas" },
    });
  });

  it("refuse the second of two saves made from the same loaded page", async () => {
    const { stamp } = await readPageForEditing(services, fixedPage("legal-notice"));
    const first = { ...defaultPages["legal-notice"], intro: "Premier onglet." };
    const second = { ...defaultPages["legal-notice"], intro: "Second onglet." };
    expect((await savePageDraft(services, fixedPage("legal-notice"), first, stamp, owner)).ok).toBe(
      true,
    );
    expect(await savePageDraft(services, fixedPage("legal-notice"), second, stamp, owner)).toEqual({
      ok: false,
      stale: true,
    });
    expect(await publishPage(services, fixedPage("legal-notice"), second, stamp, owner)).toEqual({
      ok: false,
      stale: true,
    });
    expect((await readPageForEditing(services, fixedPage("legal-notice"))).document.intro).toBe(
      "Premier onglet.",
    );
  });

  it("store nothing from a hostile document and name the fields", async () => {
    const { stamp } = await readPageForEditing(services, fixedPage("about"));
    const hostile = {
      ...defaultPages.about,
      heading: "Bonjour\u0000",
      sections: [{ title: "Titre", body: '<p><a href="javascript:alert(1)">x</a></p>' }],
    };
    const result = await publishPage(services, fixedPage("about"), hostile, stamp, owner);
    expect(result.ok).toBe(false);
    expect(Object.keys("errors" in result ? result.errors : {})).toEqual([
      "heading",
      "sections.0.body",
    ]);
    expect(await readPublishedPage(services, "about")).toEqual(defaultPages.about);
    expect((await readPageForEditing(services, fixedPage("about"))).hasDraft).toBe(false);
  });

  it("publish on the next request, through the articles' sanitiser, and drop the draft", async () => {
    const version = await publicContentVersion(services);
    const { stamp, document } = await readPageForEditing(services, fixedPage("session"));
    later(5);
    const published = await publishPage(
      services,
      fixedPage("session"),
      { ...document, intro: "Appelez le {telephone}." },
      stamp,
      owner,
    );
    expect(published.ok).toBe(true);
    expect(await publicContentVersion(services)).toBeGreaterThan(version);
    const page = await readPublishedPage(services, "session");
    expect(page.heading).toBe("Une séance, pas à pas");
    expect(page.intro).toBe("Appelez le {telephone}.");
    expect((await readPageForEditing(services, fixedPage("session"))).hasDraft).toBe(false);

    const { stamp: aboutStamp } = await readPageForEditing(services, fixedPage("about"));
    const sections = [
      {
        title: "Mon parcours",
        body: '<p class="fixed inset-0" style="color:red">Texte <u>souligné</u></p>',
      },
    ];
    expect(
      (
        await publishPage(
          services,
          fixedPage("about"),
          { ...defaultPages.about, sections },
          aboutStamp,
          owner,
        )
      ).ok,
    ).toBe(true);
    expect((await readPublishedPage(services, "about")).sections[0]?.body).toBe(
      "<p>Texte <u>souligné</u></p>",
    );
  });

  it("give the published page its publication date as the sitemap's lastmod", async () => {
    const { pages } = await loadSitemapUrls(services);
    const lastmodOf = (path: string) =>
      pages.find((entry) => entry.loc === `${services.env.PUBLIC_URL}${path}`)?.lastmod;
    expect(lastmodOf("/seance-type")).toEqual(clock);
    expect(lastmodOf("/contact")).toBeUndefined();
  });

  it("list publications with their author and the fields they changed", async () => {
    const versions = await listPageVersions(services, fixedPage("session"));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      authorName: "Julien Mercier",
      changed: ["Titre de la page", "Introduction"],
    });
  });

  it("restore a publication as the draft, then publish it", async () => {
    const [first] = await listPageVersions(services, fixedPage("session"));
    let { stamp, document } = await readPageForEditing(services, fixedPage("session"));
    later(5);
    await publishPage(
      services,
      fixedPage("session"),
      { ...document, heading: "Autre titre de page" },
      stamp,
      owner,
    );
    expect((await readPublishedPage(services, "session")).heading).toBe("Autre titre de page");

    expect(await restorePageVersion(services, fixedPage("session"), first!.id, owner)).toBe(true);
    ({ stamp, document } = await readPageForEditing(services, fixedPage("session")));
    expect(document.heading).toBe("Une séance, pas à pas");
    // Visitors keep the published page until the restored draft is published.
    expect((await readPublishedPage(services, "session")).heading).toBe("Autre titre de page");
    later(5);
    await publishPage(services, fixedPage("session"), document, stamp, owner);
    expect((await readPublishedPage(services, "session")).heading).toBe("Une séance, pas à pas");
    expect((await listPageVersions(services, fixedPage("session")))[0]?.restoredFrom).toBe(
      first!.id,
    );
    expect(await restorePageVersion(services, fixedPage("session"), 999_999, owner)).toBe(false);
  });

  it("go back to the texts of app/content/", async () => {
    await resetPageToDefaults(services, fixedPage("session"), owner);
    const { stamp, document } = await readPageForEditing(services, fixedPage("session"));
    expect(document).toEqual(defaultPages.session);
    await publishPage(services, fixedPage("session"), document, stamp, owner);
    expect(await readPublishedPage(services, "session")).toEqual(defaultPages.session);
  });

  it("keep the last 20 publications", async () => {
    for (let index = 0; index < 22; index += 1) {
      const { stamp, document } = await readPageForEditing(services, fixedPage("privacy-policy"));
      later(1);
      const result = await publishPage(
        services,
        fixedPage("privacy-policy"),
        { ...document, intro: `Version ${index}` },
        stamp,
        owner,
      );
      expect(result.ok).toBe(true);
    }
    const versions = await listPageVersions(services, fixedPage("privacy-policy"));
    expect(versions).toHaveLength(20);
    expect((await readPublishedPage(services, "privacy-policy")).intro).toBe("Version 21");
  });
});

/** The home page as its public loader gives it: published, placeholders filled. */
const publicHome = async () => {
  const data = await homeLoader({
    request: new Request(`${services.env.PUBLIC_URL}/`),
    url: new URL(`${services.env.PUBLIC_URL}/`),
    pattern: "",
    params: {},
    context: { services, cspNonce: "", clientIp: "203.0.113.8" },
  });
  return data.page;
};

describe("the home page's image", () => {
  afterAll(() =>
    fs.rmSync(path.dirname(path.dirname(uploadsDir(services.env))), {
      recursive: true,
      force: true,
    }),
  );

  const heroMarkup = (image: (typeof defaultPages)["home"]["heroImage"]) =>
    renderToStaticMarkup(
      createElement(PagePicture, {
        image,
        sizes: "(min-width: 1024px) 540px, 100vw",
        priority: true,
      }),
    );

  it("is the site's illustration until the page is published with another", async () => {
    const page = await publicHome();
    expect(page.heroImage).toEqual({ src: pictures.hero.name, alt: pictures.hero.alt });
    const markup = heroMarkup(page.heroImage);
    expect(markup).toContain('srcSet="/images/generated/cabinet-480.webp 480w');
    expect(markup).toContain('fetchPriority="high"');
  });

  it("shows an uploaded image once published, and the unused-image cleanup keeps it", async () => {
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#6b8f71" },
    })
      .jpeg()
      .toBuffer();
    const stored = await storeUpload(
      services,
      new File([new Uint8Array(photo)], "cabinet.jpg", { type: "image/jpeg" }),
    );
    const longAgo = new Date(clock.getTime() - UNREFERENCED_IMAGE_GRACE_MS - 60_000);
    for (const name of [stored.fileName, stored.webpFileName]) {
      fs.utimesSync(path.join(uploadsDir(services.env), name), longAgo, longAgo);
    }
    const heroImage = { src: stored.fileName, alt: "La salle de soin, lumière du matin" };
    const { stamp, document } = await readPageForEditing(services, fixedPage("home"));
    const published = await publishPage(
      services,
      fixedPage("home"),
      { ...document, heroImage },
      stamp,
      owner,
    );
    expect(published.ok).toBe(true);

    const page = await publicHome();
    expect(page.heroImage).toEqual(heroImage);
    const markup = heroMarkup(page.heroImage);
    expect(markup).toContain(`srcSet="/media/articles/${stored.webpFileName}"`);
    expect(markup).toContain(`src="/media/articles/${stored.fileName}"`);
    expect(markup).toContain('alt="La salle de soin, lumière du matin"');
    expect(markup).toMatch(/width="1200" height="900"/);
    expect(markup).toContain('loading="eager"');
    expect(markup).toContain('fetchPriority="high"');

    expect(await removeUnreferencedImages(services)).toEqual([]);
    expect(fs.readdirSync(uploadsDir(services.env))).toEqual(
      expect.arrayContaining([stored.fileName, stored.webpFileName]),
    );
  });

  it("keeps a home page published before it existed, with the illustration", async () => {
    const before = Object.fromEntries(
      Object.entries(defaultPages.home).filter(([name]) => name !== "heroImage"),
    );
    await services.db.insert(documentVersions).values({
      kind: "page",
      key: "home",
      data: { ...before, heroHeadline: "Publiée avant l'image" },
      authorName: owner.name,
      createdAt: clock,
    });
    await bumpPublicContentVersion(services);
    const page = await publicHome();
    expect(page.heroHeadline).toBe("Publiée avant l'image");
    expect(page.heroImage).toEqual({ src: pictures.hero.name, alt: pictures.hero.alt });
  });
});

describe("the home page's presentation", () => {
  const presentation = [
    "aboutEyebrow",
    "aboutTitle",
    "aboutParagraphs",
    "quote",
    "yearsOfExperience",
    "yearsOfStudy",
    "aboutLinkLabel",
  ];

  it("keeps today's texts, quote and years for a home page published before they were editable", async () => {
    const before = Object.fromEntries(
      Object.entries(defaultPages.home).filter(([name]) => !presentation.includes(name)),
    );
    later(1);
    await services.db.insert(documentVersions).values({
      kind: "page",
      key: "home",
      data: { ...before, heroHeadline: "Publiée avant la présentation" },
      authorName: owner.name,
      createdAt: clock,
    });
    await bumpPublicContentVersion(services);
    const page = await publicHome();
    expect(page.heroHeadline).toBe("Publiée avant la présentation");
    expect(page.quote).toBe(defaultPages.home.quote);
    expect([page.yearsOfExperience, page.yearsOfStudy]).toEqual([8, 5]);
    expect(page.aboutParagraphs[0]?.text).toMatch(
      /^Je m'appelle Julien Mercier, ostéopathe diplômé et installé dans le pays de Manosque depuis 8 ans\./,
    );
  });

  it("shows the published quote and years, and refuses years typed as text", async () => {
    const { stamp, document } = await readPageForEditing(services, fixedPage("home"));
    expect(
      await publishPage(
        services,
        fixedPage("home"),
        { ...document, yearsOfExperience: "neuf" },
        stamp,
        owner,
      ),
    ).toEqual({
      ok: false,
      errors: {
        yearsOfExperience: "« Années d'expérience » doit être un nombre entier entre 1 et 60.",
      },
    });
    later(1);
    const quote = "Soigner, c'est d'abord écouter, à {ville} comme ailleurs.";
    const published = await publishPage(
      services,
      fixedPage("home"),
      { ...document, quote, yearsOfExperience: 9 },
      stamp,
      owner,
    );
    expect(published.ok).toBe(true);
    const page = await publicHome();
    expect(page.quote).toBe("Soigner, c'est d'abord écouter, à Manosque comme ailleurs.");
    expect(page.yearsOfExperience).toBe(9);
    expect((await listPageVersions(services, fixedPage("home")))[0]?.changed).toEqual([
      "Citation",
      "Années d'expérience",
    ]);
  });
});

// Two app processes on one PostgreSQL server: a publication in one is served by the other within a second.
if (services.databaseUrl) {
  const databaseUrl = services.databaseUrl;
  describe("pages on PostgreSQL with a second process", async () => {
    const otherServices = await openSecondProcess(databaseUrl, services.env, () => clock);

    it("serve a publication in the other process within a second", async () => {
      expect((await readPublishedPage(otherServices, "about")).closingTitle).not.toBe(
        "Une question ?",
      );
      const { stamp, document } = await readPageForEditing(services, fixedPage("about"));
      await publishPage(
        services,
        fixedPage("about"),
        { ...document, closingTitle: "Une question ?" },
        stamp,
        owner,
      );
      await expect
        .poll(async () => (await readPublishedPage(otherServices, "about")).closingTitle, {
          timeout: 1_000,
          interval: 50,
        })
        .toBe("Une question ?");
    });
  });
}
