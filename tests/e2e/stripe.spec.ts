import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "./test";
import Stripe from "stripe";
import { startFakeStripe, type FakeStripe } from "../../app/testing/fake-stripe";
import { startJourneyServer, type JourneyServer } from "./journey-server";
import { freePort } from "../../app/testing/server-process";
import { newSupplierOnPaymentPage, signInFirstAdmin } from "./supplier-onboarding";

// Paying with Stripe configured: the page's Stripe.js is a local stand-in (Stripe's servers cannot
// be reached here) and the server talks to a local fake of Stripe's API. What is under test is our
// part: Elements card entry, the PaymentMethod, server-side confirmation, 3-D Secure, the webhook.
test.describe.configure({ mode: "serial" });

const adminEmail = "treasury@falconedge-it.ae";
const password = "Jebel-Ali-Container-9";
const webhookSecret = "whsec_e2e_webhook_secret";
const secretKey = "sk_test_51e2eportal";
const authSecret = "e2e-auth-secret-9f4c2a7d1b6e8f3a0c5d7e9b";
const fakeStripeJs = readFileSync("tests/e2e/fixtures/fake-stripe-js.js", "utf8");
let fake: FakeStripe;
let server: JourneyServer;
let admin: Page;

test.beforeAll(async ({ browser }) => {
  fake = await startFakeStripe();
  server = await startJourneyServer(await freePort(), adminEmail, {
    STRIPE_SECRET_KEY: secretKey,
    AUTH_SECRET: authSecret,
    STRIPE_PUBLISHABLE_KEY: "pk_test_51e2eportal",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
  });
  admin = await signInFirstAdmin(browser, server, adminEmail, password);
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
  await fake?.close();
});

async function supplierOnPaymentPage(browser: Browser, companyName: string) {
  const page = await newSupplierOnPaymentPage({ browser, server, admin, password }, companyName);
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: fakeStripeJs }),
  );
  await page.route("https://api.stripe.com/v1/payment_intents/*/test_authenticate", async (route) => {
    const intentId = new URL(route.request().url()).pathname.split("/")[3]!;
    fake.authenticate(intentId, route.request().postData() === "completed" ? "completed" : "failed");
    await route.fulfill({ contentType: "application/json", body: "{}" });
  });
  return page;
}

async function payWith(page: Page, card: string) {
  await page.getByRole("link", { name: "Proceed to Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Registration Payment" });
  await dialog.getByLabel("Card number (Stripe)").fill(card);
  await dialog.getByRole("button", { name: /^Pay ₹[\d,]+ and Activate Account$/ }).click();
  return dialog;
}

/** Stripe's webhook telling the server a PaymentIntent succeeded, signed with `secret`. */
function deliverSucceeded(intent: object & { id: string }, secret = webhookSecret) {
  const event = JSON.stringify({
    id: `evt_${intent.id}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: intent },
  });
  return fetch(`${server.baseURL}/api/webhooks/stripe`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload: event, secret }),
    },
    body: event,
  });
}

test("a card entered in Stripe Elements activates the account; Stripe's webhook then changes nothing", async ({
  browser,
}) => {
  const page = await supplierOnPaymentPage(browser, "Corniche Cloud Services");
  const email = new URL(page.url()).searchParams.get("email")!;
  await page.getByRole("link", { name: "Proceed to Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Registration Payment" });
  await expect(dialog.getByText("Card details are sent securely to Stripe")).toBeVisible();
  await expect(dialog.getByText(/Test mode/)).toHaveCount(0);
  await expect(dialog.getByLabel("Card number (Stripe)")).toHaveAttribute("data-hide-postal-code", "true");

  await dialog.getByRole("button", { name: "Pay ₹4,100 and Activate Account" }).click();
  await expect(dialog.getByText("Your card number is incomplete.")).toBeVisible();
  await dialog.getByLabel("Card number (Stripe)").fill("4242 4242 4242 4242");
  await dialog.getByRole("button", { name: "Pay ₹4,100 and Activate Account" }).click();
  await expect(dialog.getByText("Payment Successful!")).toBeVisible();
  expect(await page.evaluate(() => (window as any).__stripeCreatedPaymentMethod)).toEqual({
    type: "card",
    billing_details: { name: "Corniche Cloud Services", email },
  });

  const intent = [...fake.intents.values()].at(-1)!;
  expect(intent).toMatchObject({ amount: 410_000, currency: "inr", status: "succeeded" });
  expect((await deliverSucceeded(intent, "whsec_forged")).status).toBe(400);
  const delivered = await deliverSucceeded(intent);
  expect(delivered.status).toBe(200);
  expect(await delivered.json()).toEqual({ received: true, result: "settled" });

  await server.emailTo(email, /Tax invoice/);
  expect(server.smtp.messages.filter((message) => /Tax invoice/.test(message.subject ?? ""))).toHaveLength(1);
  await page.context().close();
});

test("3-D Secure runs in the page and the server confirms; a declined card shows Stripe's message", async ({
  browser,
}) => {
  const page = await supplierOnPaymentPage(browser, "Deira Secure Devices");
  const declined = await payWith(page, "4000 0000 0000 0002");
  await expect(declined.getByText("Payment Failed")).toBeVisible();
  await expect(declined.getByRole("alert")).toHaveText("Your card was declined.");
  await declined.getByRole("link", { name: "Try Again" }).click();
  await page.getByRole("link", { name: "Close" }).click();

  await page.evaluate(() => ((window as any).__stripe3dsAnswer = "failed"));
  const failed = await payWith(page, "4000 0027 6000 3184");
  await expect(failed.getByText("Payment Failed")).toBeVisible();
  await expect(failed.getByRole("alert")).toContainText("unable to authenticate");
  await failed.getByRole("link", { name: "Try Again" }).click();
  await page.getByRole("link", { name: "Close" }).click();

  await page.evaluate(() => ((window as any).__stripe3dsAnswer = "completed"));
  const completed = await payWith(page, "4000 0027 6000 3184");
  await expect(completed.getByText("Payment Successful!")).toBeVisible();
  await completed.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page.getByText("Your subscription is now active. You can visit the supplier dashboard.")).toBeVisible();
  await page.context().close();
});

test("a charge the bank has not decided waits in the dialog, which shows the outcome once Stripe's webhook settles it", async ({
  browser,
}) => {
  const page = await supplierOnPaymentPage(browser, "Karama Payment Systems");
  const charges = fake.intents.size;
  const dialog = await payWith(page, "4000 0000 0000 7726");
  await expect(dialog.getByText("Confirming Your Payment")).toBeVisible();
  await expect(dialog.getByRole("status")).toContainText("Please do not pay again in the meantime.");
  await expect(dialog.getByRole("status")).toContainText("shows the outcome by itself");
  await expect(dialog.getByRole("link", { name: "Try Again" })).toHaveCount(0);
  // Coming back to the page (its address without the payment) shows the same wait, not an offer to pay.
  const pageAddress = new URL(page.url());
  pageAddress.searchParams.delete("payment");
  await page.goto(pageAddress.toString());
  await expect(dialog.getByText("Confirming Your Payment")).toBeVisible();
  await expect(dialog.getByText("Confirming Your Payment")).toBeFocused();

  const intent = [...fake.intents.values()].at(-1)!;
  expect(intent.status).toBe("processing");
  expect((await deliverSucceeded(fake.decide(intent.id))).status).toBe(200);
  // The dialog asks the server again by itself: no reload, no click.
  await expect(dialog.getByText("Payment Successful!")).toBeVisible({ timeout: 15_000 });
  expect(fake.intents.size).toBe(charges + 1);
  await page.context().close();
});

test("no secret reaches the browser: not in the built assets, nor in any page, data or script response", async ({
  browser,
}) => {
  const secrets = [secretKey, webhookSecret, authSecret];
  const files = readdirSync("build/client", { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const text = readFileSync(path.join(file.parentPath, file.name), "latin1");
    for (const secret of secrets) expect(text, file.name).not.toContain(secret);
  }

  const bodies: string[] = [];
  const collect = (page: Page) =>
    page.on("response", async (response) => {
      if (response.url().startsWith(server.baseURL)) bodies.push(await response.text().catch(() => ""));
    });
  const page = await supplierOnPaymentPage(browser, "Secret Keeping Trading");
  collect(page);
  collect(admin);
  await page.reload();
  await page.getByRole("link", { name: "Proceed to Payment" }).click();
  await expect(page.getByLabel("Card number (Stripe)")).toBeVisible();
  for (const path of ["/admin", "/admin/settings", "/admin/payments", "/admin/suppliers", "/admin/emails"]) {
    await admin.goto(path);
  }
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Payments" }).click();
  await expect(admin).toHaveURL(/\/admin\/payments$/);

  expect(bodies.some((body) => body.includes("pk_test_51e2eportal"))).toBe(true);
  expect(bodies.length).toBeGreaterThan(10);
  for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
  await page.context().close();
});
