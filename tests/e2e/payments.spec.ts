import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "./test";
import { pdfText } from "../../app/testing/pdf";
import { charactersStartingLines } from "./line-breaks";
import { startJourneyServer, type JourneyServer } from "./journey-server";
import { freePort } from "../../app/testing/server-process";
import { expectReadableHeader } from "./readable-header";
import { newSupplierOnPaymentPage, signIn, signInFirstAdmin } from "./supplier-onboarding";
import { axe } from "./axe";

// Paying for a supplier account with the sandbox provider, on a server of its own.
// Most tests begin with a supplier's whole onboarding in a browser (register, approve, set a
// password, sign in): 25-45 s on an idle two-core machine, up to twice that on a slow day.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const adminEmail = "finance@falconedge-it.ae";
const password = "Hatta-Dam-Kayak-2030";
let server: JourneyServer;
let admin: Page;

test.beforeAll(async ({ browser }) => {
  // Behind a proxy, as in production: each new supplier registers from an address of its own.
  server = await startJourneyServer(await freePort(), adminEmail, { TRUST_PROXY: "1" });
  admin = await signInFirstAdmin(browser, server, adminEmail, password);
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
});

const supplierOnPaymentPage = (browser: Browser, companyName: string) =>
  newSupplierOnPaymentPage({ browser, server, admin, password }, companyName);

async function payWith(page: Page, card: string) {
  await page.getByRole("link", { name: "Proceed to Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Registration Payment" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Card number").fill(card);
  // Typed as people type it: the slash comes by itself.
  await dialog.getByLabel("Expiry (MM/YY)").pressSequentially("0434");
  await expect(dialog.getByLabel("Expiry (MM/YY)")).toHaveValue("04/34");
  await dialog.getByLabel("Security code (CVC)").fill("123");
  await dialog.getByRole("button", { name: /^Pay ₹[\d,]+ and Activate Account$/ }).click();
  return dialog;
}

test("the payment page shows the spec's texts, the server's countdown and the price", async ({ browser }) => {
  const page = await supplierOnPaymentPage(browser, "Sahara Networks Trading");
  await expect(page.getByRole("heading", { name: "Complete Your Registration" })).toBeVisible();
  await expect(page.getByText(/Payment link expires in\s*0[45]:\d\d/)).toBeVisible();
  await expect(page.getByText("Professional", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "info@falconedge-it.ae" })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByRole("link", { name: "Proceed to Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Registration Payment" });
  await expect(dialog.getByText("Registration fee")).toBeVisible();
  await expect(dialog.getByText("₹500.00", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Subscription (2 years)")).toBeVisible();
  await expect(dialog.getByText("₹4,100.00", { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Test mode: nothing is charged/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Pay ₹4,100 and Activate Account" })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await dialog.getByRole("button", { name: "Pay ₹4,100 and Activate Account" }).click();
  await expect(dialog.getByText("Please enter the card number.")).toBeVisible();

  // A modal dialog: Tab from its last control does not reach the page behind it, and Escape closes it.
  const pay = dialog.getByRole("button", { name: "Pay ₹4,100 and Activate Account" });
  await pay.focus();
  await page.keyboard.press("Tab");
  const focusLeftTheDialog = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return Boolean(focused && focused !== document.body && !focused.closest('[role="dialog"]'));
    });
  expect(await focusLeftTheDialog()).toBe(false);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Proceed to Payment" })).toBeVisible();
  expect(await page.locator("[inert]").count()).toBe(0);
  await page.context().close();
});

test("declined, insufficient funds and a failed 3-D Secure each fail; a completed 3-D Secure activates", async ({
  browser,
}) => {
  const page = await supplierOnPaymentPage(browser, "Oasis Rack Solutions");
  for (const [card, message] of [
    ["4000 0000 0000 0002", "Your card was declined."],
    ["4000 0000 0000 9995", "Your card has insufficient funds."],
  ] as const) {
    const dialog = await payWith(page, card);
    await expect(dialog.getByText("Payment Failed")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText(message);
    await expect(dialog.getByRole("link", { name: "Close" })).toBeVisible();
    await dialog.getByRole("link", { name: "Try Again" }).click();
    await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeVisible();
    await page.getByRole("link", { name: "Close" }).click();
  }

  await payWith(page, "4000 0027 6000 3184");
  await expect(page.getByRole("heading", { name: "Authenticate your payment" })).toBeVisible();
  await expectReadableHeader(page);
  await expect(page.getByText("Test mode · 3-D Secure")).toBeVisible();
  await page.getByRole("button", { name: "Fail authentication" }).click();
  await expect(page.getByText("Payment Failed")).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("unable to authenticate");

  await page.getByRole("link", { name: "Try Again" }).click();
  await page.getByRole("link", { name: "Close" }).click();
  await payWith(page, "4000 0027 6000 3184");
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  await expect(page.getByText("Your Falcon Edge IT Supplier Portal is now active.")).toBeVisible();

  // The dashboard lists each failed attempt with the reason it failed.
  await page.goto("/supplier-dashboard");
  const history = page.getByRole("region", { name: "Payments and tax invoices" });
  await expect(history.getByText("Your card was declined.")).toBeVisible();
  await expect(history.getByText("Your card has insufficient funds.")).toBeVisible();
  await page.context().close();
});

test("a 3-D Secure step left open while the account is paid in another tab ends on the dashboard, not an offer to pay", async ({
  browser,
}) => {
  const page = await supplierOnPaymentPage(browser, "Marina Edge Networks");
  const paymentPage = page.url();
  await payWith(page, "4000 0027 6000 3184");
  await expect(page.getByRole("heading", { name: "Authenticate your payment" })).toBeVisible();

  const otherTab = await page.context().newPage();
  await otherTab.goto(paymentPage);
  const dialog = await payWith(otherTab, "4242 4242 4242 4242");
  await expect(dialog.getByText("Payment Successful!")).toBeVisible();
  await otherTab.close();

  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page).toHaveURL(/\/supplier-dashboard$/);
  await expect(page.getByRole("link", { name: "Proceed to Payment" })).toHaveCount(0);
  await page.context().close();
});

test("a successful card activates the account, emails the tax invoice, and the dialog closes to the notice", async ({
  browser,
}) => {
  const page = await supplierOnPaymentPage(browser, "Khaleej Data Systems");
  const dialog = await payWith(page, "4242 4242 4242 4242");
  await expect(dialog.getByText("Payment Successful!")).toBeVisible();
  await dialog.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page.getByText("Your subscription is now active. You can visit the supplier dashboard.")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const email = new URL(page.url()).searchParams.get("email")!;
  const receipt = await server.emailTo(email, /Tax invoice INV-\d{6}/);
  expect(receipt.text).toContain("VAT at 5%: ₹195.24");
  expect(receipt.text).toContain("Total paid: ₹4,100.00");
  await page.goto(`/payment-required?email=${encodeURIComponent(email)}`);
  await expect(page).toHaveURL(/\/supplier-dashboard$/);
  await expect(page.getByRole("heading", { name: "Khaleej Data Systems" })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText("Professional, 2 years").first()).toBeVisible();
  await expect(page.getByText("₹4,100.00", { exact: true })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "My account" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Tax invoice INV-\d{6}, registration payment of ₹4,100\.00/ }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  const { text } = await pdfText(await readFile(await pdf.path()));
  expect(text).toContain("Khaleej Data Systems");
  expect(text).toContain("Subscription: Professional plan, 2 years");
  expect(text).toContain("Total paid\n₹4,100.00");
  for (const [name, width] of [
    ["desktop", 1280],
    ["phone", 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole("link", { name: /^Tax invoice INV-\d{6}, registration payment/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // A long address wraps before its "@" or a dot, not inside a word.
    for (const start of await charactersStartingLines(page.locator("dd", { hasText: email }))) {
      expect(["@", "."]).toContain(start);
    }
    if (process.env.ADMIN_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.ADMIN_SCREENSHOTS}/supplier-dashboard-${name}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/supplier-login\?signed-out=1$/);
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "My account" })).toHaveCount(0);
  await page.goto("/supplier-dashboard");
  await expect(page).toHaveURL(/\/supplier-login$/);
  await page.context().close();
});

test("the header offers My account only to the supplier whose portal page it is", async () => {
  await admin.goto("/supplier-dashboard");
  await expect(admin.getByRole("heading", { name: "No access" })).toBeVisible();
  const nav = admin.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "My account" })).toHaveCount(0);
});

test("when the countdown reaches zero the link expires, and a new one can be generated", async ({ browser }) => {
  const page = await supplierOnPaymentPage(browser, "Marina Print Supplies");
  await page.clock.install();
  await page.reload();
  const badge = page.getByText(/Payment link expires in/);
  const before = await badge.textContent();
  // Once the page is interactive the countdown ticks; then jump past the link's five minutes.
  await expect(async () => {
    await page.clock.runFor(1000);
    expect(await badge.textContent()).not.toBe(before);
  }).toPass();
  await page.clock.fastForward("05:01");
  await expect(page.getByText("Payment link has expired")).toBeVisible();
  await expect(page.getByText("Please contact support or go back to generate a new payment link.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Payment Link Expired" })).toBeDisabled();
  await page.getByRole("link", { name: "Generate New Payment Link" }).click();
  await expect(page.getByRole("link", { name: "Proceed to Payment" })).toBeVisible();

  // The new link running out while the card form is open says so in the dialog itself.
  await page.getByRole("link", { name: "Proceed to Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Registration Payment" });
  await dialog.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.clock.fastForward("05:01");
  await expect(dialog.getByRole("alert")).toHaveText("Payment link has expired");
  await dialog.getByRole("link", { name: "Generate New Payment Link" }).click();
  await expect(page.getByRole("link", { name: "Proceed to Payment" })).toBeVisible();
  await expect(page.getByText(/Payment link expires in 0[45]:/)).toBeVisible();
  await page.context().close();
});

test("without signing in, or without the email parameter, the page sends you to the supplier login", async ({
  request,
}) => {
  const anonymous = await request.get(`${server.baseURL}/payment-required?email=someone@example.ae`, {
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe("/supplier-login");
});

test("an admin edits the registration fee and the plans, and the registration form shows them", async ({ page }) => {
  await admin.goto("/admin/subscription-settings");
  await expect(admin.getByRole("heading", { name: "Subscription settings" })).toBeVisible();
  expect((await axe(admin).analyze()).violations).toEqual([]);

  await admin.getByLabel("Registration fee").fill("-1");
  await admin.getByRole("button", { name: "Save fee, currency and VAT" }).click();
  await expect(admin.getByText(/Please enter an amount such as 500/)).toBeVisible();
  await admin.getByLabel("Registration fee").fill("750");
  await admin.getByRole("button", { name: "Save fee, currency and VAT" }).click();
  await expect(admin.getByText("Currently ₹750, charged with the first payment only.")).toBeVisible();

  await admin.getByLabel("New plan name").fill("Partner Five");
  await admin.getByLabel("Name in Arabic").last().fill("باقة الشركاء");
  await admin.getByLabel("Years", { exact: true }).last().fill("5");
  await admin.getByLabel("Price", { exact: true }).last().fill("seven");
  await admin.getByRole("button", { name: "Add plan" }).click();
  await expect(admin.getByText(/Please enter an amount such as 500/)).toBeVisible();
  await expect(admin.getByLabel("New plan name")).toHaveValue("Partner Five");
  await admin.getByLabel("Price", { exact: true }).last().fill("7,500");
  await admin.getByRole("button", { name: "Add plan" }).click();
  await expect(admin.getByLabel("Name", { exact: true }).last()).toHaveValue("Partner Five");
  await expect(admin.getByLabel("Name in Arabic").nth(-2)).toHaveValue("باقة الشركاء");
  await expect(admin.getByLabel("New plan name")).toHaveValue("");
  await expect(admin.getByLabel("Price", { exact: true }).last()).toHaveValue("");
  await expect(admin.getByRole("button", { name: "Add plan" })).toBeFocused();
  if (process.env.ADMIN_SCREENSHOTS) {
    for (const width of [1366, 390]) {
      await admin.setViewportSize({ width, height: 900 });
      const path = `${process.env.ADMIN_SCREENSHOTS}/subscription-settings-${width}.png`;
      await admin.screenshot({ path, fullPage: true });
    }
    await admin.setViewportSize({ width: 1280, height: 900 });
  }

  await page.goto(`${server.baseURL}/SupplierRegistration`);
  await expect(page.getByText("Partner Five")).toBeVisible();
  await expect(page.getByText("5 years · ₹7,500")).toBeVisible();
  await expect(page.getByText(/registration fee of ₹750/).first()).toBeVisible();
  await page.goto(`${server.baseURL}/ar/SupplierRegistration`);
  await expect(page.getByText("باقة الشركاء")).toBeVisible();
  await expect(page.getByText("Partner Five")).toHaveCount(0);
  await page.goto(`${server.baseURL}/SupplierRegistration`);

  const retire = admin.getByRole("listitem").filter({ has: admin.locator('input[value="Partner Five"]') });
  await retire.getByRole("button", { name: "Retire" }).click();
  await expect(retire.getByText(/Retired: not offered to new suppliers/)).toBeVisible();
  await page.reload();
  await expect(page.getByText("Partner Five")).toHaveCount(0);

  // The fee goes back to what the other tests of this server expect.
  await admin.getByLabel("Registration fee").fill("500");
  await admin.getByRole("button", { name: "Save fee, currency and VAT" }).click();
  await expect(admin.getByText("Currently ₹500, charged with the first payment only.")).toBeVisible();
});

test("a paid supplier changes the password, sees the signed-in devices and signs out everywhere", async ({
  browser,
}) => {
  const page = await supplierOnPaymentPage(browser, "Creek Side Power Trading");
  const email = new URL(page.url()).searchParams.get("email")!;
  const dialog = await payWith(page, "4242 4242 4242 4242");
  await expect(dialog.getByText("Payment Successful!")).toBeVisible();

  const laptop = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signIn(laptop, "/supplier-login", email, password);
  await expect(laptop).toHaveURL(/\/supplier-dashboard$/);

  await page.goto("/supplier-dashboard");
  await page.getByRole("link", { name: "Password and signed-in devices" }).click();
  await expect(page.getByRole("heading", { name: "Password and devices" })).toBeVisible();
  await expect(page.getByText("This device", { exact: true })).toBeVisible();
  await expect(page.getByText("Signs out this device and 1 other.")).toBeVisible();
  // Each device says when and how it signed in, and from which address.
  await expect(page.getByText(/^Signed in .+ · last used .+$/)).toHaveCount(2);
  await expect(page.getByText("Signed in with a password", { exact: true })).toHaveCount(2);
  await expect(page.getByText(/^Network address: (\d{1,3}\.){3}\d{1,3}$/)).toHaveCount(2);
  expect((await axe(page).analyze()).violations).toEqual([]);
  for (const [width, name] of [
    [1366, "desktop"],
    [390, "phone"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    if (process.env.ADMIN_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.ADMIN_SCREENSHOTS}/security-${name}.png`, fullPage: true });
    }
  }

  const newPassword = "Al-Mamzar-Beach-Kite-5";
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm the new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("This is not your current password.")).toBeVisible();
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm the new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Your other devices have been signed out.")).toBeVisible();
  await expect(page.getByText("Only this device is signed in.", { exact: false })).toBeVisible();
  await laptop.goto("/supplier-dashboard");
  await expect(laptop).toHaveURL(/\/supplier-login$/);
  await server.emailTo(email, /password/i);

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByText("You have been signed out on every device.")).toBeVisible();
  await page.goto("/supplier-dashboard");
  await expect(page).toHaveURL(/\/supplier-login$/);
  await signIn(page, "/supplier-login", email, newPassword);
  await expect(page).toHaveURL(/\/supplier-dashboard$/);
  await laptop.context().close();
  await page.context().close();
});
