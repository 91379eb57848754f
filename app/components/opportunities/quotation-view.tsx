import { FileText, PencilLine } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localeOf } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import type { Opportunity } from "~/quotes/opportunities.server";
import { describeWarranty } from "~/quotes/warranty";
import { LinesTable } from "./lines-table";

/** The request's lines with the supplier's quotation as sent (or without one), and the way to revise it while it may be. */
export function QuotationView({ opportunity }: { opportunity: Opportunity }) {
  const { t } = useTranslation("opportunities");
  const locale = localeOf[useLanguage()].intl;
  const quotation = opportunity.quotation;
  const prices = new Map(quotation?.lines.map((line) => [line.lineId, line.unitPriceMinor]));
  return (
    <section
      aria-labelledby="quotation"
      className="overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 p-6">
        <div>
          <h2 id="quotation" className="text-xl font-bold text-navy-900">
            {quotation ? t("detail.yourQuotation") : t("detail.items")}
          </h2>
          {quotation ? (
            <p className="mt-1 text-sm text-slate-600">
              {t("detail.revision", {
                revision: quotation.revision,
                date: formatDateTime(quotation.sentAt, locale),
              })}
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{t("detail.noQuotation")}</p>
          )}
        </div>
        {quotation && opportunity.canEdit ? (
          <Link
            to="?revise=1"
            className="inline-flex items-center gap-2 rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
          >
            <PencilLine aria-hidden className="size-4" /> {t("detail.revise")}
          </Link>
        ) : null}
      </div>
      <LinesTable lines={opportunity.lines} currency={quotation?.currency} priceOf={(line) => prices.get(line.id)} />
      {quotation ? (
        <dl className="grid gap-x-6 gap-y-4 border-t border-slate-100 p-6 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Fact label={t("detail.currency")}>{t(`currencies.${quotation.currency as "AED"}`)}</Fact>
          <Fact label={t("detail.leadTime")}>{t("detail.days", { count: quotation.leadTimeDays })}</Fact>
          <Fact label={t("detail.validUntil")}>
            <bdi>{formatLongDate(quotation.validUntil, locale)}</bdi>
          </Fact>
          <Fact label={t("detail.warranty")}>{describeWarranty(t, quotation)}</Fact>
          {quotation.notes ? (
            <Fact label={t("detail.notes")} wide>
              <bdi className="whitespace-pre-line">{quotation.notes}</bdi>
            </Fact>
          ) : null}
          {quotation.attachmentName ? (
            <Fact label={t("detail.attachment")} wide>
              <a
                href={`/supplier-dashboard/opportunities/${opportunity.id}/quotation.pdf`}
                className="inline-flex items-center gap-1.5 font-semibold break-all text-brand-700 underline"
              >
                <FileText aria-hidden className="size-4 shrink-0" />
                <bdi>{quotation.attachmentName}</bdi>
              </a>
            </Fact>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}

/** One fact of the request or the quotation: its name, then its value. */
export function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-navy-900">{children}</dd>
    </div>
  );
}
