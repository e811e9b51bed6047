import crypto from "node:crypto";
import type { RequestHandler } from "express";
import type { Env } from "~/server/env.server";
import { practice } from "~/content/practice";

/** Origins the pages may frame: the booking calendar and the map. */
export function frameSources(env: Env): string[] {
  const bookingOrigin = new URL(env.BOOKING_URL ?? practice.booking.url).origin;
  return [bookingOrigin, "https://www.openstreetmap.org"];
}

/** Tag manager and analytics hosts, contacted only after consent. */
const ANALYTICS_HOSTS = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

export function contentSecurityPolicy(env: Env, nonce: string): string {
  return [
    "default-src 'self'",
    // strict-dynamic lets the nonced entry script load the route chunks and,
    // after consent, the tag manager; 'self' and https: only serve old browsers.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https:`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self' ${ANALYTICS_HOSTS.join(" ")}`,
    `frame-src ${frameSources(env).join(" ")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Sets the security headers and the CSP nonce (res.locals.cspNonce). */
export function securityHeaders(env: Env): RequestHandler {
  const https = env.PUBLIC_URL.startsWith("https://");
  return (req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (env.NODE_ENV !== "development") {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(env, nonce));
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
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    );
    if (https && (req.secure || env.TRUST_PROXY)) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    next();
  };
}
