import { describe, expect, it } from "vitest";
import { finishContent, prepareContent, type ContentContext } from "./content-transform.server";

const context: ContentContext = {
  siteUrl: "https://ancien.example/",
  sourceId: "9",
  attachments: new Map([
    ["5", { url: "https://ancien.example/uploads/a.jpg", alt: "A", parentId: "9" }],
    ["6", { url: "https://ancien.example/uploads/b.jpg", alt: "B", parentId: "2" }],
  ]),
  rewriteLink: (href) => (href === "https://ancien.example/2020/01/dos/" ? "/blog/dos" : null),
};

describe("imported content", () => {
  it("turns [caption] into a figure with its caption, the image's link kept", () => {
    const { html, images } = prepareContent(
      '[caption id="attachment_5" width="300"]<a href="/uploads/a-full.jpg"><img src="/uploads/a.jpg" alt="Un dos" srcset="x 2x" /></a> Un <em>dos</em> droit[/caption]',
      context,
    );
    expect(html).toBe(
      '<figure><a href="https://ancien.example/uploads/a-full.jpg"><img src="https://ancien.example/uploads/a.jpg" alt="Un dos"></a><figcaption>Un <em>dos</em> droit</figcaption></figure>',
    );
    expect(images).toEqual(["https://ancien.example/uploads/a.jpg"]);
  });

  it("turns [gallery] into its images: listed ids, or the post's own attachments", () => {
    expect(prepareContent('[gallery ids="6,5"]', context).images).toEqual([
      "https://ancien.example/uploads/b.jpg",
      "https://ancien.example/uploads/a.jpg",
    ]);
    expect(prepareContent("[gallery]", context).images).toEqual([
      "https://ancien.example/uploads/a.jpg",
    ]);
  });

  it("removes unknown shortcodes, keeps their text, and names them; [[x]] stays as text", () => {
    const result = prepareContent('[contact-form-7 id="3"] [box]Texte[/box] [[gallery]]', context);
    expect(result.html).toBe("<p>Texte [gallery]</p>");
    expect(result.unknownShortcodes).toEqual(["contact-form-7", "box"]);
  });

  it("drops block-editor comments and turns embeds, iframes and bare URLs into plain links", () => {
    const { html } = prepareContent(
      `<!-- wp:paragraph --><p>Bonjour</p><!-- /wp:paragraph -->
<!-- wp:embed {"url":"https://youtu.be/zz"} --><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">
https://youtu.be/zz
</div></figure><!-- /wp:embed -->
<p>https://vimeo.com/1</p><iframe src="https://www.youtube.com/embed/abc"></iframe>`,
      context,
    );
    expect(html).toBe(
      `<p>Bonjour</p>
<p><a href="https://youtu.be/zz">https://youtu.be/zz</a></p>
<p><a href="https://vimeo.com/1">https://vimeo.com/1</a></p><p><a href="https://www.youtube.com/embed/abc">https://www.youtube.com/embed/abc</a></p>`,
    );
  });

  it("adds the paragraphs classic WordPress content leaves to display time, and rewrites links to the old site's articles", () => {
    const { html } = prepareContent(
      'Voir <a href="https://ancien.example/2020/01/dos/">mon article</a>.\nSuite\n\n[embed]https://youtu.be/x[/embed]',
      context,
    );
    expect(html).toBe(
      '<p>Voir <a href="/blog/dos">mon article</a>.<br>\nSuite</p>\n<p><a href="https://youtu.be/x">https://youtu.be/x</a></p>',
    );
  });

  it("points images at their copy here, drops those that could not be fetched, and sanitises", () => {
    const { html } = prepareContent(
      '<p><img src="/uploads/a.jpg" alt="A"><a href="/uploads/b.jpg"><img src="/uploads/b.jpg" alt="B"></a><script>alert(1)</script></p>',
      context,
    );
    const finished = finishContent(
      html,
      new Map([
        ["https://ancien.example/uploads/a.jpg", "/media/articles/0123.jpg"],
        ["https://ancien.example/uploads/b.jpg", null],
      ]),
    );
    expect(finished).toBe('<p><img src="/media/articles/0123.jpg" alt="A" /></p>');
  });
});
