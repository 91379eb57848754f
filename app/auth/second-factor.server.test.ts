import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emails, sessions, users } from "~/db/schema";
import { action as adminSecurity, loader as adminSecurityPage } from "~/routes/admin/security";
import { loader as adminDashboard } from "~/routes/admin/dashboard";
import { action as adminLogin } from "~/routes/auth/login";
import { action as supplierLogin } from "~/routes/auth/supplier-login";
import { action as supplierSecurity, loader as supplierSecurityPage } from "~/routes/portal/supplier-security";
import { latestEmail } from "~/testing/emails";
import { TestBrowser, testLoadContext } from "~/testing/route-context";
import { createSupplierAwaitingPayment } from "~/testing/suppliers";
import { codeFor, setUpAuthenticatorAt } from "~/testing/authenticator";
import { testDatabaseFixture } from "~/testing/test-database";
import { choosePasswordWithLink, createAdmin } from "./accounts.server";
import { resetSecondFactor } from "./second-factor.server";
import { failures as englishFailures } from "~/i18n/catalogues/en/failures";
import { failures as arabicFailures } from "~/i18n/catalogues/ar/failures";

const failures = { en: englishFailures, ar: arabicFailures };

const database = testDatabaseFixture();
let context: AppLoadContext;
beforeAll(() => {
  context = testLoadContext(database);
});

const password = "Marina-Crescent-2041";

async function supplierWithPassword() {
  const { email } = await createSupplierAwaitingPayment(database.deps, database.plans[0]!.id, password);
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, userId: user!.id };
}

/** Signs in, sets up an authenticator app on the supplier security page, and returns its secret and backup codes. */
async function supplierWithAuthenticator() {
  const supplier = await supplierWithPassword();
  const browser = new TestBrowser(context);
  expect((await browser.post(supplierLogin, "/supplier-login", { email: supplier.email, password })).status).toBe(302);
  const { started, secret, confirmed } = await setUpAuthenticatorAt(
    browser,
    supplierSecurity,
    "/supplier-dashboard/security",
    password,
  );
  expect(started.body.setup.qrSvg).toMatch(/^<svg/);
  expect(confirmed.status).toBe(302);
  const page = await browser.get(supplierSecurityPage, confirmed.headers.get("location")!);
  return { ...supplier, secret, backupCodes: page.body.outcome.backupCodes as string[], browser };
}

describe("an authenticator app", () => {
  it("is set up with the password and a first code, gives ten backup codes once, and is audited and emailed", async () => {
    const supplier = await supplierWithPassword();
    const browser = new TestBrowser(context);
    await browser.post(supplierLogin, "/supplier-login", { email: supplier.email, password });

    const wrongPassword = await browser.post(supplierSecurity, "/supplier-dashboard/security", {
      intent: "authenticator-start",
      password: "not-my-password-1",
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.password).toEqual(["This is not your current password."]);

    const started = await browser.post(supplierSecurity, "/supplier-dashboard/security", {
      intent: "authenticator-start",
      password,
    });
    const { uri, secret } = started.body.setup;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const wrongCode = await browser.post(supplierSecurity, "/supplier-dashboard/security", {
      intent: "authenticator-confirm",
      uri,
      code: codeFor(secret, 10),
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.setup.secret).toBe(secret); // the QR code is shown again
    // No backup codes exist yet, so the message does not offer them.
    expect(JSON.stringify(wrongCode.body.error)).toContain("Enter the six-digit code your authenticator app shows now");
    expect(JSON.stringify(wrongCode.body.error)).not.toContain("backup");
    const [pending] = await database.db.select().from(users).where(eq(users.id, supplier.userId));
    expect(pending!.twoFactorEnabled).toBe(false);

    const confirmed = await browser.post(supplierSecurity, "/supplier-dashboard/security", {
      intent: "authenticator-confirm",
      uri,
      code: codeFor(secret),
    });
    // The session was replaced: the page loads again with the new one and shows the codes, once.
    expect(confirmed.status).toBe(302);
    const location = confirmed.headers.get("location")!;
    expect(location).toMatch(/^\/supplier-dashboard\/security\?backup-codes=/);
    const shown = await browser.get(supplierSecurityPage, location);
    expect(shown.body.outcome.backupCodes).toHaveLength(10);
    expect(new Set(shown.body.outcome.backupCodes).size).toBe(10);
    expect((await browser.get(supplierSecurityPage, location)).body.outcome.backupCodes).toBeNull();
    const [enabled] = await database.db.select().from(users).where(eq(users.id, supplier.userId));
    expect(enabled!.twoFactorEnabled).toBe(true);
    const alert = await latestEmail(database.db, "security-alert", supplier.email);
    expect(alert.subject).toMatch(/authenticator app now protects/);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, supplier.userId));
    expect(audit.map((entry) => entry.action)).toContain("authenticatorAdded");
    // The session better-auth put in place of the old one is still signed in, and still says how it began.
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, supplier.userId));
    expect(session).toMatchObject({ signInMethod: "password" });
  });

  it("makes sign-in ask for a code: the app's, or a backup code once, and never a wrong one", async () => {
    const supplier = await supplierWithAuthenticator();
    const browser = new TestBrowser(context);
    const first = await browser.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/supplier-login?step=code");
    expect(browser.cookie).not.toMatch(/session_token/);

    const wrong = await browser.post(supplierLogin, "/supplier-login", { intent: "code", code: "000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toEqual([expect.stringMatching(/code is not right/)]);

    const right = await browser.post(supplierLogin, "/supplier-login", {
      intent: "code",
      code: codeFor(supplier.secret),
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toMatch(/^\/payment-required\?email=/);
    expect(browser.cookie).toMatch(/session_token/);

    const withBackup = new TestBrowser(context);
    await withBackup.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
    // Read off paper: one letter case, no look-alikes (0/o, 1/l/i), and taken in capitals too.
    for (const code of supplier.backupCodes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    const backup = supplier.backupCodes[0]!;
    expect(
      (await withBackup.post(supplierLogin, "/supplier-login", { intent: "code", code: backup.toUpperCase() })).status,
    ).toBe(302);
    const methods = await database.db
      .select({ method: sessions.signInMethod })
      .from(sessions)
      .where(eq(sessions.userId, supplier.userId));
    expect(methods.map((row) => row.method).sort()).toEqual(["password", "password+backup-code", "password+code"]);
    expect((await latestEmail(database.db, "security-alert", supplier.email)).subject).toMatch(/backup code was used/);

    const again = new TestBrowser(context);
    await again.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
    expect((await again.post(supplierLogin, "/supplier-login", { intent: "code", code: backup })).status).toBe(401);
  });

  it("takes each code once: the same code cannot sign in a second browser, even at the same moment", async () => {
    const supplier = await supplierWithAuthenticator();
    const signInWith = async (code: string) => {
      const browser = new TestBrowser(context);
      await browser.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
      return browser.post(supplierLogin, "/supplier-login", { intent: "code", code });
    };
    const sessionsNow = async () =>
      (await database.db.select().from(sessions).where(eq(sessions.userId, supplier.userId))).length;
    const before = await sessionsNow();
    const code = codeFor(supplier.secret);
    const [one, two] = await Promise.all([signInWith(code), signInWith(code)]);
    expect([one.status, two.status].sort()).toEqual([302, 401]);
    const refused = one.status === 401 ? one : two;
    expect(refused.body.error[""]).toEqual([failures.en.codeAlreadyUsedAtSignIn]);
    expect(await sessionsNow()).toBe(before + 1);
    expect((await signInWith(code)).status).toBe(401);
  });

  it("pauses codes for 15 minutes after five wrong ones", async () => {
    const supplier = await supplierWithAuthenticator();
    const browser = new TestBrowser(context);
    await browser.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await browser.post(supplierLogin, "/supplier-login", { intent: "code", code: "111111" })).status).toBe(
        401,
      );
    }
    const sixth = await browser.post(supplierLogin, "/supplier-login", {
      intent: "code",
      code: codeFor(supplier.secret, 0),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error[""]).toEqual([expect.stringMatching(/paused for 15 minutes/)]);
    // Signing in again does not get round the pause.
    const again = new TestBrowser(context);
    await again.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
    expect(
      (await again.post(supplierLogin, "/supplier-login", { intent: "code", code: codeFor(supplier.secret, 0) }))
        .status,
    ).toBe(429);
  });

  it("lets a trusted browser skip the code for 30 days", async () => {
    const supplier = await supplierWithAuthenticator();
    const browser = new TestBrowser(context);
    await browser.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
    await browser.post(supplierLogin, "/supplier-login", {
      intent: "code",
      code: codeFor(supplier.secret),
      trustBrowser: "on",
    });
    expect(browser.cookie).toMatch(/trust_device/);
    const next = await browser.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
    expect(next.headers.get("location")).toMatch(/^\/payment-required/);
    const [latest] = await database.db
      .select({ method: sessions.signInMethod })
      .from(sessions)
      .where(and(eq(sessions.userId, supplier.userId), eq(sessions.signInMethod, "password+trusted-browser")));
    expect(latest).toBeDefined();
  });

  it("stops trusting every browser once the second factor is reset", async () => {
    const supplier = await supplierWithAuthenticator();
    const trusted = new TestBrowser(context);
    await trusted.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
    await trusted.post(supplierLogin, "/supplier-login", {
      intent: "code",
      code: codeFor(supplier.secret),
      trustBrowser: "on",
    });
    await resetSecondFactor(database.deps, {
      userId: supplier.userId,
      actor: { type: "system", label: "Command line" },
    });

    // A new app, set up after the reset: the browser trusted with the old one is asked for a code again.
    const owner = new TestBrowser(context);
    await owner.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
    await setUpAuthenticatorAt(owner, supplierSecurity, "/supplier-dashboard/security", password);
    const next = await trusted.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
    expect(next.headers.get("location")).toMatch(/^\/supplier-login\?step=code/);
  });

  it("is turned off only with the password and a code", async () => {
    const supplier = await supplierWithAuthenticator();
    const remove = (fields: Record<string, string>) =>
      supplier.browser.post(supplierSecurity, "/supplier-dashboard/security", {
        intent: "authenticator-remove",
        ...fields,
      });
    expect((await remove({ password, code: "123456" })).status).toBe(400);
    // The password is checked first, so a wrong one does not use up the code.
    const wrongPassword = await remove({ password: "wrong-password-1", code: codeFor(supplier.secret, 0) });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.password).toEqual([failures.en.wrongCurrentPassword]);
    const [still] = await database.db.select().from(users).where(eq(users.id, supplier.userId));
    expect(still!.twoFactorEnabled).toBe(true);
    expect((await remove({ password, code: codeFor(supplier.secret) })).headers.get("location")).toBe(
      "/supplier-dashboard/security?two-factor=off",
    );
    const [off] = await database.db.select().from(users).where(eq(users.id, supplier.userId));
    expect(off!.twoFactorEnabled).toBe(false);
    const sent = await database.db.select().from(emails).where(eq(emails.toAddress, supplier.email));
    expect(sent.map((email) => email.subject)).toContainEqual(expect.stringMatching(/was removed/));
  });

  it("is not a way to guess the password: five wrong ones on the removal form pause it", async () => {
    const supplier = await supplierWithAuthenticator();
    const remove = (secret: string) =>
      supplier.browser.post(supplierSecurity, "/supplier-dashboard/security", {
        intent: "authenticator-remove",
        password: secret,
        code: codeFor(supplier.secret, 0),
      });
    for (let attempt = 1; attempt <= 5; attempt++) expect((await remove(`wrong-password-${attempt}`)).status).toBe(400);
    expect((await remove("wrong-password-6")).status).toBe(429);
    expect((await remove(password)).status).toBe(429);
  });

  it("that is not set up cannot be confirmed, removed or given new codes: a page from another window is told so", async () => {
    const supplier = await supplierWithPassword();
    const browser = new TestBrowser(context);
    await browser.post(supplierLogin, "/supplier-login", { email: supplier.email, password });
    const attempts: Array<Record<string, string> & { intent: string }> = [
      { intent: "authenticator-confirm", uri: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP", code: "123456" },
      { intent: "authenticator-remove", password, code: "123456" },
      { intent: "backup-codes-new", password },
    ];
    for (const fields of attempts) {
      const english = await browser.post(supplierSecurity, "/supplier-dashboard/security", fields);
      expect(english.status, fields.intent).toBe(409);
      expect(english.body.error[""], fields.intent).toEqual([failures.en.authenticatorNotSet]);
      const arabic = await browser.post(supplierSecurity, "/ar/supplier-dashboard/security", fields);
      expect(arabic.status, fields.intent).toBe(409);
      expect(arabic.body.error[""], fields.intent).toEqual([failures.ar.authenticatorNotSet]);
    }
    const [user] = await database.db.select().from(users).where(eq(users.id, supplier.userId));
    expect(user!.twoFactorEnabled).toBe(false);
  });
});

describe("an admin", () => {
  async function adminSignedIn(email: string) {
    const { setPasswordUrl } = await createAdmin(database.deps, email, { type: "system", id: "test", label: "test" });
    await choosePasswordWithLink(database.deps, {
      token: new URL(setPasswordUrl).searchParams.get("token")!,
      password,
    });
    const browser = new TestBrowser(context);
    expect((await browser.post(adminLogin, "/login", { email, password })).headers.get("location")).toBe("/admin");
    return browser;
  }

  it("without a second factor reaches only the page that sets one up, and then everything", async () => {
    const browser = await adminSignedIn("it-lead@falconedge-it.ae");
    const dashboard = await browser.get(adminDashboard, "/admin");
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toBe("/admin/security");
    const dataRequest = await browser.get(adminDashboard, "/admin.data?_routes=routes%2Fadmin%2Fdashboard");
    expect(dataRequest.headers.get("location")).toBe("/admin/security");
    expect((await browser.get(adminSecurityPage, "/admin/security")).status).toBe(200);

    const { secret } = await setUpAuthenticatorAt(browser, adminSecurity, "/admin/security", password);
    expect((await browser.get(adminDashboard, "/admin")).status).toBe(200);

    // An admin must keep one: the app cannot be turned off while it is the only second factor.
    const removal = await browser.post(adminSecurity, "/admin/security", {
      intent: "authenticator-remove",
      password,
      code: codeFor(secret),
    });
    expect(removal.status).toBe(409);
  });
});
