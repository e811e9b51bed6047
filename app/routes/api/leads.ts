import { handleLeadRequest } from "~/features/leads/leads-api.server";
import { methodNotAllowed } from "~/server/public-api.server";
import type { Route } from "./+types/leads";

export const loader = () => methodNotAllowed();

export const action = ({ request, context }: Route.ActionArgs) =>
  request.method === "POST" ? handleLeadRequest(request, context) : methodNotAllowed();
