import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { ServiceUnavailableError } from "~/lib/errors";
import { recordingLogger } from "~/testing/test-database";
import * as about from "~/routes/marketing/about";
import * as robots from "~/routes/resources/robots";
import { asServed } from "./route-errors.server";

/** What a route without an action throws at a form sent to `path`. */
async function formSentTo(path: string, module: object = about) {
  const served = asServed(module) as unknown as { action: (args: { request: Request }) => Promise<unknown> };
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams({ a: "b" }) });
  return Promise.resolve({ request })
    .then(served.action)
    .then(
      () => undefined,
      (error: unknown) => error,
    );
}

describe("a form sent to a page that takes none", () => {
  it("is refused with 405 and the methods the page allows, in the page's language", async () => {
    const page = async (path: string) => (await formSentTo(path)) as { data: { message: string }; init: ResponseInit };
    const english = await page("/about");
    const arabic = await page("/ar/about");
    for (const refusal of [english, arabic]) {
      expect(refusal.init).toMatchObject({ status: 405, statusText: "Method Not Allowed" });
      expect(refusal.init.headers).toMatchObject({ Allow: "GET, HEAD" });
    }
    expect(english.data.message).toContain("This page does not accept forms");
    expect(arabic.data.message).toContain("لا تقبل هذه الصفحة النماذج");
  });
});

describe("a form sent to a download", () => {
  it("is refused with 405, the methods it answers and a message in plain text", async () => {
    const refusal = await formSentTo("/robots.txt", robots);
    expect(refusal).toBeInstanceOf(Response);
    const response = refusal as Response;
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.text()).toBe("The method POST is not allowed here. Allowed: GET, HEAD.");
  });
});

describe("a page's document headers", () => {
  const { headers } = asServed(about) as unknown as { headers: (args: Record<string, Headers | undefined>) => Headers };

  it("carry the Allow and Retry-After of the page's failure, with the parents' headers and nothing else of it", () => {
    const sent = headers({
      parentHeaders: new Headers({ "X-From-Parent": "kept" }),
      loaderHeaders: new Headers(),
      actionHeaders: new Headers({ "Retry-After": "600", "X-Internal": "not sent" }),
      errorHeaders: new Headers({ Allow: "GET, HEAD" }),
    });
    expect(Object.fromEntries(sent)).toEqual({ "x-from-parent": "kept", "retry-after": "600", allow: "GET, HEAD" });
  });

  it("are the parents' alone when nothing failed", () => {
    const sent = headers({
      parentHeaders: new Headers({ "X-From-Parent": "kept" }),
      loaderHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(Object.fromEntries(sent)).toEqual({ "x-from-parent": "kept" });
  });
});

describe("a page with headers of its own", () => {
  it("keeps them, and adds its failure's Allow and Retry-After", () => {
    const page = { default: () => null, headers: () => ({ "Cache-Control": "private, max-age=60" }) };
    const { headers } = asServed(page) as unknown as {
      headers: (args: Record<string, Headers | undefined>) => Headers;
    };
    const sent = headers({
      parentHeaders: new Headers(),
      loaderHeaders: new Headers(),
      actionHeaders: new Headers({ "Retry-After": "30" }),
      errorHeaders: undefined,
    });
    expect(Object.fromEntries(sent)).toEqual({ "cache-control": "private, max-age=60", "retry-after": "30" });
  });
});

describe("a database outage met by a page", () => {
  it("is logged once for the request, however many of its loaders meet it, and another dependency's too", async () => {
    const { logger, lines } = recordingLogger();
    type Served = { loader: (args: { request: Request; context: AppLoadContext }) => Promise<unknown> };
    const failingOn = (dependency: "database" | "mail") =>
      asServed({
        loader: async () => {
          throw new ServiceUnavailableError(dependency, new Error("connect ECONNREFUSED 127.0.0.1:5432"));
        },
      }) as unknown as Served;
    const failing = failingOn("database");
    const contextOf = (requestId: string) => ({ services: { logger }, requestId }) as unknown as AppLoadContext;
    const request = new Request("http://localhost/about");
    const one = contextOf("one");
    const outcomes = await Promise.allSettled([
      failing.loader({ request, context: one }),
      failing.loader({ request, context: one }),
      failingOn("mail").loader({ request, context: one }),
      failing.loader({ request, context: contextOf("two") }),
    ]);
    expect(outcomes.map(({ status }) => status)).toEqual(["rejected", "rejected", "rejected", "rejected"]);
    expect(lines.map(({ requestId, msg }) => [requestId, msg])).toEqual([
      ["one", "database unavailable: answered 503"],
      ["one", "mail unavailable: answered 503"],
      ["two", "database unavailable: answered 503"],
    ]);
  });
});
