import { desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, passkeys, sessions, users } from "~/db/schema";
import { action as adminSecurity, loader as adminSecurityPage } from "~/routes/admin/security";
import { loader as adminDashboard } from "~/routes/admin/dashboard";
import { action as adminLogin } from "~/routes/auth/login";
import { action as supplierLogin } from "~/routes/auth/supplier-login";
import { action as supplierSecurity, loader as supplierSecurityPage } from "~/routes/portal/supplier-security";
import { latestEmail } from "~/testing/emails";
import { TestBrowser, testLoadContext } from "~/testing/route-context";
import { SoftAuthenticator } from "~/testing/soft-authenticator";
import { createSupplierAwaitingPayment } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import { choosePasswordWithLink, createAdmin } from "./accounts.server";

const database = testDatabaseFixture();
let context: AppLoadContext;
beforeAll(() => {
  context = testLoadContext(database);
});

const password = "Marina-Crescent-2041";
const securityPage = "/supplier-dashboard/security";

async function supplierSignedIn() {
  const { email } = await createSupplierAwaitingPayment(database.deps, database.plans[0]!.id, password);
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const browser = new TestBrowser(context);
  await browser.post(supplierLogin, "/supplier-login", { email, password });
  return { email, userId: user!.id, browser };
}

/** Adds a passkey on a security page as the page's script does: the password, the device's prompt, the answer. */
async function addPasskey(
  browser: TestBrowser,
  device: SoftAuthenticator,
  page: { action: typeof supplierSecurity | typeof adminSecurity; path: string },
  name = "Work laptop",
) {
  const started = await browser.post(page.action, page.path, { intent: "passkey-options", name, password });
  expect(started.status).toBe(200);
  return browser.post(page.action, page.path, {
    intent: "passkey-add",
    name,
    response: JSON.stringify(device.create(started.body.passkeyOptions)),
  });
}

/** Signs in with a passkey at a sign-in page, as its button does. */
async function signInWithPasskey(
  device: SoftAuthenticator,
  login: typeof supplierLogin | typeof adminLogin,
  path: string,
) {
  const browser = new TestBrowser(context);
  const started = await browser.post(login, path, { intent: "passkey-options" });
  expect(started.status).toBe(200);
  const signedIn = await browser.post(login, path, {
    intent: "passkey",
    response: JSON.stringify(device.get(started.body.passkeyOptions)),
  });
  return { browser, signedIn };
}

const device = () => new SoftAuthenticator(context.services.env.APP_URL);

describe("a supplier's passkeys", () => {
  it("are added after the password, named, listed, audited and emailed", async () => {
    const supplier = await supplierSignedIn();
    const phone = device();

    const wrongPassword = await supplier.browser.post(supplierSecurity, securityPage, {
      intent: "passkey-options",
      password: "not-my-password-1",
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.password).toEqual(["This is not your current password."]);
    expect(wrongPassword.body.passkeyOptions).toBeUndefined();

    const added = await addPasskey(supplier.browser, phone, { action: supplierSecurity, path: securityPage });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(`${securityPage}?passkey=added`);

    const page = await supplier.browser.get(supplierSecurityPage, `${securityPage}?passkey=added`);
    expect(page.body.outcome.passkeyAdded).toBe(true);
    expect(page.body.passkeys).toEqual([expect.objectContaining({ name: "Work laptop" })]);
    expect(page.body.secondFactor.passkeys).toBe(1);

    const alert = await latestEmail(database.db, "security-alert", supplier.email);
    expect(alert.subject).toMatch(/A passkey was added to your .* account/);
    const [audit] = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, supplier.userId))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit?.action).toBe("passkeyAdded");
  });

  it("sign the supplier in at the supplier login, and nowhere else", async () => {
    const supplier = await supplierSignedIn();
    const phone = device();
    await addPasskey(supplier.browser, phone, { action: supplierSecurity, path: securityPage });

    const { signedIn } = await signInWithPasskey(phone, supplierLogin, "/supplier-login");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toMatch(/^\/payment-required\?email=/);
    const opened = await database.db
      .select({ method: sessions.signInMethod })
      .from(sessions)
      .where(eq(sessions.userId, supplier.userId));
    expect(opened.map((session) => session.method)).toContain("passkey");

    const atAdminDoor = await signInWithPasskey(phone, adminLogin, "/login");
    expect(atAdminDoor.signedIn.status).toBe(403);
    expect(atAdminDoor.signedIn.body.error[""]).toEqual([
      "This account does not have admin access. Suppliers sign in at the supplier login page.",
    ]);
    expect(await database.db.$count(sessions, eq(sessions.userId, supplier.userId))).toBe(opened.length);
  });

  it("refuse an answer to a challenge this browser was not given, and a passkey that was removed", async () => {
    const supplier = await supplierSignedIn();
    const phone = device();
    await addPasskey(supplier.browser, phone, { action: supplierSecurity, path: securityPage });

    // A challenge handed to another browser cannot be answered from this one.
    const elsewhere = new TestBrowser(context);
    const started = await elsewhere.post(supplierLogin, "/supplier-login", { intent: "passkey-options" });
    const stranger = new TestBrowser(context);
    const replayed = await stranger.post(supplierLogin, "/supplier-login", {
      intent: "passkey",
      response: JSON.stringify(phone.get(started.body.passkeyOptions)),
    });
    expect(replayed.status).toBe(401);
    expect(replayed.body.error[""]).toEqual([
      "Your passkey could not be verified. Please try again, or sign in with your email address and password.",
    ]);

    const notJson = await stranger.post(supplierLogin, "/supplier-login", { intent: "passkey", response: "{oops" });
    expect(notJson.status).toBe(400);

    const [stored] = await database.db.select().from(passkeys).where(eq(passkeys.userId, supplier.userId));
    const removed = await supplier.browser.post(supplierSecurity, securityPage, {
      intent: "passkey-remove",
      passkeyId: stored!.id,
      password,
    });
    expect(removed.body.done).toBe("passkeyRemoved");
    expect((await latestEmail(database.db, "security-alert", supplier.email)).subject).toMatch(/passkey was removed/);
    const afterRemoval = await signInWithPasskey(phone, supplierLogin, "/supplier-login");
    expect(afterRemoval.signedIn.status).toBe(401);
    expect(afterRemoval.signedIn.body.error[""]![0]).toMatch(/not registered for an account here/);
  });

  it("are renamed and removed only by their owner, and removal needs the password", async () => {
    const owner = await supplierSignedIn();
    const other = await supplierSignedIn();
    await addPasskey(owner.browser, device(), { action: supplierSecurity, path: securityPage });
    const [stored] = await database.db.select().from(passkeys).where(eq(passkeys.userId, owner.userId));

    for (const [intent, fields] of [
      ["passkey-rename", { name: "Mine now" }],
      ["passkey-remove", { password }],
    ] as const) {
      const refused = await other.browser.post(supplierSecurity, securityPage, {
        intent,
        passkeyId: stored!.id,
        ...fields,
      });
      expect(refused.status).toBe(404);
    }
    const withoutPassword = await owner.browser.post(supplierSecurity, securityPage, {
      intent: "passkey-remove",
      passkeyId: stored!.id,
      password: "not-my-password-1",
    });
    expect(withoutPassword.status).toBe(400);

    const renamed = await owner.browser.post(supplierSecurity, securityPage, {
      intent: "passkey-rename",
      passkeyId: stored!.id,
      name: "  iPhone 15  ",
    });
    expect(renamed.body.done).toBe("passkeyRenamed");
    const blank = await owner.browser.post(supplierSecurity, securityPage, {
      intent: "passkey-rename",
      passkeyId: stored!.id,
      name: "   ",
    });
    expect(blank.status).toBe(400);
    const [kept] = await database.db.select().from(passkeys).where(eq(passkeys.id, stored!.id));
    expect(kept?.name).toBe("iPhone 15");
  });
});

describe("an admin's passkey", () => {
  async function adminWithPasskeyOnly(email: string) {
    const { setPasswordUrl } = await createAdmin(database.deps, email, { type: "system", id: "test", label: "test" });
    await choosePasswordWithLink(database.deps, {
      token: new URL(setPasswordUrl).searchParams.get("token")!,
      password,
    });
    const browser = new TestBrowser(context);
    await browser.post(adminLogin, "/login", { email, password });
    // Without a second factor the admin reaches only the security page, where a passkey is one.
    const gated = await browser.get(adminDashboard, "/admin");
    expect(gated.headers.get("location")).toBe("/admin/security");
    const security = await browser.get(adminSecurityPage, "/admin/security");
    expect(security.body.secondFactor.any).toBe(false);
    const key = device();
    expect((await addPasskey(browser, key, { action: adminSecurity, path: "/admin/security" })).status).toBe(302);
    return { browser, key };
  }

  it("counts as the second factor: the admin area opens, and the password alone no longer signs in", async () => {
    const email = "passkey.admin@falconedge-it.ae";
    const { browser, key } = await adminWithPasskeyOnly(email);
    expect((await browser.get(adminDashboard, "/admin")).status).toBe(200);

    const passwordOnly = await new TestBrowser(context).post(adminLogin, "/login", { email, password });
    expect(passwordOnly.status).toBe(401);
    expect(passwordOnly.body.error[""]![0]).toMatch(/second factor is a passkey/);
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const before = await database.db.$count(sessions, eq(sessions.userId, admin!.id));

    const { signedIn, browser: withPasskey } = await signInWithPasskey(key, adminLogin, "/login");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin");
    expect((await withPasskey.get(adminDashboard, "/admin")).status).toBe(200);
    expect(await database.db.$count(sessions, eq(sessions.userId, admin!.id))).toBe(before + 1);
  });

  it("cannot be removed while it is the admin's only second factor", async () => {
    const email = "last.passkey@falconedge-it.ae";
    const { browser } = await adminWithPasskeyOnly(email);
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [stored] = await database.db.select().from(passkeys).where(eq(passkeys.userId, admin!.id));
    const refused = await browser.post(adminSecurity, "/admin/security", {
      intent: "passkey-remove",
      passkeyId: stored!.id,
      password,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error[""]![0]).toMatch(/must keep a second factor/);
    expect(await database.db.$count(passkeys, eq(passkeys.userId, admin!.id))).toBe(1);
  });
});
