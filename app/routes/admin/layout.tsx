import { data, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireUser } from "~/features/auth/guard.server";
import { AdminShell } from "~/features/admin-shell/admin-shell";
import type { AdminLayoutData } from "~/features/admin-shell/admin-user";
import { adminMeta, privatePageHeaders } from "~/features/admin-shell/private-page";
import { sidebarOpenFromCookie } from "~/features/admin-shell/sidebar-state";

export const meta: Route.MetaFunction = () => adminMeta("Administration");

export const headers: Route.HeadersFunction = () => privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, setCookies } = await requireUser(request, context.services);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  const body: AdminLayoutData = {
    user: { email: user.email, name: user.name },
    sidebarOpen: sidebarOpenFromCookie(request.headers.get("Cookie")),
  };
  return data(body, { headers });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell defaultOpen={loaderData.sidebarOpen} userEmail={loaderData.user.email}>
      <Outlet />
    </AdminShell>
  );
}
