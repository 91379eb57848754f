import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, auditLog, sessions, suppliers, users } from "~/db/schema";
import { DomainError } from "~/lib/errors";
import { latestEmail, tokenIn } from "~/testing/emails";
import { buildRegistration } from "~/testing/factories";
import { testServices } from "~/testing/route-context";
import { testDatabaseFixture } from "~/testing/test-database";
import { approveSupplier, reactivateSupplier, suspendSupplier } from "~/suppliers/lifecycle.server";
import { registerSupplier } from "~/suppliers/registration.server";
import type { Auth } from "./auth.server";
import { failures as authMessages } from "~/i18n/catalogues/en/failures";
import { failureIn } from "~/i18n/failures.server";
import { saveCompanyFacts } from "~/settings/settings.server";
import { defaultCompanyFacts } from "~/settings/company";
import {
  choosePasswordWithLink,
  LinkUnusableError,
  createAdmin,
  createFirstAdmin,
  hasAdmin,
  requestPasswordReset,
} from "./accounts.server";
import { signIn } from "./sign-in.server";

const database = testDatabaseFixture();
let auth: Auth;
let planId: string;
beforeAll(async () => {
  const services = testServices(database);
  auth = services.auth;
  planId = database.plans[0]!.id;
});

const admin = { type: "admin" as const, id: "admin-1", label: "ops@falconedge-it.ae" };
const password = "Marina-Crescent-2041";

async function approvedSupplier() {
  const registration = buildRegistration(planId);
  await registerSupplier(database.deps, registration, undefined);
  const [supplier] = await database.db.select().from(suppliers).where(eq(suppliers.email, registration.email));
  await approveSupplier(database.deps, supplier!.id, admin);
  const email = await latestEmail(database.db, "supplier-approved", registration.email);
  return { id: supplier!.id, email: registration.email, token: tokenIn(email.text, "/set-password") };
}

/** The sign-in's outcome: the session, or the refusal's status and message. */
const signInAs = (email: string, pw: string, audience: "admin" | "supplier" = "supplier") =>
  signIn(
    { ...database.deps, auth },
    { email, password: pw, audience, clientIp: "203.0.113.9", headers: new Headers() },
  ).then(
    (signedIn) => ({ ok: true as const, ...signedIn }),
    (error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      return { ok: false as const, status: error.status, message: error.message };
    },
  );

function cookieOf(setCookie: Headers): Headers {
  return new Headers({
    cookie: setCookie
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  });
}

describe("a supplier's identity", () => {
  it("is created on approval, gets a password from the emailed link, and signs in", async () => {
    const supplier = await approvedSupplier();
    const [user] = await database.db.select().from(users).where(eq(users.email, supplier.email));
    expect(user).toMatchObject({ role: "supplier", emailVerified: false });
    expect(await signInAs(supplier.email, password)).toMatchObject({ ok: false, status: 401 });

    expect(await choosePasswordWithLink(database.deps, { token: supplier.token, password })).toEqual({
      email: supplier.email,
      role: "supplier",
    });
    const [after] = await database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(after!.status).toBe("awaiting_payment");
    const [verified] = await database.db.select().from(users).where(eq(users.email, supplier.email));
    expect(verified!.emailVerified).toBe(true);
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, verified!.id));
    expect(account!.password).not.toContain(password);

    const outcome = await signInAs(supplier.email, password);
    expect(outcome).toMatchObject({ ok: true, role: "supplier" });
    if (!outcome.ok) return;
    const session = await auth.api.getSession({ headers: cookieOf(outcome.setCookie) });
    expect(session?.user.email).toBe(supplier.email);
    expect(outcome.setCookie.getSetCookie()[0]).toMatch(/Max-Age=\d+/);
  });

  it("keeps the address the server trusted with the session, not one the browser wrote in a header", async () => {
    const supplier = await approvedSupplier();
    await choosePasswordWithLink(database.deps, { token: supplier.token, password });
    await signIn(
      { ...database.deps, auth },
      {
        email: supplier.email,
        password,
        audience: "supplier",
        clientIp: "203.0.113.44",
        headers: new Headers({ "x-client-address": "198.51.100.1", "x-forwarded-for": "198.51.100.2" }),
      },
    );
    const [session] = await database.db.select().from(sessions);
    expect(session!.ipAddress).toBe("203.0.113.44");

    // An IPv4 client of a server listening on IPv6 ("::") arrives as ::ffff:a.b.c.d: kept as a.b.c.d.
    await database.db.delete(sessions);
    await signIn(
      { ...database.deps, auth },
      {
        email: supplier.email,
        password,
        audience: "supplier",
        clientIp: "::ffff:203.0.113.45",
        headers: new Headers(),
      },
    );
    const [mapped] = await database.db.select().from(sessions);
    expect(mapped!.ipAddress).toBe("203.0.113.45");

    // Without an address the server trusted, the session keeps none, whatever the headers say.
    await database.db.delete(sessions);
    await signIn(
      { ...database.deps, auth },
      {
        email: supplier.email,
        password,
        audience: "supplier",
        clientIp: undefined,
        headers: new Headers({ "x-client-address": "198.51.100.1", "x-forwarded-for": "198.51.100.2" }),
      },
    );
    const [anonymous] = await database.db.select().from(sessions);
    expect(anonymous!.ipAddress).not.toMatch(/198\.51\.100/);
  });

  it("refuses a set-password link a second time", async () => {
    const supplier = await approvedSupplier();
    await choosePasswordWithLink(database.deps, { token: supplier.token, password });
    await expect(
      choosePasswordWithLink(database.deps, { token: supplier.token, password: "another-Password-9" }),
    ).rejects.toThrow(LinkUnusableError);
    expect(await signInAs(supplier.email, password)).toMatchObject({ ok: true });
  });

  it("refuses a set-password link after 72 hours", async () => {
    const supplier = await approvedSupplier();
    const later = new Date(Date.now() + 72 * 60 * 60 * 1000 + 1000);
    await expect(choosePasswordWithLink(database.deps, { token: supplier.token, password }, later)).rejects.toThrow(
      LinkUnusableError,
    );
  });

  it("gives one message for a wrong password and an unknown email", async () => {
    const supplier = await approvedSupplier();
    await choosePasswordWithLink(database.deps, { token: supplier.token, password });
    const wrong = await signInAs(supplier.email, "not-the-password-1");
    const unknown = await signInAs("nobody@nowhere.ae", password);
    expect(wrong).toEqual({ ok: false, status: 401, message: authMessages.invalidCredentials });
    expect(unknown).toEqual(wrong);
  });

  it("is refused at the admin sign-in with 'no admin access', and no session is left behind", async () => {
    const supplier = await approvedSupplier();
    await choosePasswordWithLink(database.deps, { token: supplier.token, password });
    expect(await signInAs(supplier.email, password, "admin")).toEqual({
      ok: false,
      status: 403,
      message: authMessages.adminOnly,
    });
    const sessions = await database.db.execute("select count(*)::int as n from sessions");
    expect((sessions as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it("is signed out everywhere when suspended, cannot sign in, and can again once reactivated", async () => {
    const supplier = await approvedSupplier();
    await choosePasswordWithLink(database.deps, { token: supplier.token, password });
    const outcome = await signInAs(supplier.email, password);
    if (!outcome.ok) throw new Error("sign-in failed");
    const cookie = cookieOf(outcome.setCookie);

    await suspendSupplier(database.deps, supplier.id, admin, "Trade licence expired");
    expect(await auth.api.getSession({ headers: cookie })).toBeNull();
    // The refusal names the address in the company's settings, in the reader's language.
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, email: "suppliers@falconedge-it.ae" });
    const refusal = await signIn(
      { ...database.deps, auth },
      { email: supplier.email, password, audience: "supplier", clientIp: "203.0.113.9", headers: new Headers() },
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      status: 403,
      message:
        "This account has been disabled. If you think this is a mistake, please write to our supplier team at suppliers@falconedge-it.ae.",
    });
    expect(failureIn(refusal as DomainError, "ar")).toBe(
      "تم تعطيل هذا الحساب. إن كنت ترى أن ذلك خطأ، فيُرجى مراسلة فريق الموردين لدينا على \u2066suppliers@falconedge-it.ae\u2069.",
    );

    await reactivateSupplier(database.deps, supplier.id, admin);
    const [after] = await database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(after).toMatchObject({ status: "awaiting_payment", suspendedFrom: null });
    expect(await signInAs(supplier.email, password)).toMatchObject({ ok: true });
  });

  it("is signed out everywhere when the password is reset, and is told by email", async () => {
    const supplier = await approvedSupplier();
    await choosePasswordWithLink(database.deps, { token: supplier.token, password });
    const outcome = await signInAs(supplier.email, password);
    if (!outcome.ok) throw new Error("sign-in failed");

    await requestPasswordReset(database.deps, supplier.email);
    const reset = await latestEmail(database.db, "password-reset", supplier.email);
    const newPassword = "Jumeirah-Lakes-Tower-7";
    await choosePasswordWithLink(database.deps, {
      token: tokenIn(reset.text, "/reset-password"),
      password: newPassword,
    });

    expect(await auth.api.getSession({ headers: cookieOf(outcome.setCookie) })).toBeNull();
    expect(await signInAs(supplier.email, password)).toMatchObject({ ok: false, status: 401 });
    expect(await signInAs(supplier.email, newPassword)).toMatchObject({ ok: true });
    await latestEmail(database.db, "password-changed", supplier.email);
  });

  it("slows down wrong passwords for an account from one address", async () => {
    let last;
    for (let attempt = 0; attempt < 11; attempt += 1) last = await signInAs("target@supplier.ae", `guess-${attempt}`);
    expect(last).toMatchObject({ ok: false, status: 429 });
  });
});

describe("admins", () => {
  it("are created from ADMIN_EMAIL once, however many instances start at the same moment", async () => {
    const created = await Promise.all(
      ["ops@falconedge-it.ae", "it@falconedge-it.ae", "ops@falconedge-it.ae"].map((email) =>
        createFirstAdmin(database.deps, email),
      ),
    );
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await database.db.select().from(users).where(eq(users.role, "admin"))).toHaveLength(1);
    expect(await createFirstAdmin(database.deps, "later@falconedge-it.ae")).toBeNull();
  });

  it("are created with a one-time set-password link and no password", async () => {
    expect(await hasAdmin(database.db)).toBe(false);
    const { setPasswordUrl } = await createAdmin(database.deps, "Ops@FalconEdge-IT.ae", {
      type: "system",
      label: "Command line",
    });
    expect(await hasAdmin(database.db)).toBe(true);
    expect(await signInAs("ops@falconedge-it.ae", password, "admin")).toMatchObject({ ok: false, status: 401 });

    const token = new URL(setPasswordUrl).searchParams.get("token")!;
    expect(await choosePasswordWithLink(database.deps, { token, password })).toEqual({
      email: "ops@falconedge-it.ae",
      role: "admin",
    });
    expect(await signInAs("ops@falconedge-it.ae", password, "admin")).toMatchObject({ ok: true, role: "admin" });
    expect(await signInAs("ops@falconedge-it.ae", password, "supplier")).toMatchObject({
      ok: false,
      message: authMessages.supplierOnly,
    });
    const entries = await database.db.select().from(auditLog);
    expect(entries.map((entry) => entry.action)).toContain("invite");
  });

  it("cannot take over a supplier's email address", async () => {
    const supplier = await approvedSupplier();
    await expect(
      createAdmin(database.deps, supplier.email, { type: "system", label: "Command line" }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });
});
