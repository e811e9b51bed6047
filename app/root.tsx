import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "~/lib/nonce";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  // The only settings the browser receives.
  return { publicUrl: context.services.env.PUBLIC_URL };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{notFound ? "Page introuvable" : "Une erreur est survenue"}</title>
      <h1 className="text-3xl">{notFound ? "Page introuvable" : "Une erreur est survenue"}</h1>
      <p className="mt-4 text-muted">
        {notFound
          ? "La page que vous cherchez n'existe pas."
          : "Nous sommes désolés : la page n'a pas pu s'afficher. Veuillez réessayer dans un instant."}
      </p>
      <a href="/" className="mt-8 inline-block rounded-full bg-sage-700 px-6 py-3 text-white">
        Retourner à l'accueil
      </a>
    </main>
  );
}
