import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./first-paint.server";

describe("withoutModulePreloads", () => {
  it("drops the module preload hints and keeps everything else, the module script included", () => {
    const page = [
      '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="image" href="/logo-light.svg"/></head>',
      "<body><main>Hello</main>",
      '<link rel="modulepreload" href="/assets/entry.client.js"/>',
      '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/>',
      '<script type="module" async="" nonce="abc">import "/assets/entry.client.js";</script></body></html>',
    ].join("");
    expect(withoutModulePreloads(Buffer.from(page)).toString()).toBe(
      [
        '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="image" href="/logo-light.svg"/></head>',
        "<body><main>Hello</main>",
        '<script type="module" async="" nonce="abc">import "/assets/entry.client.js";</script></body></html>',
      ].join(""),
    );
  });

  it("leaves a page without them as it was", () => {
    const page = Buffer.from("<html><body>Plain</body></html>");
    expect(withoutModulePreloads(page)).toBe(page);
  });
});
