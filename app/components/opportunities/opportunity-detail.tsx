import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { localeOf } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Opportunity } from "~/quotes/opportunities.server";
import type { SupplierStatus } from "~/suppliers/lifecycle";
import { Notice, OpportunityShell } from "./opportunity-shell";
import { QuotationEditor } from "./quotation-editor";
import { Fact, QuotationView } from "./quotation-view";
import { ReadOnlyNotice } from "./read-only-notice";
import { StateBadge } from "./state-badge";

/**
 * One request for the invited supplier: what is asked, where and by when, then their quotation, as
 * a form while they may send or revise it and read-only otherwise, with the reason and the outcome.
 */
export function OpportunityDetail(props: {
  opportunity: Opportunity;
  supplierStatus: SupplierStatus;
  renewUrl: string | null;
  /** The quotation has just been sent. */
  sent: boolean;
  /** The supplier asked to revise it. */
  revise: boolean;
  /** Today in Dubai, the earliest a quotation may be valid until. */
  today: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { opportunity } = props;
  const { t } = useTranslation("opportunities");
  const local = useLocalPath();
  const locale = localeOf[useLanguage()].intl;
  // A form sent back with its errors stays a form.
  const editing = opportunity.canEdit && (!opportunity.quotation || props.revise || Boolean(props.lastResult));
  const { outcome, locked } = opportunity;
  return (
    <OpportunityShell
      back={{ to: local("/supplier-dashboard/opportunities"), label: t("backToList") }}
      eyebrow={t("eyebrow")}
      title={<bdi dir="ltr">{opportunity.reference}</bdi>}
      aside={<StateBadge state={opportunity.state} />}
    >
      {props.sent && !editing ? (
        <Notice tone="success" role="status">
          {t("detail.sent")}
        </Notice>
      ) : null}
      {outcome ? (
        <Notice tone={outcome === "awarded" ? "success" : "info"}>
          {outcome === "awarded" ? awardedText(opportunity, t) : t("detail.outcome.not_selected")}
        </Notice>
      ) : locked === "inactive" ? (
        <ReadOnlyNotice renewUrl={props.renewUrl} />
      ) : locked ? (
        <Notice tone="warning">{t(`detail.locked.${locked}`)}</Notice>
      ) : null}
      <section aria-labelledby="request" className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
        <h2 id="request" className="text-lg font-semibold text-navy-900">
          {t("detail.request")}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Fact label={t("detail.delivery")}>
            {t("place", { city: opportunity.deliveryCity, country: opportunity.country })}
          </Fact>
          <Fact label={t("detail.neededBy")}>
            <bdi>{formatLongDate(opportunity.neededBy, locale)}</bdi>
          </Fact>
          {opportunity.acceptedUntil ? (
            <Fact label={t("detail.deadline")}>
              {t("dubaiTime", { date: formatDateTime(opportunity.acceptedUntil, locale) })}
            </Fact>
          ) : null}
          <Fact label={t("detail.items")}>{t("itemCount", { count: opportunity.lines.length })}</Fact>
        </dl>
      </section>
      {editing ? (
        <QuotationEditor opportunity={opportunity} today={props.today} lastResult={props.lastResult} />
      ) : (
        <QuotationView opportunity={opportunity} />
      )}
    </OpportunityShell>
  );
}

/** What the supplier is told of an award: all the lines they priced, or how many of them. */
function awardedText(opportunity: Opportunity, t: TFunction<"opportunities">): string {
  const priced = opportunity.lines.filter((line) => line.selected !== null);
  const selected = priced.filter((line) => line.selected).length;
  return selected === priced.length
    ? t("detail.outcome.awarded")
    : t("detail.outcome.awardedSome", { count: selected, total: priced.length });
}
