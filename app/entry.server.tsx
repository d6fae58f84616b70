import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { getApp } from "./platform/http/context.ts";
import { optionalMember } from "./areas/accounts/guards.server.ts";
import { NonceContext } from "./platform/http/nonce.ts";

export const streamTimeout = 5_000;

/**
 * A member's pages and data answers are theirs alone: no shared cache may keep them
 * (the session lookup is the one the loaders already made for this request).
 */
async function markPrivate(request: Request, context: Readonly<RouterContextProvider>, headers: Headers): Promise<void> {
  if (await optionalMember({ request, context })) headers.set("Cache-Control", "private, no-store");
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  await markPrivate(request, context, response.headers);
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  await markPrivate(request, loadContext, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = getApp(loadContext);
  const userAgent = request.headers.get("user-agent");
  const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // Pages are sent whole (visitors' from the render cache, members' in one piece), so
        // React's outlining of large Suspense boundaries after the first 12.8 KB (sent as the
        // fallback, swapped in at the end) buys nothing and shifted the read-aloud control.
        progressiveChunkSize: Infinity,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) getApp(loadContext).logger.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/** Logs errors thrown by loaders, actions and rendering (never shown to the user). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  getApp(context).logger.error({ err: error, url: request.url }, "request error");
};
