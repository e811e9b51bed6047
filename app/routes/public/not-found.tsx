import { data, isRouteErrorResponse } from "react-router";
import { Icon, type IconProps } from "~/components/icons";
import type { Route } from "./+types/not-found";
import { buttonClasses } from "~/components/ui/button";
import { joinClasses } from "~/lib/join-classes";
import { pageTitle, practiceFrom } from "~/features/practice/practice-view";

/** Any path no other route claims: the 'Os perdu!' page with HTTP 404. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(practiceFrom(matches).identity, "Os perdu!") },
  { name: "robots", content: "noindex, nofollow" },
];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Also a POST to an unknown address (405): the address is still no page.
  if (isRouteErrorResponse(error) && error.status < 500) return <LostBone />;
  console.error(error);
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl">Une erreur est survenue</h1>
      <p className="mt-4 text-muted">
        Nous sommes désolés : la page n'a pas pu s'afficher. Veuillez réessayer dans un instant.
      </p>
      <a href="/" className={joinClasses(buttonClasses("primary", "lg"), "mt-8")}>
        Retourner à l'accueil
      </a>
    </section>
  );
}

function LostBone() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto max-w-2xl px-6 py-20 text-center sm:py-28"
    >
      <span className="mx-auto inline-flex size-20 items-center justify-center rounded-full bg-sage-50 ring-1 ring-sage-200">
        <Bone className="size-10 -rotate-12 text-sage-700" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-sage-700 uppercase">Erreur 404</p>
      <h1 id="not-found-title" className="mt-2 text-4xl sm:text-5xl">
        Os perdu!
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">
        La page que vous cherchez n'existe pas ou a été déplacée. Pas d'inquiétude : nous allons
        vous remettre dans le bon axe.
      </p>
      <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
        <a href="/" className={buttonClasses("primary", "lg")}>
          Retourner à l'accueil
        </a>
        <a
          href="/#contact"
          className="inline-flex min-h-11 items-center font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900"
        >
          Me contacter
        </a>
      </div>
    </section>
  );
}

export default function NotFound() {
  return <LostBone />;
}

function Bone(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M17 10c.7-.7 1.69 0 2.5 0a2.5 2.5 0 1 0 0-5 .5.5 0 0 1-.5-.5 2.5 2.5 0 1 0-5 0c0 .81.7 1.8 0 2.5l-7 7c-.7.7-1.69 0-2.5 0a2.5 2.5 0 0 0 0 5c.28 0 .5.22.5.5a2.5 2.5 0 1 0 5 0c0-.81-.7-1.8 0-2.5Z" />
    </Icon>
  );
}
