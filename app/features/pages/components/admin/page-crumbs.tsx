/**
 * The head of a page's admin screens: its toast from the last action, and
 * the way back to 'Pages' (and to the page's editor from its history).
 */
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { toast, type ToastInput } from "~/lib/toast";

export function PageCrumbs({
  actionData,
  children,
}: {
  actionData: { toast?: ToastInput } | undefined;
  /** Further steps after 'Pages'. */
  children?: ReactNode;
}) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
  return (
    <p className="text-sm">
      <Link to="/admin/pages" className="text-sage-700 underline underline-offset-4">
        Pages
      </Link>
      {children}
    </p>
  );
}
