/**
 * Who may reach the back office: checked on the server, in every admin
 * loader and action.
 *
 * In a page route under /admin:
 *
 *   export async function loader({ request, context }: Route.LoaderArgs) {
 *     const { user } = await requireUser(request, context.services);
 *     …
 *   }
 *   export async function action({ request, context }: Route.ActionArgs) {
 *     await requireUser(request, context.services);
 *     …
 *   }
 *
 * Signed out, requireUser throws a redirect to /auth?redirectTo=<this page>;
 * after sign-in the owner comes back here.
 *
 * It also refuses a state-changing request (POST, PUT, PATCH, DELETE) whose
 * Origin is not this site (403): cross-site request forgery protection, on
 * top of the SameSite=Lax session cookie.
 *
 * Call it in each loader and action, not only in the admin layout: React
 * Router runs a layout's loader in parallel with its children's, so the
 * layout's check alone does not keep a child's data private.
 * (app/features/auth/admin-routes-guard.db.test.ts checks every admin route.)
 */
import { data, redirect } from "react-router";
import type { AppServices } from "~/server/context.server";
import { isSiteOrigin, originOf } from "~/lib/site-origin";
import { redirectWithToast } from "~/lib/toast.server";
import { getAuth, loadBetterAuth } from "./auth.server";
import { authMessages } from "./messages";

export interface AdminUser {
  id: string;
  email: string;
  name: string;
}

export interface AdminSession {
  user: AdminUser;
  sessionId: string;
  /**
   * Set-Cookie values Better Auth produced (a session extended after a day
   * of use gets a fresh cookie): the admin layout's loader forwards them.
   */
  setCookies: string[];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin of a state-changing request must be this site (PUBLIC_URL, or the address it was reached at). */
function isSameOriginRequest(request: Request, env: AppServices["env"]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get("Origin") ?? originOf(request.headers.get("Referer"));
  return origin !== null && isSiteOrigin(origin, request.url, env.PUBLIC_URL);
}

/** Throws 403 when a state-changing request comes from another site. */
export function requireSameOrigin(request: Request, env: AppServices["env"]) {
  if (!isSameOriginRequest(request, env)) {
    throw data({ error: authMessages.foreignOrigin }, { status: 403 });
  }
}

type SessionLookup = { session: AdminSession | null; setCookies: string[] };

/**
 * One look-up per request, however often the code handling it asks: the
 * admin layout's loader and its page's share it. React Router hands every
 * loader the request itself (`v8_passThroughRequests`, react-router.config.ts).
 */
const lookUps = new WeakMap<Request, Promise<SessionLookup>>();

function lookUpSession(request: Request, services: AppServices): Promise<SessionLookup> {
  let lookUp = lookUps.get(request);
  if (!lookUp) {
    lookUp = readSession(request, services);
    lookUps.set(request, lookUp);
  }
  return lookUp;
}

async function readSession(request: Request, services: AppServices): Promise<SessionLookup> {
  if (!hasSessionCookie(request)) return { session: null, setCookies: [] };
  const auth = await getAuth(services);
  try {
    const { headers, response } = await auth.api.getSession({
      headers: request.headers,
      returnHeaders: true,
    });
    const setCookies = headers.getSetCookie();
    if (!response) return { session: null, setCookies };
    const { user, session } = response;
    return {
      session: {
        user: { id: user.id, email: user.email, name: user.name },
        sessionId: session.id,
        setCookies,
      },
      setCookies,
    };
  } catch (error) {
    // A session deleted while it was being extended: treat it as signed out.
    const { isAPIError } = await loadBetterAuth();
    if (isAPIError(error) && error.statusCode === 401) return { session: null, setCookies: [] };
    throw error;
  }
}

/** The signed-in owner, or null. */
export async function getAdminSession(
  request: Request,
  services: AppServices,
): Promise<AdminSession | null> {
  return (await lookUpSession(request, services)).session;
}

export async function requireUser(request: Request, services: AppServices): Promise<AdminSession> {
  requireSameOrigin(request, services.env);
  const { session, setCookies } = await lookUpSession(request, services);
  if (session) return session;
  const signIn = `/auth?redirectTo=${encodeURIComponent(pageAddress(request))}`;
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  // A cookie that no longer opens a session: the session expired or was
  // ended elsewhere (Better Auth's headers clear it).
  if (hasSessionCookie(request)) {
    throw await redirectWithToast(
      signIn,
      { title: authMessages.sessionExpiredTitle, description: authMessages.sessionExpired },
      { headers },
    );
  }
  throw redirect(signIn, { headers });
}

/**
 * The address of the page a request is for. Loaders and actions see the
 * request as it came: when the browser asks React Router for a page's data,
 * that is `/admin/articles.data?page=2&_routes=…`, and the owner must come
 * back to `/admin/articles?page=2`, not to the data. A form sent to an index
 * route is marked `?index`: its page is the route's address.
 */
function pageAddress(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  const params = url.searchParams;
  if (!params.has("_routes") && !params.has("index")) return `${path}${url.search}`;
  params.delete("_routes");
  if (params.get("index") === "") params.delete("index");
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(
    request.headers.get("Cookie") ?? "",
  );
}
