import { data, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { requireSameOrigin } from "~/features/auth/guard.server";
import { authMessages } from "~/features/auth/messages";
import { signOut } from "~/features/auth/sign-in.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requirePost } from "~/server/form-body.server";

/** 'Se déconnecter' posts here: toast 'Déconnexion réussie', then /auth. */
export async function action({ request, context }: Route.ActionArgs) {
  requirePost(request);
  requireSameOrigin(request, context.services.env);
  try {
    const headers = new Headers();
    for (const cookie of await signOut(context.services, { request, clientIp: context.clientIp })) {
      headers.append("Set-Cookie", cookie);
    }
    return redirectWithToast(
      "/auth",
      { title: authMessages.signOutSuccess, variant: "success" },
      { headers },
    );
  } catch (error) {
    console.error("Déconnexion impossible :", error);
    return data(
      {
        error: {
          title: authMessages.signOutFailureTitle,
          description: authMessages.signOutFailureFallback,
        },
      },
      { status: 503 },
    );
  }
}

export function loader() {
  return redirect("/auth");
}
