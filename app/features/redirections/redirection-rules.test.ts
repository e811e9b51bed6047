import { describe, expect, it } from "vitest";
import { redirectionMessages as messages } from "./messages";
import { normaliseFrom, normaliseTo, requestKey } from "./redirection-rules";

const ORIGIN = "https://cabinet.example";
const from = (input: string) => normaliseFrom(input);
const to = (input: string) => normaliseTo(input, ORIGIN);

describe("old addresses", () => {
  it("are one address with or without the trailing slash", () => {
    expect(from("/2019/05/mal-de-dos/")).toEqual({ ok: true, path: "/2019/05/mal-de-dos" });
    expect(from("/2019/05/mal-de-dos")).toEqual({ ok: true, path: "/2019/05/mal-de-dos" });
  });

  it("are one address whatever their percent-encoding", () => {
    const expected = { ok: true, path: "/%C3%A9t%C3%A9" };
    expect(from("/%c3%a9t%c3%a9/")).toEqual(expected);
    expect(from("/été")).toEqual(expected);
    expect(from("/%C3%A9t%C3%A9")).toEqual(expected);
  });

  it("keep only WordPress's ?p= and ?page_id= queries", () => {
    expect(from("/?p=123")).toEqual({ ok: true, path: "/?p=123" });
    expect(from("/?page_id=7&utm_source=x")).toEqual({ ok: true, path: "/?page_id=7" });
    expect(from("/category/dos/?utm_source=x")).toEqual({ ok: true, path: "/category/dos" });
    expect(from("/?s=dos")).toEqual({ ok: true, path: "/" });
  });

  it("take the path of a full address of the old site", () => {
    expect(from("https://ancien-site.fr/tag/sport/")).toEqual({ ok: true, path: "/tag/sport" });
    expect(from("http://ancien-site.fr/?p=5#commentaires")).toEqual({ ok: true, path: "/?p=5" });
  });

  it("refuse dot segments, NUL bytes, '//', malformed escapes and over-long input, in French", () => {
    expect(from("/../x")).toEqual({ ok: false, error: messages.dotSegments });
    expect(from("/a/%2e%2e/x")).toEqual({ ok: false, error: messages.dotSegments });
    expect(from("/a%00b")).toEqual({ ok: false, error: messages.invalidCharacters });
    expect(from("/a\u0000b")).toEqual({ ok: false, error: messages.invalidCharacters });
    expect(from("/a//b")).toEqual({ ok: false, error: messages.emptySegment });
    expect(from("/%E0%A4%A")).toEqual({ ok: false, error: messages.malformed });
    expect(from("/\ud800")).toEqual({ ok: false, error: messages.malformed });
    expect(from(`/${"a".repeat(600)}`)).toEqual({ ok: false, error: messages.tooLong });
    expect(from("")).toEqual({ ok: false, error: messages.empty });
    expect(from("ancien-article")).toEqual({ ok: false, error: messages.notAPath });
    expect(from("ftp://ancien-site.fr/x")).toEqual({ ok: false, error: messages.notAPath });
  });
});

describe("new addresses", () => {
  it("keep a page's query and fragment", () => {
    expect(to("/blog/?page=2")).toEqual({ ok: true, path: "/blog?page=2" });
    expect(to("/contact#formulaire")).toEqual({ ok: true, path: "/contact#formulaire" });
  });

  it("escape what is not ASCII, since they go out in a Location header", () => {
    expect(to("/blog?q=été#santé-€")).toEqual({
      ok: true,
      path: "/blog?q=%C3%A9t%C3%A9#sant%C3%A9-%E2%82%AC",
    });
    expect(to("/blog#\ud800")).toEqual({ ok: false, error: messages.malformed });
  });

  it("accept a full address of this site", () => {
    expect(to("https://cabinet.example/blog/dos/")).toEqual({ ok: true, path: "/blog/dos" });
  });

  it("refuse anything leading outside the site", () => {
    const outside = { ok: false, error: messages.outsideSite };
    expect(to("https://evil.example/x")).toEqual(outside);
    expect(to("http://cabinet.example/x")).toEqual(outside);
    expect(to("//evil.example/x")).toEqual(outside);
    expect(to("javascript:alert(1)")).toEqual(outside);
    expect(to("JavaScript:alert(1)")).toEqual(outside);
    expect(to("data:text/html,x")).toEqual(outside);
    expect(to("/\\evil.example")).toEqual({ ok: false, error: messages.invalidCharacters });
  });
});

describe("request keys", () => {
  it("meet the stored addresses however the request spells them", () => {
    expect(requestKey("/2019/05/mal-de-dos/")).toBe("/2019/05/mal-de-dos");
    expect(requestKey("/2019/05/mal-de-dos?utm_source=x")).toBe("/2019/05/mal-de-dos");
    expect(requestKey("/%c3%a9t%c3%a9")).toBe("/%C3%A9t%C3%A9");
    expect(requestKey("/?p=123&utm_source=x")).toBe("/?p=123");
    expect(requestKey("/feed/")).toBe("/feed");
  });

  it("are null for addresses no redirection can name", () => {
    expect(requestKey("/a/../b")).toBeNull();
    expect(requestKey("/%00")).toBeNull();
    expect(requestKey("*")).toBeNull();
  });
});
