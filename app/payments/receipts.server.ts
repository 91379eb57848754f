import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { payments, suppliers, type ReceiptParties } from "~/db/schema";
import { translatorFor } from "~/i18n/catalogues.server";
import type { Language } from "~/i18n/languages";
import { isUuid } from "~/lib/ids";
import { companyFactsIn } from "~/settings/company";
import { getCompanyFacts } from "~/settings/settings.server";
import { paidPlanLabelIn } from "~/plans/plans.server";
import { invoiceNumberText, taxableAmount, vatNote } from "./tax";

/** Everything printed on the tax invoice of one payment. */
export interface Receipt {
  /** The language it is printed in: the supplier's. */
  language: Language;
  /** The invoice number as printed: "INV-000042". */
  number: string;
  paidAt: Date;
  kind: "registration" | "renewal";
  seller: ReceiptParties["seller"];
  supplier: ReceiptParties["billedTo"];
  plan: { label: string; years: number };
  currency: string;
  registrationFeeMinor: number;
  planAmountMinor: number;
  /** How the invoice explains its VAT (included, added or none), from `vatNote`, in its language. */
  vatNote: string;
  vatRateBasisPoints: number;
  taxableMinor: number;
  vatMinor: number;
  totalMinor: number;
  provider: "sandbox" | "stripe";
  providerPaymentId: string;
}

/**
 * The tax invoice of a fulfilled payment of `supplierId`'s: another supplier's id, a failed payment, one not yet fulfilled or a malformed id all find
 * nothing.
 */
export async function findReceipt(
  db: Executor,
  paymentId: string | undefined,
  /** The supplier the receipt must belong to; null only for the admin area, which sees every supplier's. */
  supplierId: string | null,
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
        isNotNull(payments.invoiceNumber),
        supplierId === null ? undefined : eq(payments.supplierId, supplierId),
      ),
    );
  if (!row) return undefined;
  const { payment, supplier } = row;
  const paidAt = payment.fulfilledAt ?? payment.updatedAt;
  const { language } = supplier;
  return {
    language,
    number: invoiceNumberText(payment.invoiceNumber!),
    paidAt,
    kind: payment.kind,
    // As they stood when the payment was fulfilled; today's details only for a payment fulfilled
    // before the details were kept with it.
    seller: companyFactsIn(await sellerAsInvoiced(db, payment.receiptParties?.seller), language),
    supplier: payment.receiptParties?.billedTo ?? supplier,
    plan: { label: paidPlanLabelIn(payment, language), years: payment.planYears },
    currency: payment.currency,
    registrationFeeMinor: payment.registrationFeeMinor,
    planAmountMinor: payment.planAmountMinor,
    vatNote: vatNote(payment, translatorFor(language, "emails")),
    vatRateBasisPoints: payment.vatRateBasisPoints,
    taxableMinor: taxableAmount(payment),
    vatMinor: payment.vatMinor,
    totalMinor: payment.amountMinor,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId ?? "",
  };
}

/** The company as it stood at fulfilment; a copy kept before the TRN was a setting takes today's TRN. */
async function sellerAsInvoiced(db: Executor, kept: ReceiptParties["seller"] | undefined) {
  if (kept?.trn !== undefined) return kept;
  const today = await getCompanyFacts(db);
  return kept ? { ...kept, trn: today.trn } : today;
}
