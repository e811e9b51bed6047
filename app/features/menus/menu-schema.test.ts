import { describe, expect, it } from "vitest";
import { footerLinks, mainMenu } from "~/content/navigation";
import {
  MENU_LIMITS,
  MenuLinkSchema,
  menuMessages,
  MenuSchema,
  MenuTargetSchema,
  SitePathSchema,
  targetFromForm,
} from "./menu-schema";
import {
  defaultMenu,
  notShownMessages,
  publicLinks,
  resolveTarget,
  type LinkTargets,
} from "./menu-targets";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("a link's address of this site", () => {
  it.each(["/", "/contact", "/blog/mon-article?page=2#suite", "/tarifs-et-remboursements"])(
    "accepts %s",
    (path) => {
      expect(SitePathSchema.parse(path)).toBe(path);
    },
  );

  it.each([
    ["another site", "//evil.example"],
    ["another site with a backslash", "/\\evil.example"],
    ["a script", "javascript:alert(1)"],
    ["a script hidden behind a slash", "/javascript:alert(1)"],
    ["an encoded script", "/%6Aavascript:alert(1)"],
    ["a full address", "https://evil.example/"],
    ["a NUL byte", "/contact\u0000"],
    ["a line break", "/contact\nSet-Cookie: x"],
    ["a space", "/mon article"],
    ["an unpaired surrogate", "/\uD800"],
    ["a relative address", "contact"],
  ])("refuses %s with a French message", (_, path) => {
    const result = SitePathSchema.safeParse(path);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(menuMessages.pathForeign);
  });

  it("refuses an address longer than the limit", () => {
    const result = SitePathSchema.safeParse(`/${"a".repeat(MENU_LIMITS.path)}`);
    expect(firstMessage(result)).toBe(menuMessages.pathTooLong);
  });

  it("asks for an address when there is none", () => {
    expect(firstMessage(SitePathSchema.safeParse("  "))).toBe(menuMessages.pathRequired);
  });
});

describe("a menu link", () => {
  const category = { kind: "category", id: 3 } as const;

  it("is a label and a target", () => {
    expect(MenuLinkSchema.parse({ label: "  Douleurs  ", target: category })).toEqual({
      label: "Douleurs",
      target: category,
    });
  });

  it.each([
    ["a script", "<script>alert(1)</script>", menuMessages.labelForbidden],
    ["a NUL byte", "Blog\u0000", menuMessages.labelForbidden],
    ["100 KB", "a".repeat(100_000), menuMessages.labelTooLong],
    ["nothing", "   ", menuMessages.labelRequired],
  ])("refuses a label holding %s", (_, label, message) => {
    expect(firstMessage(MenuLinkSchema.safeParse({ label, target: category }))).toBe(message);
  });

  it("names the missing choice of each kind of target", () => {
    const read = (fields: Record<string, string>) =>
      firstMessage(MenuTargetSchema.safeParse(targetFromForm((name) => fields[name] ?? null)));
    expect(read({ kind: "category", category: "" })).toBe(menuMessages.categoryRequired);
    expect(read({ kind: "article", article: "abc" })).toBe(menuMessages.articleRequired);
    expect(read({ kind: "service", service: "" })).toBe(menuMessages.serviceRequired);
    expect(read({ kind: "page", page: "admin" })).toBe(menuMessages.pageRequired);
    expect(read({ kind: "free-page", "free-page": "" })).toBe(menuMessages.freePageRequired);
    expect(read({ kind: "address", path: "//evil.example" })).toBe(menuMessages.pathForeign);
    expect(read({ kind: "script" })).toBe(menuMessages.targetRequired);
    expect(read({})).toBe(menuMessages.targetRequired);
  });

  it("reads each kind of target from a form", () => {
    const parse = (fields: Record<string, string>) =>
      MenuTargetSchema.parse(targetFromForm((name) => fields[name] ?? null));
    expect(parse({ kind: "category", category: "12" })).toEqual({ kind: "category", id: 12 });
    expect(parse({ kind: "blog", path: "//ignored" })).toEqual({ kind: "blog" });
    expect(parse({ kind: "free-page", "free-page": "3" })).toEqual({ kind: "free-page", id: 3 });
    expect(parse({ kind: "address", path: "/venir-au-cabinet" })).toEqual({
      kind: "address",
      path: "/venir-au-cabinet",
    });
  });
});

describe("a whole menu", () => {
  const entry = (n: number) => ({
    id: `e${n}`,
    label: `Lien ${n}`,
    target: { kind: "blog" },
  });

  it("refuses 200 entries with a French message", () => {
    const entries = Array.from({ length: 200 }, (_, n) => entry(n));
    expect(firstMessage(MenuSchema.safeParse(entries))).toBe(menuMessages.tooManyEntries);
  });

  it("accepts as many entries as the limit", () => {
    const entries = Array.from({ length: MENU_LIMITS.entries }, (_, n) => entry(n));
    expect(MenuSchema.safeParse(entries).success).toBe(true);
  });

  it("is the menus of app/content/navigation.ts by default, each entry a target", () => {
    expect(defaultMenu("main").map((item) => item.target)).toEqual([
      { kind: "page", page: "about" },
      { kind: "page", page: "session" },
      { kind: "services" },
      { kind: "blog" },
      { kind: "page", page: "contact" },
    ]);
    expect(MenuSchema.safeParse(defaultMenu("footer")).success).toBe(true);
    const none: LinkTargets = { services: [], categories: [], articles: [], freePages: [] };
    expect(publicLinks(defaultMenu("main"), none)).toEqual(
      mainMenu.map((link) => ({ label: link.label, href: link.to })),
    );
    expect(publicLinks(defaultMenu("footer"), none)).toEqual(
      footerLinks.map((link) => ({ label: link.label, href: link.to })),
    );
  });
});

describe("resolving a target", () => {
  const known: LinkTargets = {
    services: [
      { id: "babies", slug: "bebes", hidden: false, title: "Nourrissons" },
      { id: "sports", slug: "sport", hidden: true, title: "Sportifs" },
    ],
    categories: [{ id: 4, slug: "douleurs-du-dos", name: "Douleurs du dos" }],
    articles: [
      { id: 7, slug: "lombalgie", title: "Lombalgie", isPublic: true },
      { id: 8, slug: "brouillon", title: "Brouillon", isPublic: false },
    ],
    freePages: [
      { id: 3, slug: "tarifs", title: "Tarifs", isPublic: true },
      { id: 5, slug: "accessibilite", title: "Accessibilité", isPublic: false },
    ],
  };

  it("follows the current address of a service, a category and an article", () => {
    expect(resolveTarget({ kind: "service", id: "babies" }, known)).toMatchObject({
      shown: true,
      href: "/services/bebes",
    });
    expect(resolveTarget({ kind: "category", id: 4 }, known)).toMatchObject({
      href: "/blog/categorie/douleurs-du-dos",
    });
    expect(resolveTarget({ kind: "article", id: 7 }, known)).toMatchObject({
      href: "/blog/lombalgie",
    });
    expect(resolveTarget({ kind: "free-page", id: 3 }, known)).toMatchObject({
      shown: true,
      href: "/tarifs",
    });
  });

  it("says why a hidden, unpublished or deleted target is not shown", () => {
    const reason = (target: Parameters<typeof resolveTarget>[0]) => {
      const resolved = resolveTarget(target, known);
      return resolved.shown ? null : resolved.reason;
    };
    expect(reason({ kind: "service", id: "sports" })).toBe(notShownMessages.serviceHidden);
    expect(reason({ kind: "service", id: "gone" })).toBe(notShownMessages.serviceDeleted);
    expect(reason({ kind: "article", id: 8 })).toBe(notShownMessages.articleUnpublished);
    expect(reason({ kind: "article", id: 9 })).toBe(notShownMessages.articleDeleted);
    expect(reason({ kind: "category", id: 5 })).toBe(notShownMessages.categoryDeleted);
    expect(reason({ kind: "free-page", id: 5 })).toBe(notShownMessages.freePageUnpublished);
    expect(reason({ kind: "free-page", id: 6 })).toBe(notShownMessages.freePageDeleted);
  });

  it("leaves the entries not shown out of the visitors' menu", () => {
    const links = publicLinks(
      [
        { id: "a", label: "Bébés", target: { kind: "service", id: "babies" } },
        { id: "b", label: "Sport", target: { kind: "service", id: "sports" } },
        { id: "c", label: "Brouillon", target: { kind: "article", id: 8 } },
        { id: "d", label: "Accessibilité", target: { kind: "free-page", id: 5 } },
      ],
      known,
    );
    expect(links).toEqual([{ label: "Bébés", href: "/services/bebes" }]);
  });
});
