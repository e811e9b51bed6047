import { LogOut } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { mergeClasses } from "~/lib/merge-classes";
import { toast } from "~/lib/toast";
import { SidebarTooltip } from "./sidebar-tooltip";

interface SignOutFailure {
  error: { title: string; description: string };
}

/**
 * 'Se déconnecter': posts to /auth/logout, which ends the session and goes
 * to /auth with the toast 'Déconnexion réussie'; a failure shows its toast here.
 */
export function SignOutButton({ collapsed }: { collapsed: boolean }) {
  const fetcher = useFetcher<SignOutFailure>();
  const failure = fetcher.data?.error;
  useEffect(() => {
    if (failure) toast({ ...failure, variant: "destructive" });
  }, [failure]);

  const button = (
    <button
      type="submit"
      disabled={fetcher.state !== "idle"}
      aria-label={collapsed ? "Se déconnecter" : undefined}
      className={mergeClasses(
        "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-ink transition-colors hover:bg-sand-100",
        "disabled:opacity-60",
        collapsed && "justify-center px-0",
      )}
    >
      <LogOut className="size-5 shrink-0" aria-hidden />
      {collapsed ? null : "Se déconnecter"}
    </button>
  );
  return (
    <fetcher.Form method="post" action="/auth/logout">
      {collapsed ? <SidebarTooltip label="Se déconnecter">{button}</SidebarTooltip> : button}
    </fetcher.Form>
  );
}
