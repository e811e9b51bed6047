import crypto from "node:crypto";
import type { RequestHandler } from "express";
import type { AppServices } from "~/server/context.server";
import type { Env } from "~/server/env.server";

/** Origins the pages may frame: the booking calendar (a setting, or BOOKING_URL) and the map. */
function frameSources(bookingUrl: string): string[] {
  return [new URL(bookingUrl).origin, "https://www.openstreetmap.org"];
}

/** Tag manager and analytics hosts, contacted only after consent. */
const ANALYTICS_HOSTS = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

/**
 * `scriptSources` names our inline scripts: the response's nonce, or the
 * hashes of a stored page's scripts (server/page-cache/inline-scripts.server.ts).
 */
export function contentSecurityPolicy(
  scriptSources: readonly string[],
  bookingUrl: string,
): string {
  return [
    "default-src 'self'",
    // strict-dynamic lets the entry script load the route chunks and, after
    // consent, the tag manager; 'self' and https: only serve old browsers.
    `script-src ${[...scriptSources, "'strict-dynamic'", "'self'", "https:"].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self' ${ANALYTICS_HOSTS.join(" ")}`,
    `frame-src ${frameSources(bookingUrl).join(" ")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** The headers every response carries besides its content security policy. */
export function fixedSecurityHeaders(env: Env, secureRequest: boolean): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
  ];
  if (env.PUBLIC_URL.startsWith("https://") && (secureRequest || env.TRUST_PROXY)) {
    headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  }
  return headers;
}

/** Sets the security headers and the CSP nonce (res.locals.cspNonce). */
export function securityHeaders(services: AppServices): RequestHandler {
  const { env } = services;
  return (req, res, next) => {
    services.practiceSettings.bookingUrl(services).then((bookingUrl) => {
      setSecurityHeaders(env, bookingUrl, req.secure, res);
      next();
    }, next);
  };
}

function setSecurityHeaders(
  env: Env,
  bookingUrl: string,
  secureRequest: boolean,
  res: Parameters<RequestHandler>[1],
) {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  if (env.NODE_ENV !== "development") {
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy([`'nonce-${nonce}'`], bookingUrl),
    );
    // A 304 keeps the cached page, whose scripts carry the nonce of the
    // policy stored with it; a new policy on the 304 would replace the
    // stored one (RFC 9111 §4.3.4) and block every script of that page.
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      if (this.statusCode === 304 || args[0] === 304) {
        this.removeHeader("Content-Security-Policy");
      }
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
  }
  for (const [name, value] of fixedSecurityHeaders(env, secureRequest)) res.setHeader(name, value);
}
