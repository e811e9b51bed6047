import { handleTrackRequest } from "~/features/tracking/tracking-api.server";
import { methodNotAllowed } from "~/server/public-api.server";
import type { Route } from "./+types/tracking-track";

export const loader = () => methodNotAllowed();

export const action = ({ request, context }: Route.ActionArgs) =>
  request.method === "POST" ? handleTrackRequest(request, context) : methodNotAllowed();
