import { data } from "react-router";
import type { Route } from "./+types/free-page";
import { FREE_PAGE_FIELDS, type FreePageSection } from "~/features/free-pages/free-page-schema";
import { readPublishedFreePages } from "~/features/free-pages/free-pages.server";
import { pageContent } from "~/features/pages/page-content.server";
import { pageImageUrl } from "~/features/pages/page-image";
import { pageTitle, practiceFrom } from "~/features/practice/practice-view";
import { FreePage } from "~/features/site-pages/free-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd, faqPageJsonLd } from "~/lib/structured-data";

/**
 * A published free page at /{slug}. Every other route outranks this one
 * (a static segment beats a parameter), so it only sees addresses no page
 * of the site has; any slug but a published page's is the site's 404 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = (await readPublishedFreePages(context.services)).get(params.slug);
  if (!found) throw data(null, { status: 404 });
  // The texts reach the page only through this loader, the settings they name filled in.
  const page = await pageContent(context.services, FREE_PAGE_FIELDS, found.document);
  return { id: String(found.id), slug: found.slug, page };
}

/**
 * A form posted to a free page's address: 405 with the 404 page's text, as
 * at every unknown address (most such posts reach no page at all).
 */
export function action(): never {
  throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
}

const ofType = <K extends FreePageSection["type"]>(sections: FreePageSection[], type: K) =>
  sections.filter(
    (section): section is Extract<FreePageSection, { type: K }> => section.type === type,
  );

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const publicUrl = publicUrlFrom(matches);
  const practice = practiceFrom(matches);
  if (!loaderData) {
    // As the site's 404 page says it (not-found.tsx).
    return [
      { title: pageTitle(practice.identity, "Os perdu!") },
      { name: "robots", content: "noindex, nofollow" },
    ];
  }
  const { page } = loaderData;
  const path = `/${loaderData.slug}`;
  const faq = ofType(page.sections, "faq").flatMap((section) => section.faq);
  const image = ofType(page.sections, "image")[0]?.image;
  return seoMeta({
    title: page.seoTitle,
    ...(page.seoDescription ? { description: page.seoDescription } : {}),
    path,
    publicUrl,
    practice,
    ...(image ? { image: pageImageUrl(image) } : {}),
    jsonLd: [
      ...(faq.length > 0 ? [faqPageJsonLd(faq)] : []),
      breadcrumbJsonLd(
        [
          { name: "Accueil", path: "/" },
          { name: page.title, path },
        ],
        publicUrl,
      ),
    ],
  });
};

export default function FreePageRoute({ loaderData }: Route.ComponentProps) {
  return <FreePage id={loaderData.id} page={loaderData.page} />;
}

/** Unknown or unpublished: the site's 'Os perdu!' page. */
export { ErrorBoundary } from "./not-found";
