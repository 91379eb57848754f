import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./test";
import { freePort } from "../../app/testing/server-process";
import { createThrowawayDatabase, queryDatabase, type ThrowawayDatabase } from "../../app/testing/throwaway-database";
import { startJourneyServer, type JourneyServer } from "./journey-server";
import { enterAuthenticatorCode } from "./second-factor";
import { signIn, signInFirstAdmin } from "./supplier-onboarding";

// Admin sessions end after 30 minutes without a request, and sensitive changes need a sign-in or a
// proof of identity within 10 minutes (DESIGN §11). Nobody waits: the test moves the session's times
// back in the database, which the test can reach only on PostgreSQL (TEST_DATABASE_URL or
// 127.0.0.1:5432); the embedded database belongs to the server.
test.describe.configure({ mode: "serial" });

const adminEmail = "night-shift@falconedge-it.ae";
const password = "Hatta-Dam-Kayak-Morning-3";
const idleMessage = "You were signed out after 30 minutes without activity. Sign in again.";
let database: ThrowawayDatabase | null;
let server: JourneyServer;
let admin: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  database = await createThrowawayDatabase(undefined, "session_policy");
  test.skip(!database, "PostgreSQL cannot be reached");
  server = await startJourneyServer(await freePort(), adminEmail, {
    DATABASE_URL: database!.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
  });
  admin = await signInFirstAdmin(browser, server, adminEmail, password);
});

test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
  await database?.drop();
});

/** As if the admin's browser had sent nothing for `minutes`. */
async function idleFor(minutes: number) {
  const rows = await queryDatabase<{ id: string }>(
    database!.url,
    `update sessions set updated_at = now() - make_interval(mins => $1)
     where user_id = (select id from users where email = $2) returning id`,
    [minutes, adminEmail],
  );
  expect(rows).toHaveLength(1);
}

const adminSessions = () =>
  queryDatabase<{ sign_in_method: string | null; ip_address: string | null }>(
    database!.url,
    "select sign_in_method, ip_address from sessions where user_id = (select id from users where email = $1)",
    [adminEmail],
  );

test("an admin idle for 31 minutes is signed out", async () => {
  // The session says how it signed in and from where.
  expect(await adminSessions()).toEqual([{ sign_in_method: "password", ip_address: "127.0.0.1" }]);

  // 29 minutes is within the limit.
  await admin.goto("/admin/payments");
  await idleFor(29);
  await admin.reload();
  await expect(admin.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();

  // 31 minutes is not: reloading the page leads to the sign-in page, which says why.
  await idleFor(31);
  await admin.reload();
  await expect(admin).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fpayments&signed-out=idle$/);
  await expect(admin.getByText(idleMessage)).toBeVisible();
  expect(await adminSessions()).toEqual([]);
  // Signing in again leads back to the page.
  await admin.getByLabel("Email").fill(adminEmail);
  await admin.getByLabel("Password").fill(password);
  await admin.getByRole("button", { name: "Sign in", exact: true }).click();
  await enterAuthenticatorCode(admin, adminEmail);
  await expect(admin).toHaveURL(/\/admin\/payments$/);

  // Client-side navigation asks for the next page's data: that request is sent to sign in too.
  await idleFor(31);
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Suppliers" }).first().click();
  await expect(admin).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fsuppliers&signed-out=idle$/);
  await expect(admin.getByText(idleMessage)).toBeVisible();
  await signIn(admin, "/login?redirectTo=%2Fadmin%2Fsuppliers", adminEmail, password);
  await enterAuthenticatorCode(admin, adminEmail);
  await expect(admin).toHaveURL(/\/admin\/suppliers$/);
});

/** The admin stays signed in (and active), but last proved who they are `minutes` ago. */
function proveIdentityMinutesAgo(minutes: number) {
  return queryDatabase(
    database!.url,
    "update sessions set verified_at = now() - make_interval(mins => $2) where user_id = (select id from users where email = $1)",
    [adminEmail, minutes],
  );
}

test("an export after 11 minutes asks for the password, then downloads the file", async () => {
  await admin.goto("/admin/contacts");
  await proveIdentityMinutesAgo(11);
  await admin.getByRole("link", { name: "Export CSV" }).click();
  const prompt = admin.getByRole("region", { name: "Confirm it is you" });
  await expect(prompt).toContainText("Downloading this list needs you to have signed in within the last 10 minutes.");
  await prompt.getByLabel("Your password").fill(password);
  const download = admin.waitForEvent("download");
  await prompt.getByRole("button", { name: "Confirm and download" }).click();
  expect((await download).suggestedFilename()).toMatch(/^contact-messages-.*\.csv$/);
  // The page's loading notice is a status too, while the confirmation revalidates the page.
  await expect(admin.getByRole("status").filter({ hasText: "Confirmed." })).toHaveText(
    "Confirmed. The file is ready to download.",
  );
  await expect(admin.getByRole("link", { name: "Download the file" })).toHaveAttribute("href", "/admin/contacts.csv");
  if (process.env.ADMIN_SCREENSHOTS)
    await admin.screenshot({ path: `${process.env.ADMIN_SCREENSHOTS}/export-confirmed.png` });
});

test("a fee change after 11 idle minutes asks for the password again and then saves", async () => {
  await admin.goto("/admin/subscription-settings");
  await proveIdentityMinutesAgo(11);
  await admin.getByLabel("Registration fee").fill("1,750");
  await admin.getByRole("button", { name: "Save fee, currency and VAT" }).click();
  const prompt = admin.getByRole("region", { name: "Confirm it is you" });
  await expect(prompt).toBeVisible();
  await prompt.getByLabel("Your password").fill("not-the-password-1");
  await prompt.getByRole("button", { name: "Confirm and save" }).click();
  await expect(admin.getByRole("alert")).toHaveText("This is not your current password.");
  await prompt.getByLabel("Your password").fill(password);
  await prompt.getByRole("button", { name: "Confirm and save" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  const [fee] = await queryDatabase<{ value: { registrationFeeMinor: number } }>(
    database!.url,
    "select value from settings where key = 'payments'",
  );
  expect(fee?.value.registrationFeeMinor).toBe(175_000);
});
