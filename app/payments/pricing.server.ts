import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { plans } from "~/db/schema";
import { getPaymentSettings } from "~/plans/plans.server";
import { paymentKind } from "~/suppliers/lifecycle";

export interface Quote {
  kind: "registration" | "renewal";
  plan: { id: string; label: string; years: number };
  /** The one-time fee: charged with the first payment only. */
  registrationFeeMinor: number;
  planAmountMinor: number;
  totalMinor: number;
  currency: string;
}

/**
 * What the supplier pays, computed on the server only: the registration fee (first payment) plus
 * the chosen plan's amount. Whatever the browser sends about prices or plans is ignored.
 */
export async function quotePayment(
  db: Executor,
  supplier: { planId: string; paymentStatus: string | null },
): Promise<Quote> {
  const [{ registrationFeeMinor, currency }, [plan]] = await Promise.all([
    getPaymentSettings(db),
    db.select().from(plans).where(eq(plans.id, supplier.planId)),
  ]);
  if (!plan) throw new Error(`plan ${supplier.planId} does not exist`);
  const kind = paymentKind(supplier);
  const fee = kind === "registration" ? registrationFeeMinor : 0;
  return {
    kind,
    plan: { id: plan.id, label: plan.label, years: plan.years },
    registrationFeeMinor: fee,
    planAmountMinor: plan.amountMinor,
    totalMinor: fee + plan.amountMinor,
    currency,
  };
}
