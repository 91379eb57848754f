import { mayQuote } from "~/suppliers/quoting";
import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TableHead } from "~/components/ui/table-head";
import { localeOf } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import { useLocalPath } from "~/marketing/use-local-path";
import type { listOpportunities } from "~/quotes/opportunities.server";
import type { SupplierStatus } from "~/suppliers/lifecycle";
import { OpportunityShell } from "./opportunity-shell";
import { ReadOnlyNotice } from "./read-only-notice";
import { StateBadge } from "./state-badge";

/** /supplier-dashboard/opportunities: the supplier's invitations, a table on a wide screen and cards on a phone. */
export function OpportunitiesList(props: {
  supplierStatus: SupplierStatus;
  renewUrl: string | null;
  opportunities: Awaited<ReturnType<typeof listOpportunities>>;
}) {
  const { t } = useTranslation("opportunities");
  const { t: portal } = useTranslation("portal");
  const local = useLocalPath();
  const locale = localeOf[useLanguage()].intl;
  const active = mayQuote(props.supplierStatus);
  return (
    <OpportunityShell back={{ to: local("/supplier-dashboard"), label: portal("dashboard.title") }} title={t("title")}>
      {active ? null : <ReadOnlyNotice renewUrl={props.renewUrl} />}
      <div className="overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200">
        <p className="p-6 pb-4 text-sm text-slate-600">{t("intro")}</p>
        {props.opportunities.length === 0 ? (
          <div className="border-t border-slate-100 px-6 py-12 text-center">
            <Mail aria-hidden className="mx-auto size-10 text-slate-400" />
            <h2 className="mt-3 text-lg font-semibold text-navy-900">{t("list.emptyTitle")}</h2>
            <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">{t("list.emptyText")}</p>
            <Link
              to={local("/supplier-dashboard/profile")}
              className="mt-4 inline-block text-sm font-semibold text-brand-700 underline"
            >
              {t("list.emptyCategories")}
            </Link>
          </div>
        ) : (
          <table className="w-full text-sm max-md:block">
            <caption className="sr-only">{t("list.caption")}</caption>
            <TableHead
              columns={[
                t("list.reference"),
                t("list.items"),
                t("list.delivery"),
                t("list.neededBy"),
                t("list.deadline"),
                t("list.state"),
                t("list.action"),
              ]}
              cellClassName="px-4 py-3 text-start font-semibold first:ps-6"
              className="border-y border-slate-100 bg-slate-50 max-md:hidden"
            />
            <tbody className="divide-y divide-slate-100 max-md:block max-md:border-t max-md:border-slate-100">
              {props.opportunities.map((row) => {
                const open = row.state === "open" && active;
                return (
                  <tr
                    key={row.id}
                    className="align-top max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:px-4 max-md:py-4"
                  >
                    <td className="py-3 ps-6 pe-4 max-md:col-span-2 max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:p-0">
                      <Link
                        to={local(`/supplier-dashboard/opportunities/${row.id}`)}
                        className="font-semibold whitespace-nowrap text-brand-700 underline"
                      >
                        <bdi dir="ltr">{row.reference}</bdi>
                      </Link>
                      <span className="md:hidden">
                        <StateBadge state={row.state} />
                      </span>
                    </td>
                    <Cell label={t("list.items")}>
                      <span className="whitespace-nowrap">{t("itemCount", { count: row.lineCount })}</span>
                    </Cell>
                    <Cell label={t("list.delivery")}>
                      {t("place", { city: row.deliveryCity, country: row.country })}
                    </Cell>
                    <Cell label={t("list.neededBy")}>
                      <bdi>{formatLongDate(row.neededBy, locale)}</bdi>
                    </Cell>
                    <Cell label={t("list.deadline")}>
                      {row.acceptedUntil ? <bdi>{formatDateTime(row.acceptedUntil, locale)}</bdi> : "—"}
                    </Cell>
                    <td className="px-4 py-3 max-md:hidden">
                      <StateBadge state={row.state} />
                    </td>
                    <td className="px-4 py-3 text-end max-md:col-span-2 max-md:p-0 max-md:text-start">
                      <Link
                        to={local(`/supplier-dashboard/opportunities/${row.id}`)}
                        aria-label={`${open ? t("list.quote") : t("list.view")}: ${row.reference}`}
                        className={
                          open
                            ? "inline-block rounded-md bg-navy-900 px-3 py-1.5 font-semibold whitespace-nowrap text-white hover:bg-navy-800"
                            : "inline-block font-semibold whitespace-nowrap text-brand-700 underline"
                        }
                      >
                        {open ? t("list.quote") : t("list.view")}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {props.opportunities.length > 0 ? (
          <p className="border-t border-slate-100 px-6 py-3 text-xs text-slate-500">{t("list.timeZone")}</p>
        ) : null}
      </div>
    </OpportunityShell>
  );
}

/** A cell with its column's name above it on a phone, where the table's head is hidden. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="px-4 py-3 max-md:p-0">
      <span className="block text-xs text-slate-500 md:hidden">{label}</span>
      <span className="text-slate-800">{children}</span>
    </td>
  );
}
