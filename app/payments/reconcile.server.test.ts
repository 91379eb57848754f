import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emails, payments, suppliers } from "~/db/schema";
import { expireSubscriptions, sendRenewalReminders } from "~/suppliers/subscriptions.server";
import { latestEmail } from "~/testing/emails";
import { createSupplierAwaitingPayment } from "~/testing/suppliers";
import { jobQueueFailingOnCall, recordingLogger, testDatabaseFixture } from "~/testing/test-database";
import { currentPaymentLink } from "./payment-links.server";
import { startPayment, type PaymentDeps } from "./payments.server";
import { createSandboxProvider, sandboxCards } from "./providers/sandbox.server";
import { reconcilePayments } from "./reconcile.server";

const database = testDatabaseFixture();
let deps: PaymentDeps;
let planId: string;
const appUrl = "https://www.falconedge-it.ae";
beforeAll(async () => {
  deps = {
    ...database.deps,
    provider: createSandboxProvider({ appUrl, db: database.db }),
  };
  planId = database.plans[0]!.id;
});

async function supplierAwaitingPayment() {
  return createSupplierAwaitingPayment(deps, planId, "Burj-Khalifa-Level-148");
}

const receipts = () => database.db.select().from(emails).where(eq(emails.template, "payment-receipt"));
const statusOf = async (id: string) => (await database.db.select().from(suppliers).where(eq(suppliers.id, id)))[0]!;

describe("reconcilePayments", () => {
  it("activates a supplier whose charge succeeded while saving the records failed, once", async () => {
    const supplier = await supplierAwaitingPayment();
    const link = await currentPaymentLink(database.db, supplier.id, 300);
    const log = recordingLogger();
    const failingDeps = { ...deps, logger: log.logger, jobs: jobQueueFailingOnCall(database.jobs, 1) };
    const result = await startPayment(failingDeps, {
      supplierId: supplier.id,
      linkId: link.id,
      paymentMethod: sandboxCards.succeeds,
      returnUrl: appUrl,
    });
    expect(result).toMatchObject({ status: "succeeded", activated: false });
    // Not swallowed: logged as an error with what failed and the ids to look it up by.
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        paymentId: result.paymentId,
        supplierId: supplier.id,
        err: expect.objectContaining({ message: "job queue unavailable" }),
      }),
    );
    expect((await statusOf(supplier.id)).status).toBe("awaiting_payment");

    expect(await reconcilePayments(deps)).toBe(1);
    expect(await reconcilePayments(deps)).toBe(0);
    expect((await statusOf(supplier.id)).status).toBe("active");
    expect(await receipts()).toHaveLength(1);
  });

  it("fails a charge interrupted before the provider answered, so the supplier can pay again", async () => {
    const supplier = await supplierAwaitingPayment();
    const link = await currentPaymentLink(database.db, supplier.id, 300);
    const [stuck] = await database.db
      .insert(payments)
      .values({
        supplierId: supplier.id,
        linkId: link.id,
        kind: "registration",
        planId,
        planLabel: "Standard",
        planYears: 1,
        registrationFeeMinor: 50_000,
        planAmountMinor: 200_000,
        amountMinor: 250_000,
        vatRateBasisPoints: 500,
        vatMinor: 11_905,
        currency: "INR",
        provider: "sandbox",
        updatedAt: new Date(Date.now() - 5 * 60 * 1000),
      })
      .returning();
    expect(await reconcilePayments(deps)).toBe(1);
    const [after] = await database.db.select().from(payments).where(eq(payments.id, stuck!.id));
    expect(after).toMatchObject({ status: "failed" });
    expect((await statusOf(supplier.id)).status).toBe("awaiting_payment");
  });
});

describe("subscriptions over time", () => {
  it("reminds 30, 7 and 1 days before expiry, once each, then expires the subscription", async () => {
    const supplier = await supplierAwaitingPayment();
    const link = await currentPaymentLink(database.db, supplier.id, 300);
    await startPayment(deps, {
      supplierId: supplier.id,
      linkId: link.id,
      paymentMethod: sandboxCards.succeeds,
      returnUrl: appUrl,
    });
    const expiresAt = (await statusOf(supplier.id)).subscriptionExpiresAt!;
    const daysBefore = (days: number) => new Date(expiresAt.getTime() - days * 24 * 60 * 60 * 1000);

    expect(await sendRenewalReminders(deps, daysBefore(45))).toBe(0);
    expect(await sendRenewalReminders(deps, daysBefore(29.5))).toBe(1);
    expect(await sendRenewalReminders(deps, daysBefore(29))).toBe(0);
    expect(await sendRenewalReminders(deps, daysBefore(6.5))).toBe(1);
    expect(await sendRenewalReminders(deps, daysBefore(0.5))).toBe(1);
    const reminders = await database.db.select().from(emails).where(eq(emails.template, "renewal-reminder"));
    expect(reminders.map((email) => email.subject)).toEqual([
      expect.stringContaining("expires in 30 days"),
      expect.stringContaining("expires in 7 days"),
      expect.stringContaining("expires tomorrow"),
    ]);

    expect(await expireSubscriptions(deps, daysBefore(0.1))).toBe(0);
    expect(await expireSubscriptions(deps, new Date(expiresAt.getTime() + 1000))).toBe(1);
    expect((await statusOf(supplier.id)).status).toBe("expired");
    await latestEmail(database.db, "subscription-expired", supplier.email);
  });
});
