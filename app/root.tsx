import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { Toaster } from "~/components/toaster";
import { readPracticeView } from "~/features/practice/practice-settings.server";
import { PendingToast } from "~/components/toaster";
import { SecurityNotice } from "~/features/security-notice/security-notice";
import { captureTrackingParameters } from "~/features/tracking/capture-tracking-parameters";
import { Island, IslandScripts } from "~/lib/island";
import { useNonce } from "~/lib/nonce";
import { toast } from "~/lib/toast";
import { takeToast } from "~/lib/toast.server";
import stylesheet from "./app.css?url";
import headingFont from "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  // Headings' font, fetched with the CSS so titles do not re-wrap after the first paint.
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ toast: pendingToast, headers }, practice] = await Promise.all([
    takeToast(request),
    // The practice's settings as pages show them (usePractice, practiceFrom).
    readPracticeView(context.services),
  ]);
  // publicUrl is the only server setting the browser receives.
  return data(
    { publicUrl: context.services.env.PUBLIC_URL, practice, toast: pendingToast },
    headers ? { headers } : undefined,
  );
}

/** Pages of the public layout: React Router renders them, islands make them interactive. */
function useIslandPage(): boolean {
  return useMatches().some((match) => match.id === "routes/public/layout");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const islandPage = useIslandPage();
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#305641" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {islandPage ? (
          <IslandScripts nonce={nonce} />
        ) : (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const pendingToast = loaderData.toast;
  const islandPage = useIslandPage();
  useEffect(() => {
    if (pendingToast && !islandPage) toast(pendingToast);
  }, [pendingToast, islandPage]);
  // Public pages run it from their islands' entry; here, at each navigation.
  const { key } = useLocation();
  useEffect(() => {
    if (!islandPage) captureTrackingParameters();
  }, [key, islandPage]);
  return (
    <>
      <Outlet />
      {/* Public pages mount the notice from their islands' entry. */}
      {islandPage ? null : <SecurityNotice />}
      {islandPage && pendingToast ? (
        <Island name="toast" of={PendingToast} props={pendingToast} />
      ) : null}
    </>
  );
}

/** The French reason a refused request carries (`throw data({ error }, { status })`), if any. */
function refusalReason(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500) return null;
  const body: unknown = error.data;
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  return typeof body.error === "string" ? body.error : null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A refused request (wrong method, unreadable form…) says why, in French.
  const reason = refusalReason(error);
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{notFound ? "Page introuvable" : "Une erreur est survenue"}</title>
      <h1 className="text-3xl">{notFound ? "Page introuvable" : "Une erreur est survenue"}</h1>
      <p className="mt-4 text-muted">
        {notFound
          ? "La page que vous cherchez n'existe pas."
          : (reason ??
            "Nous sommes désolés : la page n'a pas pu s'afficher. Veuillez réessayer dans un instant.")}
      </p>
      <a href="/" className="mt-8 inline-block rounded-full bg-sage-700 px-6 py-3 text-white">
        Retourner à l'accueil
      </a>
    </main>
  );
}
