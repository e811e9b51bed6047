/**
 * Every public static page of the site, in one place: the pages sitemap
 * lists them and the IndexNow submission sends them. Service pages come from
 * the services content, so a service added there is listed here too.
 * (/rendez-vous is left out: robots.txt keeps crawlers away from it.)
 */
import { services } from "~/content/services";

export const STATIC_PUBLIC_PATHS: readonly string[] = [
  "/",
  "/a-propos",
  "/seance-type",
  "/services",
  ...services.map((service) => `/services/${service.slug}`),
  "/blog",
  "/contact",
  "/mentions-legales",
  "/politique-confidentialite",
];
