import { expect, type Browser, type Page } from "@playwright/test";
import { linkIn, type JourneyServer } from "./journey-server";
import { fillRegistration } from "./registration-form";
import { enterAuthenticatorCode, setUpAuthenticator } from "./second-factor";

async function choosePassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm the new password").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page).toHaveURL(/password=set/);
}

export async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

let visitors = 0;

/**
 * A browser context for a new visitor, from an address of its own. A server that trusts its proxy
 * (TRUST_PROXY) counts each visitor's registrations apart, as it would on the internet.
 */
export async function newVisitor(browser: Browser, server: JourneyServer): Promise<Page> {
  visitors += 1;
  const address = `198.51.${100 + Math.floor(visitors / 250)}.${visitors % 250}`;
  const context = await browser.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  return context.newPage();
}

export interface OnboardedSupplier {
  page: Page;
  id: string;
  email: string;
  companyName: string;
}

/** A new supplier, registered, approved by `admin`, with a password, signed in on the payment page. */
export async function onboardSupplier(
  { browser, server, admin, password }: { browser: Browser; server: JourneyServer; admin: Page; password: string },
  companyName: string,
): Promise<OnboardedSupplier> {
  const email = `accounts+${Date.now()}@${companyName.toLowerCase().replace(/\W+/g, "-")}.ae`;
  const page = await newVisitor(browser, server);
  await page.goto("/SupplierRegistration");
  await fillRegistration(page, email, companyName);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { name: /Thank you/ })).toBeVisible();

  await admin.goto("/admin");
  await admin
    .getByRole("region", { name: /Registrations awaiting review/ })
    .getByRole("link", { name: companyName, exact: true })
    .click();
  await admin.waitForURL(/\/admin\/supplier\/[\w-]{36}$/);
  const id = admin.url().split("/").at(-1)!;
  await admin.getByLabel("I have checked the registration and the trade licence.").check();
  await admin.getByRole("button", { name: "Approve registration" }).click();
  await expect(admin.getByRole("button", { name: "Approve registration" })).toHaveCount(0);

  const approval = await server.emailTo(email, /is approved/);
  await page.goto(linkIn(approval.text, `${server.baseURL}/set-password?token=`));
  await choosePassword(page, password);
  await signIn(page, "/supplier-login", email, password);
  await expect(page).toHaveURL(/\/payment-required\?email=/);
  return { page, id, email, companyName };
}

/** As `onboardSupplier`, for a test that needs only the supplier's page. */
export async function newSupplierOnPaymentPage(
  options: { browser: Browser; server: JourneyServer; admin: Page; password: string },
  companyName: string,
): Promise<Page> {
  return (await onboardSupplier(options, companyName)).page;
}

/**
 * The first admin (created from ADMIN_EMAIL at start) sets a password, signs in, is led to set up
 * an authenticator app, and reaches the admin area.
 */
export async function signInFirstAdmin(
  browser: Browser,
  server: JourneyServer,
  adminEmail: string,
  password: string,
): Promise<Page> {
  const admin = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await admin.goto(linkIn(server.output(), `${server.baseURL}/set-password?token=`));
  await choosePassword(admin, password);
  await signIn(admin, "/login", adminEmail, password);
  await expect(admin).toHaveURL(/\/admin\/security$/);
  await setUpAuthenticator(admin, adminEmail, password);
  await admin.goto("/admin");
  await expect(admin).toHaveURL(/\/admin$/);
  return admin;
}

/** An admin who has set up an authenticator app in this run signs in with a password and a code. */
export async function signInAdmin(page: Page, adminEmail: string, password: string) {
  await signIn(page, "/login", adminEmail, password);
  await expect(page).toHaveURL(/\/login\?step=code/);
  await enterAuthenticatorCode(page, adminEmail);
}

/** From the payment page: pays the registration fee and plan with the sandbox's test card. */
export async function payWithTestCard(page: Page) {
  await page.getByRole("link", { name: "Proceed to Payment" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("04/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
}
