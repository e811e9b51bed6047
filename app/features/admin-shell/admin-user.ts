import { useRouteLoaderData } from "react-router";

/** What the admin layout's loader gives every admin page. */
export interface AdminLayoutData {
  user: { email: string; name: string };
  sidebarOpen: boolean;
}

const ADMIN_LAYOUT_ROUTE_ID = "routes/admin/layout";

/**
 * The signed-in owner, in any component under the admin layout (its loader
 * guards every admin page). Outside that layout it is a programming error.
 */
function useAdminUser(): AdminLayoutData["user"] {
  const data = useRouteLoaderData<AdminLayoutData>(ADMIN_LAYOUT_ROUTE_ID);
  if (!data) throw new Error("useAdminUser must be used under the admin layout (/admin)");
  return data.user;
}
