import type { Executor } from "~/db/client.server";
import { localeOf, type Language } from "~/i18n/languages";
import { formatMoney } from "~/lib/money";
import { currentPaymentLink } from "./payment-links.server";
import { findSupplierPayment, undecidedPayment } from "./payments.server";
import { listAvailablePlans, planLabelIn } from "~/plans/plans.server";
import { quotePayment } from "./pricing.server";
import { formatVatRate } from "./tax";

/** Everything /payment-required shows, priced and timed by the server. */
export async function loadPaymentPage(
  db: Executor,
  supplier: { id: string; planId: string; paymentStatus: string | null },
  options: { ttlSeconds: number; paymentId: string | null; planId?: string | null; language: Language; now?: Date },
) {
  const now = options.now ?? new Date();
  const [link, payment, offered] = await Promise.all([
    currentPaymentLink(db, supplier.id, options.ttlSeconds, now),
    // Without a result to show, a charge still undecided is shown: paying again would be refused.
    options.paymentId ? findSupplierPayment(db, supplier.id, options.paymentId) : undecidedPayment(db, supplier.id),
    listAvailablePlans(db),
  ]);
  // The plan chosen for a renewal stays chosen through a result (?payment=) and "Try Again"; one
  // not on offer (retired, made up) gives way to the supplier's own plan, or the first on offer.
  const quote = await quotePayment(db, supplier, options.planId ?? payment?.planId).catch(() =>
    quotePayment(db, supplier).catch(() => quotePayment(db, supplier, offered[0]?.id)),
  );
  const money = (minor: number) => formatMoney(minor, quote.currency, localeOf[options.language].intl);
  // The dialog's breakdown is a column of figures; the page and the pay button say the total in short.
  const figure = (minor: number) => formatMoney(minor, quote.currency, localeOf[options.language].intl, "always");
  return {
    /** At renewal, the plans the supplier may choose from. */
    plans:
      quote.kind === "renewal"
        ? offered.map((plan) => ({
            id: plan.id,
            label: planLabelIn(plan, options.language),
            years: plan.years,
            price: money(plan.amountMinor),
          }))
        : [],
    quote: {
      kind: quote.kind,
      planId: quote.plan.id,
      planLabel: planLabelIn(quote.plan, options.language),
      years: quote.plan.years,
      registrationFee: figure(quote.registrationFeeMinor),
      subscription: figure(quote.planAmountMinor),
      vat:
        quote.vatRateBasisPoints === 0
          ? null
          : {
              rate: formatVatRate(quote.vatRateBasisPoints),
              amount: figure(quote.vatMinor),
              included: quote.pricesIncludeVat,
            },
      total: money(quote.totalMinor),
      totalFigure: figure(quote.totalMinor),
    },
    link: { id: link.id, secondsLeft: Math.max(0, Math.floor((link.expiresAt.getTime() - now.getTime()) / 1000)) },
    payment: payment
      ? {
          id: payment.id,
          kind: payment.kind,
          status: payment.status,
          activated: Boolean(payment.fulfilledAt),
          message: payment.failureMessage,
        }
      : null,
  };
}
