/**
 * JSON-LD builders shared by several pages (services, articles, home),
 * rendered by `seoMeta` into the server HTML. Page-specific nodes live with
 * their feature (services/structured-data.ts, articles/structured-data.ts).
 */

export const SCHEMA_CONTEXT = "https://schema.org";

interface Crumb {
  name: string;
  /** Site path, e.g. "/services". */
  path: string;
}

interface FaqEntry {
  question: string;
  answer: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[], publicUrl: string) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${publicUrl}${crumb.path}`,
    })),
  };
}

export function faqPageJsonLd(items: FaqEntry[]) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
