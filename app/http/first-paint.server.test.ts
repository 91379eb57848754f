import { describe, expect, it } from "vitest";
import { withScriptsAfterFirstPaint } from "./first-paint.server";

const page = (...parts: string[]) => Buffer.from(parts.join(""));

describe("withScriptsAfterFirstPaint", () => {
  it("drops the module preload hints and keeps the module script as text, started by a script with the nonce", () => {
    const rendered = page(
      '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="image" href="/logo-light.svg"/></head>',
      "<body><main>Hello</main>",
      '<link rel="modulepreload" href="/assets/entry.client.js"/>',
      '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/>',
      '<script nonce="abc">window.__reactRouterContext = {};</script>',
      '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>',
      '<script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>',
    );
    const html = withScriptsAfterFirstPaint(rendered, "abc").toString();
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('type="module" async');
    expect(html).toContain('<link rel="preload" as="image" href="/logo-light.svg"/>');
    expect(html).toContain(
      '<script nonce="abc" type="text/plain" data-after-first-paint="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script><script nonce="abc">(function(){',
    );
    expect(html).toContain(
      '<script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>',
    );
  });

  it("leaves a hint or a script cut short as it is", () => {
    const cut = page('<body><link rel="modulepreload" href="/assets/root.js"');
    expect(withScriptsAfterFirstPaint(cut, "abc")).toBe(cut);
    const unclosed = page('<body><script nonce="abc" type="module" async="">import("/assets/entry.client.js");');
    expect(withScriptsAfterFirstPaint(unclosed, "abc")).toBe(unclosed);
  });

  it("leaves a page without them as it was", () => {
    const plain = page("<html><body>Plain</body></html>");
    expect(withScriptsAfterFirstPaint(plain, "abc")).toBe(plain);
  });
});
