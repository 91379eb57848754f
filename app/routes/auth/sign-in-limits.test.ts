import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { roles } from "~/auth/auth.server";
import { hashPassword } from "~/auth/passwords.server";
import { accounts, users } from "~/db/schema";
import { translatorFor } from "~/i18n/catalogues.server";
import { limits } from "~/security/rate-limit.server";
import { testLoadContext, callRoute } from "~/testing/route-context";
import { createPayingSupplier } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import { action as adminLogin, loader as adminLoginPage } from "./login";
import { action as supplierLogin, loader as supplierLoginPage } from "./supplier-login";

// Wrong passwords are limited per account and network, or per account and known browser; never
// against the account everywhere (docs/decisions/0012). Each test signs in through the pages' own
// loaders and actions, as a browser would.

const database = testDatabaseFixture();
const appUrl = "https://www.falconedge-it.ae";
const password = "Al-Seef-Heritage-Walk-18";
const attacker = "198.51.100.20";

const contexts = new Map<string, AppLoadContext>();
const from = (address: string) => {
  if (!contexts.has(address)) contexts.set(address, testLoadContext(database, address));
  return contexts.get(address)!;
};

type Handler = (args: never) => unknown;
const call = (handler: Handler, request: Request, address: string) => callRoute(handler, request, from(address));

/** The browser cookie a sign-in page hands out (name=value), if it hands one out. */
const browserCookieIn = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("__Host-browser="))
    ?.split(";")[0];

/** A browser as it arrives on the supplier sign-in page for the first time: the cookie it is given. */
async function newBrowser(path = "/supplier-login"): Promise<string> {
  const page = await call(supplierLoginPage, new Request(`${appUrl}${path}`), attacker);
  return browserCookieIn(page.headers)!;
}

function signIn(
  address: string,
  fields: { email: string; password: string },
  options: { browser?: string; path?: string } = {},
) {
  const path = options.path ?? "/supplier-login";
  const request = new Request(`${appUrl}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: options.browser ? { cookie: options.browser } : {},
  });
  return call(path === "/login" ? adminLogin : supplierLogin, request, address);
}

const wrong = (email: string) => ({ email, password: "Not-The-Password-1" });

async function owner() {
  const supplier = await createPayingSupplier(database.deps, database.plans[0]!.id, password);
  return { email: supplier.email, password };
}

/** Accounts that may sign in at /supplier-login, `count` of them, each with `password`. */
async function office(count: number): Promise<string[]> {
  const hash = await hashPassword(password);
  const staff = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    email: `staff-${index}@gulf-trading.ae`,
    name: `Staff ${index}`,
    role: roles.supplier,
    emailVerified: true,
  }));
  await database.db.insert(users).values(staff);
  await database.db.insert(accounts).values(
    staff.map((user) => ({
      id: randomUUID(),
      accountId: user.id,
      providerId: "credential",
      userId: user.id,
      password: hash,
    })),
  );
  return staff.map((user) => user.email);
}

describe("the sign-in pages", () => {
  it("give a browser a signed, long-lived, httpOnly cookie that names it, once", async () => {
    for (const [page, path] of [
      [supplierLoginPage, "/supplier-login"],
      [supplierLoginPage, "/ar/supplier-login"],
      [adminLoginPage, "/login"],
    ] as const) {
      const first = await call(page, new Request(`${appUrl}${path}`), attacker);
      const [cookie] = first.headers.getSetCookie();
      expect(cookie, path).toMatch(
        /^__Host-browser=[\w-]{22}\.[\w-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
      );
      const browser = browserCookieIn(first.headers)!;
      const again = await call(page, new Request(`${appUrl}${path}`, { headers: { cookie: browser } }), attacker);
      expect(again.headers.getSetCookie(), path).toEqual([]);
      // A cookie the server did not sign is not ours: the browser gets a new one.
      const forged = `${browser.slice(0, -3)}AAA`;
      const other = await call(page, new Request(`${appUrl}${path}`, { headers: { cookie: forged } }), attacker);
      expect(browserCookieIn(other.headers), path).toMatch(/^__Host-browser=/);
      expect(browserCookieIn(other.headers), path).not.toBe(browser);
    }
  });
});

describe("wrong passwords", () => {
  it("50 from one address do not stop the owner signing in from another", async () => {
    const account = await owner();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++) statuses.push((await signIn(attacker, wrong(account.email))).status);
    // Slowed down, then refused, without the password being tried.
    expect(statuses.slice(0, limits.signInFromAddress.limit)).toEqual(Array(limits.signInFromAddress.limit).fill(401));
    expect(new Set(statuses.slice(limits.signInFromAddress.limit))).toEqual(new Set([429]));

    const elsewhere = await signIn("203.0.113.50", account, { browser: await newBrowser() });
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get("Location")).toBe("/supplier-dashboard");
  });

  it("50 from one address block the account there for any new browser, but not for the owner's known browser", async () => {
    const account = await owner();
    const ownBrowser = await newBrowser("/ar/supplier-login");
    const first = await signIn(attacker, account, { browser: ownBrowser, path: "/ar/supplier-login" });
    expect(first.status).toBe(302);

    // The guesser drops its cookie and takes a new one before every guess.
    for (let attempt = 0; attempt < 50; attempt++)
      await signIn(attacker, wrong(account.email), { browser: await newBrowser() });

    const newOne = await signIn(attacker, account, { browser: await newBrowser(), path: "/ar/supplier-login" });
    expect(newOne.status).toBe(429);
    expect(Number(newOne.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(newOne.body.error[""]).toEqual([translatorFor("ar", "failures")("tooManySignInAttempts", { count: 1 })]);
    expect((await signIn(attacker, account)).status).toBe(429);

    const known = await signIn(attacker, account, { browser: ownBrowser, path: "/ar/supplier-login" });
    expect(known.status).toBe(302);
    expect(known.headers.get("Location")).toBe("/ar/supplier-dashboard");
    // The known browser keeps its name, for another year.
    expect(browserCookieIn(known.headers)).toBe(ownBrowser);
  });

  it("in a browser known for the account count on their own, and that browser is the one slowed down", async () => {
    const account = await owner();
    const ownBrowser = await newBrowser();
    expect((await signIn(attacker, account, { browser: ownBrowser })).status).toBe(302);
    for (let attempt = 0; attempt < limits.signInFromKnownBrowser.limit; attempt++) {
      expect((await signIn(attacker, wrong(account.email), { browser: ownBrowser })).status).toBe(401);
    }
    expect((await signIn(attacker, account, { browser: ownBrowser })).status).toBe(429);
    // Nothing counted against the address: a new browser there still may try.
    expect((await signIn(attacker, account, { browser: await newBrowser() })).status).toBe(302);
  });

  it("for many accounts from one address are refused in the end, and only from there", async () => {
    const [colleague] = await office(1);
    const colleagueBrowser = await newBrowser();
    expect((await signIn(attacker, { email: colleague!, password }, { browser: colleagueBrowser })).status).toBe(302);

    for (let guess = 0; guess < limits.signInFailuresPerAddress.limit; guess++) {
      expect((await signIn(attacker, wrong(`guess-${guess}@unknown.ae`))).status).toBe(401);
    }
    const refused = await signIn(attacker, wrong("one-more@unknown.ae"));
    expect(refused.status).toBe(429);
    expect(refused.body.error[""][0]).toMatch(/^Too many wrong passwords from your network/);
    expect((await signIn("203.0.113.51", wrong("one-more@unknown.ae"))).status).toBe(401);
    // A browser that has signed in to its account before is not held up by the address.
    expect((await signIn(attacker, { email: colleague!, password }, { browser: colleagueBrowser })).status).toBe(302);
  });
});

describe("an office of 30 behind one address", () => {
  it("signs in together within a minute, each after a mistyped password", async () => {
    const staff = await office(30);
    const outcomes = await Promise.all(
      staff.map(async (email) => {
        const browser = await newBrowser();
        const mistyped = await signIn(attacker, wrong(email), { browser });
        const signedIn = await signIn(attacker, { email, password }, { browser });
        return [mistyped.status, signedIn.status];
      }),
    );
    expect(outcomes).toEqual(Array(30).fill([401, 302]));
    // Everyone can sign in again at once (a second device, say): successes never count.
    for (const email of staff) expect((await signIn(attacker, { email, password })).status).toBe(302);
  });
});
