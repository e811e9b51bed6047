/**
 * Google Tag Manager, added to the page only once the visitor has accepted
 * (docs/architecture.md, "The booking funnel"). The script element is created by our own (nonced) code, which
 * the content security policy's 'strict-dynamic' allows.
 */
import { pushToDataLayer } from "~/lib/data-layer";

const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
const ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

function tagManagerUrl(id: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

/** Loads the container once per page; an empty or malformed id loads nothing. */
export function loadTagManager(id: string): boolean {
  if (!ID_PATTERN.test(id)) return false;
  if (document.querySelector(`script[data-tag-manager="${id}"]`)) return true;
  pushToDataLayer({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = tagManagerUrl(id);
  script.dataset.tagManager = id;
  document.head.appendChild(script);
  return true;
}

/** After a refusal, the measurement cookies already set are removed. */
export function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => /^(_ga|_gid|_gat|_gcl)/.test(name));
  const domains = ["", location.hostname, `.${location.hostname.split(".").slice(-2).join(".")}`];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ""}`;
    }
  }
}
