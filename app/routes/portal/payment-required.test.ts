import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { payments, suppliers } from "~/db/schema";
import { catalogueFor } from "~/i18n/catalogues.server";
import { asServed } from "~/http/route-errors.server";
import { currentPaymentLink } from "~/payments/payment-links.server";
import { sandboxCards } from "~/payments/providers/sandbox.server";
import { sessionCookie, testLoadContext, testServices, callRoute } from "~/testing/route-context";
import { insertPayment } from "~/testing/payments";
import { createSupplierAwaitingPayment } from "~/testing/suppliers";
import { fakeCards, startFakeStripe } from "~/testing/fake-stripe";
import { testDatabaseFixture } from "~/testing/test-database";
import { action, loader } from "./payment-required";
import * as statusRoute from "./payment-status";
import { loader as dashboardLoader } from "./supplier-dashboard";

const database = testDatabaseFixture();
// As the server runs it: a refusal it throws is answered with its status and words.
const { loader: statusLoader } = asServed(statusRoute);
const appUrl = "https://www.falconedge-it.ae";
const password = "Al-Seef-Heritage-88";

let context: () => AppLoadContext = () => testLoadContext(database);
const call = (handler: (args: never) => unknown, request: Request) => callRoute(handler, request, context());

/** A supplier on the Enterprise plan, awaiting payment, signed in: its id, email and cookie. */
async function signedInSupplier() {
  const row = await createSupplierAwaitingPayment(database.deps, database.plans[2]!.id, password);
  return { id: row.id, email: row.email, cookie: await sessionCookie(context(), row.email, password) };
}

const page = (email: string, cookie?: string) =>
  new Request(`${appUrl}/payment-required?email=${encodeURIComponent(email)}`, {
    headers: cookie ? { cookie } : {},
  });

const payForm = (cookie: string, email: string, fields: Record<string, string>) =>
  new Request(`${appUrl}/payment-required?email=${encodeURIComponent(email)}`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ cardholder: "Gulf Components", expiry: "04/34", cvc: "123", ...fields }),
  });

/** The payment form sent on the supplier's current link: the cardholder, expiry and CVC unless given. */
async function pay(supplier: { id: string; email: string; cookie: string }, fields: Record<string, string>) {
  const link = await currentPaymentLink(database.db, supplier.id, 300);
  return call(action, payForm(supplier.cookie, supplier.email, { linkId: link.id, ...fields }));
}

describe("/payment-required", () => {
  it("sends a visitor who is not signed in, or has no email parameter, to the supplier login", async () => {
    const supplier = await signedInSupplier();
    for (const request of [
      page(supplier.email),
      new Request(`${appUrl}/payment-required`, { headers: { cookie: supplier.cookie } }),
    ]) {
      const result = await call(loader, request);
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/supplier-login");
    }
  });

  it("prices on the server and ignores any amount or plan the browser sends", async () => {
    const supplier = await signedInSupplier();
    const result = await pay(supplier, {
      cardNumber: sandboxCards.succeeds,
      amountMinor: "100",
      planId: database.plans[0]!.id,
      total: "1",
    });
    expect(result.status).toBe(302);
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ planLabel: "Enterprise", amountMinor: 50_000 + 500_000, status: "succeeded" });
  });

  it("names the plan in the page's language, and keeps both names with the payment", async () => {
    const supplier = await signedInSupplier();
    const arabicPage = new Request(`${appUrl}/ar/payment-required?email=${encodeURIComponent(supplier.email)}`, {
      headers: { cookie: supplier.cookie },
    });
    expect((await call(loader, arabicPage)).body.quote.planLabel).toBe("خطة المؤسسات");
    expect((await call(loader, page(supplier.email, supplier.cookie))).body.quote.planLabel).toBe("Enterprise");

    await pay(supplier, { cardNumber: sandboxCards.succeeds });
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ planLabel: "Enterprise", planLabelAr: "خطة المؤسسات" });
  });

  it("refuses to start a payment on an expired link", async () => {
    const supplier = await signedInSupplier();
    const link = await currentPaymentLink(database.db, supplier.id, 300, new Date(Date.now() - 301_000));
    const result = await call(
      action,
      payForm(supplier.cookie, supplier.email, { linkId: link.id, cardNumber: sandboxCards.succeeds }),
    );
    expect(result.status).toBe(410);
    expect(result.body.error[""]).toEqual(["Payment link has expired"]);
    // Which failure it was, for the dialog's advice (a new link, not another card).
    expect(result.body.failure).toBe("paymentLinkExpired");
    expect(await database.db.select().from(payments)).toHaveLength(0);
  });

  it("shows a refused card in the page's language, saying which refusal it was", async () => {
    const supplier = await signedInSupplier();
    await pay(supplier, { cardNumber: sandboxCards.declined });
    const [payment] = await database.db.select().from(payments);
    const result = new Request(
      `${appUrl}/ar/payment-required?email=${encodeURIComponent(supplier.email)}&payment=${payment!.id}`,
      { headers: { cookie: supplier.cookie } },
    );
    expect((await call(loader, result)).body.payment).toMatchObject({
      status: "failed",
      message: catalogueFor("ar").failures.cardDeclined,
      failure: "cardDeclined",
    });
  });

  it("refuses a mistyped card number in the form, before any payment is made, and reads Arabic digits", async () => {
    const supplier = await signedInSupplier();
    const mistyped = await pay(supplier, { cardNumber: "4242 4242 4242 4241" });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.error.cardNumber).toEqual([
      "This card number is not valid. Please check the digits and try again.",
    ]);
    expect(await database.db.select().from(payments)).toHaveLength(0);

    const arabicDigits = await pay(supplier, { cardNumber: "٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢", expiry: "٠٤/٣٤", cvc: "١٢٣" });
    expect(arabicDigits.status).toBe(302);
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ status: "succeeded" });
  });

  it("sends a supplier who has paid to the dashboard", async () => {
    const supplier = await signedInSupplier();
    await pay(supplier, { cardNumber: sandboxCards.succeeds });
    const result = await call(loader, page(supplier.email, supplier.cookie));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/supplier-dashboard");
  });
});

describe("a charge the card processor has not decided", () => {
  /** A payment left `processing`, as when the provider's answer is still to come. */
  const undecided = (supplier: { id: string }) =>
    insertPayment(
      database.db,
      { id: supplier.id, planId: database.plans[2]!.id },
      { status: "processing", provider: "sandbox" },
    );
  const status = (paymentId: string, cookie?: string) =>
    call(
      statusLoader,
      new Request(`${appUrl}/payment-required/status?payment=${paymentId}`, { headers: cookie ? { cookie } : {} }),
    );

  it("is what the payment page shows, with or without the payment in its address", async () => {
    const supplier = await signedInSupplier();
    const payment = await undecided(supplier);
    const shown = await call(loader, page(supplier.email, supplier.cookie));
    expect(shown.body.payment).toMatchObject({ id: payment.id, status: "processing" });
  });

  it("has a status the supplier's page can ask for, and no other supplier or visitor can", async () => {
    const supplier = await signedInSupplier();
    const payment = await undecided(supplier);
    const own = await status(payment.id, supplier.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(own.body)).toEqual({ status: "processing" });

    const other = await signedInSupplier();
    const foreign = await status(payment.id, other.cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.body).not.toContain("processing");
    expect((await status("not-a-payment", supplier.cookie)).status).toBe(404);

    const visitor = await status(payment.id);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/supplier-login");
  });
});

describe("/supplier-dashboard", () => {
  it("sends a visitor who is not signed in to the login, and an unpaid supplier to the payment page", async () => {
    const anonymous = await call(dashboardLoader, new Request(`${appUrl}/supplier-dashboard`));
    expect(anonymous.headers.get("Location")).toBe("/supplier-login");
    const supplier = await signedInSupplier();
    const unpaid = await call(
      dashboardLoader,
      new Request(`${appUrl}/supplier-dashboard`, { headers: { cookie: supplier.cookie } }),
    );
    expect(unpaid.headers.get("Location")).toBe(`/payment-required?email=${encodeURIComponent(supplier.email)}`);
  });

  it("shows a paid supplier their own subscription, payments and emails, never another supplier's", async () => {
    const other = await signedInSupplier();
    const supplier = await signedInSupplier();
    await pay(supplier, { cardNumber: sandboxCards.succeeds });
    const result = await call(
      dashboardLoader,
      new Request(`${appUrl}/supplier-dashboard`, { headers: { cookie: supplier.cookie } }),
    );
    expect(result.body).toMatchObject({
      status: "active",
      plan: { label: "Enterprise", years: 3 },
      canRenew: false,
      payments: [expect.objectContaining({ kind: "registration", amount: "₹5,500.00", status: "succeeded" })],
    });
    const subjects = result.body.notifications.map((notification: { subject: string }) => notification.subject);
    expect(subjects).toEqual([
      expect.stringMatching(/Tax invoice/),
      expect.stringMatching(/is approved/),
      expect.stringMatching(/registration/i),
    ]);
    expect(JSON.stringify(result.body)).not.toContain(other.email);
  });
});

describe("/payment-required with Stripe", () => {
  const stripeContext = async () => {
    const fake = await startFakeStripe();
    const services = testServices(database, {
      STRIPE_SECRET_KEY: "sk_test_51portal",
      STRIPE_PUBLISHABLE_KEY: "pk_test_51portal",
      STRIPE_WEBHOOK_SECRET: "whsec_portal",
      STRIPE_API_URL: fake.url,
    });
    context = () => ({ services, requestId: "test", cspNonce: "", clientIp: "203.0.113.7" });
    return fake;
  };
  const post = (supplier: { email: string; cookie: string }, fields: Record<string, string>) =>
    new Request(`${appUrl}/payment-required?email=${encodeURIComponent(supplier.email)}&step=pay`, {
      method: "POST",
      headers: { cookie: supplier.cookie },
      body: new URLSearchParams(fields),
    });

  it("gives the page the publishable key only, and pays with the PaymentMethod made by Stripe.js", async () => {
    const fake = await stripeContext();
    try {
      const supplier = await signedInSupplier();
      const page = await call(loader, post(supplier, {}));
      expect(page.body).toMatchObject({ stripePublishableKey: "pk_test_51portal", testMode: false });
      expect(JSON.stringify(page.body)).not.toMatch(/sk_test|whsec/);

      const paid = await call(
        action,
        post(supplier, { linkId: page.body.link.id, paymentMethodId: fakeCards.succeeds }),
      );
      expect(paid.status).toBe(302);
      expect(paid.headers.get("Location")).toMatch(/&payment=[0-9a-f-]{36}$/);
      expect((await database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id)))[0]!.status).toBe(
        "active",
      );
    } finally {
      context = () => testLoadContext(database);
      await fake.close();
    }
  });

  it("hands 3-D Secure to the browser with the client secret, then confirms on the server", async () => {
    const fake = await stripeContext();
    try {
      const supplier = await signedInSupplier();
      const link = await currentPaymentLink(database.db, supplier.id, 300);
      const started = await call(
        action,
        post(supplier, { linkId: link.id, paymentMethodId: fakeCards.requiresAuthentication }),
      );
      const intentId = [...fake.intents.keys()][0]!;
      expect(started.status).toBe(200);
      expect(started.body.authenticate).toEqual({
        paymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        clientSecret: `${intentId}_secret_fake`,
      });

      fake.authenticate(intentId, "completed");
      const confirmed = await call(
        action,
        post(supplier, { intent: "confirm", paymentId: started.body.authenticate.paymentId }),
      );
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get("Location")).toContain(`&payment=${started.body.authenticate.paymentId}`);
      const [payment] = await database.db.select().from(payments);
      expect(payment).toMatchObject({ status: "succeeded", providerPaymentId: intentId });
    } finally {
      context = () => testLoadContext(database);
      await fake.close();
    }
  });

  it("sends a charge Stripe did not answer to the payment's page, which waits for its outcome", async () => {
    const fake = await stripeContext();
    try {
      const supplier = await signedInSupplier();
      const link = await currentPaymentLink(database.db, supplier.id, 300);
      // Stripe makes the PaymentIntent; its answer, and the answers to both retries, are lost.
      fake.failNext(...Array.from({ length: 3 }, () => ({ status: 500, when: "after" as const })));
      const started = await call(action, post(supplier, { linkId: link.id, paymentMethodId: fakeCards.succeeds }));
      const [payment] = await database.db.select().from(payments);
      expect(payment).toMatchObject({ status: "processing", providerPaymentId: null });
      expect(started.status).toBe(302);
      expect(started.headers.get("Location")).toBe(
        `/payment-required?email=${encodeURIComponent(supplier.email)}&payment=${payment!.id}`,
      );
      const page = new Request(`${appUrl}${started.headers.get("Location")}`, { headers: { cookie: supplier.cookie } });
      expect((await call(loader, page)).body.payment).toMatchObject({ id: payment!.id, status: "processing" });
      expect(fake.intents.size).toBe(1);
    } finally {
      context = () => testLoadContext(database);
      await fake.close();
    }
  });

  it("refuses a malformed PaymentMethod or another supplier's payment with a clear message", async () => {
    const fake = await stripeContext();
    try {
      const supplier = await signedInSupplier();
      const link = await currentPaymentLink(database.db, supplier.id, 300);
      const malformed = await call(action, post(supplier, { linkId: link.id, paymentMethodId: "4242424242424242" }));
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.paymentMethodId).toEqual(["Please enter your card details again."]);

      const other = await signedInSupplier();
      const otherLink = await currentPaymentLink(database.db, other.id, 300);
      const othersPayment = await call(
        action,
        post(other, { linkId: otherLink.id, paymentMethodId: fakeCards.requiresAuthentication }),
      );
      const stolen = await call(
        action,
        post(supplier, { intent: "confirm", paymentId: othersPayment.body.authenticate.paymentId }),
      );
      expect(stolen.status).toBe(409);
      expect(fake.requests.filter((request) => request.path.endsWith("/confirm"))).toHaveLength(0);
    } finally {
      context = () => testLoadContext(database);
      await fake.close();
    }
  });
});
