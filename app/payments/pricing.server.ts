import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { plans } from "~/db/schema";
import { offeredPlan, getPaymentSettings, type PaymentSettings } from "~/plans/plans.server";
import { paymentKind } from "~/suppliers/lifecycle";
import { applyVat } from "./tax";

export interface Quote {
  kind: "registration" | "renewal";
  plan: { id: string; label: string; labelAr: string | null; years: number };
  /** The one-time fee: charged with the first payment only. */
  registrationFeeMinor: number;
  planAmountMinor: number;
  /** The VAT rate in basis points and the VAT within (or on top of) the fee and the plan. */
  vatRateBasisPoints: number;
  pricesIncludeVat: boolean;
  vatMinor: number;
  totalMinor: number;
  currency: string;
}

/** A fee plus a plan's amount with VAT as the payment settings say: what is charged for them. */
export function priceWithVat(
  feeMinor: number,
  planAmountMinor: number,
  settings: Pick<PaymentSettings, "vatRateBasisPoints" | "pricesIncludeVat">,
) {
  return applyVat(feeMinor + planAmountMinor, settings.vatRateBasisPoints, settings.pricesIncludeVat);
}

/**
 * What the supplier pays, computed on the server only: the registration fee (first payment) plus
 * the chosen plan's amount, with VAT as the payment settings say. Whatever the browser sends about
 * prices or plans is ignored.
 */
export async function quotePayment(
  db: Executor,
  supplier: { planId: string; paymentStatus: string | null },
  /** At renewal the supplier may choose another plan on offer; a registration pays the plan registered with. */
  chosenPlanId?: string | null,
): Promise<Quote> {
  const kind = paymentKind(supplier);
  // A renewal is priced from the plans on offer now (a retired plan cannot be renewed).
  const renewing = chosenPlanId ?? supplier.planId;
  const [{ registrationFeeMinor, currency, vatRateBasisPoints, pricesIncludeVat }, plan] = await Promise.all([
    getPaymentSettings(db),
    kind === "renewal"
      ? offeredPlan(db, renewing)
      : db
          .select()
          .from(plans)
          .where(eq(plans.id, supplier.planId))
          .then((rows) => rows[0]),
  ]);
  if (!plan) throw new Error(`plan ${supplier.planId} does not exist`);
  const fee = kind === "registration" ? registrationFeeMinor : 0;
  const { vatMinor, totalMinor } = priceWithVat(fee, plan.amountMinor, { vatRateBasisPoints, pricesIncludeVat });
  return {
    kind,
    plan: { id: plan.id, label: plan.label, labelAr: plan.labelAr, years: plan.years },
    registrationFeeMinor: fee,
    planAmountMinor: plan.amountMinor,
    vatRateBasisPoints,
    pricesIncludeVat,
    vatMinor,
    totalMinor,
    currency,
  };
}
