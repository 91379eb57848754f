import { useTranslation } from "react-i18next";
import type { PaymentPageData } from "./payment-required";
import { SummaryList } from "./summary-list";
import { formatYears } from "~/lib/dates";
import { SubmitButton } from "~/components/ui/submit-button";

/** What is being paid for, priced by the server. Amounts stay left to right in Arabic text. */
export function PaymentSummary({ data }: { data: PaymentPageData }) {
  const { t } = useTranslation("portal");
  const { t: shell } = useTranslation("shell");
  const years = formatYears(data.quote.years, shell);
  const { vat } = data.quote;
  const amount = (value: string) => <bdi>{value}</bdi>;
  return (
    <>
      <div className="rounded-lg border border-brand-500 bg-brand-500/10 px-4 py-3">
        <p className="font-semibold text-navy-900">{t("dialog.planName", { plan: data.quote.planLabel })}</p>
        <p className="text-sm text-slate-700">{years}</p>
      </div>
      <SummaryList
        rows={[
          [t("email"), <bdi key="email">{data.email}</bdi>],
          [t("company"), data.companyName],
          [t("plan"), data.quote.planLabel],
          ...(data.quote.kind === "registration"
            ? [[t("dialog.registrationFee"), amount(data.quote.registrationFee)] as [string, React.ReactNode]]
            : []),
          [t("dialog.subscription", { term: years }), amount(data.quote.subscription)],
          ...(vat && !vat.included
            ? [[t("dialog.vat", { rate: vat.rate }), amount(vat.amount)] as [string, React.ReactNode]]
            : []),
        ]}
      >
        <div className="flex justify-between gap-4 py-2.5 text-base font-bold text-navy-900">
          <dt>{t("dialog.total")}</dt>
          <dd>{amount(data.quote.totalFigure)}</dd>
        </div>
      </SummaryList>
      {vat?.included ? (
        <p className="mt-1 text-end text-xs text-slate-600">
          {t("dialog.vatIncluded", { rate: vat.rate, amount: vat.amount })}
        </p>
      ) : null}
    </>
  );
}

/** The dialog's submit button, with the spec's texts. */
export function PayButton({ data, busy, disabled }: { data: PaymentPageData; busy: boolean; disabled: boolean }) {
  const { t } = useTranslation("portal");
  const total = data.quote.total;
  return (
    <SubmitButton
      busy={busy}
      disabled={disabled}
      className="w-full rounded-md bg-brand-500 px-5 py-3 font-semibold text-navy-950 hover:bg-brand-400 disabled:opacity-60"
    >
      {busy
        ? t("dialog.processing")
        : data.quote.kind === "renewal"
          ? t("dialog.payAndRenew", { total })
          : t("dialog.payAndActivate", { total })}
    </SubmitButton>
  );
}
