import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { sanitizeRichText } from "~/lib/rich-text/sanitize-rich-text.server";
import { practiceView } from "~/features/practice/practice-settings.server";
import { fillPlaceholders } from "./page-content.server";
import { defaultPages } from "./page-defaults";
import { PAGE_TYPES } from "./page-schemas";

const now = new Date("2026-03-02T10:00:00Z");

/** Settings as an older database could hold them, before towns and addresses were checked. */
const hostile = practiceView(
  {
    ...defaultPracticeSettings,
    identity: {
      ...defaultPracticeSettings.identity,
      towns: ["javascript:alert(document.domain)//"],
      hostingWebsite: 'https://h.example.com/" onmouseover="alert(1)',
    },
  },
  { now },
);

/** Every attribute of every element of `html`, as a browser would read them. */
function attributesOf(html: string): Record<string, string | undefined>[] {
  return DomUtils.findAll(() => true, parseDocument(html).children).map((element) => ({
    tag: element.name,
    ...element.attribs,
  }));
}

function aboutWithBody(body: string) {
  const about = defaultPages.about;
  const sections = [{ ...about.sections[0]!, body }];
  return fillPlaceholders(PAGE_TYPES.about.fields, { ...about, sections }, hostile).sections[0]!
    .body;
}

describe("a page's rich text once filled", () => {
  it("never links to a javascript: address a town placeholder put in a link", () => {
    const body = aboutWithBody('<p><a href="{ville}">x</a> à {ville}</p>');
    const links = attributesOf(body).filter((element) => element.tag === "a");
    expect(links.map((link) => link.href ?? "")).not.toContainEqual(
      expect.stringMatching(/^\s*javascript:/i),
    );
    expect(body).toContain("à javascript:alert(document.domain)//");
  });

  it("keeps a link placeholder written inside an attribute from breaking out of it", () => {
    const body = aboutWithBody('<p><a href="{lien_hebergeur}">hébergeur</a> {lien_hebergeur}</p>');
    const attributes = attributesOf(body);
    expect(attributes.flatMap((element) => Object.keys(element))).not.toContain("onmouseover");
  });

  it("is what the cleaner accepts: sanitising it again changes nothing", () => {
    const view = practiceView(defaultPracticeSettings, { now });
    const about = defaultPages.about;
    const body =
      "<p>Appelez le {lien_telephone}, écrivez à {lien_email}, site : {lien_hebergeur}. {cabinet} à {ville}.</p>";
    const filled = fillPlaceholders(
      PAGE_TYPES.about.fields,
      { ...about, sections: [{ ...about.sections[0]!, body }] },
      view,
    ).sections[0]!.body;
    expect(filled).toContain('href="tel:');
    expect(sanitizeRichText(filled)).toBe(filled);
  });
});
