/**
 * What React Router logs of the errors it meets while answering (exported
 * as `handleError` by entry.server.tsx).
 */
import { isRouteErrorResponse, type HandleErrorFunction } from "react-router";

/**
 * A POST to a page that has no form (405) or to an address that is no page
 * (404) is the client's mistake, answered with that status: React Router
 * would log a stack trace of 20 lines for each, so anyone could fill the log.
 * Everything else is logged as React Router does, unless the client left.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
