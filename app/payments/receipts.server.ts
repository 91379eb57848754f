import { and, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { payments, suppliers, type ReceiptParties } from "~/db/schema";
import { dubaiDate } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import { getCompanyFacts } from "~/settings/settings.server";
import type { CompanyFacts } from "~/settings/company";

/** Everything printed on one payment receipt. */
export interface Receipt {
  number: string;
  paidAt: Date;
  kind: "registration" | "renewal";
  seller: CompanyFacts;
  supplier: ReceiptParties["billedTo"];
  plan: { label: string; years: number };
  currency: string;
  registrationFeeMinor: number;
  planAmountMinor: number;
  totalMinor: number;
  provider: "sandbox" | "stripe";
  providerPaymentId: string;
}

/**
 * The receipt of a successful payment. With `supplierId`, only that supplier's own payment is found:
 * another supplier's id, a failed payment or a malformed id all find nothing.
 */
export async function findReceipt(
  db: Executor,
  paymentId: string | undefined,
  supplierId?: string,
): Promise<Receipt | undefined> {
  if (!isUuid(paymentId)) return undefined;
  const [row] = await db
    .select({ payment: payments, supplier: suppliers })
    .from(payments)
    .innerJoin(suppliers, eq(suppliers.id, payments.supplierId))
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, "succeeded"),
        supplierId ? eq(payments.supplierId, supplierId) : undefined,
      ),
    );
  if (!row) return undefined;
  const { payment, supplier } = row;
  const paidAt = payment.fulfilledAt ?? payment.updatedAt;
  return {
    number: receiptNumber(payment.id, paidAt),
    paidAt,
    kind: payment.kind,
    // As they stood when the payment was fulfilled; today's details only for a payment fulfilled
    // before the details were kept with it.
    seller: payment.receiptParties?.seller ?? (await getCompanyFacts(db)),
    supplier: payment.receiptParties?.billedTo ?? supplier,
    plan: { label: payment.planLabel, years: payment.planYears },
    currency: payment.currency,
    registrationFeeMinor: payment.registrationFeeMinor,
    planAmountMinor: payment.planAmountMinor,
    totalMinor: payment.amountMinor,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId ?? "",
  };
}

/** "R-20261123-8F3A2C1D": the Dubai date of payment and the start of the payment's id. */
export function receiptNumber(paymentId: string, paidAt: Date): string {
  return `R-${dubaiDate(paidAt).replaceAll("-", "")}-${paymentId.slice(0, 8).toUpperCase()}`;
}
