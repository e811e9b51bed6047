import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import islandsEntry from "virtual:islands-entry";
import { IslandsEntryProvider } from "~/lib/island";
import { NonceProvider } from "~/lib/nonce";
import { encodeDocument } from "~/server/content-encoding.server";
import { matchedRoutesOnly, PUBLIC_LAYOUT_ID } from "~/server/matched-routes.server";
import { notModifiedDocument } from "~/server/http-cache.server";

export const streamTimeout = 5_000;

export { handleError } from "~/server/router-errors.server";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Pages with an ETag (the blog) are not rendered again for a client that
  // already holds this version (app/server/http-cache.server.ts).
  const unchanged = notModifiedDocument(
    request,
    responseStatusCode,
    responseHeaders,
    routerContext.manifest.version,
  );
  if (unchanged) return unchanged;

  if (request.method.toUpperCase() === "HEAD") {
    return new Promise<Response>((resolve) =>
      resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders })),
    );
  }
  const nonce = loadContext.cspNonce;
  // Public pages paint before their scripts are asked for; the admin,
  // sign-in and appointment pages are tools, wanted interactive at once.
  const publicPage = routerContext.staticHandlerContext.matches.some(
    (match) => match.route.id === PUBLIC_LAYOUT_ID,
  );

  const app = (
    <NonceProvider value={nonce}>
      <IslandsEntryProvider value={islandsEntry}>
        <ServerRouter
          context={publicPage ? matchedRoutesOnly(routerContext) : routerContext}
          url={request.url}
          nonce={nonce}
        />
      </IslandsEntryProvider>
    </NonceProvider>
  );
  // A public page has no router data to stream and nothing suspended (its
  // loaders are awaited, its islands' code is not rendered here): React's
  // string renderer gives the same bytes about a third faster than the
  // stream. The other pages keep the stream: React Router writes its data
  // into <Scripts> through it. A render that throws is caught by React Router,
  // which renders the error boundary instead.
  const htmlResponse = async (html: Buffer<ArrayBuffer>) => {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    const body = await encodeDocument(
      request.headers.get("Accept-Encoding"),
      html,
      responseHeaders,
    );
    return new Response(body, { headers: responseHeaders, status: responseStatusCode });
  };
  if (publicPage) {
    return htmlResponse(Buffer.from(`<!DOCTYPE html>${renderToString(app)}`));
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // Every visitor gets the complete page in one piece (all loaders are
    // awaited): the page must be whole before any script runs.
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        shellRendered = true;
        // Everything is ready: the page goes out as one buffer, cheaper
        // than a stream of React's many small chunks.
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          htmlResponse(Buffer.concat(chunks)).then(resolve, reject);
        });
        body.on("error", reject);
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
