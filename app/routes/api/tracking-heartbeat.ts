import { handleHeartbeatRequest } from "~/features/tracking/tracking-api.server";
import { methodNotAllowed } from "~/server/public-api.server";
import type { Route } from "./+types/tracking-heartbeat";

export const loader = () => methodNotAllowed();

export const action = ({ request, context }: Route.ActionArgs) =>
  request.method === "POST" ? handleHeartbeatRequest(request, context) : methodNotAllowed();
