import type { MetaDescriptor } from "react-router";
import { OG_DEFAULT } from "~/content/images";
import { practice } from "~/content/practice";
import { withPracticeFields } from "~/features/practice/practice-fields";
import { pageTitle, type PracticeView } from "~/features/practice/practice-view";

interface PageSeo {
  /** Page title; the site template is applied unless `rawTitle` is set. */
  title?: string;
  rawTitle?: string;
  description?: string;
  /** Path of the page, for the canonical address (e.g. "/a-propos"). */
  path: string;
  /** Canonical origin (PUBLIC_URL), from the root loader. */
  publicUrl: string;
  /**
   * The practice's settings, `practiceFrom(matches)`: the title suffix, the
   * site's name, and the placeholders of the title and description.
   */
  practice: PracticeView;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
}

/** Title, description, canonical, Open Graph and JSON-LD of a page. */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const { identity } = seo.practice;
  const title = withPracticeFields(seo.rawTitle ?? pageTitle(identity, seo.title), seo.practice);
  const description = withPracticeFields(seo.description ?? practice.description, seo.practice);
  const url = `${seo.publicUrl}${seo.path === "/" ? "/" : seo.path}`;
  const image = absoluteUrl(shareableImage(seo.image), seo.publicUrl);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:locale", content: practice.locale },
    { property: "og:site_name", content: identity.practiceName },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (seo.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  for (const data of seo.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

/**
 * The image a link preview can show: social networks do not render SVG, so
 * an SVG cover (the demo's, the placeholder) gives way to the default JPEG.
 */
export function shareableImage(image: string | undefined): string {
  if (!image || /\.svg$/i.test(image.split(/[?#]/)[0] ?? "")) return OG_DEFAULT.output;
  return image;
}

export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;
}

interface RootMatch {
  id: string;
  loaderData?: unknown;
}

/** The canonical origin, read from the root loader's data inside `meta`. */
export function publicUrlFrom(matches: readonly (RootMatch | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.loaderData as { publicUrl?: string } | undefined;
  return data?.publicUrl ?? "";
}
