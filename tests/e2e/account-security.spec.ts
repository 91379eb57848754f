import { expect, test, type Page } from "./test";
import { freePort } from "../../app/testing/server-process";
import { startJourneyServer, type JourneyServer } from "./journey-server";
import { enterAuthenticatorCode, setUpAuthenticator } from "./second-factor";
import { newVisitor, onboardSupplier, signIn, signInFirstAdmin } from "./supplier-onboarding";

// Signing in with a second factor, as people do it: an authenticator app (codes computed from the
// secret the page shows), backup codes, and passkeys made by Chromium's virtual authenticator.
test.describe.configure({ mode: "serial" });

const adminEmail = "security.ops@falconedge-it.ae";
const adminPassword = "Jumeirah-Lagoon-Pearl-77";
const supplierPassword = "Hatta-Dam-Kayak-2046";

let server: JourneyServer;
let admin: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startJourneyServer(await freePort(), adminEmail, { TRUST_PROXY: "1" }, { hostName: "localhost" });
  admin = await signInFirstAdmin(browser, server, adminEmail, adminPassword);
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
});

/** A passkey authenticator in the page's browser, with a fingerprint reader that always agrees. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test("a supplier turns on an authenticator app, then signs in with a code, with a backup code, and not with a wrong one", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const supplier = await onboardSupplier(
    { browser, server, admin, password: supplierPassword },
    "Mirdif Network Supplies",
  );
  await supplier.page.goto("/supplier-dashboard/security");
  const backupCodes = await setUpAuthenticator(supplier.page, supplier.email, supplierPassword);
  await expect(supplier.page.getByRole("status")).toHaveText("Two-step verification is on.");
  await supplier.page.context().close();

  const withCode = await newVisitor(browser, server);
  await signIn(withCode, "/supplier-login", supplier.email, supplierPassword);
  await expect(withCode).toHaveURL(/\/supplier-login\?step=code/);
  await withCode.getByLabel("Code", { exact: true }).fill("000000");
  await withCode.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(withCode.getByText(/That code is not right/)).toBeVisible();
  await expect(withCode.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await enterAuthenticatorCode(withCode, supplier.email);
  await expect(withCode).toHaveURL(/\/payment-required\?email=/);
  await withCode.context().close();

  const withBackupCode = await newVisitor(browser, server);
  await signIn(withBackupCode, "/supplier-login", supplier.email, supplierPassword);
  await withBackupCode.getByLabel("Code", { exact: true }).fill(backupCodes[0]!);
  await withBackupCode.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(withBackupCode).toHaveURL(/\/payment-required\?email=/);
  await server.emailTo(supplier.email, /A backup code was used/);
  await withBackupCode.context().close();

  // A backup code works once.
  const again = await newVisitor(browser, server);
  await signIn(again, "/supplier-login", supplier.email, supplierPassword);
  await again.getByLabel("Code", { exact: true }).fill(backupCodes[0]!);
  await again.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(again.getByText(/That code is not right/)).toBeVisible();
  await again.context().close();
});

test("a passkey is added with the device's prompt, signs a supplier in, and is removed", async ({ browser }) => {
  test.setTimeout(120_000);
  const supplier = await onboardSupplier({ browser, server, admin, password: supplierPassword }, "Karama Storage Labs");
  const { page } = supplier;
  await addVirtualAuthenticator(page);
  await page.goto("/supplier-dashboard/security");
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("No passkeys yet.")).toBeVisible();
  await passkeys.getByLabel("Name (optional)").fill("Work laptop");
  await passkeys.getByLabel("Your password").fill(supplierPassword);
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByRole("status")).toHaveText("The passkey is added. You can now sign in with it.");
  await expect(passkeys.getByRole("list", { name: "Your passkeys" }).getByRole("listitem")).toHaveCount(1);
  await expect(passkeys.getByRole("listitem").getByText("Work laptop")).toBeVisible();
  await server.emailTo(supplier.email, /A passkey was added/);

  // Signed out, the same device signs in with the passkey alone.
  await page.context().clearCookies();
  await page.goto("/supplier-login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/payment-required\?email=/);
  await page.goto("/supplier-dashboard/security");
  await expect(page.getByText("Signed in with a passkey")).toBeVisible();

  await passkeys.getByText("Remove", { exact: true }).click();
  await passkeys.getByLabel("Your password").first().fill(supplierPassword);
  await passkeys.getByRole("button", { name: "Remove this passkey" }).click();
  await expect(passkeys.getByRole("status")).toHaveText("The passkey is removed.");
  await expect(passkeys.getByText("No passkeys yet.")).toBeVisible();
  await server.emailTo(supplier.email, /A passkey was removed/);
  await page.context().close();
});

test("an admin's passkey is a second factor: it signs in at the admin login", async () => {
  await addVirtualAuthenticator(admin);
  await admin.goto("/admin/security");
  const passkeys = admin.getByRole("region", { name: "Passkeys" });
  await passkeys.getByLabel("Name (optional)").fill("Security key");
  await passkeys.getByLabel("Your password").fill(adminPassword);
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByRole("listitem").getByText("Security key")).toBeVisible();

  await admin.context().clearCookies();
  await admin.goto("/admin/suppliers");
  await expect(admin).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fsuppliers$/);
  await admin.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(admin).toHaveURL(/\/admin\/suppliers$/);
  await expect(admin.getByRole("heading", { name: "Suppliers" })).toBeVisible();
});
