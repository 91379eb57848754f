import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { emails, paymentEvents, payments, suppliers } from "~/db/schema";
import { asServed } from "~/http/route-errors.server";
import * as webhookRoute from "~/routes/api/stripe-webhook";
import { fakeCards, startFakeStripe, type FakeStripe } from "~/testing/fake-stripe";
import { testServices, callRoute } from "~/testing/route-context";
import { createSupplierAwaitingPayment } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import { currentPaymentLink } from "./payment-links.server";
import { confirmAuthenticatedPayment, startPayment, type PaymentDeps } from "./payments.server";
import { createStripeProvider } from "./providers/stripe.server";
import { reconcilePayments } from "./reconcile.server";

const database = testDatabaseFixture();
let fake: FakeStripe;
let deps: PaymentDeps;
let planId: string;
const appUrl = "https://www.falconedge-it.ae";
const webhookSecret = "whsec_test_secret_for_signatures";
const stripeEnv = () => ({
  STRIPE_SECRET_KEY: "sk_test_51portal",
  STRIPE_PUBLISHABLE_KEY: "pk_test_51portal",
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_URL: fake.url,
});

beforeAll(async () => {
  fake = await startFakeStripe();
  deps = {
    ...database.deps,
    provider: createStripeProvider({ secretKey: "sk_test_51portal", apiUrl: fake.url, timeoutMs: 400 }),
  };
  planId = database.plans[1]!.id; // Professional: 2 years, ₹3,600
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
});

const supplierAwaitingPayment = () => createSupplierAwaitingPayment(deps, planId, "Dubai-Creek-Harbour-77");

async function pay(supplierId: string, paymentMethod: string) {
  const link = await currentPaymentLink(database.db, supplierId, 300);
  return startPayment(deps, { supplierId, linkId: link.id, paymentMethod, returnUrl: `${appUrl}/payment-required` });
}

const supplierRow = async (id: string) => (await database.db.select().from(suppliers).where(eq(suppliers.id, id)))[0]!;
const receipts = () => database.db.select().from(emails).where(eq(emails.template, "payment-receipt"));
const creates = () =>
  fake.requests.filter((request) => request.method === "POST" && request.path === "/v1/payment_intents");

/** Delivers an event (or a raw body) to POST /api/webhooks/stripe, signed as Stripe signs it (or not). */
async function deliver(event: object | string, sign: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: sign.secret ?? webhookSecret,
    timestamp: sign.timestamp ?? Math.floor(Date.now() / 1000),
  });
  const request = new Request(`${appUrl}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "stripe-signature": signature },
    body: sign.tamper ? payload.replace('"amount":', '"amount":1') : payload,
  });
  const context = { services: testServices(database, stripeEnv()), requestId: "test", cspNonce: "", clientIp: "" };
  return callRoute(asServed(webhookRoute).action, request, context);
}

let eventSequence = 0;
function eventFor(intentId: string, type = "payment_intent.succeeded", changes: Record<string, unknown> = {}) {
  eventSequence += 1;
  return {
    id: `evt_test${eventSequence}`,
    object: "event",
    type,
    data: { object: { ...fake.intents.get(intentId)!, ...changes } },
  };
}

describe("the Stripe provider against Stripe's API", () => {
  it("creates and confirms one PaymentIntent priced by the server, with manual confirmation and an idempotency key", async () => {
    const supplier = await supplierAwaitingPayment();
    const result = await pay(supplier.id, fakeCards.succeeds);
    expect(result).toMatchObject({ status: "succeeded", activated: true });

    const [payment] = await database.db.select().from(payments);
    expect(creates()).toHaveLength(1);
    const [create] = creates();
    expect(create!.authorization).toBe("Bearer sk_test_51portal");
    expect(create!.idempotencyKey).toBe(`charge-${payment!.id}`);
    expect(Object.fromEntries(create!.params)).toMatchObject({
      amount: "410000",
      currency: "inr",
      payment_method: fakeCards.succeeds,
      confirmation_method: "manual",
      confirm: "true",
      "metadata[paymentId]": payment!.id,
      "metadata[supplierEmail]": supplier.email,
    });
    const intentId = [...fake.intents.keys()][0]!;
    expect(payment).toMatchObject({ provider: "stripe", providerPaymentId: intentId, status: "succeeded" });
    expect(await supplierRow(supplier.id)).toMatchObject({
      status: "active",
      paymentStatus: "completed",
      paymentMethod: "stripe",
      paymentId: intentId,
      paymentAmountMinor: 410_000,
    });
    expect(await receipts()).toHaveLength(1);
  });

  it("shows Stripe's own message for a declined card or insufficient funds, and activates nothing", async () => {
    const declined = await supplierAwaitingPayment();
    expect(await pay(declined.id, fakeCards.declined)).toMatchObject({
      status: "failed",
      message: "Your card was declined.",
    });
    const poor = await supplierAwaitingPayment();
    expect(await pay(poor.id, fakeCards.insufficientFunds)).toMatchObject({
      status: "failed",
      message: "Your card has insufficient funds.",
    });
    expect((await supplierRow(declined.id)).status).toBe("awaiting_payment");
    expect((await supplierRow(poor.id)).status).toBe("awaiting_payment");
    expect(await receipts()).toHaveLength(0);
  });

  it("returns 3-D Secure to the browser, then confirms on the server once it is completed", async () => {
    const supplier = await supplierAwaitingPayment();
    const started = await pay(supplier.id, fakeCards.requiresAuthentication);
    expect(started).toMatchObject({ status: "requires_action" });
    const intentId = [...fake.intents.keys()][0]!;
    expect(started.status === "requires_action" && started.clientSecret).toBe(`${intentId}_secret_fake`);
    expect((await supplierRow(supplier.id)).status).toBe("awaiting_payment");

    fake.authenticate(intentId, "completed");
    const confirmed = await confirmAuthenticatedPayment(deps, supplier.id, started.paymentId);
    expect(confirmed).toMatchObject({ status: "succeeded", activated: true });
    expect(fake.requests.some((request) => request.path === `/v1/payment_intents/${intentId}/confirm`)).toBe(true);
    expect((await supplierRow(supplier.id)).status).toBe("active");
  });

  it("fails with the bank's message when 3-D Secure is failed", async () => {
    const supplier = await supplierAwaitingPayment();
    const started = await pay(supplier.id, fakeCards.requiresAuthentication);
    fake.authenticate([...fake.intents.keys()][0]!, "failed");
    expect(await confirmAuthenticatedPayment(deps, supplier.id, started.paymentId)).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/unable to authenticate your payment method/),
    });
    expect((await supplierRow(supplier.id)).status).toBe("awaiting_payment");
  });

  it("gives an unexpected PaymentIntent status the spec's message", async () => {
    const supplier = await supplierAwaitingPayment();
    const started = await pay(supplier.id, fakeCards.requiresAuthentication);
    fake.intents.get([...fake.intents.keys()][0]!)!.status = "canceled";
    expect(await confirmAuthenticatedPayment(deps, supplier.id, started.paymentId)).toMatchObject({
      status: "failed",
      message: "Payment failed. Please try again.",
    });
  });

  it("retries 5xx, 429 and timeouts with the same idempotency key, and makes one PaymentIntent", async () => {
    const supplier = await supplierAwaitingPayment();
    fake.failNext(
      { status: 503, when: "before" },
      { status: 500, when: "after" }, // the PaymentIntent is made, the answer is lost
      { status: 429, when: "before" },
      { hangMs: 1_000 }, // longer than the client's timeout
    );
    expect(await pay(supplier.id, fakeCards.succeeds)).toMatchObject({ status: "succeeded", activated: true });

    const attempts = creates();
    expect(attempts.length).toBe(5);
    expect(new Set(attempts.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(fake.intents.size).toBe(1);
    expect(await receipts()).toHaveLength(1);
  });

  it("gives up on a Stripe that stops answering within the deadline, leaving one PaymentIntent to reconcile", async () => {
    const supplier = await supplierAwaitingPayment();
    const patient = createStripeProvider({
      secretKey: "sk_test_51portal",
      apiUrl: fake.url,
      timeoutMs: 300,
      deadlineMs: 1_500,
    });
    fake.failNext(...Array.from({ length: 3 }, () => ({ hangMs: 10_000, when: "after" as const })));
    const link = await currentPaymentLink(database.db, supplier.id, 300);
    const started = Date.now();
    const outcome = await startPayment(
      { ...deps, provider: patient },
      { supplierId: supplier.id, linkId: link.id, paymentMethod: fakeCards.succeeds, returnUrl: appUrl },
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    // Undecided, not failed: the supplier waits for the outcome instead of paying again.
    const [payment] = await database.db.select().from(payments);
    expect(outcome).toEqual({ status: "processing", paymentId: payment!.id });
    expect(payment).toMatchObject({ status: "processing" });
    // The client's own retries, which may outlive the deadline, all carry the one idempotency key.
    await vi.waitFor(() => expect(creates()).toHaveLength(3), { timeout: 5_000 });
    expect(new Set(creates().map((request) => request.idempotencyKey)).size).toBe(1);
    expect(fake.intents.size).toBe(1);
  });

  it("charges once when twenty confirmations arrive at the same time", async () => {
    const supplier = await supplierAwaitingPayment();
    const link = await currentPaymentLink(database.db, supplier.id, 300);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        startPayment(deps, {
          supplierId: supplier.id,
          linkId: link.id,
          paymentMethod: fakeCards.succeeds,
          returnUrl: appUrl,
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(fake.intents.size).toBe(1);
    expect(await receipts()).toHaveLength(1);
  });

  it("finds a lost charge among the PaymentIntents made since, page after page, and none made before", async () => {
    const supplier = await supplierAwaitingPayment();
    fake.failNext(...Array.from({ length: 3 }, () => ({ status: 500, when: "after" as const })));
    expect(await pay(supplier.id, fakeCards.succeeds)).toMatchObject({ status: "processing" });
    const [payment] = await database.db.select().from(payments);
    // 150 other PaymentIntents made since (other charges on the same account): Stripe lists newest
    // first, a hundred a page, so ours comes on the second page.
    const ours = [...fake.intents.values()][0]!;
    for (let index = 0; index < 150; index += 1) {
      const id = `pi_other${index}`;
      fake.intents.set(id, { ...ours, id, metadata: { paymentId: `other-${index}` } });
    }
    expect(await deps.provider.findCharge(payment!.id, payment!.createdAt)).toEqual({
      status: "succeeded",
      providerPaymentId: ours.id,
    });
    const lists = () =>
      fake.requests.filter((request) => request.method === "GET" && request.path === "/v1/payment_intents");
    expect(lists()).toHaveLength(2);
    // A PaymentIntent made before the payment was recorded (past the clocks' minute) is not looked at.
    const later = new Date(payment!.createdAt.getTime() + 5 * 60_000);
    expect(await deps.provider.findCharge(payment!.id, later)).toBeNull();
  });

  it("settles through the reconciler a charge whose every answer was lost", async () => {
    const supplier = await supplierAwaitingPayment();
    fake.failNext(...Array.from({ length: 3 }, () => ({ status: 500, when: "after" as const })));
    expect(await pay(supplier.id, fakeCards.succeeds)).toMatchObject({ status: "processing" });
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ status: "processing", providerPaymentId: null });
    expect(fake.intents.size).toBe(1);

    const later = new Date(Date.now() + 3 * 60 * 1000);
    expect(await reconcilePayments(deps, later)).toBe(1);
    expect((await supplierRow(supplier.id)).status).toBe("active");
    expect(await receipts()).toHaveLength(1);
  });
});

describe("POST /api/webhooks/stripe", () => {
  async function intentWaitingForWebhook() {
    const supplier = await supplierAwaitingPayment();
    const started = await pay(supplier.id, fakeCards.requiresAuthentication);
    const intentId = [...fake.intents.keys()][0]!;
    fake.authenticate(intentId, "completed");
    fake.intents.get(intentId)!.status = "succeeded";
    return { supplier, paymentId: started.paymentId, intentId };
  }

  it("activates the supplier on payment_intent.succeeded, before the browser comes back", async () => {
    const { supplier, paymentId, intentId } = await intentWaitingForWebhook();
    const response = await deliver(eventFor(intentId));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ received: true, result: "settled" });
    expect((await supplierRow(supplier.id)).status).toBe("active");

    // The browser's return afterwards finds the payment made, and changes nothing.
    expect(await confirmAuthenticatedPayment(deps, supplier.id, paymentId)).toMatchObject({
      status: "succeeded",
      activated: true,
    });
    expect(await receipts()).toHaveLength(1);
  });

  it("refuses a forged, altered or stale signature with 400 and changes nothing", async () => {
    const { supplier, intentId } = await intentWaitingForWebhook();
    const event = eventFor(intentId);
    const refusals = [
      await deliver(event, { secret: "whsec_someone_else" }),
      await deliver(event, { tamper: true }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(JSON.parse(refusal.body).error).toMatch(/signature/);
    }
    expect((await supplierRow(supplier.id)).status).toBe("awaiting_payment");
    expect(await database.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it("refuses a correctly signed body that is not an event with 400, naming what is wrong", async () => {
    for (const body of ["null", "[]", '"payment_intent.succeeded"', "{", '{"id":"evt_1"}']) {
      const refusal = await deliver(body);
      expect(refusal.status, body).toBe(400);
      expect(JSON.parse(refusal.body).error, body).toBe("The signed body is not a Stripe event.");
    }
    expect(await database.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it("gives one activation and one receipt when the same event arrives ten times at once", async () => {
    const { supplier, intentId } = await intentWaitingForWebhook();
    const event = eventFor(intentId);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await receipts()).toHaveLength(1);
    expect(await database.db.select().from(paymentEvents)).toHaveLength(1);
    const history = await database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(history[0]!.status).toBe("active");
    expect(JSON.parse((await deliver(event)).body).result).toBe("duplicate");
  });

  it("keeps a success when an older failure event arrives after it", async () => {
    const { supplier, intentId } = await intentWaitingForWebhook();
    const failed = eventFor(intentId, "payment_intent.payment_failed", {
      status: "requires_payment_method",
      last_payment_error: { message: "Your card was declined." },
    });
    expect((await deliver(eventFor(intentId))).status).toBe(200);
    expect((await deliver(failed)).status).toBe(200);
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ status: "succeeded" });
    expect((await supplierRow(supplier.id)).status).toBe("active");
  });

  it("records a failure event on a payment still waiting", async () => {
    const { supplier, intentId } = await intentWaitingForWebhook();
    const failed = eventFor(intentId, "payment_intent.payment_failed", {
      status: "requires_payment_method",
      last_payment_error: { message: "Your card was declined." },
    });
    expect((await deliver(failed)).status).toBe(200);
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ status: "failed", failureMessage: "Your card was declined." });
    expect((await supplierRow(supplier.id)).status).toBe("awaiting_payment");
  });

  it("does not fulfil an event whose amount differs from the server's price", async () => {
    const { supplier, intentId } = await intentWaitingForWebhook();
    const response = await deliver(eventFor(intentId, "payment_intent.succeeded", { amount: 100 }));
    expect(JSON.parse(response.body).result).toBe("mismatch");
    expect((await supplierRow(supplier.id)).status).toBe("awaiting_payment");
  });

  it("refuses with 400 a signed event that carries no PaymentIntent, and changes nothing", async () => {
    const { supplier, intentId } = await intentWaitingForWebhook();
    const event = eventFor(intentId, "payment_intent.payment_failed");
    const intent = event.data.object;
    for (const changed of [
      { data: null },
      { data: {} },
      { data: { object: { id: "ch_1", object: "charge" } } },
      // Ids no Stripe id looks like: a NUL would reach PostgreSQL, which cannot store it.
      { id: "evt_5\u0000" },
      { data: { object: { ...intent, id: "pi_1\u0000" } } },
    ]) {
      const response = await deliver({ ...event, ...changed });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body).error).toBe("This event does not carry a PaymentIntent.");
    }
    expect((await supplierRow(supplier.id)).status).toBe("awaiting_payment");
    expect(await database.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it("acknowledges event types it does not act on", async () => {
    const { supplier, intentId } = await intentWaitingForWebhook();
    const response = await deliver(eventFor(intentId, "payment_intent.created"));
    expect(JSON.parse(response.body)).toEqual({ received: true, result: "ignored" });
    expect((await supplierRow(supplier.id)).status).toBe("awaiting_payment");
  });
});
