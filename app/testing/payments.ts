import type { Executor } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { paymentLinks, payments, plans, type PaymentStatus } from "~/db/schema";
import { allocateInvoiceNumber } from "~/payments/invoice-numbers.server";
import { applyVat } from "~/payments/tax";

/**
 * A payment as the database holds it, with its payment link, for the tests of ledgers, receipts and
 * portal pages: priced with 5 % VAT included (the default settings), and a succeeded one fulfilled
 * with the next invoice number.
 */
export async function insertPayment(
  db: Executor,
  supplier: { id: string; planId: string },
  overrides: {
    status?: PaymentStatus;
    amountMinor?: number;
    currency?: string;
    kind?: "registration" | "renewal";
    provider?: "sandbox" | "stripe";
    createdAt?: Date;
    planLabel?: string;
    planLabelAr?: string | null;
    planYears?: number;
  } = {},
) {
  const createdAt = overrides.createdAt ?? new Date();
  // The supplier's plan under the names it has in the catalogue, unless the test names it otherwise.
  const [plan] = await db.select().from(plans).where(eq(plans.id, supplier.planId));
  const [link] = await db
    .insert(paymentLinks)
    .values({ supplierId: supplier.id, expiresAt: new Date(createdAt.getTime() + 300_000), createdAt })
    .returning();
  const amountMinor = overrides.amountMinor ?? 230_000;
  const kind = overrides.kind ?? "registration";
  const status = overrides.status ?? "succeeded";
  const provider = overrides.provider ?? "stripe";
  const [payment] = await db
    .insert(payments)
    .values({
      supplierId: supplier.id,
      linkId: link!.id,
      kind,
      planId: supplier.planId,
      planLabel: overrides.planLabel ?? plan?.label ?? "Standard",
      planLabelAr:
        overrides.planLabelAr !== undefined || overrides.planLabel
          ? (overrides.planLabelAr ?? null)
          : (plan?.labelAr ?? null),
      planYears: overrides.planYears ?? plan?.years ?? 1,
      registrationFeeMinor: kind === "registration" ? 50_000 : 0,
      planAmountMinor: kind === "registration" ? amountMinor - 50_000 : amountMinor,
      amountMinor,
      vatRateBasisPoints: 500,
      vatMinor: applyVat(amountMinor, 500, true).vatMinor,
      invoiceNumber: status === "succeeded" ? await allocateInvoiceNumber(db) : null,
      currency: overrides.currency ?? "INR",
      provider,
      providerPaymentId: `${provider === "stripe" ? "pi" : "sandbox_pi"}_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`,
      status,
      failureMessage: status === "failed" ? "Your card was declined." : null,
      fulfilledAt: status === "succeeded" ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return payment!;
}
