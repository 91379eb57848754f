import { createHash, randomBytes } from "node:crypto";
import isFresh from "fresh";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest } from "express";
import type { Logger } from "~/observability/logger.server";
import { chooseEncoding, type ContentEncoding } from "./content-encoding.server";

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The page as sent: identical for every visitor, so it is compressed once, here. */
  body: Record<ContentEncoding, Buffer>;
  /** CSP sources ('sha256-…') of the page's inline scripts, which run without a nonce. */
  scriptHashes: string[];
  /**
   * Names the page's content for conditional requests, one name an encoding (a shared cache keeps
   * each encoding apart by it); only a page shared between visitors has them.
   */
  etags?: Record<ContentEncoding, string>;
  storedAt: number;
}

/**
 * Rendered public pages, kept for a short time so a busy page is rendered once, not once per
 * visitor, and compressed once, not once per response. A cached page carries no nonce: its inline
 * scripts are allowed by their hashes instead (docs/decisions/0004-hashes-for-cached-pages.md).
 */
export class PageCache {
  /** Stands in for the nonce while a page is rendered for the cache; removed before it is stored. */
  readonly noncePlaceholder = `nonce-placeholder-${randomBytes(12).toString("hex")}`;
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage>>();

  /**
   * A page younger than `ttlMs` is sent as it is. Up to `graceMs` older, it is still sent while the
   * next copy renders, so no visitor waits for a render; older than that, the visitor waits for
   * the fresh copy (company facts must show within a minute), unless the render fails, as when
   * the database is down: then the old copy is better than an error page.
   */
  private readonly graceMs: number;
  private readonly logger?: Logger;

  constructor(
    private readonly ttlMs: number,
    options: { graceMs?: number; logger?: Logger } = {},
  ) {
    this.graceMs = options.graceMs ?? 5_000;
    this.logger = options.logger;
  }

  /** The page for `key`, rendered by `render` when the cache has no fresh copy. */
  async get(key: string, render: () => Promise<Response>, now = Date.now()): Promise<CachedPage> {
    const fresh = this.fresh(key, now);
    if (fresh) return fresh;
    const cached = this.pages.get(key);
    const next = this.refresh(key, render);
    if (cached && now - cached.storedAt < this.ttlMs + this.graceMs) {
      next.catch((error) => this.reportStale(key, error)); // the next visitor tries again
      return cached;
    }
    try {
      const page = await next;
      return cached && page.status >= 500 ? cached : page;
    } catch (error) {
      if (!cached) throw error;
      this.reportStale(key, error);
      return cached;
    }
  }

  private reportStale(key: string, error: unknown) {
    this.logger?.error({ err: error, page: key }, "a public page could not be rendered again; its last copy is sent");
  }

  /** The page for `key` when the cache holds a copy young enough to send as it is. */
  fresh(key: string, now = Date.now()): CachedPage | undefined {
    const cached = this.pages.get(key);
    return cached && now - cached.storedAt < this.ttlMs ? cached : undefined;
  }

  /** Forgets every page, e.g. after company facts change, and tells the server's other processes. */
  clear(options: { toldByAnotherProcess?: boolean } = {}): void {
    this.pages.clear();
    if (!options.toldByAnotherProcess) this.tellOtherProcesses?.();
  }

  /** How a clear reaches the other processes serving the same site, when there are any. */
  private tellOtherProcesses?: () => void;
  announceClearsWith(tell: () => void): void {
    this.tellOtherProcesses = tell;
  }

  private refresh(key: string, render: () => Promise<Response>): Promise<CachedPage> {
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.store(key, render).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async store(key: string, render: () => Promise<Response>): Promise<CachedPage> {
    const response = await render();
    const html = (await response.text()).replaceAll(` nonce="${this.noncePlaceholder}"`, "");
    const identity = Buffer.from(html);
    const [br, gzipped] = await Promise.all([
      compressBrotli(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      compressGzip(identity, { level: 9 }),
    ]);
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers].filter(
        ([name]) => !/^(content-length|content-encoding|transfer-encoding|content-security-policy)$/i.test(name),
      ),
      body: { identity, br, gzip: gzipped },
      scriptHashes: inlineScriptHashes(html),
      storedAt: Date.now(),
    };
    // Only complete, anonymous pages without a leftover nonce are shared between visitors.
    const shareable =
      page.status === 200 && !response.headers.has("set-cookie") && !html.includes(this.noncePlaceholder);
    if (shareable) {
      // Made from the content, so every process that renders the same page names it alike.
      const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
      page.etags = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gzip"` };
      this.pages.set(key, page);
    }
    return page;
  }
}

/** The 'sha256-…' CSP source of every inline script (data blocks included: allowing them is harmless). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content!).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Sends a cached page in the best encoding the visitor accepts, with `headers`: the ones every
 * response carries and this page's Content-Security-Policy; or 304 to a browser that holds it.
 * Takes Node's own request and response, so that a fresh page can be sent before Express sees the request.
 */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  headers: ReadonlyArray<readonly [string, string]>,
): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = page.body[encoding];
  for (const [name, value] of page.headers) res.setHeader(name, value);
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  const etag = page.etags?.[encoding];
  if (etag) {
    res.setHeader("ETag", etag);
    // The browser holds this very page (If-None-Match): it is told so, and the page is not sent again.
    if (isFresh(req.headers, { etag })) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.statusCode = page.status;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/**
 * The Fetch API request React Router expects, for a GET request without a body. Without the
 * visitor's Accept-Encoding: the page comes back as it is, for the cache to compress.
 */
export function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === "accept-encoding") continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, {
    method: "GET",
    headers,
  });
}
