import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "~/db/schema";
import { settle, sessionCookie, testLoadContext } from "~/testing/route-context";
import { createPayingSupplier } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import { choosePasswordWithLink, createAdmin } from "./accounts.server";
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
    const { setPasswordUrl } = await createAdmin(database.deps, "ops@falconedge-it.ae", {
      type: "system",
      label: "Test",
    });
    await choosePasswordWithLink(database.deps, {
      token: new URL(setPasswordUrl).searchParams.get("token")!,
      password,
    });
    const adminCookie = await sessionCookie(context, "ops@falconedge-it.ae", password, "admin");
    const { cookie: supplierCookie } = await signedInSupplier();

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
