import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditLog, sessions, users } from "~/db/schema";
import { ServiceUnavailableError } from "~/lib/errors";
import { action as signOut } from "~/routes/auth/sign-out";
import { action as adminLogin } from "~/routes/auth/login";
import { action as supplierLogin } from "~/routes/auth/supplier-login";
import { action as supplierSecurity } from "~/routes/portal/supplier-security";
import { TestBrowser, testLoadContext } from "~/testing/route-context";
import { createSupplierAwaitingPayment } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import { choosePasswordWithLink, createAdmin } from "./accounts.server";

const database = testDatabaseFixture();
const password = "Jumeirah-Lakes-Tower-88";

/** The app's context with a database that can be taken away and given back. */
function withDatabaseThatGoesAway() {
  const context = testLoadContext(database);
  const state = { away: false };
  const refuse = () => {
    throw new Error("Failed query", { cause: new ServiceUnavailableError("database", new Error("ECONNREFUSED")) });
  };
  const db = new Proxy(context.services.db, {
    get: (target, key) => {
      if (state.away) return refuse;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { context: { ...context, services: { ...context.services, db } } as AppLoadContext, state };
}

const sessionsOf = async (email: string) => {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
};

afterEach(() => {
  vi.useRealTimers();
});

/** The Set-Cookie values of a sign-out: each of better-auth's session cookies, removed (the test site is https). */
function expectSessionCookiesRemoved(headers: Headers) {
  const removed = headers.getSetCookie();
  expect(removed.map((cookie) => cookie.split("=")[0]).sort()).toEqual([
    "__Secure-better-auth.dont_remember",
    "__Secure-better-auth.session_data",
    "__Secure-better-auth.session_token",
  ]);
  for (const cookie of removed)
    expect(cookie).toMatch(/^[\w.-]+=; Max-Age=0; Path=\/; HttpOnly; SameSite=lax; Secure$/);
}

describe("signing out", () => {
  it("ends the session in the database and removes the browser's session cookies", async () => {
    const { email } = await createSupplierAwaitingPayment(database.deps, database.plans[0]!.id, password);
    const browser = new TestBrowser(testLoadContext(database));
    await browser.post(supplierLogin, "/supplier-login", { email, password });
    expect(await sessionsOf(email)).toHaveLength(1);
    const answer = await browser.post(signOut, "/sign-out", {});
    expect(answer.headers.get("location")).toBe("/supplier-login?signed-out=1");
    expectSessionCookiesRemoved(answer.headers);
    expect(await sessionsOf(email)).toEqual([]);
  });
});

describe("signing out everywhere", () => {
  it("ends every session of the account, records it, and signs this browser out", async () => {
    const { email } = await createSupplierAwaitingPayment(database.deps, database.plans[0]!.id, password);
    const [office, phone] = [new TestBrowser(testLoadContext(database)), new TestBrowser(testLoadContext(database))];
    for (const browser of [office, phone]) await browser.post(supplierLogin, "/supplier-login", { email, password });
    expect(await sessionsOf(email)).toHaveLength(2);
    const answer = await office.post(supplierSecurity, "/supplier-dashboard/security", { intent: "end-all" });
    expect(answer.headers.get("location")).toBe("/supplier-login?signed-out=everywhere");
    expectSessionCookiesRemoved(answer.headers);
    expect(await sessionsOf(email)).toEqual([]);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const recorded = await database.db.select().from(auditLog).where(eq(auditLog.entityId, user!.id));
    expect(recorded.map((entry) => entry.action)).toContain("signOutEverywhere");
  });
});

describe("signing out while the database is away", () => {
  it("removes the browser's session cookies at once, and ends the session once the database is back", async () => {
    const { email } = await createSupplierAwaitingPayment(database.deps, database.plans[0]!.id, password);
    const { context, state } = withDatabaseThatGoesAway();
    const browser = new TestBrowser(context);
    expect((await browser.post(supplierLogin, "/ar/supplier-login", { email, password })).status).toBe(302);
    expect(browser.cookie).toMatch(/session_token=/);
    expect(await sessionsOf(email)).toHaveLength(1);

    vi.useFakeTimers({ toFake: ["setTimeout"] });
    state.away = true;
    const answer = await browser.post(signOut, "/ar/sign-out", {});
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/ar/supplier-login?signed-out=1");
    expectSessionCookiesRemoved(answer.headers);
    expect(browser.cookie).not.toMatch(/session_token=/);

    // Still away at the first retry; back for the second.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await sessionsOf(email)).toHaveLength(1);
    state.away = false;
    await vi.advanceTimersByTimeAsync(15_000);
    vi.useRealTimers();
    await expect.poll(() => sessionsOf(email)).toEqual([]);
  });

  it("sends an admin back to the admin login, as the admin area's button says where it was pressed", async () => {
    const email = "operations@falconedge-it.ae";
    const { setPasswordUrl } = await createAdmin(database.deps, email, { type: "system", id: "test", label: "test" });
    await choosePasswordWithLink(database.deps, {
      token: new URL(setPasswordUrl).searchParams.get("token")!,
      password,
    });
    const { context, state } = withDatabaseThatGoesAway();
    const browser = new TestBrowser(context);
    expect((await browser.post(adminLogin, "/login", { email, password })).status).toBe(302);
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    state.away = true;
    const answer = await browser.post(signOut, "/sign-out", { area: "admin" });
    expect(answer.headers.get("location")).toBe("/login?signed-out=1");
    expect(browser.cookie).not.toMatch(/session_token=/);
  });
});
