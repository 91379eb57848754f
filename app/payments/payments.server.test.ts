import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emails, payments, plans as plansTable, suppliers } from "~/db/schema";
import { reactivateSupplier, suspendSupplier } from "~/suppliers/lifecycle.server";
import { addMonths, DAY } from "~/lib/dates";
import { latestEmail } from "~/testing/emails";
import { createSupplierAwaitingPayment } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import { saveCompanyFacts } from "~/settings/settings.server";
import { defaultCompanyFacts } from "~/settings/company";
import { currentPaymentLink } from "./payment-links.server";
import {
  confirmAuthenticatedPayment,
  fulfilPayment,
  PaymentLinkExpiredError,
  startPayment,
  type PaymentDeps,
} from "./payments.server";
import {
  answerSandboxChallenge,
  createSandboxProvider,
  sandboxCards,
  sandboxMessages,
} from "./providers/sandbox.server";
import { findReceipt } from "./receipts.server";

const database = testDatabaseFixture();
const admin = { type: "admin" as const, id: "admin-1", label: "ops@falconedge-it.ae" };
let deps: PaymentDeps;
const appUrl = "https://www.falconedge-it.ae";
beforeAll(async () => {
  deps = {
    ...database.deps,
    provider: createSandboxProvider({ appUrl, db: database.db }),
  };
});

/** A supplier who has been approved and set a password: awaiting payment. */
async function supplierAwaitingPayment(planIndex = 1) {
  return createSupplierAwaitingPayment(deps, database.plans[planIndex]!.id, "Palm-Jumeirah-Crescent-3");
}

async function pay(supplierId: string, card: string, now = new Date()) {
  const link = await currentPaymentLink(database.db, supplierId, 300, now);
  return startPayment(
    deps,
    { supplierId, linkId: link.id, paymentMethod: card, returnUrl: `${appUrl}/payment-required` },
    now,
  );
}

const supplierRow = async (id: string) => (await database.db.select().from(suppliers).where(eq(suppliers.id, id)))[0]!;

describe("a registration payment in the sandbox", () => {
  it("charges the registration fee plus the plan, activates the supplier and emails the tax invoice", async () => {
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, trn: "100354871200003" });
    const supplier = await supplierAwaitingPayment(1);
    const result = await pay(supplier.id, sandboxCards.succeeds);
    expect(result).toMatchObject({ status: "succeeded", activated: true });

    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({
      kind: "registration",
      planLabel: "Professional",
      planYears: 2,
      registrationFeeMinor: 50_000,
      planAmountMinor: 360_000,
      amountMinor: 410_000,
      currency: "INR",
      provider: "sandbox",
      status: "succeeded",
      // Prices include 5 % VAT by default: ₹4,100 is ₹3,904.76 plus ₹195.24 VAT.
      vatRateBasisPoints: 500,
      vatMinor: 19_524,
      invoiceNumber: 1,
    });
    const after = await supplierRow(supplier.id);
    expect(after).toMatchObject({
      status: "active",
      paymentStatus: "completed",
      paymentAmountMinor: 410_000,
      paymentMethod: "sandbox",
      paymentId: payment!.providerPaymentId,
    });
    expect(after.subscriptionExpiresAt!.getUTCFullYear()).toBe(after.paymentDate!.getUTCFullYear() + 2);

    const receipt = await latestEmail(database.db, "payment-receipt", supplier.email);
    expect(receipt.subject).toBe("Tax invoice INV-000001: ₹4,100 for the Professional plan");
    for (const text of [
      "Professional, 2 years",
      "Registration fee: ₹500",
      "Taxable amount: ₹3,904.76",
      "VAT at 5%: ₹195.24",
      "Total paid: ₹4,100",
      "The amounts above include VAT at 5%.",
      "Issued by: Falcon Edge IT Solutions LLC, Office 1204, Bay Square Building 11, Business Bay, Dubai, TRN 100354871200003",
      `Billed to: ${supplier.companyName}, ${supplier.address}, ${supplier.city}, ${supplier.country}, TRN ${supplier.trn}`,
      `${appUrl}/supplier-dashboard/receipts/${payment!.id}`,
    ]) {
      expect(receipt.text).toContain(text);
    }
    const trail = await database.db.select().from(auditLog).where(eq(auditLog.action, "pay"));
    expect(trail).toEqual([expect.objectContaining({ fromState: "awaiting_payment", toState: "active" })]);
  });

  it("refuses to start on an expired link and charges nothing", async () => {
    const supplier = await supplierAwaitingPayment();
    const issued = new Date(Date.now() - 301_000);
    const link = await currentPaymentLink(database.db, supplier.id, 300, issued);
    await expect(
      startPayment(deps, {
        supplierId: supplier.id,
        linkId: link.id,
        paymentMethod: sandboxCards.succeeds,
        returnUrl: `${appUrl}/payment-required`,
      }),
    ).rejects.toBeInstanceOf(PaymentLinkExpiredError);
    expect(await database.db.select().from(payments)).toHaveLength(0);
  });

  it.each([
    [sandboxCards.declined, sandboxMessages.declined],
    [sandboxCards.insufficientFunds, sandboxMessages.insufficientFunds],
    ["4242424242424241", sandboxMessages.incorrectNumber],
  ])("fails with the provider's message for card %s, and a new attempt can follow", async (card, message) => {
    const supplier = await supplierAwaitingPayment();
    expect(await pay(supplier.id, card)).toMatchObject({ status: "failed", message });
    expect((await supplierRow(supplier.id)).status).toBe("awaiting_payment");
    expect(await pay(supplier.id, sandboxCards.succeeds)).toMatchObject({ status: "succeeded" });
  });

  it("waits for 3-D Secure, then activates when it is completed", async () => {
    const supplier = await supplierAwaitingPayment();
    const started = await pay(supplier.id, sandboxCards.requiresAuthentication);
    expect(started).toMatchObject({ status: "requires_action" });
    if (started.status !== "requires_action") return;
    expect(started.challengeUrl).toBe(`${appUrl}/payment-required/authenticate?payment=${started.paymentId}`);
    expect((await supplierRow(supplier.id)).status).toBe("awaiting_payment");

    const [payment] = await database.db.select().from(payments);
    await answerSandboxChallenge(database.db, payment!.providerPaymentId!, "completed");
    expect(await confirmAuthenticatedPayment(deps, supplier.id, payment!.id)).toMatchObject({ status: "succeeded" });
    expect((await supplierRow(supplier.id)).status).toBe("active");
  });

  it("counts a payment completed while suspended for the state the supplier returns to", async () => {
    const supplier = await supplierAwaitingPayment(0);
    await pay(supplier.id, sandboxCards.requiresAuthentication);
    await suspendSupplier(deps, supplier.id, admin, "Licence under review");
    const [payment] = await database.db.select().from(payments);
    await answerSandboxChallenge(database.db, payment!.providerPaymentId!, "completed");
    expect(await confirmAuthenticatedPayment(deps, supplier.id, payment!.id)).toMatchObject({ status: "succeeded" });

    const suspended = await supplierRow(supplier.id);
    expect(suspended).toMatchObject({ status: "suspended", suspendedFrom: "active", paymentStatus: "completed" });
    expect(suspended.subscriptionExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "pay"));
    expect(entry).toMatchObject({ fromState: "awaiting_payment", toState: "active" });
    expect(entry!.note).toContain("The supplier is suspended; this applies once reactivated.");

    await reactivateSupplier(deps, supplier.id, admin);
    expect(await supplierRow(supplier.id)).toMatchObject({ status: "active", suspendedFrom: null });
  });

  it("refuses a renewal on a retired plan, and one on a plan that is not on offer, with 400 above the form (the dialog has no plan field)", async () => {
    const supplier = await supplierAwaitingPayment(0);
    await pay(supplier.id, sandboxCards.succeeds);
    const { subscriptionExpiresAt, planId } = await supplierRow(supplier.id);
    await database.db.update(plansTable).set({ retiredAt: new Date() }).where(eq(plansTable.id, planId));
    const withinWindow = new Date(subscriptionExpiresAt!.getTime() - 10 * DAY);
    const link = await currentPaymentLink(database.db, supplier.id, 300, withinWindow);
    for (const choice of [undefined, planId, "not-a-plan"]) {
      await expect(
        startPayment(
          deps,
          {
            supplierId: supplier.id,
            linkId: link.id,
            paymentMethod: sandboxCards.succeeds,
            returnUrl: `${appUrl}/payment-required`,
            planId: choice,
          },
          withinWindow,
        ),
      ).rejects.toMatchObject({ status: 400, field: undefined, translation: { key: "planNotOffered" } });
    }
    expect(await database.db.select().from(payments).where(eq(payments.kind, "renewal"))).toEqual([]);
  });

  it("fails when 3-D Secure is failed", async () => {
    const supplier = await supplierAwaitingPayment();
    await pay(supplier.id, sandboxCards.requiresAuthentication);
    const [payment] = await database.db.select().from(payments);
    await answerSandboxChallenge(database.db, payment!.providerPaymentId!, "failed");
    expect(await confirmAuthenticatedPayment(deps, supplier.id, payment!.id)).toEqual({
      status: "failed",
      paymentId: payment!.id,
      message: sandboxMessages.authenticationFailed,
    });
    expect((await supplierRow(supplier.id)).status).toBe("awaiting_payment");
  });

  it("charges once when twenty confirmations arrive at the same time", async () => {
    const supplier = await supplierAwaitingPayment();
    const link = await currentPaymentLink(database.db, supplier.id, 300);
    const attempt = () =>
      startPayment(deps, {
        supplierId: supplier.id,
        linkId: link.id,
        paymentMethod: sandboxCards.succeeds,
        returnUrl: `${appUrl}/payment-required`,
      }).catch((error: unknown) => error);
    await Promise.all(Array.from({ length: 20 }, attempt));
    const charged = await database.db.select().from(payments).where(eq(payments.status, "succeeded"));
    expect(charged).toHaveLength(1);
    expect(await database.db.select().from(emails).where(eq(emails.template, "payment-receipt"))).toHaveLength(1);
  });

  it("fulfils once however often and however concurrently it is asked", async () => {
    const supplier = await supplierAwaitingPayment();
    await pay(supplier.id, sandboxCards.succeeds);
    const [payment] = await database.db.select().from(payments);
    await Promise.all(Array.from({ length: 10 }, () => fulfilPayment(deps, payment!.id)));
    expect(await database.db.select().from(emails).where(eq(emails.template, "payment-receipt"))).toHaveLength(1);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "pay"))).toHaveLength(1);
  });
});

describe("the receipt", () => {
  it("keeps the supplier's and the company's details as they were when the payment was made", async () => {
    const supplier = await supplierAwaitingPayment();
    await pay(supplier.id, sandboxCards.succeeds);
    const [payment] = await database.db.select().from(payments);
    const paidAs = await supplierRow(supplier.id);

    await database.db
      .update(suppliers)
      .set({ companyName: "Renamed Trading FZE", address: "Unit 9, Dubai South", trn: "100999888700003" })
      .where(eq(suppliers.id, supplier.id));
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, legalName: "Falcon Edge Holding LLC" });

    const receipt = (await findReceipt(database.db, payment!.id, supplier.id))!;
    expect(receipt.supplier).toMatchObject({
      companyName: paidAs.companyName,
      contactName: paidAs.contactName,
      email: paidAs.email,
      address: paidAs.address,
      city: paidAs.city,
      country: paidAs.country,
      trn: paidAs.trn,
    });
    expect(receipt.seller.legalName).toBe(defaultCompanyFacts.legalName);
  });
});

describe("renewal", () => {
  it("charges the plan only and extends from the current expiry when it is later than today", async () => {
    const supplier = await supplierAwaitingPayment(0);
    await pay(supplier.id, sandboxCards.succeeds);
    const firstExpiry = (await supplierRow(supplier.id)).subscriptionExpiresAt!;

    const withinWindow = new Date(firstExpiry.getTime() - 30 * DAY);
    expect(await pay(supplier.id, sandboxCards.succeeds, withinWindow)).toMatchObject({ status: "succeeded" });
    const renewal = (await database.db.select().from(payments).where(eq(payments.kind, "renewal")))[0]!;
    expect(renewal).toMatchObject({ registrationFeeMinor: 0, amountMinor: 200_000 });
    expect((await supplierRow(supplier.id)).subscriptionExpiresAt).toEqual(addMonths(firstExpiry, 12));
  });

  it("refuses with a 409 and charges nothing while the subscription is more than 60 days from its end", async () => {
    const supplier = await supplierAwaitingPayment(0);
    await pay(supplier.id, sandboxCards.succeeds);
    const firstExpiry = (await supplierRow(supplier.id)).subscriptionExpiresAt!;
    const charged = await database.db.select().from(payments);

    const outsideWindow = new Date(firstExpiry.getTime() - 61 * DAY);
    const refused = pay(supplier.id, sandboxCards.succeeds, outsideWindow);
    await expect(refused).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/nothing to pay/) });
    expect(await database.db.select().from(payments)).toEqual(charged);
    expect((await supplierRow(supplier.id)).subscriptionExpiresAt).toEqual(firstExpiry);
  });

  it("may choose another plan on offer: it is charged without the fee and becomes the supplier's plan", async () => {
    const supplier = await supplierAwaitingPayment(0);
    await pay(supplier.id, sandboxCards.succeeds);
    const { subscriptionExpiresAt } = await supplierRow(supplier.id);
    const withinWindow = new Date(subscriptionExpiresAt!.getTime() - 10 * DAY);
    const enterprise = database.plans[2]!;

    const link = await currentPaymentLink(database.db, supplier.id, 300, withinWindow);
    const renew = (planId: string) =>
      startPayment(
        deps,
        {
          supplierId: supplier.id,
          linkId: link.id,
          paymentMethod: sandboxCards.succeeds,
          returnUrl: `${appUrl}/payment-required`,
          planId,
        },
        withinWindow,
      );
    await expect(renew("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ status: 400 });
    expect(await renew(enterprise.id)).toMatchObject({ status: "succeeded" });

    const renewal = (await database.db.select().from(payments).where(eq(payments.kind, "renewal")))[0]!;
    expect(renewal).toMatchObject({
      planId: enterprise.id,
      registrationFeeMinor: 0,
      amountMinor: enterprise.amountMinor,
    });
    expect(await supplierRow(supplier.id)).toMatchObject({
      planId: enterprise.id,
      subscriptionExpiresAt: addMonths(subscriptionExpiresAt!, enterprise.years * 12),
    });
  });
});
