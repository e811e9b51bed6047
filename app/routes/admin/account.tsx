import { data } from "react-router";
import type { Route } from "./+types/account";
import { adminMeta } from "~/features/admin-shell/private-page";
import { handleAccountForm } from "~/features/auth/account-action.server";
import { accountPageData } from "~/features/auth/account-page.server";
import { AccountSecurityPage } from "~/features/auth/components/account-security-page";
import { requireUser } from "~/features/auth/guard.server";

export const meta: Route.MetaFunction = () => adminMeta("Sécurité du compte");

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireUser(request, context.services);
  const { body, setCookies } = await accountPageData(context.services, request, session);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return data(body, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAccountForm(request, context);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountSecurityPage {...loaderData} actionData={actionData} />;
}
