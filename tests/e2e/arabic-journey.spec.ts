import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./test";
import { ar } from "../../app/i18n/catalogues/ar";
import { pdfText } from "../../app/testing/pdf";
import { freePort } from "../../app/testing/server-process";
import { linkIn, startJourneyServer, type JourneyServer } from "./journey-server";
import { newVisitor, signInFirstAdmin } from "./supplier-onboarding";
import { axe } from "./axe";

// The supplier's whole journey in Arabic, on a server of its own: register on the Arabic page, be
// approved (the admin works in English), set a password, sign in, pay with a 3-D Secure card, reach
// the dashboard and download the tax invoice, every page and email in Arabic.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const adminEmail = "ops@falconedge-it.ae";
const password = "Corniche-Road-Abu-Dhabi-77";
let server: JourneyServer;
let admin: Page;

test.beforeAll(async ({ browser }) => {
  server = await startJourneyServer(await freePort(), adminEmail);
  admin = await signInFirstAdmin(browser, server, adminEmail, password);
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
});

/** With ADMIN_SCREENSHOTS set to a folder, each portal page is kept at a desktop's and a phone's width. */
async function keep(page: Page, name: string) {
  const folder = process.env.ADMIN_SCREENSHOTS;
  if (!folder) return;
  const size = page.viewportSize()!;
  for (const [form, width] of [
    ["desktop", 1366],
    ["phone", 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBe(width);
    await page.screenshot({ path: `${folder}/ar-${name}-${form}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const { form, categories, sent } = ar.supplierRegistration;
const { auth, portal } = ar;

async function registerInArabic(page: Page, email: string, companyName: string) {
  await page.goto("/ar/SupplierRegistration");
  await page.getByLabel(form.companyName).fill(companyName);
  await page.getByLabel(form.tradeLicenceNumber).fill("DED-771204");
  await page.getByLabel(form.trn).fill("100345678900003");
  await page.getByLabel(form.yearsInBusiness).fill("12");
  await page.getByLabel(form.country).selectOption({ label: ar.shell.countries.UAE });
  await page.getByLabel(form.city).fill("دبي");
  await page.getByLabel(form.address).fill("مكتب 1203، برج الصقر، شارع الشيخ زايد");
  await page.getByRole("textbox", { name: form.contactName }).fill("سارة المنصوري");
  await page.getByLabel(form.contactRole).fill("مديرة المبيعات");
  await page.getByRole("textbox", { name: form.email }).fill(email);
  await page.getByRole("textbox", { name: form.phone }).fill("+971 4 331 2290");
  await page.getByLabel(categories.networking).check();
  await page.getByLabel(form.brands).fill("Cisco وAruba");
  await page.getByRole("radio").first().check();
  await page
    .getByLabel(form.document)
    .setInputFiles({ name: "رخصة.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%%EOF\n") });
  await page.getByLabel(new RegExp(form.termsLink)).check();
  await page.getByRole("button", { name: form.register, exact: true }).click();
  await expect(page.getByRole("heading", { name: sent.title })).toBeVisible();
}

test("register, be approved, set a password, pay with 3-D Secure and download the invoice, in Arabic", async ({
  browser,
}) => {
  const companyName = "شركة الصقر لحلول الشبكات";
  const email = `sara+${Date.now()}@alsaqr-networks.ae`;
  const page = await newVisitor(browser, server);
  await registerInArabic(page, email, companyName);

  // The admin area stays English and shows the supplier's language and Arabic name as written.
  await admin.goto("/admin");
  await admin
    .getByRole("region", { name: /Registrations awaiting review/ })
    .getByRole("link", { name: companyName, exact: true })
    .click();
  await expect(admin.getByText("Arabic", { exact: true })).toBeVisible();
  await admin.getByLabel("I have checked the registration and the trade licence.").check();
  await admin.getByRole("button", { name: "Approve registration" }).click();
  await expect(admin.getByRole("button", { name: "Approve registration" })).toHaveCount(0);

  // The approval email is in Arabic, and its link opens the Arabic set-password page.
  const approval = await server.emailTo(email, /^اعتُمد تسجيل/);
  await page.goto(linkIn(approval.text, `${server.baseURL}/ar/set-password?token=`));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: auth.setPassword.title })).toBeVisible();
  await page.getByLabel(auth.newPassword, { exact: true }).fill(password);
  await page.getByLabel(auth.confirmPassword).fill("not-the-same-password");
  await page.getByRole("button", { name: auth.setPassword.submit }).click();
  await expect(page.getByText(auth.errors.mismatch)).toBeVisible();
  await keep(page, "set-password");
  await page.getByLabel(auth.confirmPassword).fill(password);
  await page.getByRole("button", { name: auth.setPassword.submit }).click();
  await expect(page).toHaveURL(/\/ar\/supplier-login\?password=set$/);
  await expect(page.getByText(auth.supplierLogin.passwordSet)).toBeVisible();

  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password, { exact: true }).fill("a-wrong-password");
  await page.getByRole("button", { name: auth.signIn, exact: true }).click();
  await expect(page.getByText(ar.failures.invalidCredentials)).toBeVisible();
  await expect(page.getByText(auth.supplierLogin.passwordSet)).toBeHidden();
  // The button stays focusable while the form is on its way, so the focus is where it was.
  await expect(page.getByRole("button", { name: auth.signIn, exact: true })).toBeFocused();
  await keep(page, "supplier-login");
  await page.getByLabel(auth.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: auth.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/payment-required\?email=/);
  await expect(page.getByRole("heading", { name: portal.payment.completeRegistration })).toBeVisible();
  await expect(page.getByText(portal.payment.expiresIn)).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await keep(page, "payment-required");

  await page.getByRole("link", { name: portal.payment.proceed }).click();
  const dialog = page.getByRole("dialog", { name: portal.dialog.registrationTitle });
  await expect(dialog.getByText(portal.dialog.registrationFee)).toBeVisible();
  await dialog.getByRole("button", { name: /^ادفع .+ وفعّل الحساب$/ }).click();
  await expect(dialog.getByText(portal.cardErrors.numberRequired)).toBeVisible();
  await keep(page, "payment-dialog");
  await dialog.getByLabel(portal.dialog.cardNumber).fill("4000 0000 0000 0002");
  await dialog.getByLabel(portal.dialog.expiry).fill("04/34");
  await dialog.getByLabel(portal.dialog.cvc).fill("123");
  await dialog.getByRole("button", { name: /^ادفع .+ وفعّل الحساب$/ }).click();
  await expect(dialog.getByText(portal.dialog.failedTitle)).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveText(ar.failures.cardDeclined);
  await keep(page, "payment-declined");
  await dialog.getByRole("link", { name: portal.dialog.tryAgain }).click();

  await dialog.getByLabel(portal.dialog.cardNumber).fill("4000 0027 6000 3184");
  await dialog.getByLabel(portal.dialog.expiry).fill("04/34");
  await dialog.getByLabel(portal.dialog.cvc).fill("123");
  await dialog.getByRole("button", { name: /^ادفع .+ وفعّل الحساب$/ }).click();
  await expect(page).toHaveURL(/\/ar\/payment-required\/authenticate\?payment=/);
  await expect(page.getByRole("heading", { name: portal.authenticate.title })).toBeVisible();
  await keep(page, "authenticate");
  await page.getByRole("button", { name: portal.authenticate.complete }).click();
  await expect(page.getByText(portal.dialog.successTitle)).toBeVisible();
  await keep(page, "payment-successful");
  await page.getByRole("link", { name: portal.dialog.goToDashboard }).click();
  await expect(page.getByText(portal.payment.active)).toBeVisible();

  await page.getByRole("link", { name: portal.payment.goToDashboard }).click();
  await expect(page).toHaveURL(/\/ar\/supplier-dashboard$/);
  await expect(page.getByRole("heading", { name: companyName })).toBeVisible();
  await expect(page.getByText(portal.status.active, { exact: true })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await keep(page, "dashboard");

  // The receipt email and the PDF tax invoice are in Arabic.
  await server.emailTo(email, /^فاتورة ضريبية/);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /^فاتورة ضريبية INV-\d{6}، دفعة التسجيل/ }).click();
  const { text } = await pdfText(await readFile(await (await download).path()));
  expect(text).toContain("فاتورة ضريبية");
  expect(text).toContain(companyName);
  expect(text).toMatch(/INV-\d{6}/);

  // The profile and the security page, in Arabic too.
  await page.getByRole("link", { name: portal.dashboard.profileLink }).click();
  await expect(page.getByRole("heading", { name: portal.profile.title })).toBeVisible();
  await expect(page.getByLabel(portal.profile.language)).toHaveValue("ar");
  expect((await axe(page).analyze()).violations).toEqual([]);
  await keep(page, "profile");
  await page.getByRole("link", { name: portal.dashboard.title }).click();
  await page.getByRole("link", { name: portal.dashboard.securityLink }).click();
  await expect(page.getByRole("heading", { name: portal.security.title })).toBeVisible();
  await expect(page.getByText(ar.auth.sessions.thisDevice, { exact: true })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await keep(page, "security");
  await page.getByRole("link", { name: portal.dashboard.title }).click();
  await expect(page).toHaveURL(/\/ar\/supplier-dashboard$/);

  // Signing out leads back to the Arabic sign-in page.
  await page.getByRole("button", { name: portal.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/supplier-login\?signed-out=1$/);
  await expect(page.getByText(auth.supplierLogin.signedOut)).toBeVisible();
  await page.context().close();
});
