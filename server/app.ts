import cluster from "node:cluster";
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import onHeaders from "on-headers";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { createRequestHandler as createFetchHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { resolveAuthSecret } from "~/auth/auth-secret.server";
import { loadEnv, type Env } from "~/config/env.server";
import { sendCachedPage, toFetchRequest, type CachedPage } from "~/http/page-cache.server";
import { discardUnreadBody } from "~/http/request-body.server";
import { refuseMalformedRequest, refuseTunnel } from "~/http/request-guard.server";
import { withErrorReplies } from "~/http/route-errors.server";
import { refuseCrossOriginWrites } from "~/http/same-origin.server";
import { isConnectionFailure } from "~/db/client.server";
import { withDeadline } from "~/lib/errors";
import { canonicalRedirect, isPrivatePath, publicPaths } from "~/marketing/public-pages";
import { createLogger, loggedAddress, type Logger } from "~/observability/logger.server";
import { logUnhandledRejections } from "~/observability/unhandled-rejections.server";
import { startServices, type AppServices } from "~/services.server";
import { runWorkers, sharePageCacheClears } from "./cluster";

declare module "node:http" {
  interface IncomingMessage {
    /** The request id: on the request's log line, in its loaders' context and in X-Request-Id. */
    id?: string;
  }
}

const requestIdPattern = /^[\w.-]{8,128}$/;

/**
 * The server's request handler: Express, with one shortcut in front of it (not in development): a
 * public page the cache holds fresh is sent straight away. That is most requests to the public
 * site, and Express's own handling of a request would cost more than sending the page.
 */
export function createApp(options: {
  services: AppServices;
  vite?: ViteDevServer;
  /** A function in development, so that every request sees the latest code. */
  build: ServerBuild | (() => Promise<ServerBuild>);
}): RequestListener {
  const { services, vite } = options;
  const { env, logger } = services;
  const source = options.build;
  // Every loader and action answers an expected failure with its status (the one error model).
  const build = typeof source === "function" ? async () => withErrorReplies(await source()) : withErrorReplies(source);
  const app = express();
  app.disable("x-powered-by");
  // Every page carries its own CSP nonce, so a hash of the body could never match a later response:
  // hashing each one (Express's default ETag) would only cost time.
  app.set("etag", false);
  app.set("trust proxy", env.TRUST_PROXY);

  // Hashed build assets first: precompressed, immutable, and without the page-level headers and
  // logging that would only add bytes to each of the many small files a page loads.
  if (!vite) {
    app.use(
      "/assets",
      (_req, res, next) => {
        res.setHeader("X-Content-Type-Options", "nosniff");
        next();
      },
      expressStaticGzip(path.resolve("build/client/assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        // Whole small files, fetched once: no ranges to offer, and the header would cost bytes on each.
        serveStatic: {
          immutable: true,
          maxAge: "1y",
          index: false,
          etag: false,
          lastModified: false,
          acceptRanges: false,
          // "/assets" is no page: it goes on to the 404 rather than a redirect to a folder.
          redirect: false,
        },
      }),
    );
  }

  // Helmet's headers are the same on every response: found once, set from a list.
  const everyResponse = headersSetBy(securityHeaders(env));
  app.use((_req, res, next) => {
    for (const [name, value] of everyResponse) res.setHeader(name, value);
    next();
  });

  const mode = vite ? "development" : "production";
  const loadContext = (req: express.Request, cspNonce: string): AppLoadContext => ({
    services,
    requestId: String(req.id),
    cspNonce,
    clientIp: req.ip,
  });

  // Public pages are the same for every visitor: rendered once, compressed once, served many times
  // (not in development). Other casings and query strings take the ordinary path below.
  const publicPageCache = vite
    ? undefined
    : cachedPublicPages(services, everyResponse, createFetchHandler(build, mode), (req) =>
        loadContext(req, services.pageCache.noncePlaceholder),
      );
  if (publicPageCache) app.use(publicPageCache.renderAndSend);

  // Each response's request id and log line, and the policy that lets its own inline scripts run:
  // the policy is written once, with a place for each response's nonce.
  const [policyStart, policyEnd] = serializePolicy(contentSecurityPolicy(env, Boolean(vite), [noncePlace])).split(
    noncePlace,
  );
  app.use((req, res, next) => {
    identify(logger, req, res);
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", `${policyStart}'nonce-${nonce}'${policyEnd}`);
    next();
  });
  app.use(compression());
  app.use(refuseCrossOriginWrites({ appUrl: env.APP_URL }));

  // Private pages (and their .data requests, files and exports) are never kept by a browser or a
  // shared cache. Set as the headers go out, so that it is the one Cache-Control header even where
  // the route answered with its own.
  app.use((req, res, next) => {
    if (isPrivatePath(req.path)) onHeaders(res, () => res.setHeader("Cache-Control", "no-store"));
    next();
  });

  app.get("/healthz", async (_req, res) => {
    try {
      await withDeadline(services.database.ping(), 2_000, () => new Error("no answer within 2 s"));
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable", reason: "database" });
    }
  });
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Only a path with an extension can be one of these files: pages, and the .data requests of
    // client-side navigation, skip the lookup on disk.
    const files = express.static(path.resolve("build/client"), { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) => {
      const extension = path.extname(req.path);
      return extension && extension !== ".data" ? files(req, res, next) : next();
    });
  }

  // Another casing of a public path, or a trailing slash, redirects to the page's one URL.
  app.use((req, res, next) => {
    const target = (req.method === "GET" || req.method === "HEAD") && canonicalRedirect(req.path);
    if (!target) return next();
    res.redirect(301, target + req.originalUrl.slice(req.path.length));
  });

  app.use(
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res) => loadContext(req, String(res.locals.cspNonce)),
    }),
  );
  const sendIfFresh = publicPageCache?.sendIfFresh ?? (() => false);
  return (req, res) => {
    // Only a request that says it has a body can leave one unread.
    if (req.headers["content-length"] || req.headers["transfer-encoding"])
      res.once("finish", () => discardUnreadBody(req));
    void (refuseMalformedRequest(req, res, everyResponse) || sendIfFresh(req, res) || app(req, res));
  };
}

/**
 * The public pages' cache on the server: `sendIfFresh` answers a request for a page held fresh,
 * before Express sees it; `renderAndSend`, an Express middleware, renders and stores the others.
 * Both send the page with the headers every response carries and its own script hashes.
 */
function cachedPublicPages(
  services: AppServices,
  everyResponse: Array<[string, string]>,
  renderPage: (request: Request, context: AppLoadContext) => Promise<Response>,
  loadContext: (req: express.Request) => AppLoadContext,
) {
  const { env, logger, pageCache: cache } = services;
  const isPageRequest = (req: IncomingMessage) =>
    (req.method === "GET" || req.method === "HEAD") && publicPaths.has(req.url!);
  const pageHeaders = new WeakMap<CachedPage, Array<[string, string]>>();
  const headersFor = (page: CachedPage) => {
    let headers = pageHeaders.get(page);
    if (!headers) {
      const policy = serializePolicy(contentSecurityPolicy(env, false, page.scriptHashes));
      pageHeaders.set(page, (headers = [...everyResponse, ["Content-Security-Policy", policy]]));
    }
    return headers;
  };
  return {
    sendIfFresh(req: IncomingMessage, res: ServerResponse): boolean {
      const page = isPageRequest(req) ? cache.fresh(req.url!) : undefined;
      if (!page) return false;
      identify(logger, req, res);
      sendCachedPage(req, res, page, headersFor(page));
      return true;
    },
    async renderAndSend(req: express.Request, res: express.Response, next: express.NextFunction) {
      if (!isPageRequest(req)) return next();
      identify(logger, req, res);
      try {
        const page = await cache.get(req.url, () => renderPage(toFetchRequest(req), loadContext(req)));
        sendCachedPage(req, res, page, headersFor(page));
      } catch (error) {
        next(error);
      }
    },
  };
}

/** Where a response's nonce goes in the policy written once for every response. */
const noncePlace = "\u0000nonce\u0000";

/** The Content-Security-Policy directives, with `scripts` (a nonce or hashes) allowed to run inline. */
function contentSecurityPolicy(env: Env, dev: boolean, scripts: string[]) {
  // With Stripe, card entry and 3-D Secure run in Stripe.js and its frames (Stripe's documented sources).
  const stripe = env.stripe
    ? {
        script: ["https://js.stripe.com"],
        frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
        connect: ["https://api.stripe.com"],
        img: ["https://*.stripe.com"],
      }
    : { script: [], frame: [], connect: [], img: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scripts, ...stripe.script],
    // Vite injects styles with <style> tags and talks to the page over a websocket in development.
    styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    connectSrc: [...(dev ? ["'self'", "ws:"] : ["'self'"]), ...stripe.connect],
    imgSrc: ["'self'", "data:", ...stripe.img],
    frameSrc: ["'self'", ...stripe.frame],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(env.APP_URL.startsWith("https://") ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** A policy of fixed sources as a header value, in helmet's format. */
function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...sources].join(" "))
    .join(";");
}

/**
 * The browser features no page uses, turned off for the site and anything it frames. Only features
 * Chromium knows: an unknown name is an error in every page's console. Stripe's card frame may ask
 * for payment; passkeys keep their default (this site only).
 */
const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  'payment=(self "https://js.stripe.com")',
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Every header of helmet's set but the Content-Security-Policy, which depends on the response, and the Permissions-Policy. */
function securityHeaders(env: Env): express.RequestHandler {
  const helmetHeaders = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: env.APP_URL.startsWith("https://")
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", permissionsPolicy);
    helmetHeaders(req, res, next);
  };
}

/**
 * Gives a request its id (echoed in X-Request-Id) and its log line once answered: the same for a
 * page from the cache and any other request, without a logger per request. Health checks are not
 * logged.
 */
function identify(logger: Logger, req: IncomingMessage, res: ServerResponse) {
  req.id = requestId(req, res);
  if (req.url !== "/healthz") logWhenSent(logger, req, res, performance.now());
}

/** The caller's request id when it looks like one (a proxy's), otherwise a new one; echoed in the response. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && requestIdPattern.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/** A request's log line once its response is sent, or the connection closed before it was. */
function logWhenSent(logger: Logger, req: IncomingMessage, res: ServerResponse, started: number) {
  if (!logger.isLevelEnabled("error")) return;
  res.once("close", () => {
    // A 503 is an outage of a dependency, logged as an error once where it was met.
    const level = res.statusCode === 503 ? "warn" : res.statusCode >= 500 ? "error" : "info";
    if (logger.isLevelEnabled(level))
      logger[level](
        {
          req: { id: req.id, method: req.method, url: loggedAddress(req.url ?? "") },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        res.writableFinished ? "request completed" : "request aborted",
      );
  });
}

/** Why the server could not start, in words that name the setting to look at. */
function startFailure(error: unknown, env: Env): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (!env.DATABASE_URL || !isConnectionFailure(error)) return reason;
  const { host, pathname } = new URL(env.DATABASE_URL);
  return `The server cannot start: the PostgreSQL database in DATABASE_URL (${host}${pathname}) cannot be used: ${reason}`;
}

/** Why the server could not listen, in words that name the setting to look at. */
function listenFailure(error: NodeJS.ErrnoException, env: Env): string {
  const address = `${env.HOST}:${env.PORT}`;
  if (error.code === "EADDRINUSE")
    return `The server cannot start: ${address} is already in use; stop what listens there or set another PORT`;
  if (error.code === "EACCES")
    return `The server cannot start: listening on ${address} needs privileges; set a PORT above 1023`;
  if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND" || error.code === "EAI_AGAIN")
    return `The server cannot start: HOST ${env.HOST} is not an address of this machine (${error.code})`;
  return `The server cannot start: listening on ${address} failed: ${error.message}`;
}

/** The headers a middleware sets on every response alike, found once by running it on a stand-in. */
function headersSetBy(middleware: express.RequestHandler): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader() {} };
  middleware({} as express.Request, response as unknown as express.Response, () => {});
  return headers;
}

/** How long an idle connection is kept open for its next request. */
const KEEP_ALIVE_MS = 65_000;
/**
 * How long a client may take over a request's headers, and over the whole request, before it is
 * answered 408 and its connection closed; Node's own allowance for the whole request is five
 * minutes, which lets a client that stops sending hold a connection that long. The whole request's
 * allowance still lets a 5 MB document arrive over a slow mobile upload (45 KB/s). An idle
 * keep-alive connection is not a request: it is kept for KEEP_ALIVE_MS.
 */
const requestDeadlines = { headersTimeout: 15_000, requestTimeout: 120_000, connectionsCheckingInterval: 2_000 };

/**
 * Starts everything: configuration, database, jobs, HTTP. Stops cleanly on SIGTERM and SIGINT.
 * With several processes (WEB_CONCURRENCY, PostgreSQL), this one starts them and serves nothing.
 */
export async function start(options: { vite?: ViteDevServer } = {}): Promise<Server | undefined> {
  const env = loadEnv();
  const logger: Logger = createLogger({ level: env.LOG_LEVEL, pretty: Boolean(options.vite) });
  logUnhandledRejections(logger);
  if (!options.vite && env.processes > 1 && cluster.isPrimary) {
    // Workers sign sessions alike: a secret generated in the data folder is generated once, here.
    let authSecret: string;
    try {
      authSecret = resolveAuthSecret({ configured: env.AUTH_SECRET, dataDir: env.DATA_DIR });
    } catch (error) {
      logger.fatal({ err: error }, startFailure(error, env));
      process.exit(1);
    }
    runWorkers(env.processes, logger, { AUTH_SECRET: authSecret });
    return undefined;
  }
  let services: Awaited<ReturnType<typeof startServices>>;
  try {
    services = await startServices(env, logger);
  } catch (error) {
    logger.fatal({ err: error }, startFailure(error, env));
    process.exit(1);
  }
  sharePageCacheClears(services.pageCache);
  const vite = options.vite;
  const app = createApp({
    services,
    vite,
    // React Router prepares its route table again on every request when given a function: in
    // production it gets the loaded build, prepared once.
    build: vite
      ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
      : await import("virtual:react-router/server-build"),
  });

  const server = createServer(requestDeadlines, app).on("connect", refuseTunnel);
  // Longer than a reverse proxy's idle timeout (nginx's and the usual load balancer's are 60 s), so
  // that the proxy closes an idle connection first: were the app first, a request the proxy sent
  // on it as it closed would fail, a 502 for the visitor, and nginx does not retry a form post.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const cannotListen = (error: NodeJS.ErrnoException) => {
    logger.fatal({ err: error }, listenFailure(error, env));
    process.exit(1);
  };
  server.once("error", cannotListen);
  server.listen(env.PORT, env.HOST, () => {
    server.off("error", cannotListen);
    logger.info(`serving ${env.APP_URL} (listening on http://${env.HOST}:${env.PORT})`);
  });

  let stopping = false;
  // Once stopping, each connection closes after its answer, which says so: a proxy then sends
  // nothing more on it, where an idle connection the app closes could meet its next request.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) =>
    onHeaders(res, () => stopping && res.setHeader("Connection", "close")),
  );
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish within 15 s; exiting");
      process.exit(1);
    }, 15_000);
    force.unref();
    server.close(async () => {
      clearInterval(closingIdle);
      await options.vite?.close();
      await services.stop();
      logger.info("stopped");
      process.exit(0);
    });
    // A connection whose answer began before the stop goes idle after it, and would be kept for
    // KEEP_ALIVE_MS.
    const closingIdle = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}
