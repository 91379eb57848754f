import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions, suppliers, users } from "~/db/schema";
import { markSecondFactorSet, settle, sessionCookie, signedInAdmin, testLoadContext } from "~/testing/route-context";
import { createPayingSupplier } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import { SESSION_SECONDS } from "./auth.server";
import { getSignedInUser, requireAdmin, requireSupplier } from "./guards.server";

const database = testDatabaseFixture();
let context: AppLoadContext;
const appUrl = "https://www.falconedge-it.ae";
const password = "Dubai-Creek-Harbour-19";

beforeAll(async () => {
  context = testLoadContext(database);
});

const requestWith = (cookie: string | undefined) =>
  new Request(`${appUrl}/supplier-dashboard`, { headers: cookie === undefined ? {} : { cookie } });

async function signedInSupplier() {
  const planId = database.plans[0]!.id;
  const supplier = await createPayingSupplier(database.deps, planId, password);
  return { supplier, cookie: await sessionCookie(context, supplier.email, password) };
}

/** The session cookie's value with `change` applied to its token or signature. */
function withSignedValue(cookie: string, change: (token: string, signature: string) => string): string {
  const [name, value] = cookie.split("=", 2) as [string, string];
  const signed = decodeURIComponent(value);
  const dot = signed.lastIndexOf(".");
  return `${name}=${encodeURIComponent(change(signed.slice(0, dot), signed.slice(dot + 1)))}`;
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const sessionOf = async (userId: string) =>
  (await database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0];

describe("the session of a request", () => {
  it("brings the signed-in supplier and their own record", async () => {
    const { supplier, cookie } = await signedInSupplier();
    const signedIn = await requireSupplier(requestWith(cookie), context);
    expect(signedIn.user).toMatchObject({ id: supplier.userId, email: supplier.email, role: "supplier" });
    expect(signedIn.supplier).toMatchObject({ id: supplier.id, companyName: supplier.companyName });
  });

  it("is none without a cookie, with a cookie of another name, or with a forged signature", async () => {
    const { cookie } = await signedInSupplier();
    const [name, value] = cookie.split("=", 2) as [string, string];
    const forgeries = [
      undefined,
      `other.session_token=${value}`,
      withSignedValue(cookie, (token) => `${token}.${Buffer.alloc(32).toString("base64")}`),
      withSignedValue(cookie, (token, signature) => `${token.slice(1)}x.${signature}`),
      withSignedValue(cookie, (token) => token),
      `${name}=%E0%A4%A`,
    ];
    for (const forged of forgeries) {
      expect(await getSignedInUser(requestWith(forged), context), forged).toBeNull();
    }
    expect(await settle(requireSupplier(requestWith(forgeries[2]), context))).toMatchObject({ status: 302 });
  });

  it("sends a signed-out visitor to the sign-in page in the page's language, to come back to the page asked for", async () => {
    const asked = new Request(`${appUrl}/ar/supplier-dashboard/opportunities/7f3c.data?_routes=routes%2Fx&tab=lines`);
    const outcome = await settle(requireSupplier(asked, context));
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe(
      `/ar/supplier-login?redirectTo=${encodeURIComponent("/ar/supplier-dashboard/opportunities/7f3c?tab=lines")}`,
    );
    const dashboard = await settle(requireSupplier(new Request(`${appUrl}/supplier-dashboard`), context));
    expect(dashboard.headers.get("Location")).toBe("/supplier-login");
  });

  it("ends at once when the session is revoked, has expired, or the account is suspended", async () => {
    const revoked = await signedInSupplier();
    await database.db.delete(sessions).where(eq(sessions.userId, revoked.supplier.userId));
    expect(await getSignedInUser(requestWith(revoked.cookie), context)).toBeNull();

    const expired = await signedInSupplier();
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, expired.supplier.userId));
    expect(await getSignedInUser(requestWith(expired.cookie), context)).toBeNull();

    const banned = await signedInSupplier();
    await database.db.update(users).set({ banned: true }).where(eq(users.id, banned.supplier.userId));
    expect(await getSignedInUser(requestWith(banned.cookie), context)).toBeNull();

    const suspended = await signedInSupplier();
    await database.db.update(suppliers).set({ status: "suspended" }).where(eq(suppliers.id, suspended.supplier.id));
    expect(await getSignedInUser(requestWith(suspended.cookie), context)).toBeNull();
  });

  it("is extended to the full term once it is a day old, as better-auth does", async () => {
    const { supplier, cookie } = await signedInSupplier();
    const dayOld = new Date(Date.now() + SESSION_SECONDS * 1000 - 25 * 60 * 60 * 1000);
    await database.db.update(sessions).set({ expiresAt: dayOld }).where(eq(sessions.userId, supplier.userId));

    expect(await getSignedInUser(requestWith(cookie), context)).toMatchObject({ id: supplier.userId });
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, supplier.userId));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_SECONDS * 1000 - 60_000);
  });

  it("lets an admin into the admin area only, and a supplier into the portal only", async () => {
    const { cookie: adminCookie } = await signedInAdmin(database, context, { secondFactor: false });
    const { cookie: supplierCookie } = await signedInSupplier();
    // Until the admin has a second factor, only the page that sets one up is open.
    expect(await settle(requireAdmin(requestWith(adminCookie), context))).toMatchObject({ status: 302 });
    await markSecondFactorSet(database.db, "ops@falconedge-it.ae");

    expect(await requireAdmin(requestWith(adminCookie), context)).toMatchObject({ role: "admin" });
    expect(await settle(requireSupplier(requestWith(adminCookie), context))).toMatchObject({ status: 403 });
    expect(await settle(requireAdmin(requestWith(supplierCookie), context))).toMatchObject({ status: 403 });
  });

  it("sends an anonymous visitor to the admin login, back to the page asked for", async () => {
    // Loaders see the request as it came: client-side navigation asks for the page's data.
    const dataRequest = new Request(`${appUrl}/admin/suppliers.data?status=active&_routes=routes%2Fadmin%2Fsuppliers`);
    const result = await settle(requireAdmin(dataRequest, context));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/admin/suppliers?status=active")}`,
    );
  });
});

describe("the session policy", () => {
  const adminPage = (cookie: string) =>
    new Request(`${appUrl}/admin/suppliers.data?status=active&_routes=routes%2Fadmin%2Fsuppliers`, {
      headers: { cookie },
    });

  it("signs out an admin idle for 31 minutes, back to the page asked for, with the reason", async () => {
    const { cookie, userId } = await signedInAdmin(database, context);
    await database.db
      .update(sessions)
      .set({ updatedAt: minutesAgo(31) })
      .where(eq(sessions.userId, userId));

    const result = await settle(requireAdmin(adminPage(cookie), context));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/admin/suppliers?status=active")}&signed-out=idle`,
    );
    // The session is gone, and the browser is told to drop its cookie.
    expect(await sessionOf(userId)).toBeUndefined();
    expect(result.headers.get("set-cookie")).toMatch(new RegExp(`^${cookie.split("=")[0]}=;.*Max-Age=0`));
    expect(await getSignedInUser(adminPage(cookie), context)).toBeNull();
  });

  it("keeps an admin active within 30 minutes, writing down the last request at most once a minute", async () => {
    const { cookie, userId } = await signedInAdmin(database, context);
    await database.db
      .update(sessions)
      .set({ updatedAt: minutesAgo(29) })
      .where(eq(sessions.userId, userId));
    expect(await requireAdmin(adminPage(cookie), context)).toMatchObject({ id: userId, role: "admin" });
    const seen = await sessionOf(userId);
    expect(Date.now() - seen!.updatedAt.getTime()).toBeLessThan(5_000);
    // Its end moves with it, so what reads expires_at (better-auth, the sessions list) agrees.
    expect(seen!.expiresAt.getTime() - seen!.updatedAt.getTime()).toBe(30 * 60_000);

    const halfAMinuteAgo = new Date(Date.now() - 30_000);
    await database.db.update(sessions).set({ updatedAt: halfAMinuteAgo }).where(eq(sessions.userId, userId));
    for (let request = 0; request < 3; request++) await requireAdmin(adminPage(cookie), context);
    expect((await sessionOf(userId))!.updatedAt).toEqual(halfAMinuteAgo);
  });

  it("signs out an admin 12 hours after signing in, however active", async () => {
    const { cookie, userId } = await signedInAdmin(database, context);
    const signedIn = minutesAgo(12 * 60 + 1);
    await database.db
      .update(sessions)
      .set({ createdAt: signedIn, verifiedAt: signedIn, updatedAt: minutesAgo(1) })
      .where(eq(sessions.userId, userId));
    const result = await settle(requireAdmin(adminPage(cookie), context));
    expect(result.headers.get("Location")).toMatch(/&signed-out=maxAge$/);
    expect(await sessionOf(userId)).toBeUndefined();

    // A session from before sign-ins were recorded counts from its creation.
    const old = await signedInAdmin(database, context);
    await database.db
      .update(sessions)
      .set({ createdAt: signedIn, verifiedAt: null, updatedAt: minutesAgo(1) })
      .where(eq(sessions.userId, old.userId));
    expect(await getSignedInUser(adminPage(old.cookie), context)).toBeNull();
  });

  it("records a password sign-in, when it was proven and the address it came from", async () => {
    const { userId } = await signedInAdmin(database, context);
    const session = await sessionOf(userId);
    // The login action passes on the address the server trusted (context.clientIp).
    expect(session).toMatchObject({ signInMethod: "password", ipAddress: context.clientIp });
    expect(Date.now() - session!.verifiedAt!.getTime()).toBeLessThan(5_000);
  });

  it("leaves a supplier's 30-day session alone: idle for hours, older than 12, nothing written", async () => {
    const { supplier, cookie } = await signedInSupplier();
    const thirteenHoursAgo = minutesAgo(13 * 60);
    await database.db
      .update(sessions)
      .set({ createdAt: thirteenHoursAgo, verifiedAt: thirteenHoursAgo, updatedAt: thirteenHoursAgo })
      .where(eq(sessions.userId, supplier.userId));
    expect(await requireSupplier(requestWith(cookie), context)).toMatchObject({ user: { id: supplier.userId } });
    expect((await sessionOf(supplier.userId))!.updatedAt).toEqual(thirteenHoursAgo);
  });

  it("keeps better-auth's daily refresh from sliding an admin session past its limits", async () => {
    const { cookie, userId } = await signedInAdmin(database, context);
    // As the guard leaves it after a request: its end 30 minutes on, which better-auth would slide to 30 days.
    await requireAdmin(adminPage(cookie), context);
    await database.db
      .update(sessions)
      .set({ updatedAt: minutesAgo(5), expiresAt: new Date(Date.now() + 25 * 60_000) })
      .where(eq(sessions.userId, userId));
    expect(await context.services.auth.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull();
    const session = await sessionOf(userId);
    expect(session!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });
});
