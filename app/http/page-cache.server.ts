import { randomBytes } from "node:crypto";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  storedAt: number;
}

/**
 * Rendered public pages, kept for a short time so a busy page is rendered once, not once per
 * visitor. Pages are stored with a placeholder nonce that each response swaps for its own, so the
 * Content-Security-Policy nonce stays unique per response.
 */
export class PageCache {
  /** Stands in for the nonce while a page is rendered for the cache. */
  readonly noncePlaceholder = `nonce-placeholder-${randomBytes(12).toString("hex")}`;
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage>>();

  constructor(private readonly ttlMs: number) {}

  /** The page for `key`, rendered by `render` only when the cache has no fresh copy. */
  async get(key: string, render: () => Promise<Response>, now = Date.now()): Promise<CachedPage> {
    const cached = this.pages.get(key);
    if (cached && now - cached.storedAt < this.ttlMs) return cached;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.store(key, render).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  /** Forgets every page, e.g. after company facts change. */
  clear(): void {
    this.pages.clear();
  }

  private async store(key: string, render: () => Promise<Response>): Promise<CachedPage> {
    const response = await render();
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers].filter(
        ([name]) => !/^(content-length|content-encoding|transfer-encoding)$/i.test(name),
      ),
      body: await response.text(),
      storedAt: Date.now(),
    };
    // Only complete, anonymous pages are shared between visitors.
    if (page.status === 200 && !response.headers.has("set-cookie")) this.pages.set(key, page);
    return page;
  }
}

export function sendCachedPage(res: ExpressResponse, page: CachedPage, placeholder: string, nonce: string): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.send(page.body.replaceAll(placeholder, nonce));
}

/** The Fetch API request React Router expects, for a GET request without a body. */
export function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, {
    method: "GET",
    headers,
  });
}
