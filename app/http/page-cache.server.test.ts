import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.server";

function page(body: string, init: ResponseInit = {}) {
  return () => Promise.resolve(new Response(body, { status: 200, headers: { "content-type": "text/html" }, ...init }));
}

describe("PageCache", () => {
  it("renders a page once and serves the copy until it is too old", async () => {
    const cache = new PageCache(25_000);
    let renders = 0;
    const render = () => {
      renders += 1;
      return page(`render ${renders}`)();
    };
    expect((await cache.get("/about", render, 0)).body).toBe("render 1");
    expect((await cache.get("/about", render, 24_999)).body).toBe("render 1");
    expect((await cache.get("/about", render, Date.now() + 25_000)).body).toBe("render 2");
    expect(renders).toBe(2);
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
    expect((await Promise.all(requests)).map((result) => result.body)).toEqual(["home", "home", "home"]);
    expect(renders).toBe(1);
  });

  it("forgets everything when cleared", async () => {
    const cache = new PageCache(25_000);
    await cache.get("/about", page("old phone number"));
    cache.clear();
    expect((await cache.get("/about", page("new phone number"))).body).toBe("new phone number");
  });

  it("never keeps an error page or a response that sets a cookie", async () => {
    const cache = new PageCache(25_000);
    await cache.get("/a", page("failed", { status: 500 }));
    expect((await cache.get("/a", page("recovered"))).body).toBe("recovered");
    await cache.get("/b", page("personal", { headers: { "set-cookie": "session=1" } }));
    expect((await cache.get("/b", page("anonymous"))).body).toBe("anonymous");
  });

  it("keeps a placeholder nonce that each response replaces with its own", async () => {
    const cache = new PageCache(25_000);
    const cached = await cache.get("/", page(`<script nonce="${cache.noncePlaceholder}"></script>`));
    const sent: string[] = [];
    const res = { status: () => res, setHeader: () => res, send: (body: string) => sent.push(body) };
    const { sendCachedPage } = await import("./page-cache.server");
    sendCachedPage(res as never, cached, cache.noncePlaceholder, "first");
    sendCachedPage(res as never, cached, cache.noncePlaceholder, "second");
    expect(sent).toEqual(['<script nonce="first"></script>', '<script nonce="second"></script>']);
  });
});
