import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "~/i18n/catalogues/ar";
import { testServices } from "~/testing/route-context";
import { createTestDatabase, type TestDatabase } from "~/testing/test-database";
import { createApp } from "./app";

let database: TestDatabase;
beforeAll(async () => void (database = await createTestDatabase()));
afterAll(() => database.close().catch(() => {}));

async function listen(app: ReturnType<typeof createApp>): Promise<{ url: string; server: Server }> {
  const server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const noPages = () => Promise.reject(new Error("no pages in this test"));

describe("the HTTP server", () => {
  it("sends HSTS only when the public URL is https", async () => {
    const https = await listen(
      createApp({ services: testServices(database, { APP_URL: "https://www.falconedge-it.ae" }), build: noPages }),
    );
    const plain = await listen(
      createApp({ services: testServices(database, { APP_URL: "http://localhost:3000" }), build: noPages }),
    );
    try {
      expect((await fetch(`${https.url}/healthz`)).headers.get("strict-transport-security")).toBe(
        "max-age=63072000; includeSubDomains",
      );
      expect((await fetch(`${plain.url}/healthz`)).headers.get("strict-transport-security")).toBeNull();
    } finally {
      https.server.close();
      plain.server.close();
    }
  });

  it("allows Stripe.js in the Content-Security-Policy only when Stripe is configured", async () => {
    const stripe = await listen(
      createApp({
        services: testServices(database, {
          STRIPE_SECRET_KEY: "sk_test_51abc",
          STRIPE_PUBLISHABLE_KEY: "pk_test_51abc",
          STRIPE_WEBHOOK_SECRET: "whsec_abc",
        }),
        build: noPages,
      }),
    );
    const sandbox = await listen(createApp({ services: testServices(database), build: noPages }));
    try {
      const withStripe = (await fetch(`${stripe.url}/healthz`)).headers.get("content-security-policy")!;
      expect(withStripe).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com;/);
      expect(withStripe).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
      expect(withStripe).toContain("connect-src 'self' https://api.stripe.com;");
      const without = (await fetch(`${sandbox.url}/healthz`)).headers.get("content-security-policy")!;
      expect(without).not.toContain("stripe");
      expect(without).toContain("frame-src 'self';");
    } finally {
      stripe.server.close();
      sandbox.server.close();
    }
  });

  it("marks admin and portal pages no-store, and leaves public pages cacheable", async () => {
    const { url, server } = await listen(createApp({ services: testServices(database), build: noPages }));
    try {
      for (const path of [
        "/admin",
        "/admin/suppliers",
        "/admin/payments.csv",
        "/admin.data",
        "/supplier-dashboard",
        "/ar/supplier-dashboard",
        "/ar/supplier-dashboard/profile.data",
        "/ar/payment-required",
        "/AR/Set-Password",
        "/ar/supplier-login",
      ]) {
        const response = await fetch(`${url}${path}`, { redirect: "manual" });
        expect(response.headers.get("cache-control"), path).toBe("no-store");
      }
      for (const path of ["/administration", "/ar/about", "/ar"]) {
        expect((await fetch(`${url}${path}`, { redirect: "manual" })).headers.get("cache-control"), path).toBeNull();
      }
    } finally {
      server.close();
    }
  });

  it("keeps a well-formed incoming request id and replaces a malformed one", async () => {
    const { url, server } = await listen(createApp({ services: testServices(database), build: noPages }));
    try {
      const kept = await fetch(`${url}/healthz`, { headers: { "x-request-id": "lb-7f3a9c21" } });
      expect(kept.headers.get("x-request-id")).toBe("lb-7f3a9c21");
      const replaced = await fetch(`${url}/healthz`, { headers: { "x-request-id": "<script>" } });
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      server.close();
    }
  });

  it("refuses a form posted from another site, and lets the site's own posts through", async () => {
    const { url, server } = await listen(createApp({ services: testServices(database), build: noPages }));
    const post = (headers: Record<string, string>, path = "/contact") =>
      fetch(`${url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "name=x",
      });
    try {
      const forged = await post({ origin: "https://evil.example" });
      expect(forged.status).toBe(403);
      expect(await forged.text()).toMatch(/only be sent from our own website/);
      expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);

      // The site's own address, reaching this server under another one: a proxy that drops the Host.
      const misrouted = await post({ origin: "https://www.falconedge-it.ae" });
      expect(misrouted.status).toBe(400);
      expect(await misrouted.text()).toBe(
        "This form reached the server under another address than the site's. Please open https://www.falconedge-it.ae and try again.",
      );
      expect((await post({ origin: "null" })).status).toBe(403);
      // An Arabic page is answered in Arabic.
      const forgedArabic = await post({ origin: "https://evil.example" }, "/ar/contact");
      expect(forgedArabic.status).toBe(403);
      expect(forgedArabic.headers.get("content-language")).toBe("ar-AE");
      expect(await forgedArabic.text()).toBe(`${ar.failures.formFromAnotherSite}\u200f`);
      const misroutedArabic = await post({ origin: "https://www.falconedge-it.ae" }, "/ar/contact");
      expect(await misroutedArabic.text()).toContain("\u2066https://www.falconedge-it.ae\u2069");

      // Same-origin posts pass this check and go on to the page handler.
      expect((await post({ origin: url })).status).not.toBe(403);
      expect((await post({ "sec-fetch-site": "same-origin" })).status).not.toBe(403);
    } finally {
      server.close();
    }
  });

  it("behind a trusted proxy, judges a post's origin by the forwarded host and protocol", async () => {
    const { url, server } = await listen(
      createApp({ services: testServices(database, { TRUST_PROXY: "1" }), build: noPages }),
    );
    const post = (headers: Record<string, string>, path = "/contact") =>
      fetch(`${url}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-proto": "https",
          origin: "https://www.falconedge-it.ae",
          ...headers,
        },
        body: "name=x",
      });
    try {
      const forwarded = await post({ "x-forwarded-host": "www.falconedge-it.ae" });
      expect([400, 403]).not.toContain(forwarded.status);
      // The proxy passed on another host than the page's: not this site's form as it reached us.
      expect((await post({ "x-forwarded-host": "falconedge-it.ae" })).status).toBe(400);
    } finally {
      server.close();
    }
  });

  // Last: it closes the database.
  it("reports healthy while the database answers, and 503 once it does not", async () => {
    const { url, server } = await listen(createApp({ services: testServices(database), build: noPages }));
    try {
      const healthy = await fetch(`${url}/healthz`);
      expect(healthy.status).toBe(200);
      expect(await healthy.json()).toEqual({ status: "ok" });

      await database.close();
      const unhealthy = await fetch(`${url}/healthz`);
      expect(unhealthy.status).toBe(503);
      expect(await unhealthy.json()).toEqual({ status: "unavailable", reason: "database" });
      expect(unhealthy.headers.get("cache-control")).toBe("no-store");
    } finally {
      server.close();
    }
  });
});
