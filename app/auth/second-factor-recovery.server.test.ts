import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emails, sessions, suppliers, twoFactors, users } from "~/db/schema";
import { action as adminSecurity } from "~/routes/admin/security";
import { loader as adminDashboard } from "~/routes/admin/dashboard";
import { action as adminSettings } from "~/routes/admin/settings";
import { action as supplierFileAction, loader as supplierFile } from "~/routes/admin/supplier";
import { action as supplierSecurity } from "~/routes/portal/supplier-security";
import { action as adminLogin } from "~/routes/auth/login";
import { action as supplierLogin } from "~/routes/auth/supplier-login";
import { latestEmail, tokenIn } from "~/testing/emails";
import { buildRegistration } from "~/testing/factories";
import { TestBrowser, testLoadContext } from "~/testing/route-context";
import { codeFor, setUpAuthenticatorAt } from "~/testing/authenticator";
import { testDatabaseFixture } from "~/testing/test-database";
import { approveSupplier } from "~/suppliers/lifecycle.server";
import { registerSupplier } from "~/suppliers/registration.server";
import { DomainError } from "~/lib/errors";
import { choosePasswordWithLink, createAdmin } from "./accounts.server";
import { resetSecondFactor, resetSecondFactorByEmail } from "./second-factor.server";

// Issue 23, recovery and alerts: an admin resets another account's second factor (or the server's
// command line does, for the last admin), and an owner hears of a sign-in from a new browser.

const database = testDatabaseFixture();
let context: AppLoadContext;
beforeAll(() => {
  context = testLoadContext(database, "198.51.100.23");
});

const password = "Marina-Crescent-2041";

const idOf = async (email: string) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const alertsTo = (email: string) =>
  database.db
    .select({ subject: emails.subject, text: emails.text })
    .from(emails)
    .where(and(eq(emails.template, "security-alert"), eq(emails.toAddress, email)));

/** An admin who set a password, signed in and set up an authenticator app: signed in, in `browser`. */
async function adminWithAuthenticator(email: string) {
  const { setPasswordUrl } = await createAdmin(database.deps, email, { type: "system", id: "test", label: "test" });
  await choosePasswordWithLink(database.deps, { token: new URL(setPasswordUrl).searchParams.get("token")!, password });
  const browser = new TestBrowser(context);
  expect((await browser.post(adminLogin, "/login", { email, password })).status).toBe(302);
  const { secret, confirmed } = await setUpAuthenticatorAt(browser, adminSecurity, "/admin/security", password);
  // The page loads again with the session better-auth put in place of the old one.
  expect(confirmed.headers.get("location")).toMatch(/^\/admin\/security\?backup-codes=/);
  return { email, userId: await idOf(email), secret, browser };
}

/** The session of `browser`'s admin proved who they are 11 minutes ago: sensitive changes ask again. */
const makeProofOld = (userId: string) =>
  database.db
    .update(sessions)
    .set({ verifiedAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(sessions.userId, userId));

describe("resetting another account's second factor", () => {
  it("is done by another admin after a recent proof: audited, emailed, sessions ended, enrolment again at the next sign-in", async () => {
    const lead = await adminWithAuthenticator("it-lead@falconedge-it.ae");
    const lost = await adminWithAuthenticator("ops@falconedge-it.ae");
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, lost.userId))).not.toHaveLength(0);

    await makeProofOld(lead.userId);
    const reset = { intent: "reset-second-factor", userId: lost.userId };
    const asked = await lead.browser.post(adminSettings, "/admin/settings", reset);
    expect(asked.status).toBe(401);
    expect(asked.body.stepUp.fields).toEqual(expect.arrayContaining([["intent", "reset-second-factor"]]));
    const [untouched] = await database.db.select().from(users).where(eq(users.id, lost.userId));
    expect(untouched!.twoFactorEnabled).toBe(true);

    const wrongProof = await lead.browser.post(adminSettings, "/admin/settings", {
      ...reset,
      stepUpPassword: "nope-1",
    });
    expect(wrongProof.status).toBe(401);

    const done = await lead.browser.post(adminSettings, "/admin/settings", { ...reset, stepUpPassword: password });
    expect(done.status).toBe(200);
    expect(done.body.saved).toMatch(/Second factor reset/);

    const [after] = await database.db.select().from(users).where(eq(users.id, lost.userId));
    expect(after!.twoFactorEnabled).toBe(false);
    expect(await database.db.select().from(twoFactors).where(eq(twoFactors.userId, lost.userId))).toHaveLength(0);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, lost.userId))).toHaveLength(0);
    // The admin who did it stays signed in.
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, lead.userId))).not.toHaveLength(0);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lost.userId), eq(auditLog.action, "secondFactorReset")));
    expect(entry).toMatchObject({ actorType: "admin", actorId: lead.userId, actorLabel: lead.email });
    expect(entry!.note).toMatch(/authenticator app, 0 passkey\(s\) removed, 1 session\(s\) ended/);
    const alert = await latestEmail(database.db, "security-alert", lost.email);
    expect(alert.subject).toMatch(/second factor of your .* account was reset/i);

    // The old browser is signed out; the next sign-in asks for no code and leads to enrolment.
    expect((await lost.browser.get(adminDashboard, "/admin")).headers.get("location")).toMatch(/^\/login/);
    const again = new TestBrowser(context);
    const signedIn = await again.post(adminLogin, "/login", { email: lost.email, password });
    expect(signedIn.headers.get("location")).toBe("/admin");
    expect((await again.get(adminDashboard, "/admin")).headers.get("location")).toBe("/admin/security");
  });

  it("of a supplier is done from their file in the admin area, after a recent proof, and the supplier is emailed", async () => {
    const lead = await adminWithAuthenticator("it-lead@falconedge-it.ae");
    const registration = buildRegistration(database.plans[0]!.id);
    await registerSupplier(database.deps, registration, undefined);
    const [supplier] = await database.db.select().from(suppliers).where(eq(suppliers.email, registration.email));
    const page = `/admin/supplier/${supplier!.id}`;
    const params = { id: supplier!.id };
    // Not yet approved: no sign-in, nothing to show or reset.
    expect((await lead.browser.get(supplierFile, page, params)).body.signInSecurity).toBeNull();

    await approveSupplier(database.deps, supplier!.id, { type: "admin", id: lead.userId, label: lead.email });
    const approval = await latestEmail(database.db, "supplier-approved", registration.email);
    await choosePasswordWithLink(database.deps, { token: tokenIn(approval.text, "/set-password"), password });
    const owner = new TestBrowser(context);
    await owner.post(supplierLogin, "/supplier-login", { email: registration.email, password });
    await setUpAuthenticatorAt(owner, supplierSecurity, "/supplier-dashboard/security", password);
    expect((await lead.browser.get(supplierFile, page, params)).body.signInSecurity).toMatchObject({
      authenticator: true,
      passkeys: 0,
    });

    await makeProofOld(lead.userId);
    const reset = { intent: "resetSecondFactor", confirm: "yes" };
    const asked = await lead.browser.post(supplierFileAction, page, reset, params);
    expect(asked.status).toBe(401);
    const done = await lead.browser.post(supplierFileAction, page, { ...reset, stepUpPassword: password }, params);
    expect(done.body.done).toMatch(/Second factor reset/);

    const ownerId = await idOf(registration.email);
    const [after] = await database.db.select().from(users).where(eq(users.id, ownerId));
    expect(after!.twoFactorEnabled).toBe(false);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, ownerId))).toHaveLength(0);
    expect((await latestEmail(database.db, "security-alert", registration.email)).subject).toMatch(/was reset/);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ownerId), eq(auditLog.action, "secondFactorReset")));
    expect(entry).toMatchObject({ actorType: "admin", actorId: lead.userId });
  });

  it("is refused for one's own account", async () => {
    const lead = await adminWithAuthenticator("it-lead@falconedge-it.ae");
    const own = await lead.browser.post(adminSettings, "/admin/settings", {
      intent: "reset-second-factor",
      userId: lead.userId,
    });
    expect(own.status).toBe(409);
    expect(own.body.error[""]).toEqual([expect.stringMatching(/cannot reset your own second factor/)]);
    await expect(
      resetSecondFactor(database.deps, {
        userId: lead.userId,
        actor: { type: "admin", id: lead.userId, label: lead.email },
      }),
    ).rejects.toBeInstanceOf(DomainError);
    const [still] = await database.db.select().from(users).where(eq(users.id, lead.userId));
    expect(still!.twoFactorEnabled).toBe(true);
  });

  it("is what the command line does for the last admin, by email, and says so; an unknown email changes nothing", async () => {
    const last = await adminWithAuthenticator("only-admin@falconedge-it.ae");
    const reset = await resetSecondFactorByEmail(database.deps, "Only-Admin@FalconEdge-IT.ae ");
    expect(reset).toEqual({
      email: last.email,
      role: "admin",
      authenticatorRemoved: true,
      passkeysRemoved: 0,
      sessionsEnded: 1,
    });
    const [after] = await database.db.select().from(users).where(eq(users.id, last.userId));
    expect(after!.twoFactorEnabled).toBe(false);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, last.userId), eq(auditLog.action, "secondFactorReset")));
    expect(entry).toMatchObject({ actorType: "system", actorLabel: "Command line" });
    expect((await latestEmail(database.db, "security-alert", last.email)).subject).toMatch(/was reset/);

    expect(await resetSecondFactorByEmail(database.deps, "nobody@falconedge-it.ae")).toBeUndefined();
  });
});

describe("a sign-in from a new browser", () => {
  async function supplierWithPassword() {
    const registration = buildRegistration(database.plans[0]!.id);
    await registerSupplier(database.deps, registration, undefined);
    const [supplier] = await database.db.select().from(suppliers).where(eq(suppliers.email, registration.email));
    await approveSupplier(database.deps, supplier!.id, { type: "admin", id: "admin-1", label: "ops@falconedge-it.ae" });
    const approval = await latestEmail(database.db, "supplier-approved", registration.email);
    await choosePasswordWithLink(database.deps, { token: tokenIn(approval.text, "/set-password"), password });
    return registration.email;
  }

  it("emails the owner the browser, system and address; not on the first sign-in, nor again from a known browser", async () => {
    const email = await supplierWithPassword();
    const own = new TestBrowser(context);
    expect((await own.post(supplierLogin, "/supplier-login", { email, password })).status).toBe(302);
    expect(await alertsTo(email)).toHaveLength(0); // the very first sign-in: nothing to warn about
    await own.post(supplierLogin, "/supplier-login", { email, password });
    expect(await alertsTo(email)).toHaveLength(0); // the same browser again

    const other = new TestBrowser(
      context,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    );
    expect((await other.post(supplierLogin, "/supplier-login", { email, password })).status).toBe(302);
    const alerts = await alertsTo(email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toMatch(/New sign-in to your .* account/);
    expect(alerts[0]!.text).toMatch(/Browser: Safari on iOS\. Network address: 198\.51\.100\.23\./);

    await other.post(supplierLogin, "/supplier-login", { email, password });
    await own.post(supplierLogin, "/supplier-login", { email, password });
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it("is noticed after the code step too, for an account with a second factor", async () => {
    const admin = await adminWithAuthenticator("it-lead@falconedge-it.ae");
    const before = (await alertsTo(admin.email)).length;
    const laptop = new TestBrowser(context, "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0");
    expect((await laptop.post(adminLogin, "/login", { email: admin.email, password })).headers.get("location")).toMatch(
      /step=code/,
    );
    expect(await alertsTo(admin.email)).toHaveLength(before); // no session yet, no alert yet
    await laptop.post(adminLogin, "/login", { intent: "code", code: codeFor(admin.secret) });
    const alerts = await alertsTo(admin.email);
    expect(alerts).toHaveLength(before + 1);
    expect(alerts.map((alert) => alert.text)).toContainEqual(expect.stringMatching(/Browser: Firefox on Linux/));
  });
});
