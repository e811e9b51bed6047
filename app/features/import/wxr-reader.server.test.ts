import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ImportInputError, readWxr } from "./wxr-reader.server";

const FIXTURES = path.resolve("tests/fixtures/wordpress");

function fromFile(name: string) {
  return readWxr(fs.createReadStream(path.join(FIXTURES, name), { encoding: "utf8" }));
}

async function* chunks(text: string) {
  yield text;
}

function wxr(items: string, head = "") {
  return `<?xml version="1.0" encoding="UTF-8"?>${head}
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>https://ancien.example</wp:base_site_url>
${items}</channel></rss>`;
}

describe("WordPress export reader", () => {
  it("reads WordPress's theme test export: posts, pages, statuses, covers, terms and what is left out", async () => {
    const source = await fromFile("themeunittestdata.wordpress.xml");
    const posts = source.articles.filter((a) => a.kind === "post");
    const pages = source.articles.filter((a) => a.kind === "page");
    expect(posts).toHaveLength(58);
    expect(pages).toHaveLength(21);
    expect(posts.filter((a) => a.status === "future")).toHaveLength(1);
    expect(posts.filter((a) => a.passwordProtected)).toHaveLength(1);
    expect(source.leftOut).toMatchObject({ menuItems: 70, attachments: 37, authors: 2 });
    expect(source.leftOut.comments).toBeGreaterThan(20);
    expect(source.attachments.size).toBe(37);
    const withCover = posts.filter((a) => a.cover);
    expect(withCover.length).toBeGreaterThan(0);
    expect(withCover[0]?.cover?.url).toMatch(/^https?:\/\/.+\.(jpe?g|png|gif)$/i);
    const slugs = new Set(source.categories.map((c) => c.slug));
    expect(slugs.size).toBe(source.categories.length);
    const post = posts.find((a) => a.slug === "template-sticky");
    expect(post?.date?.toISOString()).toMatch(/^2012-01-07/);
    expect(post?.oldPaths).toEqual(
      expect.arrayContaining([`/?p=${post?.sourceId}`, "/2012/01/template-sticky/"]),
    );
  });

  it("reads WXR 1.0, 1.1 and 1.2 exports", async () => {
    expect((await fromFile("valid-wxr-1.0.xml")).articles).toHaveLength(6);
    expect((await fromFile("valid-wxr-1.1.xml")).articles).toHaveLength(2);
    expect((await fromFile("small-export.xml")).articles).toHaveLength(11);
  });

  it("keeps CDATA split the way WordPress escapes it, and tolerates the unescaped form", async () => {
    const escaped = await fromFile("crazy-cdata-escaped.xml");
    expect(escaped.articles[0]?.content).toBe("Content with nested <![CDATA[ tags ]]> :)");
    const unescaped = await fromFile("crazy-cdata.xml");
    expect(unescaped.articles[0]?.title).toBe("Hello world!");
  });

  it("refuses malformed and truncated files with a French message", async () => {
    await expect(fromFile("malformed.xml")).rejects.toThrow(/mal formé ou incomplet/);
    await expect(fromFile("malformed-simple.xml")).rejects.toThrow(ImportInputError);
    const whole = fs.readFileSync(path.join(FIXTURES, "themeunittestdata.wordpress.xml"), "utf8");
    await expect(readWxr(chunks(whole.slice(0, whole.length / 2)))).rejects.toThrow(
      /mal formé ou incomplet/,
    );
  });

  it("never expands entities: a file declaring a DTD is refused", async () => {
    const bomb = wxr(
      "<item><title>&lol2;</title></item>",
      '<!DOCTYPE rss [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>',
    );
    await expect(readWxr(chunks(bomb))).rejects.toThrow(/DTD/);
    const external = wxr(
      "<item><title>&xxe;</title></item>",
      '<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    );
    await expect(readWxr(chunks(external))).rejects.toThrow(/DTD/);
  });

  it("refuses an XML file that is not a WordPress export", async () => {
    await expect(
      readWxr(chunks('<?xml version="1.0"?><rss><channel></channel></rss>')),
    ).rejects.toThrow(/n'est pas un export WordPress/);
    await expect(readWxr(chunks("<html><body>bonjour</body></html>"))).rejects.toThrow(
      /n'est pas un export WordPress/,
    );
  });

  it("reads Yoast's SEO fields, the featured image's alt text and the password flag", async () => {
    const source = await readWxr(
      chunks(
        wxr(`<item><title>Photo</title><wp:post_id>7</wp:post_id><wp:post_type>attachment</wp:post_type>
  <wp:attachment_url>https://ancien.example/wp-content/uploads/dos.jpg</wp:attachment_url>
  <wp:postmeta><wp:meta_key>_wp_attachment_image_alt</wp:meta_key><wp:meta_value><![CDATA[Un dos]]></wp:meta_value></wp:postmeta></item>
<item><title>Mal de dos</title><link>https://ancien.example/mal-de-dos/</link><wp:post_id>8</wp:post_id>
  <wp:post_name>mal-de-dos</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
  <wp:post_date_gmt>2024-03-02 09:00:00</wp:post_date_gmt><wp:post_password>secret</wp:post_password>
  <content:encoded><![CDATA[<p>Texte</p>]]></content:encoded>
  <category domain="category" nicename="sante"><![CDATA[Santé]]></category>
  <wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>7</wp:meta_value></wp:postmeta>
  <wp:postmeta><wp:meta_key>_yoast_wpseo_title</wp:meta_key><wp:meta_value>Titre SEO</wp:meta_value></wp:postmeta>
  <wp:postmeta><wp:meta_key>_yoast_wpseo_metadesc</wp:meta_key><wp:meta_value>Description SEO</wp:meta_value></wp:postmeta>
</item>`),
      ),
    );
    expect(source.articles).toEqual([
      expect.objectContaining({
        sourceId: "8",
        metaTitle: "Titre SEO",
        metaDescription: "Description SEO",
        cover: { url: "https://ancien.example/wp-content/uploads/dos.jpg", alt: "Un dos" },
        categories: ["sante"],
        passwordProtected: true,
        date: new Date("2024-03-02T09:00:00Z"),
        oldPaths: ["/?p=8", "/mal-de-dos/", "/2024/03/mal-de-dos/"],
      }),
    ]);
    expect(source.categories).toEqual([{ name: "Santé", slug: "sante" }]);
  });
});
