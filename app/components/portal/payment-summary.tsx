import { useTranslation } from "react-i18next";
import type { PaymentPageData } from "./payment-required";
import { SummaryList } from "./summary-list";
import { formatYears } from "~/lib/dates";

/** What is being paid for, priced by the server. */
export function PaymentSummary({ data }: { data: PaymentPageData }) {
  const { t } = useTranslation();
  const years = formatYears(data.quote.years, t);
  const { vat } = data.quote;
  return (
    <>
      <div className="rounded-lg border border-brand-500 bg-brand-500/10 px-4 py-3">
        <p className="font-semibold text-navy-900">{data.quote.planLabel} plan</p>
        <p className="text-sm text-slate-700">{years}</p>
      </div>
      <SummaryList
        rows={[
          ["Email", data.email],
          ["Company", data.companyName],
          ["Plan", data.quote.planLabel],
          ...(data.quote.kind === "registration"
            ? [["Registration fee", data.quote.registrationFee] as [string, string]]
            : []),
          [`Subscription (${years})`, data.quote.subscription],
          ...(vat && !vat.included ? [[`VAT (${vat.rate})`, vat.amount] as [string, string]] : []),
        ]}
      >
        <div className="flex justify-between gap-4 py-2.5 text-base font-bold text-navy-900">
          <dt>Total</dt>
          <dd>{data.quote.total}</dd>
        </div>
      </SummaryList>
      {vat?.included ? (
        <p className="mt-1 text-right text-xs text-slate-600">
          Includes VAT at {vat.rate}: {vat.amount}. A tax invoice is issued with your payment.
        </p>
      ) : null}
    </>
  );
}

/** The dialog's submit button, with the spec's texts. */
export function PayButton({ data, busy, disabled }: { data: PaymentPageData; busy: boolean; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className="w-full rounded-md bg-brand-500 px-5 py-3 font-semibold text-navy-950 hover:bg-brand-400 disabled:opacity-60"
    >
      {busy
        ? "Processing Payment..."
        : data.quote.kind === "renewal"
          ? `Pay ${data.quote.total} and Renew`
          : `Pay ${data.quote.total} and Activate Account`}
    </button>
  );
}
