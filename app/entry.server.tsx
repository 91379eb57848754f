import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { chooseEncoding, compressPage } from "./http/content-encoding.server";
import { withScriptsAfterFirstPaint } from "./http/first-paint.server";
import { translationsFor } from "./i18n/catalogues.server";
import { ServerTranslations } from "./i18n/fallback-translations";
import { languageOfPath } from "./i18n/languages";
import { NonceContext } from "./nonce";
import { loggedAddress } from "./observability/logger.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole page before sending it, in one piece, compressed here in one call for the
 * visitor's browser (the compression middleware leaves an encoded response alone). No page waits
 * on data behind a Suspense boundary, so streaming would send nothing sooner, and a compression
 * stream per response costs more CPU than one call on the whole page (docs/performance.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const fallbackTranslations = translationsFor(languageOfPath(new URL(request.url).pathname), ["shell"]);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        const encoding = chooseEncoding(request.headers.get("accept-encoding"));
        const body = compressPage(withScriptsAfterFirstPaint(Buffer.concat(chunks), nonce), encoding);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.append("Vary", "Accept-Encoding");
        if (encoding !== "identity") responseHeaders.set("Content-Encoding", encoding);
        responseHeaders.set("Content-Length", String(body.length));
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerTranslations.Provider value={fallbackTranslations}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerTranslations.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            loadContext.services.logger.error({ err: error, requestId: loadContext.requestId }, "render error");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A reply a route gave on purpose is not a defect, nor is a request no page can take (a form
  // sent to a page without one), which is the client's mistake.
  const deliberate = isRouteErrorResponse(error) && (!(error as { internal?: boolean }).internal || error.status < 500);
  if (request.signal.aborted || deliberate) return;
  context.services.logger.error(
    { err: error, requestId: context.requestId, url: loggedAddress(request.url) },
    "unexpected error",
  );
};
