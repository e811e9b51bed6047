import type { Route } from "./+types/auth";
import { AuthPage } from "~/features/auth/components/auth-page";
import { handleAuthForm } from "~/features/auth/auth-form-action.server";
import { safeRedirectPath } from "~/features/auth/schemas";
import { privatePageHeaders } from "~/features/admin-shell/private-page";

export const meta: Route.MetaFunction = () => [
  { title: "Connexion | Administration" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => privatePageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return { redirectTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthForm(request, context);
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage redirectTo={loaderData.redirectTo} actionData={actionData} />;
}
