/**
 * What the Express app answers when a request cannot reach a page: a method
 * the site does not use, a malformed Host or path, a form posted from another
 * site or to a page that takes none, or an unexpected error. Always a
 * short French message (JSON under /api/), never a stack trace or a path of
 * the server; unexpected errors are logged on one line with the request.
 */
import type express from "express";
import type { ServerBuild } from "react-router";
import { foreignOriginMessage, isSiteOrigin } from "~/lib/site-origin";
import { formTarget, routeTree } from "~/server/route-tree.server";

export const httpMessages = {
  methodNotAllowed: "Méthode non autorisée sur ce site : utilisez GET, HEAD ou POST.",
  formNotAccepted: "Méthode non autorisée : cette page ne reçoit pas de formulaire.",
  badHost: "Requête invalide : l'en-tête Host n'est pas une adresse.",
  badPath: "Requête invalide : l'adresse demandée contient un encodage incorrect.",
  badRequest: "Requête invalide.",
  foreignOrigin: foreignOriginMessage,
  serverError: "Une erreur est survenue de notre côté. Veuillez réessayer dans un instant.",
} as const;

/** Every method the site answers: pages (GET, HEAD) and forms and APIs (POST). */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

const ALLOW_HEADER = ALLOWED_METHODS.join(", ");

function send(req: express.Request, res: express.Response, status: number, message: string) {
  res.status(status).set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) {
    res.json({ error: message });
    return;
  }
  res
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${message}</title></head>` +
        `<body><p>${message}</p><p><a href="/">Retour à l'accueil</a></p></body></html>`,
    );
}

/** Whether a Host header can be part of a URL (React Router builds the request's URL from it). */
export function isUsableHost(host: string | undefined): boolean {
  return URL.canParse(`http://${host ?? ""}/`);
}

/**
 * Whether every percent-escape of a path decodes (`/%ZZ`, `/%E0%A4` do not):
 * React Router would log a warning per attempt to match such a path.
 */
export function isDecodablePath(path: string): boolean {
  try {
    // The result is used: a bundler drops a call to decodeURI whose result is not.
    return decodeURI(path).length >= 0;
  } catch {
    return false;
  }
}

/**
 * 405 for methods the site does not use (TRACE, PUT, DELETE…), 400 for a Host
 * no URL can hold or a path whose percent-encoding is broken.
 */
export const refuseMalformedRequests: express.RequestHandler = (req, res, next) => {
  if (!(ALLOWED_METHODS as readonly string[]).includes(req.method)) {
    res.set("Allow", ALLOW_HEADER);
    send(req, res, 405, httpMessages.methodNotAllowed);
    return;
  }
  if (!isUsableHost(req.headers.host)) {
    send(req, res, 400, httpMessages.badHost);
    return;
  }
  if (!isDecodablePath(req.path)) {
    send(req, res, 400, httpMessages.badPath);
    return;
  }
  next();
};

/**
 * 403 for a form posted to a page from another site. React Router refuses
 * it too, but with an English "Bad Request" and a stack trace in the log.
 * Browsers send Origin with every POST; the APIs check it themselves
 * (public-api.server.ts, guard.server.ts).
 */
export function refuseCrossSiteForms(publicUrl: string): express.RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (
      req.method !== "POST" ||
      origin === undefined ||
      req.path.startsWith("/api/") ||
      isSiteOrigin(origin, `${req.protocol}://${req.host}`, publicUrl)
    ) {
      next();
      return;
    }
    send(req, res, 403, httpMessages.foreignOrigin);
  };
}

/**
 * 405 for a form posted to a page that takes none (/contact, an article, a
 * sitemap). React Router refuses it too, but inside that page's error
 * screen, which says the wrong thing ("Article non trouvé", "réessayez dans
 * un instant") and, for a service, logs a stack trace. Its own requests
 * (`.data`) and unknown addresses (the 404 page) keep its answer.
 */
export function refuseFormsWithoutAction(build: ServerBuild): express.RequestHandler {
  const routes = routeTree(build);
  return (req, res, next) => {
    const target = req.method === "POST" ? formTarget(routes, req.originalUrl) : null;
    if (target === null || build.routes[target]?.module.action) {
      next();
      return;
    }
    res.set("Allow", "GET, HEAD");
    send(req, res, 405, httpMessages.formNotAccepted);
  };
}

/** The status an error carries when it is the client's fault (4xx), else 500. */
function statusOf(error: unknown): number {
  if (typeof error !== "object" || error === null) return 500;
  const status = "status" in error ? error.status : "statusCode" in error ? error.statusCode : 500;
  return typeof status === "number" && status >= 400 && status < 500 ? status : 500;
}

/** One line: the request, then the error and where it was thrown. */
function describeFailure(req: express.Request, error: unknown): string {
  const where =
    error instanceof Error
      ? (error.stack?.split("\n").find((line) => /^\s+at /.test(line)) ?? "")
      : "";
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return `${req.method} ${JSON.stringify(req.originalUrl)} (${req.ip ?? "?"}) : ${JSON.stringify(what)} ${where.trim()}`.trim();
}

/** Express's last handler: registered after everything else. */
export const finalErrorHandler: express.ErrorRequestHandler = (error, req, res, _next) => {
  const status = statusOf(error);
  if (status === 500) console.error(`Erreur interne : ${describeFailure(req, error)}`);
  // Too late for an error page: end the connection, the client sees a cut response.
  if (res.headersSent) {
    res.destroy();
    return;
  }
  send(req, res, status, status === 500 ? httpMessages.serverError : httpMessages.badRequest);
};
