import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { recordingLogger } from "~/testing/test-database";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, PageCache, sendCachedPage, type CachedPage } from "./page-cache.server";

function page(body: string, init: ResponseInit = {}) {
  return () => Promise.resolve(new Response(body, { status: 200, headers: { "content-type": "text/html" }, ...init }));
}
const text = (cached: CachedPage) => cached.body.identity.toString();

describe("PageCache", () => {
  it("renders a page once and serves the copy while it is fresh", async () => {
    const cache = new PageCache(25_000);
    let renders = 0;
    const render = () => page(`render ${++renders}`)();
    const storedAt = Date.now();
    expect(text(await cache.get("/about", render, storedAt))).toBe("render 1");
    expect(text(await cache.get("/about", render, storedAt + 24_000))).toBe("render 1");
    expect(renders).toBe(1);
  });

  it("sends a copy just past its time while the next one renders, so nobody waits", async () => {
    const cache = new PageCache(25_000, { graceMs: 5_000 });
    let renders = 0;
    const render = () => page(`render ${++renders}`)();
    const storedAt = Date.now();
    await cache.get("/about", render, storedAt);
    expect(text(await cache.get("/about", render, storedAt + 27_000))).toBe("render 1");
    expect(renders).toBe(2);
    await expect.poll(async () => text(await cache.get("/about", render))).toBe("render 2");
    expect(renders).toBe(2);
  });

  it("makes the visitor wait for a fresh copy when the stored one is well past its time", async () => {
    const cache = new PageCache(25_000, { graceMs: 5_000 });
    let renders = 0;
    const render = () => page(`render ${++renders}`)();
    const storedAt = Date.now();
    await cache.get("/about", render, storedAt);
    expect(text(await cache.get("/about", render, storedAt + 31_000))).toBe("render 2");
  });

  it("keeps sending the old copy when a fresh one cannot be rendered (the database is down)", async () => {
    const cache = new PageCache(25_000, { graceMs: 5_000 });
    const storedAt = Date.now();
    await cache.get("/about", page("company facts"), storedAt);
    expect(text(await cache.get("/about", page("error", { status: 503 }), storedAt + 60_000))).toBe("company facts");
    const failing = () => Promise.reject(new Error("connection refused"));
    expect(text(await cache.get("/about", failing, storedAt + 60_000))).toBe("company facts");
    await expect(cache.get("/never-rendered", failing)).rejects.toThrow("connection refused");
  });

  it("logs a failed render that it covers with the old copy, with the page's address", async () => {
    const log = recordingLogger();
    const cache = new PageCache(25_000, { graceMs: 5_000, logger: log.logger });
    const storedAt = Date.now();
    await cache.get("/about", page("company facts"), storedAt);
    const failing = () => Promise.reject(new Error("connection refused"));
    expect(text(await cache.get("/about", failing, storedAt + 60_000))).toBe("company facts");
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        page: "/about",
        err: expect.objectContaining({ message: "connection refused" }),
      }),
    );
  });

  it("renders once for many simultaneous requests", async () => {
    const cache = new PageCache(25_000);
    let renders = 0;
    let finish: (response: Response) => void = () => {};
    const render = () => {
      renders += 1;
      return new Promise<Response>((resolve) => (finish = resolve));
    };
    const requests = [cache.get("/", render), cache.get("/", render), cache.get("/", render)];
    finish(new Response("home"));
    expect((await Promise.all(requests)).map(text)).toEqual(["home", "home", "home"]);
    expect(renders).toBe(1);
  });

  it("forgets everything when cleared, so the next visitor gets a fresh page", async () => {
    const cache = new PageCache(25_000);
    await cache.get("/about", page("old phone number"));
    cache.clear();
    expect(text(await cache.get("/about", page("new phone number")))).toBe("new phone number");
  });

  it("tells the other processes of a clear, but not of one they told it about", async () => {
    const cache = new PageCache(25_000);
    let told = 0;
    cache.announceClearsWith(() => told++);
    await cache.get("/", page("first"));
    cache.clear({ toldByAnotherProcess: true });
    expect(told).toBe(0);
    expect(cache.fresh("/")).toBeUndefined();
    cache.clear();
    expect(told).toBe(1);
  });

  it("never keeps an error page or a response that sets a cookie", async () => {
    const cache = new PageCache(25_000);
    await cache.get("/a", page("failed", { status: 500 }));
    expect(text(await cache.get("/a", page("recovered")))).toBe("recovered");
    await cache.get("/b", page("personal", { headers: { "set-cookie": "session=1" } }));
    expect(text(await cache.get("/b", page("anonymous")))).toBe("anonymous");
  });

  it("stores pages without the placeholder nonce, with the hashes of their inline scripts", async () => {
    const cache = new PageCache(25_000);
    const script = "window.__context = {};";
    const cached = await cache.get(
      "/",
      page(`<script nonce="${cache.noncePlaceholder}">${script}</script><script src="/a.js"></script>`),
    );
    expect(text(cached)).toBe(`<script>${script}</script><script src="/a.js"></script>`);
    expect(cached.scriptHashes).toEqual([`'sha256-${createHash("sha256").update(script).digest("base64")}'`]);
  });

  it("does not share a page whose nonce turns up anywhere but in a nonce attribute", async () => {
    const cache = new PageCache(25_000);
    await cache.get("/", page(`<script>var nonce = "${cache.noncePlaceholder}";</script>`));
    expect(text(await cache.get("/", page("second render")))).toBe("second render");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each distinct inline script, exactly as written, and skips scripts loaded from a file", () => {
    const sha = (content: string) => `'sha256-${createHash("sha256").update(content).digest("base64")}'`;
    const html = `<script type="module">import "/x.js";\n</script><SCRIPT>a &amp; b</SCRIPT><script async src="/y.js"></script><script>a &amp; b</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('import "/x.js";\n'), sha("a &amp; b")]);
  });
});

describe("PageCache.fresh", () => {
  it("hands out the stored copy only while it is younger than the time to live", async () => {
    const cache = new PageCache(25_000);
    expect(cache.fresh("/about")).toBeUndefined();
    const stored = await cache.get("/about", page("About Falcon Edge IT"));
    expect(cache.fresh("/about", stored.storedAt + 24_999)).toBe(stored);
    expect(cache.fresh("/about", stored.storedAt + 25_000)).toBeUndefined();
    expect(cache.fresh("/services", stored.storedAt)).toBeUndefined();
  });
});

describe("sendCachedPage", () => {
  const sendWith = (cached: CachedPage, requestHeaders: Record<string, string>) => {
    const headers: Record<string, unknown> = {};
    let body: Buffer = Buffer.alloc(0);
    const res = {
      statusCode: 0,
      setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value),
      end: (sent?: Buffer) => (body = sent ?? Buffer.alloc(0)),
    };
    sendCachedPage({ headers: requestHeaders } as never, res as never, cached, [
      ["X-Frame-Options", "DENY"],
      ["Content-Security-Policy", "script-src 'self' 'sha256-x'"],
    ]);
    return { status: res.statusCode, headers, body };
  };

  it("sends the compressed copy the visitor accepts, with the page's own policy", async () => {
    const cache = new PageCache(25_000);
    const cached = await cache.get("/", page("<h1>Falcon Edge IT</h1>".repeat(50)));
    const send = (acceptEncoding: string | undefined) =>
      sendWith(cached, acceptEncoding ? { "accept-encoding": acceptEncoding } : {});

    const br = send("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(text(cached));
    const gzip = send("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(text(cached));
    expect(send("br;q=0.5, gzip").headers["content-encoding"]).toBe("gzip");
    const plain = send(undefined);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(text(cached));

    for (const sent of [br, gzip, plain]) {
      expect(sent.status).toBe(200);
      expect(sent.headers["content-length"]).toBe(sent.body.length);
      expect(sent.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-x'");
      expect(sent.headers["x-frame-options"]).toBe("DENY");
      expect(sent.headers["vary"]).toBe("Accept-Encoding");
    }
  });

  it("answers 304 without the page to a browser that holds the same page in the same encoding", async () => {
    const cached = await new PageCache(25_000).get("/about", page("<h1>About Falcon Edge IT</h1>"));
    const etag = sendWith(cached, {}).headers["etag"] as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // Each encoding is its own representation, with a name of its own (shared caches keep them apart).
    const brotliEtag = sendWith(cached, { "accept-encoding": "br" }).headers["etag"] as string;
    expect(brotliEtag).toBe(`${etag.slice(0, -1)}-br"`);
    expect(sendWith(cached, { "accept-encoding": "gzip" }).headers["etag"]).toBe(`${etag.slice(0, -1)}-gzip"`);
    // Another process renders the same page under the same names; another page has others.
    expect((await new PageCache(25_000).get("/about", page("<h1>About Falcon Edge IT</h1>"))).etags).toEqual(
      cached.etags,
    );
    expect((await new PageCache(25_000).get("/about", page("<h1>About us</h1>"))).etags!.identity).not.toBe(etag);

    for (const ifNoneMatch of [brotliEtag, `W/${brotliEtag}`, `"older", ${brotliEtag}`, "*"]) {
      const held = sendWith(cached, { "if-none-match": ifNoneMatch, "accept-encoding": "br" });
      expect(held.status, ifNoneMatch).toBe(304);
      expect(held.body.length).toBe(0);
      expect(held.headers["content-length"]).toBeUndefined();
      expect(held.headers["content-encoding"]).toBeUndefined();
      expect(held.headers).toMatchObject({ etag: brotliEtag, vary: "Accept-Encoding" });
      expect(held.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-x'");
    }
    // The brotli copy's name does not stand for the gzip copy, an older copy's for this one, and a
    // reload that asks past every cache gets the page.
    const gzip = sendWith(cached, { "if-none-match": brotliEtag, "accept-encoding": "gzip" });
    expect(gzip.status).toBe(200);
    expect(gunzipSync(gzip.body).toString()).toBe(text(cached));
    expect(sendWith(cached, { "if-none-match": '"older"' }).body.toString()).toBe(text(cached));
    const reload = sendWith(cached, { "if-none-match": etag, "cache-control": "no-cache" });
    expect(reload.status).toBe(200);
    expect(reload.body.toString()).toBe(text(cached));
  });

  it("names no page that is not shared between visitors, and so never answers 304 for one", async () => {
    const personal = await new PageCache(25_000).get("/", page("personal", { headers: { "set-cookie": "lang=ar" } }));
    const sent = sendWith(personal, { "if-none-match": "*" });
    expect(sent.headers["etag"]).toBeUndefined();
    expect(sent.status).toBe(200);
    expect(sent.body.toString()).toBe("personal");
  });
});
