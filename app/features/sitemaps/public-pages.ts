/**
 * Every public static page of the site, in one place: the pages sitemap
 * lists them and the IndexNow submission sends them. Service pages follow
 * the services catalogue: the visible ones, in the site's order, after
 * /services. (/rendez-vous is left out: robots.txt keeps crawlers away from it.)
 */
export function publicPagePaths(servicePaths: readonly string[]): string[] {
  return [
    "/",
    "/a-propos",
    "/seance-type",
    "/services",
    ...servicePaths,
    "/blog",
    "/contact",
    "/mentions-legales",
    "/politique-confidentialite",
  ];
}
